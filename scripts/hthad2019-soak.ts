/**
 * Soak of hthad2019 over seeds 1–300: which rows of each Primordial table occurred (the nexus
 * with the option on), which civilizations and ends, and each civilization's median length in
 * turns. Usage: `nice -n 10 npx tsx scripts/hthad2019-soak.ts [seeds]`.
 */
import { runHistory2019 } from '../src/hthad/2019/history';
import { BIOME, CAVES, GEMS, MAGMA, NEXUS, ORE, SURFACE, WATER } from '../src/hthad/2019/tables';
import { CIVILIZATIONS } from '../src/hthad/2019/options';

const N = Number(process.argv[2] ?? 300);
const TABLES = {
  Ore: ORE,
  Gems: GEMS,
  Caves: CAVES,
  Water: WATER,
  Magma: MAGMA,
  Biome: BIOME,
  Nexus: NEXUS,
  'Surface Features': SURFACE,
} as const;
const seen: Record<string, Map<string, number>> = {};
for (const k of Object.keys(TABLES)) seen[k] = new Map();
const ends = new Map<string, Map<string, number>>();
const turns = new Map<string, number[]>();
const eco = new Map<number, number>();
let magiLost = 0;
let magiVengeanceOpen = 0;

for (let i = 1; i <= N; i++) {
  for (const civ of CIVILIZATIONS) {
    const nexus = civ === 'alien' || civ === 'demon';
    const r = runHistory2019(
      String(i),
      { civilization: civ, nexus, page: 'letter' },
      { until: 'civilization', year: null },
    );
    if (civ === 'alien') {
      for (const e of r.events)
        for (const d of e.dice) {
          const name = Object.keys(TABLES).find((k) => d.for === k || d.for.startsWith(`${k},`));
          if (d.for === 'ecosystem type') eco.set(d.value, (eco.get(d.value) ?? 0) + 1);
          if (!name) continue;
          const rows = TABLES[name as keyof typeof TABLES] as readonly {
            lo: number;
            hi: number;
            id: string;
          }[];
          const row = rows.find((x) => x.lo <= d.value && d.value <= x.hi)!;
          seen[name]!.set(row.id, (seen[name]!.get(row.id) ?? 0) + 1);
        }
    }
    const c = r.civilization!;
    if (civ === 'magician') {
      // Vengeance (seven vaults) can only come before Diaspora (seven Magicians, from 1● and +1●
      // a turn) when more Magicians are lost than constructions other than vaults are built.
      const lost = r.events
        .filter((e) => e.rule !== 'civilization-end')
        .flatMap((e) => e.tokens)
        .filter((t) => t.op === 'destroy' && t.owner === c.group && t.kind === 'population').length;
      const builds = c.built.filter((b) => b.id !== 'vault').length;
      if (lost > 0) magiLost++;
      if (lost > builds) magiVengeanceOpen++;
    }
    const m = ends.get(civ) ?? new Map<string, number>();
    m.set(c.ended ?? 'none', (m.get(c.ended ?? 'none') ?? 0) + 1);
    ends.set(civ, m);
    turns.set(civ, [...(turns.get(civ) ?? []), c.turns]);
  }
}

for (const [name, rows] of Object.entries(TABLES)) {
  const m = seen[name]!;
  const missing = rows.filter((x) => !m.has(x.id)).map((x) => x.id);
  console.log(
    `${name}: ${rows.map((x) => `${x.id} ${m.get(x.id) ?? 0}`).join(', ')}${missing.length ? `  MISSING: ${missing.join(', ')}` : ''}`,
  );
}
console.log(
  `ecosystems (d6): ${[1, 2, 3, 4, 5, 6].map((k) => `${k}:${eco.get(k) ?? 0}`).join(' ')}`,
);
console.log(
  `magicians: ${magiLost} of ${N} lost a Magician before the end; ${magiVengeanceOpen} lost more than they built (the only way to Vengeance)`,
);
for (const civ of CIVILIZATIONS) {
  const t = [...turns.get(civ)!].sort((a, b) => a - b);
  const median = t[Math.floor(t.length / 2)];
  console.log(
    `${civ}: median ${median} turns (min ${t[0]}, max ${t.at(-1)}); ends ${[...ends.get(civ)!].map(([k, v]) => `${k} ${v}`).join(', ')}`,
  );
}
