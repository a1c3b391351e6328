/**
 * Soak the "Dungeon Crawling" tile crawl over many seeds: how far crawls get before the frontier
 * runs out (and the share that run out before steps 40, 60, 100 and 200), the fallbacks that close
 * a way on, each table row's share of its rolls, and the share of each terrain, tile family and
 * monster category against what the tables give.
 * Usage: npx tsx scripts/tiles-soak.ts [seeds=300] [step=200] [maxLevel=6] [dungeon=big]
 */
import { runTiles } from '../src/crawl/tiles/engine';
import { CATALOGUE } from '../src/crawl/tiles/catalogue';
import * as S from '../src/crawl/tiles/selection';
import * as M from '../src/crawl/tiles/tables-monsters';

const N = Number(process.argv[2] ?? 300);
const STEP = Number(process.argv[3] ?? 200);
const MAX_LEVEL = Number(process.argv[4] ?? 6);
const DUNGEON = (process.argv[5] ?? 'big') as 'big' | 'small';

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

const reached: number[] = [];
const rows = new Map<string, Map<string, number>>();
const fallbacks = new Map<string, number>();
const families = new Map<string, number>();
const categories = new Map<string, number>();
const levels = new Map<number, number>();
const endedOn = new Map<number, number>();
let spaces = 0;
const roles = new Map<string, number>();
/** Table 22 rolls by which table and terrain ("shallow cavern", "deep sealed"...). */
const terrains = new Map<string, number>();

const bump = <K>(m: Map<K, number>, k: K, by = 1): void => {
  m.set(k, (m.get(k) ?? 0) + by);
};

for (let i = 0; i < N; i++) {
  const { plan } = runTiles({
    seed: `soak-${i}`,
    step: STEP,
    options: { maxLevel: MAX_LEVEL, dungeon: DUNGEON },
  });
  reached.push(plan.steps);
  if (plan.steps < STEP) bump(endedOn, plan.log.at(-1)!.level);
  for (const s of plan.spaces) {
    spaces += 1;
    bump(families, s.note.replace(/, (small|large)$/, '').replace(/ [IVXLC′']+$/, ''));
    bump(levels, s.level);
    for (const c of s.contents) if (c.kind === 'monster') bump(roles, c.role);
  }
  for (const rec of plan.log) {
    for (const r of rec.rolls) {
      const name = r.table.replace(/ \(re-roll\)$/, '');
      if (!/^Table \d+|^corridor far end|^terminal room|^spotting|^clustering|^entry/.test(name))
        continue;
      let m = rows.get(name);
      if (!m) rows.set(name, (m = new Map()));
      bump(m, r.result);
      if (/^Table 22/.test(name)) {
        bump(categories, r.result);
        bump(terrains, `${name.includes('(deep)') ? 'deep' : 'shallow'} ${name.split(' ').at(-1)}`);
      }
    }
    for (const f of rec.fallbacks)
      bump(
        fallbacks,
        f
          .replace(/\b[a-z]\d+\b/g, '#')
          .replace(/ (cavern|room|passage|corridor)-[A-Za-z0-9′']+/g, ' $1-#')
          .replace(/[A-Za-z]+-[IVXLC]+['′]?/g, 'tile'),
      );
  }
}

const sorted = [...reached].sort((a, b) => a - b);
const mean = reached.reduce((a, b) => a + b, 0) / N;
console.log(`tiles soak: ${N} seeds, step=${STEP}, maxLevel=${MAX_LEVEL}, dungeon=${DUNGEON}`);
console.log(
  `steps reached: mean ${mean.toFixed(1)}, median ${sorted[Math.floor(N / 2)]}, min ${sorted[0]}, max ${sorted[N - 1]}`,
);
for (const at of [40, 60, 100, 200].filter((x) => x <= STEP))
  console.log(
    `  ran out of exits before step ${at}: ${pct(
      reached.filter((r) => r < at).length,
      N,
    )} (${reached.filter((r) => r < at).length})`,
  );
console.log(
  `level the crawls that ran out ended on: ${[...endedOn]
    .sort((a, b) => a[0] - b[0])
    .map(([l, n]) => `${l}: ${n}`)
    .join(', ')}`,
);
console.log(`spaces per seed: ${(spaces / N).toFixed(1)}`);
console.log(
  `spaces by level: ${[...levels]
    .sort((a, b) => a[0] - b[0])
    .map(([l, n]) => `${l}: ${pct(n, spaces)}`)
    .join(', ')}`,
);
console.log(
  `monster groups per seed: ${[...roles]
    .sort((a, b) => b[1] - a[1])
    .map(([r, n]) => `${r} ${(n / N).toFixed(1)}`)
    .join(', ')} (wandering: met walking back through explored places)`,
);
const cTotal = [...categories.values()].reduce((a, b) => a + b, 0);
console.log(
  '\nterrain of the monster rolls (Table 22 column; deep = levels 4+, the designed table):',
);
for (const [k, n] of [...terrains].sort((a, b) => b[1] - a[1]))
  console.log(`  ${k}: ${pct(n, cTotal)}`);
// What Table 22 gives for that mix of terrains: each column's d100 span, weighted by its rolls.
const expected = new Map<string, number>();
for (const [k, n] of terrains) {
  const [depth, terrain] = k.split(' ') as ['deep' | 'shallow', M.Terrain];
  for (const row of depth === 'deep' ? M.TABLE_22_DEEP : M.TABLE_22) {
    const span = row[terrain] as readonly [number, number] | null;
    if (span) bump(expected, row.kind, (n * (span[1] - span[0] + 1)) / 100);
  }
}
console.log(
  '\nmonster categories (Table 22 rolls), against what Table 22 gives for that terrain mix:',
);
for (const [k, n] of [...categories].sort((a, b) => b[1] - a[1]))
  console.log(`  ${k}: ${pct(n, cTotal)} (tables: ${pct(expected.get(k) ?? 0, cTotal)})`);
console.log('\nspaces by tile family (first word of the note):');
const fam = new Map<string, number>();
for (const [k, n] of families) bump(fam, k.split(/[ ,]/)[0]!, n);
for (const [k, n] of [...fam].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`  ${k}: ${pct(n, spaces)}`);
// The d20 LH/RH selection tables (2, 7, 8, 11, 12, 16): the tile family of each roll's row,
// against what the tables give for the same rolls (each row's span out of its die, by family).
const SELECTION: Record<
  string,
  Record<string, readonly { lo: number; hi: number; kind: string }[]>
> = {
  'Table 2': S.TABLE_2,
  'Table 7': S.TABLE_7,
  'Table 8': S.TABLE_8,
  'Table 11': S.TABLE_11,
  'Table 12': S.TABLE_12,
  'Table 16': S.TABLE_16,
};
const FAMILY = new Map<string, string>(CATALOGUE.map((t) => [t.id, t.family]));
const familyOf = (kind: string): string => FAMILY.get(kind) ?? kind;
const famSeen = new Map<string, number>();
const famTables = new Map<string, number>();
let famRolls = 0;
for (const [name, m] of rows) {
  const hit = /^(Table \d+) (LH|RH)$/.exec(name);
  const table = hit ? SELECTION[hit[1]!]?.[hit[2]!] : undefined;
  if (!table) continue;
  const t = [...m.values()].reduce((a, b) => a + b, 0);
  const die = Math.max(...table.map((r) => r.hi)) - Math.min(...table.map((r) => r.lo)) + 1;
  famRolls += t;
  for (const [k, n] of m) bump(famSeen, familyOf(k), n);
  for (const r of table) bump(famTables, familyOf(r.kind), (t * (r.hi - r.lo + 1)) / die);
}
console.log('\ntile families of the d20 LH/RH selection rolls, against what the tables give:');
for (const [k, n] of [...famTables].sort((a, b) => b[1] - a[1]))
  console.log(`  ${k}: ${pct(famSeen.get(k) ?? 0, famRolls)} (tables: ${pct(n, famRolls)})`);
console.log('\nfallbacks per seed:');
for (const [k, n] of [...fallbacks].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${(n / N).toFixed(2)}  ${k}`);
console.log('\ntable rows (share of that table’s rolls):');
for (const [name, m] of [...rows].sort((a, b) => a[0].localeCompare(b[0]))) {
  const t = [...m.values()].reduce((a, b) => a + b, 0);
  const parts = [...m]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${pct(n, t)}`)
    .join(', ');
  console.log(`  ${name} (${t}): ${parts}`);
}
