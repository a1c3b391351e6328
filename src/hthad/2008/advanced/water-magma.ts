/**
 * Advanced Rules I: Water and Magma (hthad-2008-rules.txt). A monster placed in a flooded
 * area is an aquatic or magma-dwelling variant from the table; tunnelling into water or magma
 * may flood, and a magma flood kills 1● of each group it displaces.
 */
import type { Place } from '../../world';
import type { Host } from '../monsters/host';
import type { LateState } from '../monsters/state';
import type { Alignment3 } from '../monsters/tables';

// Water and Magma monsters: type, where, id, monster, alignment
export const FLOOD_MONSTERS = [
  { type: 'delvers', where: 'water', id: 'merfolk', title: 'Merfolk', alignment: 'lawful' },
  {
    type: 'delvers',
    where: 'magma',
    id: 'flame-devils',
    title: 'Flame Devils',
    alignment: 'lawful',
  },
  { type: 'breeders', where: 'water', id: 'crabmen', title: 'Crabmen', alignment: 'chaotic' },
  { type: 'breeders', where: 'magma', id: 'azir', title: 'Azir', alignment: 'chaotic' },
  { type: 'alpha', where: 'water', id: 'cave-octopus', title: 'Cave Octopus', alignment: 'hungry' },
  { type: 'alpha', where: 'magma', id: 'salamander', title: 'Salamander', alignment: 'hungry' },
  { type: 'wandering', where: 'water', id: 'giant-pike', title: 'Giant Pike', alignment: 'hungry' },
  { type: 'wandering', where: 'magma', id: 'elemental', title: 'Elemental', alignment: 'hungry' },
] as const satisfies readonly {
  type: string;
  where: 'water' | 'magma';
  id: string;
  title: string;
  alignment: Alignment3;
}[];
export type FloodMonster = (typeof FLOOD_MONSTERS)[number];

/** Is the place flooded with water or magma? */
export function floodOf(h: Host, p: Place): 'water' | 'magma' | null {
  if (p.marks.includes('magma') || (p.state === 'flooded' && p.marks.includes('magma')))
    return 'magma';
  if (p.marks.includes('water') || p.state === 'flooded') return 'water';
  for (const f of h.world.features)
    if (f.place === p.id && (f.kind === 'water' || f.kind === 'magma')) return f.kind;
  return null;
}

/** The variant living in a flooded place, when the rule is on. */
export function aquaticVariant(
  h: Host,
  s: LateState,
  type: 'delvers' | 'breeders' | 'alpha' | 'wandering',
  p: Place,
): FloodMonster | null {
  if (!s.options.waterMagma) return null;
  const where = floodOf(h, p);
  if (!where) return null;
  return FLOOD_MONSTERS.find((r) => r.type === type && r.where === where) ?? null;
}

/**
 * Azir lose 1● a turn unless their lair includes a magma-flooded room; a salamander's new lair
 * fills with magma.
 */
export function floodUpkeep(h: Host, s: LateState, flavour: string, lair: Place): 'starve' | null {
  if (!s.options.waterMagma) return null;
  if (flavour === 'azir' && floodOf(h, lair) !== 'magma') return 'starve';
  if (flavour === 'salamander' && floodOf(h, lair) !== 'magma') {
    if (!lair.marks.includes('magma')) lair.marks.push('magma');
    lair.marks.sort();
  }
  return null;
}

const FLOODS_ON = new WeakSet<object>();

/** Turn the flooding rule on for a world (the Age of Monsters does so when the option is set). */
export function enableFloods(h: Host): void {
  FLOODS_ON.add(h.world);
}

/**
 * Flooding: a tunnel dug into water or magma lets it out into the place the tunnel came from
 * (magma flows no further than a finger). Groups there move out of its way to the nearest dry
 * neighbouring place; a magma flood kills 1● of each group it displaces.
 */
export function floodOnTunnel(h: Host, from: Place, into: Place, length: number): void {
  if (!FLOODS_ON.has(h.world) || from.kind === 'surface-site' || from.kind === 'entrance') return;
  const fluid = floodOf(h, into);
  if (!fluid || floodOf(h, from) || (fluid === 'magma' && length > 5)) return;
  from.state = 'flooded';
  if (!from.marks.includes(fluid)) from.marks.push(fluid);
  from.marks.sort();
  const owners = [
    ...new Set(h.world.tokens.filter((t) => t.place === from.id && t.owner).map((t) => t.owner!)),
  ].sort();
  const dry = h.world.places
    .filter(
      (p) =>
        p.id !== from.id &&
        p.id !== into.id &&
        (p.kind === 'room' || p.kind === 'cave') &&
        !floodOf(h, p),
    )
    .map((p) => ({
      p,
      d: Math.hypot(centreOf(p).x - centreOf(from).x, centreOf(p).y - centreOf(from).y),
    }))
    .sort((a, b) => a.d - b.d || (a.p.id < b.p.id ? -1 : 1))[0]?.p;
  for (const owner of owners) {
    const beads = h.world.tokens.filter((t) => t.place === from.id && t.owner === owner);
    if (fluid === 'magma') {
      const victim = beads.find((t) => t.kind === 'population');
      if (victim) h.destroyToken(victim.id);
    }
    if (dry)
      for (const t of h.world.tokens.filter((x) => x.place === from.id && x.owner === owner))
        h.moveToken(t.id, dry.id);
    const g = h.world.groups.find((x) => x.id === owner);
    if (g && g.home === from.id && dry) g.home = dry.id;
  }
  h.emit(
    'flood',
    `The new tunnel breaks into ${fluid}; it floods ${from.name ?? 'the chamber'}${owners.length > 0 ? `, driving out ${owners.length} group${owners.length > 1 ? 's' : ''}` : ''}.`,
    owners,
    [from.id, into.id],
  );
}

function centreOf(p: Place): { x: number; y: number } {
  const s = p.shape;
  if (s.kind === 'rect') return { x: s.x + s.w / 2, y: s.y + s.h / 2 };
  if (s.kind === 'ellipse') return { x: s.cx, y: s.cy };
  return s.points[0]!;
}
