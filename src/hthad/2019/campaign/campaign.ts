/**
 * What a game master takes from a finished 2nd-edition dungeon to the table (hthad-2019-rules.txt
 * has no surface-map chapter like the 1st edition's, so this is the final state read as a
 * campaign sheet): the villain and its villainy, each surviving group with its lair, stratum and
 * beads, the treasure lying loose, the tombs and fortifications, and adventure hooks written from
 * these facts. Read from the world alone, with no dice: it never changes the history.
 * Served as `campaign` in the `/v1/dungeon` JSON at `until=end` (the 2008 edition's `campaign`
 * hook is its surface map, which this book does not have).
 */
import { centre, type Group, type Place, type TokenKind, type World } from '../../world';
import { stratumOf } from '../strata';

export interface Campaign2019Lair {
  readonly place: string;
  readonly name: string | null;
  /** The stratum (0 on the surface). */
  readonly stratum: number;
}

export interface Campaign2019Group {
  readonly group: string;
  readonly name: string;
  readonly lair: Campaign2019Lair | null;
  readonly beads: Readonly<Record<TokenKind, number>>;
  readonly fortified: boolean;
  readonly annexed: boolean;
}

export interface Campaign2019 {
  readonly villain: {
    readonly group: string;
    readonly name: string;
    readonly villainy: 'horde' | 'empire';
    /** Whether it still holds the dungeon. */
    readonly holds: boolean;
    readonly lair: Campaign2019Lair | null;
  } | null;
  readonly corrupted: readonly number[];
  readonly groups: readonly Campaign2019Group[];
  /** Treasure no group holds, by place. */
  readonly loose: readonly { place: string; name: string | null; treasure: number; epic: number }[];
  readonly tombs: readonly Campaign2019Lair[];
  readonly fortifications: readonly (Campaign2019Lair & { readonly owner: string | null })[];
  readonly hooks: readonly string[];
}

const EMPTY: Record<TokenKind, number> = { population: 0, treasure: 0, bonus: 0, epic: 0 };

/** The campaign sheet of a finished (or stopped) 2nd-edition world. */
export function campaign2019(world: World): Campaign2019 {
  const strata = world.page.strata ?? [];
  const placeOf = new Map(world.places.map((p) => [p.id, p]));
  const lairOf = (p: Place): Campaign2019Lair => ({
    place: p.id,
    name: p.name ?? null,
    stratum: stratumOf(strata, centre(p.shape)),
  });
  const beadsOf = (owner: string | null): Record<TokenKind, number> => {
    const out = { ...EMPTY };
    for (const t of world.tokens) if (t.owner === owner && t.place !== null) out[t.kind] += 1;
    return out;
  };
  const home = (g: Group) => (g.home ? placeOf.get(g.home) : undefined);
  // READING: a group is fortified when it owns a place marked as a fortification (the engine's
  // own test looks over its territory, which the world does not keep).
  const fortifiedBy = (g: Group) =>
    world.places.some((p) => p.owner === g.id && p.marks.includes('fortification'));

  const v = world.groups.find((g) => g.traits.includes('horde') || g.traits.includes('empire'));
  const vHome = v ? home(v) : undefined;
  const villain = v
    ? {
        group: v.id,
        name: v.name,
        villainy: v.traits.includes('empire') ? ('empire' as const) : ('horde' as const),
        holds: v.state === 'active',
        lair: vHome ? lairOf(vHome) : null,
      }
    : null;
  const corrupted = (v?.traits ?? [])
    .filter((t) => t.startsWith('corrupted:'))
    .map((t) => Number(t.slice('corrupted:'.length)))
    .sort((a, b) => a - b);

  const groups: Campaign2019Group[] = world.groups
    .filter((g) => g.state === 'active' && g.made.age !== 'primordial' && g.kind !== 'civilization')
    .map((g) => {
      const h = home(g);
      return {
        group: g.id,
        name: g.name,
        lair: h ? lairOf(h) : null,
        beads: beadsOf(g.id),
        fortified: fortifiedBy(g),
        annexed: g.traits.includes('annexed'),
      };
    });

  const looseBy = new Map<string, { treasure: number; epic: number }>();
  for (const t of world.tokens) {
    if (t.owner !== null || t.place === null) continue;
    if (t.kind !== 'treasure' && t.kind !== 'epic') continue;
    const e = looseBy.get(t.place) ?? { treasure: 0, epic: 0 };
    e[t.kind] += 1;
    looseBy.set(t.place, e);
  }
  const loose = [...looseBy.entries()].map(([place, e]) => ({
    place,
    name: placeOf.get(place)?.name ?? null,
    ...e,
  }));
  const tombs = world.places
    .filter((p) => p.marks.includes('tomb') || p.role === 'tomb')
    .map(lairOf);
  const fortifications = world.places
    .filter((p) => p.marks.includes('fortification'))
    .map((p) => ({ ...lairOf(p), owner: p.owner }));

  return {
    villain,
    corrupted,
    groups,
    loose,
    tombs,
    fortifications,
    hooks: hooks(world, villain, groups, loose),
  };
}

const where = (l: Campaign2019Lair | null, unnamed = 'its lair'): string =>
  l === null
    ? 'somewhere in the dungeon'
    : `${l.name ? `the ${l.name}` : unnamed} ${l.stratum === 0 ? 'on the surface' : `in stratum ${l.stratum}`}`;

/** Adventure hooks written from the final state, richest first; no dice. */
function hooks(
  world: World,
  villain: Campaign2019['villain'],
  groups: readonly Campaign2019Group[],
  loose: Campaign2019['loose'],
): string[] {
  const out: string[] = [];
  if (villain) {
    const the = /^(The|A|An) /.test(villain.name) ? villain.name : `the ${villain.name}`;
    const what = villain.villainy === 'horde' ? 'The Horde' : 'The Empire';
    out.push(
      villain.holds
        ? `Break ${what}: ${the} rule the dungeon from ${where(villain.lair)}.`
        : `${what} is fallen: what ${the} left behind is there for the taking.`,
    );
  }
  const rich = [...groups].sort(
    (a, b) =>
      b.beads.treasure + b.beads.epic * 3 - (a.beads.treasure + a.beads.epic * 3) ||
      (a.group < b.group ? -1 : a.group > b.group ? 1 : 0),
  );
  for (const g of rich.slice(0, 3)) {
    if (g.beads.treasure + g.beads.epic === 0) continue;
    if (villain && g.group === villain.group) continue;
    out.push(
      `Rob the ${g.name}: ${g.beads.treasure}○${g.beads.epic ? ` ${g.beads.epic}❖` : ''} in ${where(g.lair)}${g.fortified ? ', behind fortifications' : ''}.`,
    );
  }
  const annexed = groups.filter((g) => g.annexed);
  if (annexed.length > 0)
    out.push(
      `Stir the annexed to revolt: ${annexed.map((g) => `the ${g.name}`).join(', ')} serve the Empire unwillingly.`,
    );
  const most = [...loose].sort(
    (a, b) =>
      b.treasure + b.epic * 3 - (a.treasure + a.epic * 3) ||
      (a.place < b.place ? -1 : a.place > b.place ? 1 : 0),
  )[0];
  if (most) {
    const p = world.places.find((x) => x.id === most.place);
    const l = p
      ? {
          place: p.id,
          name: p.name ?? null,
          stratum: stratumOf(world.page.strata ?? [], centre(p.shape)),
        }
      : null;
    out.push(
      `Unclaimed: ${most.treasure}○${most.epic ? ` ${most.epic}❖` : ''} lie in ${where(l, 'a chamber')}, held by no one.`,
    );
  }
  return out;
}
