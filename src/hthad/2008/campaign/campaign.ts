/**
 * The campaign surface map (hthad-2008-rules.txt, "Using the Dungeon in your RPG", "Make a
 * Surface Map"): the numbers 1–8 down one side; each dungeon entrance, left to right, placed at
 * the same distance across and at the height a d8 gives; a town for each farm, near its
 * entrance when the farm was near one; the castles, cities, towers and other landmarks; and
 * two or three places where particular races live. Data only: drawing it belongs to the
 * renderer. Its dice come from the run's own 'campaign' stream, so the map never changes the
 * history.
 */
import { createRng, type Rng } from '../../../core/rng';
import { centre, dist, NameBook, type Place, type World } from '../../world';
import { FINGER } from '../../world/units';

/** Entrance kinds the book suggests ("a natural cave, ruin, sinkhole, sewer, or anything else"). */
export const ENTRANCE_KINDS = [
  'natural cave',
  'ruin',
  'sinkhole',
  'sewer',
  'old mine',
  'crypt door',
] as const;
export type EntranceKind = (typeof ENTRANCE_KINDS)[number];

export interface CampaignEntrance {
  /** The dungeon entrance place. */
  readonly place: string;
  /** Across the campaign map, as a fraction of its width (0 left, 1 right). */
  readonly x: number;
  /** The d8 row (1 top … 8 bottom). */
  readonly row: number;
  readonly kind: EntranceKind;
}

export interface CampaignTown {
  /** The farm it stands for. */
  readonly farm: string;
  readonly name: string;
  readonly x: number;
  readonly row: number;
  /** The entrance it stands near, if the farm was near one on the dungeon map. */
  readonly near: string | null;
}

export interface CampaignLandmark {
  readonly place: string;
  readonly role: string;
  readonly name: string;
  readonly x: number;
  readonly row: number;
}

export interface CampaignRace {
  readonly race: string;
  readonly why: string;
  readonly x: number;
  readonly row: number;
}

/** The campaign map's data. */
export interface CampaignMap {
  readonly seed: string;
  /** Rows numbered 1–8 down one side. */
  readonly rows: 8;
  readonly entrances: readonly CampaignEntrance[];
  readonly towns: readonly CampaignTown[];
  readonly landmarks: readonly CampaignLandmark[];
  readonly races: readonly CampaignRace[];
}

/** How many fresh names a town may draw before it takes a numbered repeat of one. */
const TOWN_NAME_TRIES = 12;

/**
 * Policy for naming towns (the book leaves it to the game master): a kingdom-style name from the
 * map's own name stream, never one already used by a place or group of the dungeon, never the
 * same twice. Returns the namer.
 */
export function townNamer(names: Rng, world: World): () => string {
  const taken = new Set<string>();
  for (const p of world.places) if (p.name) taken.add(p.name);
  for (const g of world.groups) taken.add(g.name);
  const book = new NameBook(names);
  return () => {
    let name = book.next('kingdom');
    for (let i = 0; i < TOWN_NAME_TRIES && taken.has(name); i++) name = book.next('kingdom');
    for (let k = 2; taken.has(name); k++) name = `${name.replace(/ \d+$/, '')} ${k}`;
    taken.add(name);
    return name;
  };
}

/** A place role as a landmark's name when it has none: 'crater' → 'Crater'. */
function titleOf(role: string): string {
  const words = role.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const across = (w: World, p: Place): number =>
  Math.round((centre(p.shape).x / w.page.width) * 1000) / 1000;

/**
 * Build the campaign surface map for a replayed world.
 * @example campaignMap('moria', runHistory({ seed: 'moria', until: 'villainy', year: 1 }).world)
 */
export function campaignMap(seed: string, world: World): CampaignMap {
  const rng: Rng = createRng(seed).fork('campaign');
  const entrances: CampaignEntrance[] = world.places
    .filter((p) => p.kind === 'entrance')
    .sort((a, b) => centre(a.shape).x - centre(b.shape).x || (a.id < b.id ? -1 : 1))
    .map((p) => ({
      place: p.id,
      x: across(world, p),
      row: rng.d(8),
      kind: rng.pick(ENTRANCE_KINDS),
    }));
  const towns: CampaignTown[] = [];
  const townName = townNamer(createRng(seed).fork('campaign-towns'), world);
  for (const farm of world.places.filter((p) => p.role === 'farm')) {
    // A farm within a finger of an entrance on the dungeon map stands near it on the campaign map.
    let near: { e: CampaignEntrance; d: number } | null = null;
    for (const e of entrances) {
      const ep = world.places.find((p) => p.id === e.place)!;
      const d = dist(centre(ep.shape), centre(farm.shape));
      if (d <= FINGER && (!near || d < near.d)) near = { e, d };
    }
    const row = near ? Math.max(1, Math.min(8, near.e.row + rng.int(-1, 1))) : rng.d(8);
    towns.push({
      farm: farm.id,
      name: farm.name ?? townName(),
      x: across(world, farm),
      row,
      near: near?.e.place ?? null,
    });
  }
  const landmarks: CampaignLandmark[] = world.places
    .filter((p) => p.kind === 'surface-site' && p.role !== 'farm')
    .map((p) => ({
      place: p.id,
      role: p.role,
      name: p.name ?? titleOf(p.role),
      x: across(world, p),
      row: rng.d(8),
    }));
  // Two or three places where particular races live; dwarven ruins mean a dwarf settlement.
  const races: CampaignRace[] = [];
  const cultures = new Set(world.groups.map((g) => g.culture));
  if (cultures.has('dwarves'))
    races.push({
      race: 'Dwarf settlement',
      why: 'descendants of the dwarves who built the old halls',
      x: rng.int(0, 1000) / 1000,
      row: rng.d(8),
    });
  if (cultures.has('dark-elves'))
    races.push({
      race: 'Dark Elf enclave',
      why: 'exiles from the drowned cities below',
      x: rng.int(0, 1000) / 1000,
      row: rng.d(8),
    });
  const want = 2 + rng.int(0, 1);
  const others = [
    'Halfling shire',
    'Elven wood',
    'Gnome hollow',
    'Hill giant steading',
    'Orc hold',
  ] as const;
  for (let guard = 0; races.length < want && guard < 10; guard++) {
    const race = rng.pick(others);
    if (!races.some((r) => r.race === race))
      races.push({
        race,
        why: 'a people of the wider world',
        x: rng.int(0, 1000) / 1000,
        row: rng.d(8),
      });
  }
  return { seed, rows: 8, entrances, towns, landmarks, races };
}
