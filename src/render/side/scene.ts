/**
 * World → scene: what the side view draws, each item with its layer, age, state and pen, and
 * whether it is drawn in full or ghosted (an earlier tracing sheet seen through the current one).
 * Tokens are packed into their places and labels placed here, so the SVG writer only paints.
 */
import {
  centre,
  contains,
  type AgeId,
  type FeatureKind,
  type LayerStamp,
  type Page,
  type PlaceRole,
  type Shape,
  type TokenKind,
  type World,
} from '../../hthad/world';
import { InkBook, groupInk } from './inks';
import { placeLabels, type Box, type LabelRequest, type PlacedLabel } from './labels';
import { labelObstacles, labelSpot, labelStrokes, peakNames, type Spotted } from './obstacles';
import type { Xy } from './pencil';
import type { ScenePlace, SceneToken, SceneTunnel, SceneFeature, Visibility } from './scene-items';
import type { Ink, ThemeId } from './theme';
import { packTokens } from './token-pack';
import { textWidth } from '../text-metrics';
import { villainy2019, type Villainy2019 } from './monsters-2019';

export type { ScenePlace, SceneToken, SceneTunnel, SceneFeature, Visibility } from './scene-items';

/** The tracing sheets a caller can ask for: all of them, or one age's sheet. */
export const SHEETS = [
  'all',
  'primordial',
  'civilization',
  'disaster',
  'monsters',
  'villainy',
] as const;
export type SheetFilter = (typeof SHEETS)[number];

export interface SideViewOptions {
  readonly layers: SheetFilter;
  readonly labels: boolean;
  readonly legend: boolean;
  readonly theme: ThemeId;
}

export const DEFAULT_SIDE_VIEW_OPTIONS: SideViewOptions = {
  layers: 'all',
  labels: true,
  legend: true,
  theme: 'parchment',
};

/** What the renderer is given: the world at the requested point and what to call it. */
export interface SideViewInput {
  readonly world: World;
  readonly seed: string;
  readonly ruleset: { readonly id: string; readonly title: string; readonly version: string };
  /** The age and year the history reached. */
  readonly at: { readonly age: AgeId; readonly year: number };
  /** The dungeon's name; derived from the world when absent. */
  readonly name?: string;
  /**
   * The history's events up to the stop, when known: the title reads the last turn played from
   * them (the End itself is turn 0 of its own).
   */
  readonly events?: readonly { readonly age: AgeId; readonly year: number }[];
}

export interface SceneGroup {
  readonly id: string;
  readonly name: string;
  readonly ink: Ink;
  readonly state: string;
  readonly counts: Readonly<Record<TokenKind, number>>;
}

export interface SceneTreasure {
  readonly mark: number;
  readonly name: string;
  /** The holder's name, or null for a treasure lying loose. */
  readonly holder: string | null;
}

export interface Scene {
  readonly page: Page;
  readonly options: SideViewOptions;
  readonly title: {
    readonly name: string;
    readonly seed: string;
    readonly ruleset: SideViewInput['ruleset'];
    readonly age: AgeId;
    readonly year: number;
    /** The last age and turn played before the stop (the End's own year is always 0). */
    readonly last: { readonly age: AgeId; readonly year: number } | null;
    /** hthad2019's villain, once one has risen: its name, villainy and fate. */
    readonly villain: VillainTitle | null;
  };
  readonly places: readonly ScenePlace[];
  readonly tunnels: readonly SceneTunnel[];
  readonly features: readonly SceneFeature[];
  readonly tokens: readonly SceneToken[];
  readonly labels: readonly PlacedLabel[];
  /** Labels that found no free spot on the page (listed in the key instead). */
  readonly dropped: readonly LabelRequest[];
  readonly groups: readonly SceneGroup[];
  /**
   * Named treasures on the page, numbered in the order the history made their beads: the
   * number is written by the bead and the key lists the names.
   */
  readonly treasures: readonly SceneTreasure[];
  /** Pens in use, for the legend. */
  readonly inks: readonly Ink[];
  /** hthad2019's late ages: corrupted strata, the Capital, the annexed (monsters-2019.ts). */
  readonly villainy2019?: Villainy2019 | null;
}

export const AGE_TITLES: Readonly<Record<AgeId, string>> = {
  primordial: 'The Primordial Age',
  civilization: 'The Age of Civilization',
  disaster: 'The Great Disaster',
  monsters: 'The Age of Monsters',
  villainy: 'The Age of Villainy',
  end: 'The End',
};

const AGE_ORDER: readonly AgeId[] = [
  'primordial',
  'civilization',
  'disaster',
  'monsters',
  'villainy',
  'end',
];

/** Bead radius and slot spacing, in beads. */
export const TOKEN_R = 0.16;
const TOKEN_SPACING = 0.34;

/** Label sizes, in beads. */
const SIZE = { group: 0.5, name: 0.42, role: 0.34, feature: 0.34 } as const;

/** Rooms worth a label even without a name, with the words the rulebook uses for them. */
const ROLE_TITLES: Readonly<Partial<Record<PlaceRole, string>>> = {
  workshops: 'Workshops',
  'great-hall': 'Great Hall',
  'hall-of-records': 'Hall of Records',
  'dwarven-city': 'Dwarven City',
  'treasure-room': 'Treasure Room',
  'torture-pit': 'Torture Pit',
  'great-temple': 'Temple of Dame Chaos',
  'dark-shrine': 'Dark Shrine',
  'breeding-pit': 'Breeding Pit',
  arena: 'Arena',
  'reanimation-tanks': 'Reanimation Tanks',
  'demon-pit': 'Demon Pit',
  'demon-palace': 'Demon Palace',
  'charnel-shrine': 'Charnel Shrine',
  'bile-pit': 'Bile Pit',
  'infernal-engine': 'Infernal Engine',
  'gateway-stone': 'Gateway Stone',
  'soul-mill': 'Soul Mill',
  'lava-chamber': 'lava chamber',
  crater: 'crater',
  castle: 'Castle',
  city: 'City',
  'wizard-tower': "Wizard's Tower",
  battlefield: 'battlefield',
  'wyrm-cave': 'wyrm cave',
};

/** Groups that pass through rather than settle: once gone, their names leave the map. */
const PASSING_GROUPS: ReadonlySet<string> = new Set(['adventurers', 'wandering']);

/** Groups whose names are written large. */
const MAJOR_GROUPS: ReadonlySet<string> = new Set([
  'civilization',
  'colony',
  'surface-kingdom',
  'villain',
  'delvers',
  'breeders',
]);

/** Groups named before any other: the surface kingdom and the arch-villain. */
const FIRST_GROUPS: ReadonlySet<string> = new Set(['surface-kingdom', 'villain']);

const FEATURE_TITLES: Readonly<Partial<Record<FeatureKind, string>>> = {
  mithral: 'mithral',
  'gold-vein': 'gold',
  fate: 'Fate',
  meteorite: 'fallen star',
  waterfall: 'falls',
  bridge: 'bridge',
};

const KIND_ORDER: Readonly<Record<TokenKind, number>> = {
  population: 0,
  treasure: 1,
  bonus: 2,
  epic: 3,
};

function visibility(made: LayerStamp, sheet: SheetFilter): Visibility | null {
  if (sheet === 'all') return 'full';
  const here = AGE_ORDER.indexOf(made.age === 'end' ? 'villainy' : made.age);
  const want = AGE_ORDER.indexOf(sheet);
  if (here === want) return 'full';
  return here < want ? 'ghost' : null;
}

/** hthad2019's villain as the title names it. */
export interface VillainTitle {
  readonly name: string;
  readonly villainy: 'The Horde' | 'The Empire';
  readonly fallen: boolean;
}

/** The group that rose to villainy (it carries its villainy, 'horde' or 'empire', as a trait). */
export function villainTitle(world: World): VillainTitle | null {
  if (!world.page.strata) return null;
  const g = world.groups.find((x) => x.traits.includes('horde') || x.traits.includes('empire'));
  if (!g) return null;
  return {
    name: g.name,
    villainy: g.traits.includes('empire') ? 'The Empire' : 'The Horde',
    fallen: g.state !== 'active',
  };
}

/** The last age and turn the history played (skipping the End, which is turn 0 of its own). */
export function lastPlayed(
  events: readonly { readonly age: AgeId; readonly year: number }[] | undefined,
): { age: AgeId; year: number } | null {
  if (!events) return null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.age !== 'end' && e.year > 0) return { age: e.age, year: e.year };
  }
  return null;
}

/** A name for the dungeon when none is given: its first civilization's seat (a 2019 world: the civilization), else its first group. */
export function dungeonName(world: World, seed: string): string {
  const civ = world.groups.find((g) => g.kind === 'civilization');
  // The 2nd edition's seats are its rooms' own words (Landing Site, Demon Gate, Summoning Stone):
  // its dungeon takes the civilization's name.
  if (world.page.strata) {
    // Once a villain has risen the dungeon is its: "the Kobolds' Horde" (the civilization is
    // named on the title's own line).
    const v = villainTitle(world);
    // A villain already named for its villainy (the Demonic Horde) keeps its own name.
    if (v && v.name.includes(v.villainy.slice(4))) return `The ${v.name.replace(/^The /, '')}`;
    if (v) return `${v.villainy} of ${/^(The|A|An) /.test(v.name) ? v.name : `the ${v.name}`}`;
    if (civ) return civ.name;
  }
  const seat = civ?.home ? world.places.find((p) => p.id === civ.home)?.name : undefined;
  // A seat with a common noun for a name ("the Demon Pit") names the place, not the dungeon.
  if (seat && !seat.startsWith('the ')) return seat;
  if (civ) return civ.name;
  const first = world.groups.find((g) => g.name);
  return first ? `The Deeps of ${first.name}` : `The Deeps of ${seed}`;
}

function shapeFits(shape: Shape, r: number): (p: Xy) => boolean {
  return (p) =>
    contains(shape, p) &&
    contains(shape, { x: p.x - r, y: p.y }) &&
    contains(shape, { x: p.x + r, y: p.y }) &&
    contains(shape, { x: p.x, y: p.y - r }) &&
    contains(shape, { x: p.x, y: p.y + r });
}

/** Build the scene for a world and options. */
export function buildScene(input: SideViewInput, options: SideViewOptions): Scene {
  const { world } = input;
  const sheet = options.layers;
  const inks = new InkBook(world);
  const fillOf = new Map<string, 'water' | 'magma'>();
  for (const f of world.features)
    if (f.place && (f.kind === 'water' || f.kind === 'lake' || f.kind === 'sinkhole'))
      fillOf.set(f.place, 'water');
    else if (f.place && f.kind === 'magma') fillOf.set(f.place, 'magma');

  const places: ScenePlace[] = [];
  for (const p of world.places) {
    const vis = visibility(p.made, sheet);
    if (!vis) continue;
    const ink = inks.place(p);
    const owner = inks.group(p.owner);
    const occ = owner ? groupInk(owner) : null;
    const marked = p.marks.includes('magma')
      ? 'magma'
      : p.marks.includes('water') || p.role === 'lake' || p.role === 'sinkhole'
        ? 'water'
        : null;
    places.push({
      id: p.id,
      made: p.made,
      vis,
      ink,
      kind: p.kind,
      role: p.role,
      shape: p.shape,
      state: p.state,
      marks: p.marks,
      name: p.name,
      owner: p.owner,
      sealed: p.sealed,
      occupant: occ && occ !== ink && occ !== 'pencil' ? occ : null,
      fill: p.state === 'flooded' ? 'water' : (fillOf.get(p.id) ?? marked ?? 'hollow'),
    });
  }
  const shown = new Map(places.map((p) => [p.id, p]));

  const tunnels: SceneTunnel[] = [];
  for (const t of world.tunnels) {
    const vis = visibility(t.made, sheet);
    if (!vis) continue;
    tunnels.push({
      id: t.id,
      made: t.made,
      vis,
      ink: inks.tunnel(t),
      style: t.style,
      role: t.role,
      path: t.path,
      state: t.state,
    });
  }

  const features: SceneFeature[] = [];
  for (const f of world.features) {
    const vis = visibility(f.made, sheet);
    if (!vis) continue;
    features.push({
      id: f.id,
      made: f.made,
      vis,
      ink: f.kind === 'gold-vein' ? 'demonic' : 'pencil',
      kind: f.kind,
      shape: f.shape,
      name: f.name,
      amount: f.amount,
      place: f.place,
      spent: f.state === 'spent',
    });
  }

  // Beads: every bead on the page now, in a place that is shown.
  const byPlace = new Map<string, typeof world.tokens>();
  for (const t of world.tokens) {
    if (!shown.has(t.place)) continue;
    const list = byPlace.get(t.place);
    if (list) list.push(t);
    else byPlace.set(t.place, [t]);
  }
  const marks = new Map<string, number>();
  const treasures: SceneTreasure[] = [];
  const groupNames = new Map(world.groups.map((g) => [g.id, g.name]));
  for (const t of [...world.tokens].sort((a, b) => idOrder(a.id, b.id)))
    if (t.name !== undefined && shown.has(t.place)) {
      marks.set(t.id, treasures.length + 1);
      treasures.push({
        mark: treasures.length + 1,
        name: t.name,
        holder: t.owner === null ? null : (groupNames.get(t.owner) ?? t.owner),
      });
    }
  const tokens: SceneToken[] = [];
  for (const p of places) {
    const list = byPlace.get(p.id);
    if (!list) continue;
    const sorted = [...list].sort(
      (a, b) =>
        idOrder(a.owner ?? '', b.owner ?? '') ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        idOrder(a.id, b.id),
    );
    const slots = packTokens(
      // A named treasure is never stacked: it keeps a bead of its own to carry its number.
      sorted.map((t) => ({
        id: t.id,
        key: marks.has(t.id) ? t.id : `${t.owner ?? ''}|${t.kind}`,
      })),
      centre(p.shape),
      TOKEN_SPACING,
      shapeFits(p.shape, TOKEN_R + 0.01),
      world.page.strata ? stackWidth : undefined,
    );
    const byId = new Map(sorted.map((t) => [t.id, t]));
    for (const s of slots) {
      const t = byId.get(s.ids[0]!)!;
      tokens.push({
        ids: s.ids,
        kind: t.kind,
        place: p.id,
        owner: t.owner,
        ink: inks.token(t.owner),
        at: s.at,
        vis: 'full',
        name: t.name ?? null,
        mark: marks.get(t.id) ?? null,
      });
    }
  }

  const groups = summariseGroups(world);
  const { placed, dropped } = options.labels
    ? layoutLabels(world, places, tunnels, features, tokens, sheet)
    : { placed: [], dropped: [] };

  const used = new Set<Ink>();
  for (const x of [...places, ...tunnels]) if (x.vis === 'full') used.add(x.ink);
  const inkOrder: readonly Ink[] = [
    'pencil',
    'dwarven',
    'elven',
    'demonic',
    'monster',
    'villain',
    'surface',
  ];
  return {
    page: world.page,
    options,
    title: {
      name: input.name ?? dungeonName(world, input.seed),
      seed: input.seed,
      ruleset: input.ruleset,
      age: input.at.age,
      year: input.at.year,
      last: lastPlayed(input.events),
      villain: villainTitle(world),
    },
    places,
    tunnels,
    features,
    tokens,
    labels: placed,
    dropped,
    groups,
    treasures,
    inks: inkOrder.filter((i) => used.has(i)),
    villainy2019: villainy2019(world),
  };
}

/**
 * A stack's room on a 2nd-edition page, in beads: the bead, its "×n" (paint-items writes it at
 * 0.3 bold, 0.04 right of the bead) and a gap before the next stack.
 */
export function stackWidth(n: number): number {
  const count = n > 1 ? 0.04 + textWidth(`×${n}`, 0.3, true) : 0;
  return 2 * TOKEN_R + count + 0.2;
}

/** Ids like p12 sort by their number, so p9 comes before p10. */
function idOrder(a: string, b: string): number {
  const na = idNumber(a);
  const nb = idNumber(b);
  return na - nb || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * `Number(id.replace(/^\D+/, ''))` without a regex or a copy for the common id (letters, then
 * digits only, as p12): the digits read as they are; anything else goes to `Number` as before.
 */
function idNumber(id: string): number {
  let i = 0;
  while (i < id.length && !isDigit(id.charCodeAt(i))) i++;
  let n = 0;
  for (let k = i; k < id.length; k++) {
    const c = id.charCodeAt(k);
    if (!isDigit(c) || k - i >= 15) return Number(id.slice(i));
    n = n * 10 + (c - 48);
  }
  return n;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function summariseGroups(world: World): SceneGroup[] {
  const out: SceneGroup[] = [];
  for (const g of world.groups) {
    const counts = { population: 0, treasure: 0, bonus: 0, epic: 0 };
    for (const t of world.tokens) if (t.owner === g.id) counts[t.kind]++;
    out.push({ id: g.id, name: g.name, ink: groupInk(g), state: g.state, counts });
  }
  const loose = { population: 0, treasure: 0, bonus: 0, epic: 0 };
  for (const t of world.tokens) if (t.owner === null) loose[t.kind]++;
  if (loose.population + loose.treasure + loose.bonus + loose.epic > 0)
    out.push({ id: 'loose', name: 'Unclaimed', ink: 'pencil', state: 'active', counts: loose });
  return out;
}

/** The title a place is labelled with: its name, else the rulebook's word for its role. */
function placeTitle(p: { readonly name: string | null; readonly role: PlaceRole }): string | null {
  return p.name ?? ROLE_TITLES[p.role] ?? null;
}

/**
 * Titles shared by several places get a number each ("Barracks 1" … "Barracks 12"), so a game
 * master can tell them apart and find them again. The number counts the places of that title in
 * the order the history made them: the order of the world's `places` in the JSON (p9 before
 * p10) and of the chronicle's "builds another …" lines. It never changes as the history goes on
 * (a later barracks takes the next number), nor between sheets, so a number found on one map
 * means the same room on every map of the seed.
 */
export function titleNumbers(world: World): Map<string, number> {
  const byTitle = new Map<string, string[]>();
  for (const p of [...world.places].sort((a, b) => idOrder(a.id, b.id))) {
    const title = placeTitle(p);
    if (title === null) continue;
    const ids = byTitle.get(title);
    if (ids) ids.push(p.id);
    else byTitle.set(title, [p.id]);
  }
  const out = new Map<string, number>();
  for (const ids of byTitle.values())
    if (ids.length > 1) ids.forEach((id, i) => out.set(id, i + 1));
  return out;
}

function layoutLabels(
  world: World,
  places: readonly ScenePlace[],
  tunnels: readonly SceneTunnel[],
  features: readonly SceneFeature[],
  tokens: readonly SceneToken[],
  sheet: SheetFilter,
): { placed: PlacedLabel[]; dropped: LabelRequest[] } {
  const full = new Map(places.filter((p) => p.vis === 'full').map((p) => [p.id, p]));
  const shownPlaces = new Map(places.map((p) => [p.id, p]));
  const requests: LabelRequest[] = [];
  const groupAt = new Set<string>();
  const groupHomes = new Set<string>();
  const groupLabels: { place: string; name: string }[] = [];
  const where = (x: Spotted, at?: Xy) => labelSpot(world.page, x, at);
  // Living groups first, so a name shared with a dead party (every excursion of the same
  // knights) is written once, for the living.
  const written = new Set<string>();
  const byLife = [...world.groups].sort(
    (a, b) => Number(a.state !== 'active') - Number(b.state !== 'active'),
  );
  for (const g of byLife) {
    const ended = g.state !== 'active';
    // A party that came, fought and is gone leaves no name on the map (the chronicle keeps it).
    if (ended && PASSING_GROUPS.has(g.kind)) continue;
    // On one age's sheet, only the groups alive at some time in that age are named.
    if (!aliveOnSheet(g, sheet)) continue;
    if (written.has(g.name)) continue;
    // A group is named where it lives now, even in a room drawn on an earlier sheet: moving in is
    // redrawing it on this one.
    const home = g.home ? shownPlaces.get(g.home) : undefined;
    const anchorPlace =
      home ?? places.find((p) => tokens.some((t) => t.place === p.id && t.owner === g.id));
    if (!anchorPlace || !g.name) continue;
    written.add(g.name);
    groupAt.add(`${anchorPlace.id}|${g.name}`);
    groupHomes.add(anchorPlace.id);
    groupLabels.push({ place: anchorPlace.id, name: g.name.toLowerCase() });
    // Civilizations and kingdoms in large type; a lone bound demon or beast a size smaller.
    // The dead are written smaller and lighter: "write abandoned next to its name on the map".
    const major = MAJOR_GROUPS.has(g.kind);
    requests.push({
      id: `label-${g.id}`,
      text: ended ? `${g.name} (abandoned)` : g.name,
      ...where(anchorPlace),
      // A fallen civilization keeps a name you can read across the table.
      size: ended ? (major ? SIZE.name : SIZE.role) : major ? SIZE.group : SIZE.name,
      bold: !ended || major,
      // The kingdom and the arch-villain first, then the living, then the fallen.
      priority: ended ? (major ? 8 : 6) : FIRST_GROUPS.has(g.kind) ? 12 : major ? 10 : 9,
      tag: groupInk(g),
    });
  }
  const numbers = titleNumbers(world);
  const numbered = (p: ScenePlace, title: string): string => {
    const n = numbers.get(p.id);
    return n === undefined ? title : `${title} ${n}`;
  };
  // A place named after a group that lives elsewhere now (a wyrm's first cave) says what it is,
  // so the two names on the map do not read alike: "wyrm cave of Scathax".
  const ofGroup = (p: ScenePlace, name: string): string =>
    written.has(name) && ROLE_TITLES[p.role] ? `${ROLE_TITLES[p.role]} of ${name}` : name;
  for (const p of full.values()) {
    // A place named in its holder's label ("the demon of the Gateway Stone") is not named twice.
    const named = p.name ? p.name.toLowerCase() : null;
    const inGroupLabel =
      named !== null && groupLabels.some((g) => g.place === p.id && g.name.includes(named));
    if (p.name && !groupAt.has(`${p.id}|${p.name}`) && !inGroupLabel)
      requests.push({
        id: `label-${p.id}`,
        text: numbered(p, ofGroup(p, p.name)),
        ...where(p),
        series: numbers.has(p.id),
        size: SIZE.name,
        // The castle, the city and the tower before the constructions around them.
        priority: p.kind === 'surface-site' && ROLE_TITLES[p.role] ? 11 : 7,
      });
    // A room named by the group that holds it ("the demon of the Soul Mill") needs no title too.
    else if (!p.name && !inGroupLabel && ROLE_TITLES[p.role] && !groupHomes.has(p.id))
      requests.push({
        id: `label-${p.id}`,
        text: numbered(p, ROLE_TITLES[p.role]!),
        ...where(p),
        series: numbers.has(p.id),
        size: SIZE.role,
        priority: 4,
      });
  }
  for (const f of features) {
    if (f.vis !== 'full') continue;
    const text = featureText(f);
    if (!text) continue;
    requests.push({
      id: `label-${f.id}`,
      text,
      ...where(f, f.shape.kind === 'polyline' ? f.shape.points[0] : undefined),
      size: SIZE.feature,
      priority: f.kind === 'plague' || f.kind === 'fate' ? 5 : 3,
    });
  }
  const obstacles = labelObstacles(world.page, places, features, tokens, TOKEN_R);
  const bounds: Box = { x0: 0.1, y0: 0.1, x1: world.page.width - 0.1, y1: world.page.height - 0.1 };
  const reserved = peakNames(world.page).map((n) => n.box);
  return placeLabels(requests, obstacles, bounds, {
    reserved,
    strokes: labelStrokes(tunnels),
    drawsLeaders: true,
  });
}

function aliveOnSheet(g: World['groups'][number], sheet: SheetFilter): boolean {
  if (sheet === 'all') return true;
  const want = AGE_ORDER.indexOf(sheet);
  const order = (age: AgeId) => AGE_ORDER.indexOf(age === 'end' ? 'villainy' : age);
  if (order(g.made.age) > want) return false;
  return g.ended === null || order(g.ended.age) >= want;
}

function featureText(f: SceneFeature): string | null {
  if (f.kind === 'plague') return `plague ${f.amount}`;
  if (f.name) return f.name;
  return FEATURE_TITLES[f.kind] ?? null;
}
