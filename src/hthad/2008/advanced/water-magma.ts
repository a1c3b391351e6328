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
