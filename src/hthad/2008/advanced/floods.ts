/**
 * Advanced Rules I: which places are flooded, and the flood a tunnel lets out when it breaks
 * into water or magma (hthad-2008-rules.txt, "Water and Magma"). A leaf below the monster
 * spaces, whose every dug tunnel may flood, and below the water and magma monsters.
 */
import { hypot, type Place } from '../../world';
import type { Host } from '../monsters/host';
import { changedSeat } from '../monsters/state';

/** Is the place flooded with water or magma? */
export function floodOf(h: Host, p: Place): 'water' | 'magma' | null {
  if (p.marks.includes('magma') || (p.state === 'flooded' && p.marks.includes('magma')))
    return 'magma';
  if (p.marks.includes('water') || p.state === 'flooded') return 'water';
  for (const f of h.world.features)
    if (f.place === p.id && (f.kind === 'water' || f.kind === 'magma')) return f.kind;
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
      d: hypot(centreOf(p).x - centreOf(from).x, centreOf(p).y - centreOf(from).y),
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
    changedSeat(h, owner);
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
