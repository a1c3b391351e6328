/**
 * A split party at a door (dungeon-plungin-rules.txt: Construction Phase 380-386, the awareness
 * states 427-448, Monster Movement 951-957). The construction phase and its awareness outcome
 * fall on the hero who opens the door and those in his tile: the Alert check pits the lowest
 * DEX "in the adjacent tile" (doors.ts `alertCheck`), and an Ambush costs the opener, alone, the
 * rest of his actions. The monsters' free turn reaches only the heroes they are aware of, up to
 * two tiles off (monsters.ts), so a hero left far behind is neither struck nor any help.
 * READING: the book says nothing else of heroes away from the door: they keep their turns and
 * actions whatever the outcome, and newly revealed monsters wait for them to come within two tiles.
 *
 * The doctrine keeps the party together: the hero at a door to an unrevealed area does not open
 * it while a standing companion could not come within GATHER_STEPS squares' walk of him in one
 * move, for up to GATHER_ROUNDS rounds (a companion who cannot come is not waited for longer).
 */
import { STEPS } from './board';
import { listNames } from './checks';
import { fieldTo, living, say, type Fig, type GameState } from './state';

/** Squares of walking within which a companion counts as with the opener: one move of the party's usual MOV. */
export const GATHER_STEPS = 5;

/** Rounds the opener waits at one door for the stragglers. */
export const GATHER_ROUNDS = 2;

/**
 * Living companions who could not come within GATHER_STEPS squares' walk of the hero with one
 * move of their own (or are walled off from him): those left behind, not those a step away.
 */
export function stragglers(g: GameState, h: Fig): Fig[] {
  const beside = STEPS.map((s) => ({ x: h.cell.x + s.x, y: h.cell.y + s.y }));
  const field = fieldTo(g, beside, h);
  return living(g, 'hero').filter(
    (x) => x !== h && (field.at(x.cell) ?? 9999) + 1 > GATHER_STEPS + x.stats.MOV,
  );
}

/**
 * True when the hero at `door` (to an unrevealed area) holds back this turn for the party to
 * gather; the log says so once a door.
 */
export function waitsForParty(g: GameState, h: Fig, door: string): boolean {
  const far = stragglers(g, h);
  if (far.length === 0) return false;
  let w = g.gathering;
  if (!w || w.door !== door) {
    w = g.gathering = { door, since: g.round };
    const who = listNames(far.map((x) => x.name));
    say(
      g,
      h.id,
      'nothing',
      `${h.name} waits at the door for ${who} to catch up before opening it.`,
    );
  }
  return g.round - w.since < GATHER_ROUNDS;
}
