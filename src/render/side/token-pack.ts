/**
 * Packing beads into a place so they can be counted: a hexagonal grid of slots around the
 * place's centre, nearest first, keeping those whose whole bead fits inside the place. When a
 * place holds more beads than it has slots, beads of the same kind and owner are drawn as one
 * bead with a count ("●×7"), so a crowded pit stays readable and the count stays exact.
 */
import { hypot } from '../../core/math';
import type { Xy } from './pencil';

export interface PackItem {
  readonly id: string;
  /** Beads with the same key may be stacked into one counted bead. */
  readonly key: string;
}

export interface PackedSlot {
  readonly at: Xy;
  /** Ids of the beads drawn at this slot (more than one when stacked). */
  readonly ids: readonly string[];
  readonly key: string;
}

/** Unit hexagonal-grid offsets, nearest the origin first, built once and shared. */
let unitSlots: readonly Xy[] = [];

function unitOffsets(limit: number): readonly Xy[] {
  if (unitSlots.length >= limit) return unitSlots;
  const out: { p: Xy; d: number }[] = [];
  const rings = Math.ceil(Math.sqrt(limit)) + 2;
  const dy = Math.sqrt(3) / 2;
  for (let j = -rings; j <= rings; j++)
    for (let i = -rings; i <= rings; i++) {
      const p = { x: i + (Math.abs(j) % 2) / 2, y: j * dy };
      out.push({ p, d: hypot(p.x, p.y) });
    }
  // Nearest first; ties broken top-to-bottom then left-to-right, for a stable, tidy look. The
  // whole grid is sorted, so any prefix is the same whatever limit built it.
  out.sort((a, b) => a.d - b.d || a.p.y - b.p.y || a.p.x - b.p.x);
  const keep = out.filter((s) => s.d <= rings * dy);
  unitSlots = keep.map((s) => s.p);
  return unitSlots;
}

/** Slot centres around `centre`, nearest first, at most `limit`. */
export function hexSlots(centre: Xy, spacing: number, limit: number): Xy[] {
  const unit = unitOffsets(limit);
  const n = Math.min(limit, unit.length);
  const out: Xy[] = new Array<Xy>(n);
  for (let k = 0; k < n; k++) {
    const o = unit[k]!;
    out[k] = { x: centre.x + o.x * spacing, y: centre.y + o.y * spacing };
  }
  return out;
}

/**
 * Assign beads to slots. `fits(p)` says whether a bead centred at p lies wholly inside the place.
 * Returns one slot per bead, or stacks when the place is too small for every bead.
 */
export function packTokens(
  items: readonly PackItem[],
  centre: Xy,
  spacing: number,
  fits: (p: Xy) => boolean,
  /**
   * When given (the 2nd edition's pages), stacks are laid out in rows, each stack given the room
   * its bead and "×n" take (`stackWidth(n)` in beads), so no count runs into the next bead.
   */
  stackWidth?: (n: number) => number,
): PackedSlot[] {
  if (items.length === 0) return [];
  const pool = hexSlots(centre, spacing, Math.max(64, items.length * 4));
  const inside = pool.filter(fits);
  if (inside.length >= items.length)
    return items.map((it, i) => ({ at: inside[i]!, ids: [it.id], key: it.key }));
  // Stack by key, in first-seen order.
  const stacks = new Map<string, string[]>();
  for (const it of items) {
    const s = stacks.get(it.key);
    if (s) s.push(it.id);
    else stacks.set(it.key, [it.id]);
  }
  const groups = [...stacks.entries()];
  if (stackWidth) return rowStacks(groups, centre, spacing, stackWidth);
  // Stacks carry a count to their right, so they sit on a coarser grid; if even the stacks do
  // not fit, they spill onto the nearest slots outside the place.
  const wide = hexSlots(centre, spacing * 2, Math.max(64, groups.length * 4));
  const wideInside = wide.filter(fits);
  const slots =
    wideInside.length >= groups.length
      ? wideInside
      : [...wideInside, ...wide.filter((p) => !fits(p))];
  return groups.map(([key, ids], i) => ({ at: slots[i]!, ids, key }));
}

/** Stacks per row in rowStacks: three stacks ("●×19 ○×29 ★×2") keep a lair's mark compact. */
const ROW_STACKS = 3;

/**
 * Stacks in rows of at most ROW_STACKS, centred on `centre`, each slot as wide as its bead and
 * count (so neighbouring counts never overlap); rows `spacing * 1.6` apart.
 */
export function rowStacks(
  groups: readonly (readonly [string, string[]])[],
  centre: Xy,
  spacing: number,
  stackWidth: (n: number) => number,
): PackedSlot[] {
  const rows = Math.ceil(groups.length / ROW_STACKS);
  const out: PackedSlot[] = [];
  for (let r = 0; r < rows; r++) {
    const row = groups.slice(r * ROW_STACKS, (r + 1) * ROW_STACKS);
    const widths = row.map(([, ids]) => stackWidth(ids.length));
    const total = widths.reduce((a, w) => a + w, 0);
    const y = centre.y + (r - (rows - 1) / 2) * spacing * 1.6;
    let x = centre.x - total / 2;
    row.forEach(([key, ids], i) => {
      // The bead sits at the slot's left; its count follows it to the right.
      out.push({ at: { x: x + spacing / 2, y }, ids, key });
      x += widths[i]!;
    });
  }
  return out;
}
