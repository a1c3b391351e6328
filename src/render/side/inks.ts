/**
 * Which pen drew a thing. The rulebook's pens: pencil for nature, blue for Dwarves, black for
 * Dark Elves, red for Demons; later groups here get their own (green) pen so they never read as
 * Dark Elves. A place's pen is its builder's: its role when the role says who builds it, else the
 * owner it had, else the civilization whose sheet it was drawn on, else the age's default.
 */
import type { AgeId, Group, Place, PlaceRole, Tunnel, TunnelStyle, World } from '../../hthad/world';
import type { Ink } from './theme';

/** Roles that say who built them, with that builder's pen. Roles not listed are ambiguous. */
export const ROLE_INK: Readonly<Partial<Record<PlaceRole, Ink>>> = {
  'natural-cave': 'pencil',
  'wyrm-cave': 'pencil',
  'beast-cave': 'pencil',
  'lava-chamber': 'pencil',
  crater: 'pencil',
  'volcanic-cone': 'pencil',
  lake: 'pencil',
  sinkhole: 'pencil',
  'page-edge': 'pencil',
  barracks: 'dwarven',
  workshops: 'dwarven',
  'great-hall': 'dwarven',
  'hall-of-records': 'dwarven',
  'dwarven-city': 'dwarven',
  'noble-palace': 'elven',
  'slave-pit': 'elven',
  'torture-pit': 'elven',
  'great-temple': 'elven',
  'dark-shrine': 'elven',
  'breeding-pit': 'elven',
  arena: 'elven',
  'reanimation-tanks': 'elven',
  'demon-pit': 'demonic',
  'worm-lair': 'demonic',
  'demon-palace': 'demonic',
  'charnel-shrine': 'demonic',
  'bile-pit': 'demonic',
  'infernal-engine': 'demonic',
  'gateway-stone': 'demonic',
  'soul-mill': 'demonic',
  castle: 'surface',
  farm: 'surface',
  city: 'surface',
  'wizard-tower': 'surface',
};

export const STYLE_INK: Readonly<Record<TunnelStyle, Ink>> = {
  dwarven: 'dwarven',
  elven: 'elven',
  demonic: 'demonic',
  natural: 'pencil',
  surface: 'surface',
};

/** A group's pen, from its culture and kind. */
export function groupInk(group: Group | undefined): Ink {
  if (!group) return 'pencil';
  // The arch-villain's pen outranks its culture (a demon prince as Dungeon Master is the villain).
  if (group.kind === 'villain') return 'villain';
  if (group.culture === 'dwarves') return 'dwarven';
  if (group.culture === 'dark-elves') return 'elven';
  if (group.culture === 'demons') return 'demonic';
  if (group.culture === 'aliens') return 'alien';
  if (group.culture === 'magicians') return 'magician';
  if (group.kind === 'surface-kingdom' || group.culture === 'kingdom') return 'surface';
  if (group.kind === 'primordial-beasts' || group.kind === 'wyrm' || group.culture === 'beasts')
    return 'pencil';
  return 'monster';
}

const LATE: ReadonlySet<AgeId> = new Set(['monsters', 'villainy', 'end']);

export class InkBook {
  private readonly groups = new Map<string, Group>();
  /** The civilization group(s) drawn on each layer, for places whose role is ambiguous. */
  private readonly civByLayer = new Map<number, Group>();

  constructor(world: World) {
    for (const g of world.groups) {
      this.groups.set(g.id, g);
      if ((g.kind === 'civilization' || g.kind === 'colony') && !this.civByLayer.has(g.made.layer))
        this.civByLayer.set(g.made.layer, g);
    }
  }

  group(id: string | null): Group | undefined {
    return id === null ? undefined : this.groups.get(id);
  }

  place(p: Place): Ink {
    const byRole = ROLE_INK[p.role];
    if (byRole) return byRole;
    if (p.kind === 'surface-site') return 'surface';
    if (p.kind === 'cave') return 'pencil';
    const owner = this.group(p.owner);
    if (owner) return groupInk(owner);
    const civ = this.civByLayer.get(p.made.layer);
    if (p.made.age === 'civilization' && civ) return groupInk(civ);
    return LATE.has(p.made.age) ? 'monster' : 'pencil';
  }

  tunnel(t: Tunnel): Ink {
    if (t.style === 'natural' || t.style === 'surface') return STYLE_INK[t.style];
    if (LATE.has(t.made.age)) {
      const owner = this.group(t.owner);
      return owner ? groupInk(owner) : 'monster';
    }
    return STYLE_INK[t.style];
  }

  /** The pen of a bead: its owner's, or pencil for loose loot and lone beasts. */
  token(owner: string | null): Ink {
    return groupInk(this.group(owner));
  }
}
