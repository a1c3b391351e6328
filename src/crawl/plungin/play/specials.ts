/**
 * Special Locations in play (rules 470-483; the packs' `specialLocations`): what a special room
 * does for the heroes who stand in it. The powers are read from each location's own words, as the
 * monsters' powers are (powers.ts), so a user's pack that writes them the same way plays the same:
 * - "… N d M LIFE back …" — a healing spring (our Fountain of Healing: once a visit, a hero in the
 *   room may drink as an action);
 * - "A slain hero laid in it rises … with N LIFE, once per hero per game" — a reviving tomb (our
 *   Sarcophagus of Reviving).
 * READING: a hero drinks or lays a companion in anywhere in the room, since the play does not mark the fountain's or the sarcophagus's squares, and only a hero fallen in the room can be laid in it (the play carries no bodies between tiles).
 */
import type { LoggedDie } from './checks';
import { gainLife } from './conditions';
import { rollLogged } from './rolls';
import { say, spaceOf, type Fig, type GameState, type SpecialMemory } from './state';

/** What a special location does for the heroes. */
export type SpecialPower =
  | { readonly kind: 'spring'; readonly dice: string }
  | { readonly kind: 'tomb'; readonly life: number };

/** A special location's power, read from its description; null when its words give none. */
export function specialPower(description: string): SpecialPower | null {
  const spring = /(\d*d\d+(?:\s*[+-]\s*\d+)?)\s+LIFE back/i.exec(description);
  if (spring) return { kind: 'spring', dice: spring[1]!.replace(/\s+/g, '') };
  const tomb = /slain hero laid in it rises[^.]*?with (\d+) LIFE/i.exec(description);
  if (tomb) return { kind: 'tomb', life: Number(tomb[1]) };
  return null;
}

/** The special location of the space the cell is in, with its power; null elsewhere. */
function specialAt(g: GameState, space: string): { name: string; power: SpecialPower } | null {
  const tile = g.crawl.tiles.find((t) => t.space === space && t.kind === 'special');
  if (!tile) return null;
  const loc = Object.values(g.pack.specialLocations ?? {}).find((s) => s.tile === tile.tile);
  const power = loc ? specialPower(loc.description) : null;
  return loc && power ? { name: loc.name, power } : null;
}

/** The game's special-room memory, made on first use (a game without special rooms has none). */
function memory(g: GameState): SpecialMemory {
  g.specials ??= { drank: new Map(), raised: new Set(), laid: new Map() };
  return g.specials;
}

/** A hero laid in a tomb rises at the start of the next round (before anyone acts in it). */
export function riseFromTomb(g: GameState): void {
  const m = memory(g);
  for (const [id, at] of [...m.laid]) {
    if (at.round >= g.round) continue;
    m.laid.delete(id);
    const f = g.figures.find((x) => x.id === id);
    if (!f || !f.dead) continue;
    f.dead = false;
    f.conditions.delete('dead');
    f.life = Math.min(f.maxLife, at.life);
    m.raised.add(id);
    say(g, f.id, 'rise', `${f.name} rises from the sarcophagus with ${f.life} LIFE.`);
  }
}

/**
 * One action in a special room, if the doctrine wants it: with no foe in sight, lay a companion
 * who fell in the room into the tomb, or drink from the spring when hurt (two LIFE down, or one
 * for a hero of three LIFE or less). True when the action was spent.
 */
export function useSpecial(g: GameState, h: Fig, foesInSight: number): boolean {
  const m = memory(g);
  const space = spaceOf(g, h.cell);
  const drankHere = m.drank.get(h.id);
  if (drankHere !== undefined && drankHere !== space) m.drank.delete(h.id);
  if (foesInSight > 0) return false;
  const here = specialAt(g, space);
  if (!here) return false;
  if (here.power.kind === 'tomb') {
    const fallen = g.figures.find(
      (f) =>
        f.side === 'hero' &&
        f.dead &&
        !m.raised.has(f.id) &&
        !m.laid.has(f.id) &&
        spaceOf(g, f.cell) === space,
    );
    if (!fallen) return false;
    m.laid.set(fallen.id, { round: g.round, life: here.power.life });
    say(g, h.id, 'special', `${h.name} lays ${fallen.name} in the ${here.name}.`);
    return true;
  }
  const down = h.maxLife - h.life;
  if (m.drank.has(h.id) || down < (h.maxLife <= 3 ? 1 : 2)) return false;
  const dice: LoggedDie[] = [];
  const n = rollLogged(g.rng, here.power.dice, here.name, dice);
  gainLife(h, n);
  m.drank.set(h.id, space);
  say(
    g,
    h.id,
    'special',
    `${h.name} drinks from the ${here.name}: ${here.power.dice} [${dice.map((d) => d.value).join(' ')}], LIFE ${h.life}.`,
    dice,
  );
  return true;
}
