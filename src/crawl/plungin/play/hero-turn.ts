/**
 * The heroes' turn (dungeon-plungin-rules.txt: Hero Turn 516-660, Combat 662-814, Spells 148-176
 * and 828-841): two actions each, spent by the party's doctrine on reviving, healing, fighting,
 * or else exploring.
 */
import type { Cell } from '../../plan/types';
import { adjacent, key, lineOfSight, passable, rangeTo, spacesWithin, STEPS } from './board';
import { attack } from './combat';
import { tryCharge } from './abilities';
import { gainLife, turnBlock } from './conditions';
import { explore } from './explore';
import { riseFromTomb, useSpecial } from './specials';
import { mayTarget, disengageStart, noteHeroOrder } from './optional';
import { battleSpell, boltRange, supportSpell } from './spells';
import {
  fieldTo,
  giveBackSilent,
  living,
  markAction,
  moveToward,
  occupied,
  say,
  spaceOf,
  tick,
  type ActResult,
  type Fig,
  type GameState,
  type Spent,
} from './state';
import { readHealingBook } from './finds';
import { climbOut, disarmPlate } from './trap-areas';
import { spendItem, usableItem } from './bodies';

/**
 * The Lantern Company's doctrine: the warrior leads, the others keep behind; fight what is in
 * reach (ranged from afar), the priestess heals whoever is at half LIFE or less, a potion at a
 * third; with no monster awake in sight, loot the chests of the tiles walked and then open the
 * door the construction's explorer policy picks, the thief first searching and picking locked
 * doors.
 */
export function heroTurn(g: GameState, h: Fig): void {
  if (h.dead) return;
  disengageStart(g, h);
  const done = { move: false, attack: false, cast: false, item: false };
  for (let a = 0; a < 2 && !g.outcome; a++) {
    // A hero felled in its own first action (a trap, an ambush) has no second.
    if (h.dead) return;
    const mark = markAction(g);
    if (tick(g)) return;
    const go = oneAction(g, h, a, done);
    giveBackSilent(g, mark);
    if (!go) return;
  }
}

/** One of the turn's two actions; false: the turn ends. */
function oneAction(g: GameState, h: Fig, a: number, done: Spent): boolean {
  noteHeroOrder(g);
  const block = turnBlock(g, h);
  if (block === 'skip') return true;
  if (block === 'end') return false;
  // Down in a pit, the action climbs out (trap-areas.ts).
  if (climbOut(g, h)) return true;
  const r = heroAction(g, h, done);
  if (r === 'ambush') return false;
  if (r === 'nothing') {
    // A hero who has done something this turn, or said why it waits, ends the turn unremarked.
    const last = g.log[g.log.length - 1];
    const said = last?.round === g.round && last.actor === h.id && last.act === 'nothing';
    if (a === 0 && !said) say(g, h.id, 'nothing', `${h.name} waits.`);
    return false;
  }
  return true;
}

function heroAction(g: GameState, h: Fig, done: Spent): ActResult {
  const heroes = living(g, 'hero');
  const here = spaceOf(g, h.cell);
  const foes = living(g, 'monster').filter(
    (m) => m.awake !== 'sleeping' || spaceOf(g, m.cell) === here,
  );
  const near = spacesWithin(g.board, here, 1);
  const visible = foes.filter((m) => near.has(spaceOf(g, m.cell)));
  // A companion laid in a sarcophagus last round rises now (specials.ts).
  riseFromTomb(g);
  // Revive the fallen (rules 750-760): the draught raises a dead hero beside its bearer; a
  // fallen companion's draught serves as well (bodies.ts, rules 762).
  const dead = g.figures.find((f) => f.side === 'hero' && f.dead);
  const draught = dead ? usableItem(g, h, 'revive') : null;
  if (dead && draught && !done.item) {
    const spot = STEPS.map((s) => ({ x: h.cell.x + s.x, y: h.cell.y + s.y })).find(
      (c) => passable(g.board, h.cell, c) && !occupied(g).has(key(c)),
    );
    if (spot) {
      const whose = spendItem(h, draught);
      dead.dead = false;
      dead.conditions.delete('dead');
      dead.life = Math.max(1, Math.floor(dead.maxLife / 2));
      dead.cell = spot;
      done.item = true;
      say(
        g,
        h.id,
        'use-item',
        `${h.name} pours the Revival Draught${whose}: ${dead.name} rises with ${dead.life} LIFE.`,
      );
      return 'done';
    }
  }
  // A special room's power (specials.ts): lay the fallen in the sarcophagus, drink at the fountain.
  if (!done.item && useSpecial(g, h, visible.length)) {
    done.item = true;
    return 'done';
  }
  // Spells first (spells.ts): raise the fallen, heal whoever is at half LIFE or less; a potion at a third.
  const walked = done.move;
  const support = supportSpell(g, h, visible, done);
  if (support) return support;
  // A walk toward a hurt companion that found no way spends no move (one hemmed in by a pit or
  // rubble held the priest's every move, and the party with him, to the round cap).
  done.move = walked;
  const potion = h.life * 3 <= h.maxLife ? usableItem(g, h, 'heal') : null;
  if (potion && !done.item) {
    const whose = spendItem(h, potion);
    const r = g.rng.d(6);
    gainLife(h, r);
    done.item = true;
    say(
      g,
      h.id,
      'use-item',
      `${h.name} drinks a Healing Potion${whose}: d6 [${r}], LIFE ${h.life}.`,
      [{ die: 'd6', value: r, for: 'Healing Potion' }],
    );
    return 'done';
  }
  if (readHealingBook(g, h, done)) return 'done';
  if (visible.length > 0) {
    g.aim = undefined;
    const r = fight(g, h, visible, done);
    // A foe nobody can reach (behind a wall or a shut door of the next space) does not hold the
    // party still: with no blow struck, spell cast or step taken this turn, it goes on exploring
    // (waiting for it locked whole quests until the round cap).
    if (r !== 'nothing' || done.attack || done.cast || done.move) return r;
  }
  // The party fights together: while a companion is in a fight, the others come to it rather
  // than wander off to chests and doors (left alone, the warrior fought whole rooms by himself).
  // (No foe awake: none engaged, and the heroes' spaces are not looked up.)
  const heroNear =
    foes.length > 0 ? heroes.map((x) => spacesWithin(g.board, spaceOf(g, x.cell), 1)) : [];
  const engaged = foes.filter((m) => heroNear.some((s) => s.has(spaceOf(g, m.cell))));
  if (engaged.length > 0) {
    const r = fight(g, h, engaged, done);
    if (r !== 'nothing' || done.move) return r;
  }
  // An armed spear plate beside him, with no foe about: disarm it (trap-areas.ts).
  if (visible.length === 0 && disarmPlate(g, h)) return 'done';
  return explore(g, h, done);
}

function fight(g: GameState, h: Fig, foes: readonly Fig[], done: Spent): ActResult {
  const adj = foes.filter((m) => adjacent(m.cell, h.cell));
  const weakest = (fs: readonly Fig[]): Fig => [...fs].sort((a, b) => a.life - b.life)[0]!;
  // Spells before blows (spells.ts); then a Charge (abilities.ts).
  const spell = battleSpell(g, h, foes, done);
  if (spell) return spell;
  const bolt = done.cast ? 0 : boltRange(h);
  const pulse = bolt > 0;
  const armed = (c: Cell, m: Fig): boolean =>
    h.weaponRange > 0
      ? rangeTo(c, m.cell) <= h.weaponRange && lineOfSight(g.board, c, m.cell)
      : adjacent(c, m.cell);
  const reach = (c: Cell, m: Fig): boolean =>
    pulse ? rangeTo(c, m.cell) <= bolt && lineOfSight(g.board, c, m.cell) : armed(c, m);
  const inRange = foes.filter((m) => armed(h.cell, m) && mayTarget(g, h, m));
  if (inRange.length > 0 && !done.attack && !done.cast) {
    // Focus: the party strikes the foe in reach with the least LIFE left, so that foes fall
    // (and stop striking back) one by one; an adjacent one first when equal. The old choice took
    // the first foe in the list, spreading blows over the whole room.
    const t = weakest([...adj.filter((m) => inRange.includes(m)), ...inRange]);
    done.attack = true;
    attack(g, h, t, h.weaponRange > 0 && !adjacent(h.cell, t.cell) ? 'ranged' : 'melee');
    return 'done';
  }
  const charge = tryCharge(g, h, foes, done);
  if (charge) return charge;
  if (!done.move && adj.length === 0) {
    const ranged = pulse || h.weaponRange > 0;
    const moved = ranged
      ? moveToward(g, h, (c, d) => {
          if (!foes.some((m) => reach(c, m))) return null;
          let near = Infinity;
          for (const m of foes) near = Math.min(near, rangeTo(c, m.cell));
          return d - near;
        })
      : (() => {
          const goals: Cell[] = [];
          for (const m of foes)
            for (const s of STEPS) goals.push({ x: m.cell.x + s.x, y: m.cell.y + s.y });
          const field = fieldTo(g, goals, h);
          const here = field.at(h.cell) ?? 9999;
          return moveToward(g, h, (c) => {
            const v = field.at(c);
            return v !== undefined && v < here ? v : null;
          });
        })();
    if (moved) {
      done.move = true;
      return 'done';
    }
  }
  return 'nothing';
}
