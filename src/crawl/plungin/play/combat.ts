/**
 * Combat and traps (dungeon-plungin-rules.txt: Combat 662-814, Traps 1038-1162, Experience
 * Points 1366-1404): attacks, damage and Life charts, deaths and their rewards, pushback, and a
 * sprung trap's attack. Any of them wakes a sleeping room.
 */
import { chartRow } from '../engine';
import { adjacent, key, passable, spacesWithin } from './board';
import {
  check,
  logged,
  rollPool,
  showDice,
  type CountRule,
  type LoggedDie,
  type Pool,
} from './checks';
import { addCondition, clearConditions } from './conditions';
import { attackRiders, cheatsDeath, damageTaken, pushbackHits } from './powers';
import {
  inPit,
  living,
  occupied,
  say,
  spaceOf,
  type Fig,
  type GameState,
  type Stats,
} from './state';
import { stow, treasureItem } from './inventory';
import { bindCursed, creditGold } from './finds';
import { coverBonus, facingBonus, strays, strayShot } from './optional';

const BOOK: CountRule = { successFrom: 5 };

function combatRule(g: GameState): CountRule {
  return g.options.fasterBloodier ? { successFrom: 4 } : BOOK;
}

export function defencePool(g: GameState, d: Fig): number {
  let n = d.stats.DEF + d.armour.reduce((s, a) => s + a.bonus, 0);
  if (d.side === 'hero' && g.magicShield) n += 1;
  if (g.options.overwhelmed) {
    const foes = g.figures.filter((o) => !o.dead && o.side !== d.side && adjacent(o.cell, d.cell));
    if (foes.length >= 2) n -= 1;
  }
  return Math.max(0, n);
}

export function wake(g: GameState, why: string): void {
  let woke = false;
  for (const m of living(g, 'monster'))
    if (m.awake === 'sleeping') {
      m.awake = 'unprepared';
      woke = true;
    }
  if (woke) say(g, 'monsters', 'wake', `The sleeping monsters stir (${why}).`);
}

/** How an attack differs from a plain one (spells.ts, abilities.ts). */
export interface AttackOpts {
  /** The attack roll already made (a spell's MAG check, its overcast hits added). */
  readonly pool?: Pool;
  /** Extra ATK dice (a Charge). */
  readonly bonus?: number;
  /** False: no pushback (a blow struck in passing). */
  readonly pushback?: boolean;
  /** The log's verb in place of "attacks": "hurls a Pulse at". */
  readonly verb?: string;
}

/**
 * One attack (rules 682-737): ATK (+ weapon) dice against DEF (+ armour and shield) dice; the
 * successes left over are damage. A melee hit pushes the defender back a square. The damage dealt.
 */
export function attack(
  g: GameState,
  a: Fig,
  aimed: Fig,
  how: 'melee' | 'ranged' | 'spell',
  opts: AttackOpts = {},
): number {
  // An open pit (trap-areas.ts): those in it and those above strike only their own (rules 1153).
  if (inPit(g, a) !== inPit(g, aimed)) {
    say(g, a.id, 'nothing', `${a.name} cannot reach ${aimed.name} across the edge of the pit.`);
    return 0;
  }
  const rule = combatRule(g);
  const pool = (how === 'spell' ? a.stats.MAG : a.stats.ATK + a.weaponBonus) + (opts.bonus ?? 0);
  const ap = opts.pool ?? rollPool(g.rng, pool + facingBonus(g, a, aimed, how), rule);
  // Optional rules (optional.ts): a fumbled shot flies astray; cover behind another figure.
  const d = strays(g, a, aimed, how, ap) ? strayShot(g, a, aimed, how, ap) : aimed;
  if (!d) {
    // The shot lost, a weak bow still breaks on the fumble (rules 739-744).
    breakWeakWeapon(g, a, ap, how);
    return 0;
  }
  const dp = rollPool(g.rng, defencePool(g, d) + coverBonus(g, a, d, how), rule);
  // READING: attack against defence is not an opposed check (the defence subtracts, nobody wins the match), so only more 1s than successes is a fumble there.
  const hits = ap.successes;
  const damage = damageTaken(g, d, Math.max(0, hits - dp.successes), how);
  const dice = [...logged(ap, `${a.name} attacks`), ...logged(dp, `${d.name} defends`)];
  const verb =
    opts.verb ??
    (how === 'spell' ? 'hurls a Pulse at' : how === 'ranged' ? 'shoots at' : 'attacks');
  let text = `${a.name} ${verb} ${d.name}: ${ap.dice.length ? `${showDice(ap)} ` : ''}${hits} hit${hits === 1 ? '' : 's'} against ${showDice(dp) || 'no dice'} ${dp.successes} blocked`;
  text += damage > 0 ? `, ${damage} damage.` : hits > 0 ? ', no damage.' : ', a miss.';
  say(g, a.id, how === 'spell' ? 'cast' : 'attack', text, dice);
  d.lastHitBy = hits > 0 ? a.id : d.lastHitBy;
  if (a.side === 'monster') a.lastTarget = aimed.id;
  if (d.side === 'monster') {
    // Attacked, the Waiting wake to their fighting Law (rules 977-978); a sleeping room wakes (rules 431-436).
    if (d.role === 'Wait') d.role = 'Melee';
    wake(g, 'a monster was attacked');
  }
  if (!g.options.noFumbles) {
    breakWeakWeapon(g, a, ap, how);
    if (dp.fumble) {
      d.stunned = 1;
      const weak = d.armour.findIndex((x) => x.weak);
      const broke = weak >= 0 ? d.armour.splice(weak, 1)[0] : undefined;
      say(
        g,
        d.id,
        'fumble',
        `${d.name} fumbles the defence and is stunned${broke ? `; the ${broke.name} is destroyed` : ''}.`,
      );
    }
  }
  if (damage > 0) hurt(g, d, damage, a);
  attackRiders(g, a, d, damage);
  // READING: a hit is an attack with at least one success, and it pushes back even when the defence cancels all of it (rules 705-707: whether he sustained damage or not).
  if (!d.dead && how === 'melee' && opts.pushback !== false && hits >= pushbackHits(g, a))
    pushback(g, a, d);
  g.onAttacked?.(a, d, how, damage);
  return damage;
}

/** A weak weapon is destroyed on a fumbled attack (rules 739-744). */
function breakWeakWeapon(g: GameState, a: Fig, ap: Pool, how: 'melee' | 'ranged' | 'spell'): void {
  if (!ap.fumble || how === 'spell' || !a.weaponWeak || a.weaponBonus <= 0) return;
  a.weaponBonus = 0;
  a.weaponWeak = false;
  say(g, a.id, 'fumble', `${a.name}'s weak weapon breaks on the fumble.`);
}

/** Damage to a figure: a boss rolls its Life chart plus all damage taken (rules 1012-1036). */
export function hurt(g: GameState, d: Fig, damage: number, by: Fig | null): void {
  if (d.side === 'monster' && d.life === 0) {
    const chart = g.pack.monsters[d.monster!]!.lifeChart;
    d.bossDamage += damage;
    if (!chart) return;
    const die = Number(chart.die.slice(1));
    const r = g.rng.d(die);
    const row = chartRow(chart.rows, r + d.bossDamage);
    say(
      g,
      by?.id ?? 'trap',
      'life-chart',
      `${d.name}'s Life chart: ${chart.die} [${r}] + ${d.bossDamage} damage = ${r + d.bossDamage}: ${row.result}.`,
      [{ die: chart.die, value: r, for: `${d.name}'s Life chart` }],
    );
    if (row.defeated) {
      if (!cheatsDeath(g, d)) kill(g, d, by);
    }
    // READING: a Life chart row's words are played where they name a lost action or a stat point lost.
    else if (/loses its next action/i.test(row.result)) d.stunned = 1;
    else {
      const lost = /-(\d) (ATK|DEF|MAG|MOV|RES|DEX|WIT)/.exec(row.result);
      if (lost) {
        const stat = lost[2] as keyof Stats;
        d.stats[stat] = Math.max(0, d.stats[stat] - Number(lost[1]));
      }
    }
    return;
  }
  d.life = Math.max(0, d.life - damage);
  if (d.life === 0 && !cheatsDeath(g, d)) kill(g, d, by);
}

export function kill(g: GameState, d: Fig, by: Fig | null): void {
  d.dead = true;
  d.stunned = 0;
  clearConditions(d);
  // Out of a pit too: a fallen hero is carried along with the party (bodies.ts).
  d.conditions.delete('in-pit');
  if (d.side === 'hero') {
    d.conditions.add('dead');
    say(g, d.id, 'death', `${d.name} falls! The party carries the body along.`);
    if (living(g, 'hero').length === 0) g.outcome = 'lost: the whole party has fallen';
    return;
  }
  d.conditions.add('dead');
  g.partyXp += d.monsterXp;
  if (by && by.side === 'hero') by.xp += d.monsterXp;
  let gold = 0;
  const dice: LoggedDie[] = [];
  if (typeof d.gold === 'number') gold = d.gold;
  else {
    const r = g.rng.rollDetailed(d.gold);
    gold = r.total;
    const sides = /d(\d+)/.exec(d.gold)?.[1] ?? '6';
    for (const v of r.dice) dice.push({ die: `d${sides}`, value: v, for: `${d.name}'s gold` });
  }
  g.gold += gold;
  const taker = by && by.side === 'hero' ? by : living(g, 'hero')[0];
  if (taker) creditGold(g, taker.id, gold);
  const loot: string[] = [];
  for (const t of g.pack.monsters[d.monster!]?.treasure ?? []) {
    const id = taker ? treasureItem(g.pack.items, t, g.inventory) : null;
    if (id && taker) loot.push(takeItem(g, taker, id));
  }
  say(
    g,
    by?.id ?? 'trap',
    'kill',
    `${d.name} is slain${by ? ` by ${by.name}` : ''}: ${d.monsterXp} XP${gold > 0 ? `, ${gold} gold` : ''}${loot.length ? `; ${loot.join('; ')}` : ''}.`,
    dice,
  );
  if (d.boss) {
    g.outcome = `won: ${d.name} is defeated`;
    // The quest's own reward (rules 1387), as the pack gives it.
    g.partyXp += g.pack.questXp ?? 0;
  }
}

/** Pushed one square straight away from the attacker, unless something is in the way (rules 705-723). */
function pushback(g: GameState, a: Fig, d: Fig): void {
  const to = {
    x: d.cell.x + Math.sign(d.cell.x - a.cell.x),
    y: d.cell.y + Math.sign(d.cell.y - a.cell.y),
  };
  const intoPit = g.pits?.has(key(to)) ?? false;
  const down = inPit(g, d);
  // One down in a pit is pushed against its side, not out of it.
  if (occupied(g).has(key(to)) || !passable(g.board, d.cell, to) || (down && !intoPit)) {
    say(g, d.id, 'pushback', `${d.name} is driven back against the wall and holds.`);
    return;
  }
  if (intoPit) {
    // READING: driven over the edge of an open pit, a figure falls in as one who failed the leap does (rules 1151-1154): 1 damage, trapped until it climbs out; no one follows it down.
    d.cell = to;
    if (down) {
      say(g, d.id, 'pushback', `${d.name} is pushed back a square, in the pit.`);
      return;
    }
    d.conditions.add('in-pit');
    say(
      g,
      d.id,
      'pushback',
      `${d.name} is driven back over the edge and falls into the pit: 1 damage.`,
    );
    hurt(g, d, 1, a);
    return;
  }
  const from = d.cell;
  d.cell = to;
  // Melee monsters always follow up (rules 966-967); heroes follow up to hold the line only as the warrior.
  const follows = a.side === 'monster' ? a.role === 'Melee' : a.sheet?.role === 'warrior';
  if (follows) a.cell = from;
  say(
    g,
    d.id,
    'pushback',
    `${d.name} is pushed back a square${follows ? `; ${a.name} follows up` : ''}.`,
  );
}

/** A trap goes off on `victim`: its area where it has one (trap-areas.ts), else on the victim alone. */
export function trapAttack(g: GameState, victim: Fig, trapId: string, aware: boolean): void {
  if (g.trapArea?.(victim, trapId, aware)) return;
  trapStrike(g, victim, trapId, aware);
}

/** A trap's blow on one figure, as its words give it. */
export function trapStrike(g: GameState, victim: Fig, trapId: string, aware: boolean): void {
  const t = g.pack.traps[trapId];
  if (!t) return;
  // READING: a trap's effect text is played by its numbers: "Nd6 attack" is an attack of N dice against DEF (RES for "resisted with RES"; none for "no defence", dodged whole by its "Dif. N DEX check"), "Nd6 against … RES or DEX" is opposed by the higher of the two, each success left over 1 damage; "N damage" is taken unless its "Dif. N STAT check" passes ("(M on a Dif. …)": M taken then, else none); the +1 die when aware goes to that defence or check (rules 1056-1058). Each figure a trap's area covers is struck so (trap-areas.ts).
  const attackDice = /(\d+)d6 (attack|against)/.exec(t.effect);
  const flat = /(\d+) damage/.exec(t.effect);
  const test = /Dif\. (\d) (RES|DEX) check/.exec(t.effect);
  const bonus = aware ? 1 : 0;
  // "The Falling Rocks catch Brand", "The Poison Needle catches Wren".
  const strikes = `The ${t.name} catch${/s$/.test(t.name) ? '' : 'es'} ${victim.name}`;
  if (attackDice && /no defence/.test(t.effect) && test) {
    // The Spear Trap (rules 1130-1135): a dodge check, or the whole attack with no defence.
    const c = check(g.rng, victim.stats[test[2] as 'DEX'] + bonus, Number(test[1]));
    const ap = c.passed ? null : rollPool(g.rng, Number(attackDice[1]));
    const dmg = ap ? ap.successes : 0;
    say(
      g,
      victim.id,
      'trap',
      `${strikes}: ${test[2]} ${showDice(c)} against Dif. ${test[1]}, ${c.passed ? 'dodged' : `${showDice(ap!)} with no defence, ${dmg} damage`}.`,
      [...logged(c, `${victim.name}'s ${test[2]}`), ...(ap ? logged(ap, t.name) : [])],
    );
    if (dmg > 0) hurt(g, victim, dmg, null);
  } else if (attackDice) {
    const either = /RES or DEX/.test(t.effect);
    const stat = either
      ? victim.stats.DEX > victim.stats.RES
        ? 'DEX'
        : 'RES'
      : /RES/.test(t.effect)
        ? 'RES'
        : 'DEF';
    const ap = rollPool(g.rng, Number(attackDice[1]));
    const dp = rollPool(
      g.rng,
      (stat === 'DEF' ? defencePool(g, victim) : victim.stats[stat]) + bonus,
    );
    const dmg = Math.max(0, ap.successes - dp.successes);
    say(
      g,
      victim.id,
      'trap',
      `${strikes}: ${showDice(ap)} against ${stat} ${showDice(dp)}, ${dmg} damage.`,
      [...logged(ap, t.name), ...logged(dp, `${victim.name}'s ${stat}`)],
    );
    if (dmg > 0) hurt(g, victim, dmg, null);
    // The needle's poison: any damage weakens (rules 1114-1117); none taken, none suffered (772-775).
    if (dmg > 0 && /weakens/i.test(t.effect) && addCondition(g, victim, 'weakened'))
      say(g, victim.id, 'condition', `The poison weakens ${victim.name}: -1 to every stat.`);
  } else {
    const dmg = flat ? Number(flat[1]) : 1;
    const stat = (test?.[2] ?? 'RES') as 'RES' | 'DEX';
    const dif = Number(test?.[1] ?? 2);
    const lessened = /\((\d+) on a Dif/.exec(t.effect);
    const c = check(g.rng, victim.stats[stat] + bonus, dif);
    const taken = c.passed ? (lessened ? Math.min(dmg, Number(lessened[1])) : 0) : dmg;
    say(
      g,
      victim.id,
      'trap',
      `${strikes}: ${stat} ${showDice(c)} against Dif. ${dif} ${c.passed ? (taken > 0 ? 'lessens it' : 'clears it') : 'fails'}, ${taken} damage.`,
      logged(c, `${victim.name}'s ${stat}`),
    );
    if (taken > 0) hurt(g, victim, taken, null);
  }
  wake(g, 'a trap went off');
}

/** A found item into the party's hands (rules 1247-1353); the words for the log. */
export function takeItem(g: GameState, h: Fig, id: string): string {
  const it = g.pack.items[id]!;
  const cursed = bindCursed(h, it);
  if (cursed) return cursed;
  const r = stow(g.inventory, h, living(g, 'hero'), it);
  if (r.discarded) return `the ${it.name} is left behind, no one has room for it`;
  if (!r.to) return `the ${it.name} joins the party's valuables`;
  return `${r.to.name} takes the ${it.name}`;
}

/**
 * The noise of a bash (rules 1209-1213): sleepers stir; monsters in the tiles next to the
 * basher's are Alert at once and hear heroes four tiles off.
 */
export function bashNoise(g: GameState, h: Fig): void {
  wake(g, 'the noise of bashing');
  const near = spacesWithin(g.board, spaceOf(g, h.cell), 1);
  const roused = living(g, 'monster').filter((m) => near.has(spaceOf(g, m.cell)) && !m.alarmed);
  for (const m of roused) {
    m.awake = 'ready';
    m.alarmed = true;
  }
  if (roused.length)
    say(
      g,
      'monsters',
      'alert',
      `The din brings ${roused.map((m) => m.name).join(', ')} to the alert.`,
    );
}
