/**
 * Named treasures in the chronicle (hthad-2008-rules.txt, "Named Treasures": a named counter
 * "represents the treasure as it changes hands through the history of the dungeon"): each
 * hand-off of a named bead — made, taken up, passed on, left behind, gone — read from the
 * events' bead changes, and where each one is at the end.
 */
import type { HistoryEvent, TokenDelta, World } from '../../hthad/world';

/** A named treasure changing hands in one event. */
export interface Handoff {
  readonly treasure: string;
  /** Who held it before (a group's name), or null: it was just made, or lay loose. */
  readonly from: string | null;
  /** Who holds it after, or null: it lies loose, or is gone (`gone`). */
  readonly to: string | null;
  /** True when the bead is new in this event. */
  readonly made: boolean;
  /** True when the bead left the page in this event (spent, carried off, destroyed). */
  readonly gone: boolean;
}

/** Where a named treasure is at the end of the record. */
export interface TreasureAtEnd {
  readonly name: string;
  readonly holder: string | null;
  readonly place: string | null;
  readonly gone: boolean;
}

/** What the chronicle reads names from: the beads on the page, and the edition's own list. */
export interface TreasureNameSource {
  readonly world: World;
  /** An edition's named-treasure list (hthad2008's `late.namedTreasures`), lost ones included. */
  readonly late?: { readonly namedTreasures?: readonly { token: string; name: string }[] } | null;
}

/** Token id → name, for every named treasure the run knows (on the page or gone). */
export function treasureNames(src: TreasureNameSource): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of src.late?.namedTreasures ?? []) out.set(r.token, r.name);
  for (const t of src.world.tokens) if (t.name !== undefined) out.set(t.id, t.name);
  return out;
}

/**
 * Follows who holds each bead through the log, so a move can say whom it came from (a delta
 * records the owner after the change only).
 */
export class Holders {
  private readonly owner = new Map<string, string | null>();

  constructor(
    private readonly named: ReadonlyMap<string, string>,
    private readonly groupName: (id: string) => string,
  ) {}

  /**
   * Apply one bead change: who held the bead before it, and the hand-off when the bead is a
   * named treasure that was made, changed hands or went.
   */
  step(d: TokenDelta): { prev: string | null; handoff: Handoff | null } {
    const prev = this.owner.get(d.token) ?? null;
    if (d.op === 'destroy') this.owner.delete(d.token);
    else this.owner.set(d.token, d.owner);
    const name = this.named.get(d.token);
    if (name === undefined) return { prev, handoff: null };
    const made = d.op === 'create';
    const gone = d.op === 'destroy';
    const to = gone ? null : d.owner;
    if (!made && !gone && prev === to) return { prev, handoff: null };
    return {
      prev,
      handoff: {
        treasure: name,
        from: made || prev === null ? null : this.groupName(prev),
        to: to === null ? null : this.groupName(to),
        made,
        gone,
      },
    };
  }
}

/** A hand-off in words, e.g. "the Orb of Kazum passes from Skareye to the company of Elm". */
export function handoffText(h: Handoff): string {
  if (h.made) return h.to ? `${h.treasure} comes to ${h.to}` : `${h.treasure} comes to light`;
  if (h.gone) return h.from ? `${h.treasure} is gone from ${h.from}` : `${h.treasure} is gone`;
  if (h.from && h.to) return `${h.treasure} passes from ${h.from} to ${h.to}`;
  if (h.to) return `${h.to} take up ${h.treasure}`;
  return `${h.from ?? 'someone'} leave ${h.treasure} behind`;
}

/** Where each named treasure is at the end, in the order of the record's first mention. */
export function treasuresAtEnd(
  src: TreasureNameSource,
  named: ReadonlyMap<string, string>,
  events: readonly HistoryEvent[],
): TreasureAtEnd[] {
  const order: string[] = [];
  const seen = new Set<string>();
  for (const e of events)
    for (const d of e.tokens)
      if (named.has(d.token) && !seen.has(d.token)) {
        seen.add(d.token);
        order.push(d.token);
      }
  for (const id of [...named.keys()].sort()) if (!seen.has(id)) order.push(id);
  const groups = new Map(src.world.groups.map((g) => [g.id, g.name]));
  const places = new Map(src.world.places.map((p) => [p.id, p]));
  const tokens = new Map(src.world.tokens.map((t) => [t.id, t]));
  return order.map((id) => {
    const t = tokens.get(id);
    const p = t ? places.get(t.place) : undefined;
    return {
      name: named.get(id)!,
      holder: t?.owner ? (groups.get(t.owner) ?? t.owner) : null,
      place: p ? (p.name ?? `the ${p.role.replace(/-/g, ' ')}`) : null,
      gone: !t,
    };
  });
}
