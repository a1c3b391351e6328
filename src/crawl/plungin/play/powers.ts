/**
 * Monsters' attacks and powers as their quest pack writes them (dungeon-plungin-rules.txt:
 * Monsters Description 911-941 — "Attacks" and "Powers/Spells"). Each row matches the words of a
 * pack's attack or power and names what the engine does with it; a monster whose words match no
 * row fights with its stats alone. Imports only the state, checks and conditions (combat.ts
 * calls it).
 */
import { check, logged, showDice } from './checks';
import { addCondition } from './conditions';
import { adjacent, key, lineOfSight, passable, rangeTo, STEPS } from './board';
import { living, occupied, say, spaceOf, type Fig, type GameState } from './state';

/** A monster's attack and power lines, from its pack entry. */
function lines(g: GameState, f: Fig): string[] {
  const m = f.monster ? g.pack.monsters[f.monster] : undefined;
  return m ? [...m.attacks, ...m.powers] : [];
}

const SAYS = {
  /** "a wound that draws blood also needs a Dif. N RES check or -1 MOV" (the Giant Rat). */
  woundSlows: /Dif\. (\d) RES check or -1 MOV/i,
  /** "a hit also makes the hero lose 1 MOV next turn" (the Drowned One). */
  hitSlows: /lose 1 MOV next turn/i,
  /** "a hit also costs 1 MAG" (the Wight). */
  hitDrains: /costs 1 MAG/i,
  /** "takes 1 less damage from ranged attacks" (the Skeleton). */
  bones: /takes (\d) less damage from ranged attacks/i,
  /** "two attacks a turn" (the Chieftain). */
  twoAttacks: /two attacks a turn/i,
  /** "Pushback on N or more hits" (the Bone-Knight). */
  heavyPushback: /Pushback on (\d) or more hits/i,
  /** "the first time it falls, roll a d6; on 6 it rises with 1 LIFE" (the Drowned One). */
  undying: /first time it falls, roll a d(\d+); on (\d+) it rises with (\d+) LIFE/i,
  /** "the first time it would be defeated it fights on one more round" (the Bone-Knight). */
  oath: /first time it would be defeated it fights on one more round/i,
  /** "once a turn pulls a hero within 4 squares 2 squares nearer" (the Tide-Priest). */
  undertow: /pulls a hero within (\d+) squares (\d+) squares nearer/i,
  /** "once a game every ghoblin in the tile gains +1 ATK for a round" (the Chieftain). */
  warCry: /once a game every (\w+) in the tile gains \+1 ATK/i,
} as const;

const match = (g: GameState, f: Fig, re: RegExp): RegExpExecArray | null => {
  for (const l of lines(g, f)) {
    const m = re.exec(l);
    if (m) return m;
  }
  return null;
};

/**
 * What a monster's wounding attack also does. READING: the words "a hit also" name a secondary
 * effect of a damaging attack, so a defence that stops all the damage stops it too (rules 772-775).
 */
export function attackRiders(g: GameState, a: Fig, d: Fig, damage: number): void {
  if (a.side !== 'monster' || damage <= 0 || d.dead) return;
  const slow = match(g, a, SAYS.woundSlows);
  if (slow) {
    const r = check(g.rng, d.stats.RES, Number(slow[1]));
    say(
      g,
      d.id,
      'resist',
      `${d.name} resists the ${a.name}'s wound: RES ${showDice(r) || 'no dice'}${r.passed ? ', shrugged off' : ', slowed (-1 MOV)'}.`,
      logged(r, `${d.name}'s RES`),
    );
    if (!r.passed) addCondition(g, d, 'slowed');
  }
  if (match(g, a, SAYS.hitSlows) && addCondition(g, d, 'slowed'))
    say(g, d.id, 'condition', `${a.name}'s grip leaves ${d.name} slowed (-1 MOV).`);
  if (match(g, a, SAYS.hitDrains) && addCondition(g, d, 'drained'))
    say(g, d.id, 'condition', `${a.name}'s touch drains ${d.name}: -1 MAG until town.`);
}

/** Damage after a monster's hide: bones shed ranged blows. */
export function damageTaken(g: GameState, d: Fig, damage: number, how: string): number {
  const bones = how === 'ranged' ? match(g, d, SAYS.bones) : null;
  return bones ? Math.max(0, damage - Number(bones[1])) : damage;
}

/** How many attacks the monster makes in a turn (one by the rules, 525-527). */
export const attacksPerTurn = (g: GameState, m: Fig): number =>
  match(g, m, SAYS.twoAttacks) ? 2 : 1;

/** The hits a melee attack needs to push back (one by the rules, 705-708). */
export function pushbackHits(g: GameState, a: Fig): number {
  const p = match(g, a, SAYS.heavyPushback);
  return p ? Number(p[1]) : 1;
}

/**
 * A monster at 0 LIFE (or on its Life chart's last row) that a power keeps up: true when it is
 * not defeated after all. Each power works once a game.
 */
export function cheatsDeath(g: GameState, d: Fig): boolean {
  if (d.side !== 'monster' || d.spent?.has('undying')) return false;
  const u = match(g, d, SAYS.undying);
  if (u) {
    (d.spent ??= new Set()).add('undying');
    const r = g.rng.d(Number(u[1]));
    const rises = r >= Number(u[2]);
    if (rises) d.life = Math.min(d.maxLife, Number(u[3]));
    say(
      g,
      d.id,
      'power',
      `${d.name} falls; Undying, d${u[1]} [${r}]: ${rises ? `it rises again with ${d.life} LIFE` : 'it stays down'}.`,
      [{ die: `d${u[1]}`, value: r, for: `${d.name}'s Undying` }],
    );
    return rises;
  }
  // READING: "one more round" ends with the monster's next turn (conditions.ts 'oath'; monsters.ts fells it).
  if (match(g, d, SAYS.oath)) {
    (d.spent ??= new Set()).add('undying');
    addCondition(g, d, 'oath');
    say(g, d.id, 'power', `${d.name} should fall, but its Oath holds it up for one more round.`);
    return true;
  }
  return false;
}

/**
 * Once a game, at the start of its turn with heroes in reach, the war cry (+1 ATK to its kind in
 * the tile). READING: the cry costs no action, and "for a round" is a condition's usual span, to
 * the end of each bearer's next turn.
 */
export function warCry(g: GameState, m: Fig): void {
  const w = match(g, m, SAYS.warCry);
  if (!w || m.spent?.has('war-cry')) return;
  (m.spent ??= new Set()).add('war-cry');
  const kind = w[1]!.toLowerCase().replace(/s$/, '');
  const here = spaceOf(g, m.cell);
  const roused = living(g, 'monster').filter(
    (o) =>
      spaceOf(g, o.cell) === here &&
      (o === m || o.name.toLowerCase().includes(kind) || o.monster === kind),
  );
  const took = roused.filter((o) => addCondition(g, o, 'war-cry'));
  say(
    g,
    m.id,
    'power',
    `${m.name} bellows a war cry: ${took.map((o) => o.name).join(', ') || 'no one'} +1 ATK for the round.`,
  );
}

/**
 * Once a turn, at its start, the undertow: the nearest hero in sight within reach is dragged
 * square by square toward the monster, each square free and open, stopping beside it or when
 * blocked. READING: the pull costs no action and is no movement of the hero's (no reactions).
 */
export function undertow(g: GameState, m: Fig): void {
  const u = match(g, m, SAYS.undertow);
  if (!u) return;
  const reach = Number(u[1]);
  const h = living(g, 'hero')
    .filter((x) => rangeTo(x.cell, m.cell) <= reach && lineOfSight(g.board, m.cell, x.cell))
    .sort((a, b) => rangeTo(a.cell, m.cell) - rangeTo(b.cell, m.cell))[0];
  if (!h || adjacent(h.cell, m.cell)) return;
  const taken = occupied(g, h);
  const dist = (c: { x: number; y: number }): number =>
    Math.abs(c.x - m.cell.x) + Math.abs(c.y - m.cell.y);
  let n = 0;
  for (let i = 0; i < Number(u[2]) && !adjacent(h.cell, m.cell); i++) {
    const next = STEPS.map((s) => ({ x: h.cell.x + s.x, y: h.cell.y + s.y }))
      .filter((c) => dist(c) < dist(h.cell) && passable(g.board, h.cell, c) && !taken.has(key(c)))
      .sort((a, b) => dist(a) - dist(b) || a.y - b.y || a.x - b.x)[0];
    if (!next) break;
    h.cell = next;
    n++;
  }
  if (n > 0)
    say(
      g,
      m.id,
      'power',
      `${m.name}'s undertow drags ${h.name} ${n} square${n === 1 ? '' : 's'} nearer, to (${h.cell.x},${h.cell.y}).`,
    );
}

/** The powers a monster uses at the start of its turn, heroes in reach. */
export function turnPowers(g: GameState, m: Fig): void {
  warCry(g, m);
  undertow(g, m);
}
