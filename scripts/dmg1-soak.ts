/**
 * Soak the DMG1 Appendix A crawl over many seeds and measure how far fitting bends it from the
 * book: dungeons whose frontier runs out (and at which step), dead ends by cause (the Table I row
 * against fitting), the shares of Table V shapes and sizes as built against the table's own
 * probabilities, and caves' drawn area against the size the key states.
 * Usage: npx tsx scripts/dmg1-soak.ts [seeds=300] [step=200]
 * (also runs step 500 with the default start and with the Table V start)
 * Must-show tables (issue 20): dead ends by cause; Table V shares against the table; dungeons
 * out of exits by step 200 and 500; Table V.J secret rooms drawn or not on the map.
 */
import { runCrawl, MAX_STEP } from '../src/crawl/dmg1/engine';
import type { Dmg1Options } from '../src/crawl/dmg1/context';
import { TABLE_V, TABLE_V_A } from '../src/crawl/dmg1/tables-rooms';
import { SECRET_ROOM_NOTE } from '../src/crawl/dmg1/contents';
import { TABLE_III_B } from '../src/crawl/dmg1/tables-passages';
import type { Plan } from '../src/crawl/plan/types';
import type { Dmg1Exit } from '../src/crawl/dmg1/exit';

const N = Number(process.argv[2] ?? 300);
const STEP = Number(process.argv[3] ?? 200);

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

/**
 * Fitting fallbacks that close a way on (what the Table I dead-end row would do): a passage
 * stopped short, a portal walled up, or a chamber ahead of a passage that did not fit (counted
 * once: a door that opens on rock is counted by its "walled up" line).
 */
const FITTING_DEAD_END = /dead end|walled up/;
const NO_ROOM = /^no (room|chamber|cave|cavern|double-cave|mammoth)[^:]* fits beyond the entrance/;

interface RunStats {
  ranOut: number[];
  /** Table V.J "secret room nearby": drawn (by where), and not on the map. */
  secretRooms: Record<string, number>;
  tableDeadEnds: number;
  fittingDeadEnds: number;
  fittingCauses: Record<string, number>;
  rerolls: number;
  joins: number;
  steps: number;
}

function newRun(): RunStats {
  return {
    ranOut: [],
    secretRooms: {},
    tableDeadEnds: 0,
    fittingDeadEnds: 0,
    fittingCauses: {},
    rerolls: 0,
    joins: 0,
    steps: 0,
  };
}

/** Table V row each built room stands for: "room 20x30", "chamber circular", or "off-table". */
function tableVClass(kind: string, shape: string, size: string): string {
  if (shape === 'square' || shape === 'rectangular') {
    const m = /^(\d+) ft x (\d+) ft/.exec(size);
    if (!m) return `${kind} ?`;
    const [a, b] = [Number(m[1]), Number(m[2])].sort((x, y) => x - y);
    const rows = TABLE_V.filter((r) => {
      const [w, l] = kind === 'chamber' ? r.chamber : r.room;
      return w === a && l === b;
    });
    return rows.length > 0 ? `${kind} ${a}x${b}` : `${kind} off-table ${a}x${b}`;
  }
  return `${kind} ${shape}`;
}

/** The table's own share of each class, per kind (row probabilities on a d20). */
function expectedShares(kind: 'room' | 'chamber'): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of TABLE_V) {
    const p = (r.hi - r.lo + 1) / 20;
    if (r.kind === 'unusual') {
      for (const s of TABLE_V_A) {
        const k = `${kind} ${s.kind === 'cave' ? 'cave' : s.kind}`;
        out[k] = (out[k] ?? 0) + (p * (s.hi - s.lo + 1)) / 20;
      }
      continue;
    }
    const [w, l] = kind === 'chamber' ? r.chamber : r.room;
    const k = `${kind} ${Math.min(w, l)}x${Math.max(w, l)}`;
    out[k] = (out[k] ?? 0) + p;
  }
  return out;
}

/** Unusual rooms' V.B area band as built (nominal area from the key, drawn cells). */
const unusualNominal: number[] = [];
const unusualDrawn: number[] = [];
const shares: Record<string, number> = {};
const tableVRooms = { room: 0, chamber: 0 };
const caveRatios: number[] = [];
/** The size rolled on Table VIII for each cave (the key's size unless it says it shrank). */
const caveRolled: number[] = [];
let caveDrawn = 0;
let caveShrunk = 0;
const specials: Record<string, { n: number; featured: number; narrowed: number }> = {};
const caveRows: Record<string, { n: number; nominal: number; drawn: number }> = {};

function measure(plan: Plan<Dmg1Exit>, stats: RunStats, collect: boolean): void {
  stats.steps += plan.steps;
  const cellArea = plan.sheet.cellFeet * plan.sheet.cellFeet;
  const byStep = new Map(plan.log.map((r) => [r.step, r]));
  for (const s of plan.spaces)
    if (s.note.startsWith(SECRET_ROOM_NOTE)) {
      const how = s.note.includes(' off ')
        ? 'drawn off a neighbouring space'
        : 'drawn beside its room';
      stats.secretRooms[how] = (stats.secretRooms[how] ?? 0) + 1;
    }
  for (const rec of plan.log) {
    for (const f of rec.fallbacks)
      if (/secret room of Table V\.J/.test(f) && !/^roll \d+ did not fit/.test(f))
        stats.secretRooms['not on the map'] = (stats.secretRooms['not on the map'] ?? 0) + 1;
    for (const roll of rec.rolls)
      if (roll.table === 'I' && roll.result === 'dead-end') stats.tableDeadEnds++;
    const walled = rec.fallbacks.some((f) => /walled up/.test(f));
    for (const f of rec.fallbacks) {
      if (/rolled again|re-rolled/.test(f)) {
        stats.rerolls++;
        // A roll taken back and rolled again closed nothing; the last roll's lines stand.
        if (/^roll \d+ did not fit/.test(f)) continue;
      }
      if (/runs into mapped space/.test(f)) stats.joins++;
      if (FITTING_DEAD_END.test(f) || (NO_ROOM.test(f) && !walled)) {
        stats.fittingDeadEnds++;
        const cause = f
          .replace(/\b[spe]\d+\b/g, '#')
          .replace(/\d+/g, 'N')
          .replace(/(door|opening|secret-door|one-way-door) #/, '$1 #');
        stats.fittingCauses[cause] = (stats.fittingCauses[cause] ?? 0) + 1;
      }
    }
  }
  if (!collect) return;
  for (const s of plan.spaces) {
    if (s.kind === 'room' || s.kind === 'chamber') {
      const rec = byStep.get(s.step);
      if (!rec || !rec.rolls.some((r) => r.table === 'V')) continue;
      // Rooms of a fixed size (Table II's 10 x 10, Table VII's elevator) roll no Table V.
      // Nor does a Table V.J secret room, a 10-ft closet drawn for hidden treasure.
      if (s.note === 'elevator room' || s.note.includes('Table II')) continue;
      if (s.note.startsWith(SECRET_ROOM_NOTE)) continue;
      tableVRooms[s.kind]++;
      const c = tableVClass(s.kind, s.shape, s.size);
      shares[c] = (shares[c] ?? 0) + 1;
      const m = /about (\d+) sq ft/.exec(s.size);
      if (m && !/shrunk/.test(s.size)) {
        unusualNominal.push(Number(m[1]));
        unusualDrawn.push(s.spans.reduce((n, r) => n + r.x1 - r.x0 + 1, 0) * cellArea);
      }
    }
    const sp = /^passage (\d+) ft, (\S+)/.exec(s.note);
    if (sp && TABLE_III_B.some((r) => r.kind === sp[2])) {
      const k = sp[2]!.startsWith('river') ? 'river' : sp[2]!;
      const row = (specials[k] ??= { n: 0, featured: 0, narrowed: 0 });
      row.n++;
      if (s.features.length > 0) row.featured++;
      const want = TABLE_III_B.find((r) => r.kind === sp[2])?.feet ?? 0;
      if (Number(sp[1]) < want) row.narrowed++;
    }
    if (s.kind === 'cave' || s.kind === 'cavern') {
      const m = /about (\d+) ft x (\d+) ft/.exec(s.size);
      if (!m) continue;
      const nominal = Number(m[1]) * Number(m[2]);
      const r = /shrunk from about (\d+) ft x (\d+) ft/.exec(s.size);
      caveRolled.push(r ? Number(r[1]) * Number(r[2]) : nominal);
      if (r) caveShrunk++;
      const drawn = s.spans.reduce((n, r) => n + r.x1 - r.x0 + 1, 0) * cellArea;
      caveRatios.push(drawn / nominal);
      caveDrawn += drawn;
      const row = (caveRows[s.note] ??= { n: 0, nominal: 0, drawn: 0 });
      row.n++;
      row.nominal += nominal;
      row.drawn += drawn;
    }
  }
}

function soak(
  label: string,
  step: number,
  options: Partial<Dmg1Options>,
  collect: boolean,
): RunStats {
  const stats = newRun();
  for (let i = 1; i <= N; i++) {
    const { plan, complete } = runCrawl({ seed: String(i), step, options });
    if (complete) stats.ranOut.push(plan.steps);
    measure(plan, stats, collect);
  }
  const early = stats.ranOut.filter((s) => s <= 5).length;
  const by200 = stats.ranOut.filter((s) => s < 200).length;
  const sorted = [...stats.ranOut].sort((a, b) => a - b);
  console.log(`\n== ${label}: ${N} seeds, step ${step} ==`);
  console.log(
    `ran out of exits: ${stats.ranOut.length} of ${N} (${early} within 5 steps); at steps ` +
      (sorted.length
        ? `min ${sorted[0]} median ${sorted[sorted.length >> 1]} max ${sorted[sorted.length - 1]}`
        : '-') +
      (step > 200 ? `; by step 200: ${by200}, by step ${step}: ${stats.ranOut.length}` : ''),
  );
  const all = stats.tableDeadEnds + stats.fittingDeadEnds;
  console.log(
    `dead ends: table row ${stats.tableDeadEnds}, fitting ${stats.fittingDeadEnds} ` +
      `(fitting/table ${(stats.fittingDeadEnds / Math.max(1, stats.tableDeadEnds)).toFixed(2)}; ` +
      `${pct(stats.fittingDeadEnds, all)} of all); re-rolls logged ${stats.rerolls}; passages cut short by a join to mapped space ${stats.joins}; per 100 steps: table ` +
      `${((100 * stats.tableDeadEnds) / stats.steps).toFixed(2)}, fitting ${((100 * stats.fittingDeadEnds) / stats.steps).toFixed(2)}`,
  );
  const causes = Object.entries(stats.fittingCauses).sort((a, b) => b[1] - a[1]);
  console.log('  fitting dead ends by cause:');
  for (const [c, n] of causes.slice(0, 14)) console.log(`  ${String(n).padStart(6)}  ${c}`);
  const rest = causes.slice(14).reduce((a, [, n]) => a + n, 0);
  if (rest > 0) console.log(`  ${String(rest).padStart(6)}  (${causes.length - 14} other causes)`);
  const sr = Object.entries(stats.secretRooms);
  console.log(
    `Table V.J secret rooms: ${sr.length ? sr.map(([k, n]) => `${k} ${n}`).join(', ') : 'none'}`,
  );
  return stats;
}

soak('default options', STEP, {}, true);

console.log('\n-- Table V shapes and sizes as built (rooms from a Table V roll) vs the table --');
for (const kind of ['room', 'chamber'] as const) {
  const exp = expectedShares(kind);
  const total = tableVRooms[kind];
  const keys = new Set([
    ...Object.keys(exp),
    ...Object.keys(shares).filter((k) => k.startsWith(`${kind} `)),
  ]);
  console.log(`${kind}s from a Table V roll: ${total} (${(total / N).toFixed(1)} a dungeon)`);
  for (const k of [...keys].sort()) {
    const got = (shares[k] ?? 0) / Math.max(1, total);
    const want = exp[k] ?? 0;
    console.log(
      `  ${k.padEnd(32)} built ${(100 * got).toFixed(1).padStart(5)}%  table ${(100 * want).toFixed(1).padStart(5)}%  ratio ${want > 0 ? (got / want).toFixed(2) : '-'}`,
    );
  }
}
if (unusualNominal.length > 0) {
  const n = unusualNominal.reduce((a, b) => a + b, 0);
  const d = unusualDrawn.reduce((a, b) => a + b, 0);
  console.log(
    `unusual rooms built at their rolled size: ${unusualNominal.length}, drawn/nominal area ${(d / n).toFixed(2)}`,
  );
}

console.log(
  '\n-- III.B special passages: segments laid, with their features, narrower than the table --',
);
for (const [k, r] of Object.entries(specials).sort())
  console.log(
    `  ${k.padEnd(20)} ${String(r.n).padStart(5)}  featured ${pct(r.featured, r.n).padStart(6)}  narrowed ${pct(r.narrowed, r.n).padStart(6)}`,
  );

// Caves: every room a cave, so there are enough to measure.
soak('caves always', STEP, { caves: 'always' }, true);
console.log('\n-- caves: drawn area vs the size the key states --');
const mean = caveRatios.reduce((a, b) => a + b, 0) / Math.max(1, caveRatios.length);
const sortedR = [...caveRatios].sort((a, b) => a - b);
console.log(
  `caves ${caveRatios.length}: drawn/nominal mean ${mean.toFixed(2)}, median ${(sortedR[sortedR.length >> 1] ?? 0).toFixed(2)}, min ${(sortedR[0] ?? 0).toFixed(2)}`,
);
console.log(
  `all caves: drawn area / size rolled on Table VIII ${(caveDrawn / caveRolled.reduce((a, b) => a + b, 0)).toFixed(2)}; ` +
    `keys stating a shrunk size ${caveShrunk} of ${caveRolled.length}`,
);
for (const [k, r] of Object.entries(caveRows).sort())
  console.log(
    `  ${k.padEnd(28)} n ${String(r.n).padStart(5)}  drawn/nominal ${(r.drawn / r.nominal).toFixed(2)}`,
  );

const deep = Math.min(500, MAX_STEP);
soak('default options', deep, {}, false);
soak('table-v start', deep, { start: 'table-v' }, false);
