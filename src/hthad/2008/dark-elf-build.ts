/**
 * The Dark Elf City and Colony Construction tables (hthad-2008-rules.txt, "Dark Elf
 * Civilization"), one builder per entry, and the exploratory tunnels that may reach the surface.
 */
import { ellipseAt, FINGER, groundPoint, type Group, type Place } from '../world';
import { openingAt } from './advanced/terrain';
import { centre } from '../world/geometry';
import type { Ctx } from './context';
import type { CivState } from './civ-types';
import { addSlave, nobles } from './dark-elf-folk';
import { addRoom, connect, digToward, ownedPlaces } from './draw';
import type { DarkElfConstructionId } from './tables';

/** Dig an exploratory tunnel a finger toward the surface from a place. */
function explore(ctx: Ctx, civ: CivState, s: Group, from: Place): string {
  const c = centre(from.shape);
  const surface = groundPoint(ctx.world.page, c.x);
  let target: Place | null = null;
  // Under a rift or valley the tunnel breaks into that (underground), not the sunlit world.
  if (c.y - surface.y <= FINGER + 0.01)
    target = openingAt(ctx, c.x, { shape: (p) => ellipseAt(p, 0.3), owner: s.id }).place;
  const dig = digToward(ctx, from, surface, FINGER, 'elven', s.id, {
    targetPlace: target,
    role: 'exploratory',
    aboveGround: true,
  });
  civ.works[`explore:${s.id}`] = dig.end.id;
  return dig.end.id;
}

function room(
  ctx: Ctx,
  s: Group,
  role: Place['role'],
  w: number,
  h: number,
  marks: string[] = [],
): Place | null {
  const home = ctx.site.place(s.home!);
  const r = addRoom(ctx, { role, near: centre(home.shape), w, h, owner: s.id, marks, gap: 0.3 });
  if (r && !ctx.site.graph().connected(r.id, home.id))
    connect(ctx, r, home, 'elven', 'tunnel', s.id);
  return r;
}

/** Dark Elf City and Colony Construction tables, one builder per entry. */
export const DARK_ELF_BUILD: Readonly<
  Record<DarkElfConstructionId, (ctx: Ctx, civ: CivState, s: Group) => string | null>
> = {
  'torture-pit': (ctx, _civ, s) => room(ctx, s, 'torture-pit', 1, 1)?.id ?? null,
  'great-temple'(ctx, _civ, s) {
    const r = room(ctx, s, 'great-temple', 2, 1.2);
    if (r) {
      r.name = 'Great Temple of Dame Chaos';
      ctx.addToken('treasure', 'hoard', s.id, r.id);
    }
    return r?.id ?? null;
  },
  'dark-shrine'(ctx, _civ, s) {
    const r = room(ctx, s, 'dark-shrine', 1, 1);
    if (r) {
      r.name = 'Dark Shrine to Dame Chaos';
      ctx.addToken('treasure', 'hoard', s.id, r.id);
    }
    return r?.id ?? null;
  },
  tomb: (ctx, _civ, s) => room(ctx, s, 'tomb', 1, 1, ['tomb'])?.id ?? null,
  'exploratory-tunnel'(ctx, civ, s) {
    const own = ownedPlaces(ctx, [s.id]).filter((p) => p.kind !== 'entrance');
    let top = own[0]!;
    for (const p of own) if (centre(p.shape).y < centre(top.shape).y) top = p;
    return explore(ctx, civ, s, top);
  },
  'breeding-pit'(ctx, _civ, s) {
    const r = room(ctx, s, 'breeding-pit', 1, 1);
    const n = nobles(ctx, s.id).at(-1);
    if (n) {
      ctx.destroyToken(n.id);
      addSlave(ctx, s.id);
    }
    return r?.id ?? null;
  },
  arena(ctx, civ, s) {
    const r = room(ctx, s, 'arena', 1.5, 1);
    const n = nobles(ctx, s.id).at(-1);
    if (n) {
      ctx.destroyToken(n.id);
      civ.deathsThisYear++;
    }
    return r?.id ?? null;
  },
  'extend-exploratory-tunnel'(ctx, civ, s) {
    const tip = civ.works[`explore:${s.id}`];
    const from = tip ? ctx.site.place(tip) : ctx.site.place(s.home!);
    if (from.kind === 'entrance') return from.id;
    return explore(ctx, civ, s, from);
  },
  'reanimation-tanks'(ctx, _civ, s) {
    const r = room(ctx, s, 'reanimation-tanks', 1, 1);
    addSlave(ctx, s.id);
    return r?.id ?? null;
  },
};
