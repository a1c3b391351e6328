/**
 * Checking a quest pack beyond its shape: every chart covers each result of its die once, every
 * id a chart, location or monster names exists and is of the right kind, and the tiles agree with
 * their shapes. Errors point into the pack with JSON pointers, so a user can fix what they wrote.
 */
import { PACK_MAX_ENTRIES, parsePackShape, type PackError, type QuestPack } from './pack.schema';

/** Lowest and highest result of a chart die (`d12`, `2d6`). */
export function dieRange(die: string): { lo: number; hi: number } {
  const m = /^([1-9]?)d([0-9]+)$/.exec(die);
  if (!m) throw new Error(`not a chart die: ${die}`);
  const n = m[1] ? Number(m[1]) : 1;
  return { lo: n, hi: n * Number(m[2]) };
}

/** Where a hallway shape has its doors, counting the one entered by. */
export const SHAPE_DOORS = { hall: 2, corner: 2, t: 3, x: 4 } as const;

function coverage(
  errors: PackError[],
  at: string,
  die: string,
  rows: readonly { readonly roll?: readonly [number, number] | undefined }[],
): void {
  const { lo, hi } = dieRange(die);
  const seen = new Map<number, number>();
  rows.forEach((r, i) => {
    if (!r.roll) {
      errors.push({
        pointer: `${at}/rows/${i}`,
        message: 'a rolled chart needs `roll` on every row',
      });
      return;
    }
    const [a, b] = r.roll;
    if (a > b) errors.push({ pointer: `${at}/rows/${i}/roll`, message: 'low is above high' });
    for (let v = a; v <= b; v++) {
      if (seen.has(v))
        errors.push({
          pointer: `${at}/rows/${i}/roll`,
          message: `${v} is also covered by row ${seen.get(v)}`,
        });
      else seen.set(v, i);
    }
  });
  const missing: number[] = [];
  for (let v = lo; v <= hi; v++) if (!seen.has(v)) missing.push(v);
  if (missing.length > 0)
    errors.push({
      pointer: `${at}/rows`,
      message: `no row for ${missing.join(', ')} (${die} rolls ${lo}-${hi})`,
    });
}

/** The cross-references and chart coverage of a pack whose shape is already valid. */
export function checkPack(p: QuestPack): PackError[] {
  const errors: PackError[] = [];
  const err = (pointer: string, message: string) => errors.push({ pointer, message });
  const need = (
    table: Readonly<Record<string, unknown>>,
    id: string | null | undefined,
    at: string,
    what: string,
  ) => {
    if (id !== null && id !== undefined && !Object.hasOwn(table, id))
      err(at, `no ${what} with the id "${id}"`);
  };
  const tileOfKind = (id: string, at: string, kinds: readonly string[]) => {
    const t = Object.hasOwn(p.tiles, id) ? p.tiles[id] : undefined;
    if (!t) err(at, `no tile with the id "${id}"`);
    else if (!kinds.includes(t.kind))
      err(at, `tile "${id}" is a ${t.kind} tile; this needs ${kinds.join(' or ')}`);
  };
  for (const cat of [
    'tiles',
    'monsters',
    'traps',
    'items',
    'specialLocations',
    'uniqueLocations',
  ] as const)
    if (Object.keys(p[cat]).length > PACK_MAX_ENTRIES)
      err(`/${cat}`, `at most ${PACK_MAX_ENTRIES} entries`);

  const c = p.charts;
  const charts = [
    'location',
    'doorway',
    'randomEvents',
    'encounter',
    'chest',
    'monsters',
    'awareness',
    'specialLocations',
    'doorTraps',
    'chestTraps',
    'treasure',
  ] as const;
  for (const name of charts) coverage(errors, `/charts/${name}`, c[name].die, c[name].rows);

  tileOfKind(p.entryTile, '/entryTile', ['entry']);
  tileOfKind(p.deadEndTile, '/deadEndTile', ['room']);
  if (Object.hasOwn(p.tiles, p.deadEndTile) && p.tiles[p.deadEndTile]!.doors !== 1)
    err('/deadEndTile', 'the dead-end room must have exactly 1 door');
  if (Object.hasOwn(p.tiles, p.entryTile) && p.tiles[p.entryTile]!.doors !== 4)
    err('/entryTile', 'the Entry tile has 4 doorways: three doors and the Dungeon Exit');

  for (const [id, t] of Object.entries(p.tiles)) {
    const at = `/tiles/${id}`;
    if (t.kind === 'hallway') {
      if (t.shape === 'room') err(`${at}/shape`, 'a hallway is `hall`, `corner`, `t` or `x`');
      else if (t.doors !== SHAPE_DOORS[t.shape])
        err(`${at}/doors`, `a ${t.shape} hallway has ${SHAPE_DOORS[t.shape]} doors`);
    } else if (t.shape !== 'room') err(`${at}/shape`, `a ${t.kind} tile has the shape \`room\``);
    if (t.kind !== 'hallway' && (t.width < 4 || t.height < 4))
      err(at, 'rooms are at least 4 squares each way');
    if (t.width > 6 || t.height > 6) {
      // "Most Tiles will fit in a 6x6 Grid, but some of the Unique Locations are larger" (rules 328).
      if (t.kind !== 'unique')
        err(
          at,
          `only a unique tile may be larger than 6×6 (this ${t.kind} is ${t.width}×${t.height})`,
        );
      // READING: a Unique Location larger than 6×6 has one doorway, the Great Door it is entered by, as the rules' example location has (499-500).
      else if (t.doors !== 1)
        err(`${at}/doors`, 'a unique tile larger than 6×6 has 1 doorway: its Great Door');
    }
  }

  c.location.rows.forEach((r, i) => {
    const at = `/charts/location/rows/${i}`;
    if ((r.tile === undefined) === (r.special === undefined))
      err(at, 'give either `tile` or `special: true`');
    if (r.tile !== undefined) tileOfKind(r.tile, `${at}/tile`, ['hallway', 'room']);
  });
  let greats = 0;
  c.doorway.rows.forEach((r, i) => {
    const at = `/charts/doorway/rows/${i}`;
    if (r.door === 'locked' && (r.detect === undefined || r.unlock === undefined))
      err(at, 'a locked door needs `detect` and `unlock` difficulties');
    if (r.door === 'great') {
      greats++;
      if (r.trap === undefined) err(at, 'a Great Door is always trapped: name its `trap`');
      if (r.unlock === undefined || r.detect === undefined)
        err(at, 'a Great Door needs `detect` and `unlock` difficulties');
    }
    need(p.traps, r.trap, `${at}/trap`, 'trap');
  });
  if (greats === 0) err('/charts/doorway/rows', 'no row gives a Great Door');
  c.randomEvents.rows.forEach((r, i) => {
    const at = `/charts/randomEvents/rows/${i}`;
    if (r.event === 'trap' && r.trap === undefined) err(at, 'a trap event names its `trap`');
    need(p.traps, r.trap, `${at}/trap`, 'trap');
  });
  c.monsters.rows.forEach((r, i) =>
    r.groups.forEach((g, j) =>
      need(p.monsters, g.monster, `/charts/monsters/rows/${i}/groups/${j}/monster`, 'monster'),
    ),
  );
  c.specialLocations.rows.forEach((r, i) =>
    need(
      p.specialLocations,
      r.special,
      `/charts/specialLocations/rows/${i}/special`,
      'special location',
    ),
  );
  const u = c.uniqueLocations;
  if (u.order === 'roll') {
    if (u.die === undefined) err('/charts/uniqueLocations/die', 'a rolled chart needs its `die`');
    else coverage(errors, '/charts/uniqueLocations', u.die, u.rows);
  }
  u.rows.forEach((r, i) =>
    need(
      p.uniqueLocations,
      r.unique,
      `/charts/uniqueLocations/rows/${i}/unique`,
      'unique location',
    ),
  );
  for (const ch of ['doorTraps', 'chestTraps'] as const)
    c[ch].rows.forEach((r, i) => need(p.traps, r.trap, `/charts/${ch}/rows/${i}/trap`, 'trap'));
  c.treasure.rows.forEach((r, i) => {
    const at = `/charts/treasure/rows/${i}`;
    if ((r.gold === undefined) === (r.item === undefined)) err(at, 'give either `gold` or `item`');
    need(p.items, r.item, `${at}/item`, 'item');
  });

  for (const [id, m] of Object.entries(p.monsters)) {
    m.treasure.forEach((t, i) => need(p.items, t, `/monsters/${id}/treasure/${i}`, 'item'));
    if (m.stats.LIFE === 0 && !m.lifeChart)
      err(`/monsters/${id}`, 'a monster with LIFE 0 is a boss and needs a `lifeChart`');
    if (m.lifeChart) {
      coverage(errors, `/monsters/${id}/lifeChart`, m.lifeChart.die, m.lifeChart.rows);
      if (!m.lifeChart.rows.some((r) => r.defeated))
        err(`/monsters/${id}/lifeChart/rows`, 'no row defeats the boss');
    }
  }
  for (const [id, it] of Object.entries(p.items)) {
    need(p.items, it.replacement, `/items/${id}/replacement`, 'item');
    if (it.unique && it.replacement === undefined)
      err(`/items/${id}`, 'a unique item names the `replacement` found once it is taken');
    if (it.replacement !== undefined && p.items[it.replacement]?.unique)
      err(`/items/${id}/replacement`, 'a replacement must not itself be unique');
  }
  for (const [id, s] of Object.entries(p.specialLocations))
    tileOfKind(s.tile, `/specialLocations/${id}/tile`, ['special']);
  for (const [id, s] of Object.entries(p.uniqueLocations)) {
    tileOfKind(s.tile, `/uniqueLocations/${id}/tile`, ['unique']);
    need(p.monsters, s.boss, `/uniqueLocations/${id}/boss`, 'monster');
    s.minions.forEach((g, j) =>
      need(p.monsters, g.monster, `/uniqueLocations/${id}/minions/${j}/monster`, 'monster'),
    );
  }
  return errors;
}

/**
 * A user's pack: its shape, then its cross-references.
 * @example parsePack(JSON.parse(body)) // { ok: false, errors: [{ pointer: '/charts/location/rows/3/tile', message: 'no tile with the id "hal"' }] }
 */
export function parsePack(
  doc: unknown,
): { ok: true; pack: QuestPack } | { ok: false; errors: PackError[] } {
  const shape = parsePackShape(doc);
  if (!shape.ok) return shape;
  const errors = checkPack(shape.pack);
  return errors.length > 0 ? { ok: false, errors } : shape;
}
