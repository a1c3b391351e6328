/**
 * Spellcasting (dungeon-plungin-rules.txt: Cast a Magic Spell 569-575, Spellcasting 815-894):
 * spells prepared up to MAG from those a hero knows, a MAG check against the difficulty of the
 * hero's School, a fumble that wipes the spell from memory (and burns an overcaster), resisting,
 * lasting spells, and the optional Fire and Forget. The party's doctrine for casting sits here
 * too: heal the hurt, raise the fallen, shield the front, hold the strongest, blast clusters.
 */
import type { Cell } from '../../plan/types';
import { adjacent, key, lineOfSight, passable, rangeTo, STEPS } from './board';
import { check, logged, rollPool, showDice, type LoggedDie, type Pool } from './checks';
import { attack, hurt, wake } from './combat';
import { addCondition, gainLife, hasCondition } from './conditions';
import { SPELL_BOOK, type School } from './heroes';
import { easiestDifficulty } from './items';
import type { HeroSheet, SpellId } from './party.schema';
import {
  fieldToKept,
  living,
  moveToward,
  occupied,
  say,
  type ActResult,
  type Fig,
  type GameState,
  type Spent,
} from './state';
import { around } from './walk-memo';

// ---------------------------------------------------------------------------------------------
// Schools and preparing

/** The Schools a hero learned magic from (its Magic School abilities, rules 817-820). */
export function schoolsOf(sheet: HeroSheet | undefined): School[] {
  const out: School[] = [];
  for (const a of sheet?.abilities ?? [])
    if (a.startsWith('magic-school-')) out.push(a.slice('magic-school-'.length) as School);
  return out;
}

/** The spell's difficulty for this hero: the easiest of its Schools that teach it; null when none does. */
export function spellDifficulty(sheet: HeroSheet | undefined, id: SpellId): number | null {
  return easiestDifficulty(id, schoolsOf(sheet));
}

/**
 * The spells a hero prepares before a descent: as many as its MAG (rules 823-826), each it knows
 * once in the order listed, then again from the first, since a spell prepared twice survives a
 * fumble (831-834). READING: a known spell that none of the hero's Schools teaches cannot be prepared.
 */
export function prepareSpells(sheet: HeroSheet): SpellId[] {
  const known = [...new Set(sheet.spells)].filter((id) => spellDifficulty(sheet, id) !== null);
  const out: SpellId[] = [];
  for (let i = 0; i < sheet.stats.MAG && known.length > 0; i++) out.push(known[i % known.length]!);
  return out;
}

const prepared = (h: Fig, id: SpellId): boolean =>
  h.spells.includes(id) && spellDifficulty(h.sheet, id) !== null;

function forget(h: Fig, id: SpellId): void {
  const i = h.spells.indexOf(id);
  if (i >= 0) h.spells.splice(i, 1);
}

// ---------------------------------------------------------------------------------------------
// Odds, for the doctrine

/** `odds` already worked out, by dice (0-12) and successes wanted (`oddsId`). */
const ODDS = new Map<number, { readonly pass: number; readonly fumble: number }>();

/** The chance that `n` d6 show at least `k` successes (5-6) and the chance of a fumble (more 1s than successes). */
export function odds(n: number, k: number): { pass: number; fumble: number } {
  // Only the first 12 dice count, and none below 0: one answer for each (dice, k).
  const dice = Math.max(0, Math.min(n, 12));
  if (!Number.isInteger(dice) || !Number.isInteger(k) || Math.abs(k) >= 1000) return oddsOf(n, k);
  const id = dice * 2048 + k + 1000;
  let o = ODDS.get(id);
  if (!o) {
    o = oddsOf(n, k);
    ODDS.set(id, o);
  }
  return { pass: o.pass, fumble: o.fumble };
}

function oddsOf(n: number, k: number): { pass: number; fumble: number } {
  // p[s][o]: the chance of s successes and o ones after the dice so far.
  let p: number[][] = [[1]];
  for (let i = 0; i < Math.min(n, 12); i++) {
    const q: number[][] = [];
    for (let s = 0; s <= i + 1; s++) q.push(new Array<number>(i + 2).fill(0));
    p.forEach((row, s) =>
      row.forEach((v, o) => {
        const up = q[s + 1]!;
        const same = q[s]!;
        up[o] = (up[o] ?? 0) + v / 3;
        same[o + 1] = (same[o + 1] ?? 0) + v / 6;
        same[o] = (same[o] ?? 0) + v / 2;
      }),
    );
    p = q;
  }
  let pass = 0;
  let fumble = 0;
  p.forEach((row, s) =>
    row.forEach((v, o) => {
      if (s >= k) pass += v;
      if (o > s) fumble += v;
    }),
  );
  return { pass, fumble };
}

/**
 * The doctrine's overcast: declared when the harder check is at least an even chance and the
 * burn of a fumble (the overcast difficulty) would leave the caster standing.
 */
export function wantsOvercast(h: Fig, id: SpellId): boolean {
  const base = spellDifficulty(h.sheet, id);
  const oc = SPELL_BOOK[id].overcast;
  if (base === null || !oc) return false;
  const dif = base + oc.extra;
  return odds(h.stats.MAG, dif).pass >= 0.5 && h.life > dif;
}

// ---------------------------------------------------------------------------------------------
// Casting

const blastCells = (c: Cell, wide: boolean): Cell[] => {
  const out: Cell[] = [c, ...STEPS.map((s) => ({ x: c.x + s.x, y: c.y + s.y }))];
  if (wide)
    for (const dx of [-1, 1]) for (const dy of [-1, 1]) out.push({ x: c.x + dx, y: c.y + dy });
  return out;
};

/**
 * Cast a prepared spell at a figure (or a square, for an area): the MAG check against the
 * School's difficulty, raised when overcast (declared before the roll); under Fire and Forget no
 * roll, every die a success, overcast whenever it can be, and the spell forgotten. True when the
 * spell took effect.
 */
export function castSpell(
  g: GameState,
  h: Fig,
  id: SpellId,
  at: Fig | Cell,
  overcast: boolean,
): boolean {
  const sp = SPELL_BOOK[id];
  const base = spellDifficulty(h.sheet, id);
  if (base === null || !h.spells.includes(id)) return false;
  const ff = g.options.fireAndForget;
  const extra = sp.overcast?.extra ?? 0;
  const over = sp.overcast !== null && (ff ? h.stats.MAG >= base + extra : overcast);
  const dif = base + (over ? extra : 0);
  // Fire and Forget: every die counts as a success (rules 890-894).
  const pool: Pool = ff
    ? { dice: [], successes: Math.max(0, h.stats.MAG), failures: 0, fumble: false }
    : rollPool(g.rng, h.stats.MAG);
  const passed = pool.successes >= dif;
  const target =
    // On the caster: no target named (the effect's line names who it helped), and no pronoun.
    sp.target === 'self' || at === h ? '' : 'id' in at ? ` on ${at.name}` : ` at (${at.x},${at.y})`;
  let text = `${h.name} ${over ? 'overcasts' : 'casts'} ${sp.name}${target} (Dif. ${dif}): `;
  text += ff
    ? `Fire and Forget, all ${pool.successes} dice count as successes`
    : `MAG ${showDice(pool) || 'no dice'} ${pool.successes} success${pool.successes === 1 ? '' : 'es'}`;
  text += passed ? '' : ', the spell fails';
  if (ff) {
    forget(h, id);
    text += `; ${sp.name} is spent until town`;
  } else if (pool.fumble) {
    // A fumble wipes the spell from memory for the rest of the descent (rules 831-834).
    forget(h, id);
    text += `; the fumble wipes ${sp.name} from memory`;
  }
  say(g, h.id, 'cast', `${text}.`, logged(pool, `${h.name}'s MAG`));
  if (over && pool.fumble) {
    // The overcast burns its caster: damage equal to its difficulty (rules 869-871).
    say(g, h.id, 'burn', `The overflowing magic burns ${h.name} for ${dif} damage.`);
    hurt(g, h, dif, null);
  }
  wake(g, 'a spell was cast');
  // Targeted, a Waiting monster takes up its fighting Law (rules 977-978).
  const tf = asFig(at);
  if (tf && tf.side === 'monster' && tf.role === 'Wait') tf.role = 'Melee';
  if (!passed || h.dead) return false;
  EFFECTS[id](g, h, at, { successes: pool.successes, dif, over });
  return true;
}

export interface Cast {
  readonly successes: number;
  readonly dif: number;
  readonly over: boolean;
}

type Effect = (g: GameState, h: Fig, at: Fig | Cell, c: Cast) => void;

const asFig = (at: Fig | Cell): Fig | null => ('id' in at ? at : null);

/** A spell's hits as an attack roll already made (the MAG dice are logged with the casting). */
const hitsOf = (n: number): Pool => ({ dice: [], successes: n, failures: 0, fumble: false });

const EFFECTS: Record<SpellId, Effect> = {
  healing: (g, h, at, c) => {
    const t = asFig(at);
    if (!t) return;
    const dice: LoggedDie[] = [];
    let roll = 0;
    for (let i = 0; i < (c.over ? 2 : 1); i++) {
      const r = g.rng.d(6);
      dice.push({ die: 'd6', value: r, for: 'Healing' });
      roll += r;
    }
    gainLife(t, roll + c.successes - c.dif);
    say(
      g,
      h.id,
      'heal',
      `Healing: ${dice.map((d) => `d6 [${d.value}]`).join(' ')} +${c.successes - c.dif}: ${t.name} is back to ${t.life} LIFE.`,
      dice,
    );
  },
  'magic-shield': (g, h) => {
    g.magicShield = true;
    say(g, h.id, 'spell', 'A pale ward covers the party (+1 DEF) until the tile is cleared.');
  },
  blessing: (g, h, at, c) => {
    const t = asFig(at);
    const who = c.over
      ? living(g, 'hero').filter((x) => rangeTo(h.cell, x.cell) <= SPELL_BOOK.blessing.range)
      : t
        ? [t]
        : [];
    const took = who.filter((x) => addCondition(g, x, 'blessed'));
    if (took.length)
      say(
        g,
        h.id,
        'spell',
        `${took.map((x) => x.name).join(', ')} ${took.length === 1 ? 'is' : 'are'} Blessed: +1 ATK to the end of the next turn.`,
      );
  },
  hold: (g, h, at, c) => {
    const t = asFig(at);
    if (!t) return;
    // A mind-binding spell: the target's RES check, passed, makes it fail (rules 880-881).
    const dif = SPELL_BOOK.hold.resist! + (c.over ? SPELL_BOOK.hold.overcast!.extra : 0);
    const r = check(g.rng, t.stats.RES, dif);
    const text = `${t.name} resists the Hold: RES ${showDice(r) || 'no dice'} ${r.successes} of ${dif}`;
    say(
      g,
      t.id,
      'resist',
      `${text}${r.passed ? ', and shakes it off' : ', and is held fast'}.`,
      logged(r, `${t.name}'s RES`),
    );
    if (!r.passed) addCondition(g, t, 'held', dif);
  },
  'raise-dead': (g, h, at, c) => {
    const t = asFig(at);
    const spot = freeBeside(g, h);
    if (!t || !t.dead || !spot) return;
    t.dead = false;
    t.conditions.delete('dead');
    t.cell = spot;
    t.life = c.over
      ? Math.max(1, Math.floor(t.maxLife / 2))
      : Math.min(t.maxLife, 1 + c.successes - c.dif);
    say(g, h.id, 'revive', `${t.name} rises beside ${h.name} with ${t.life} LIFE.`);
  },
  pulse: (g, h, at, c) => {
    const t = asFig(at);
    if (t)
      attack(g, h, t, 'spell', {
        pool: hitsOf(c.successes + (c.over ? 2 : 0)),
        verb: 'sends a Pulse into',
      });
  },
  fireball: (g, h, at, c) => {
    const cell = asFig(at)?.cell ?? (at as Cell);
    const keys = new Set(blastCells(cell, c.over).map(key));
    for (const f of g.figures.filter((x) => !x.dead && keys.has(key(x.cell))))
      if (!g.outcome) attack(g, h, f, 'spell', { pool: hitsOf(c.successes), verb: 'scorches' });
  },
  'frost-ray': (g, h, at, c) => {
    const t = asFig(at);
    if (!t) return;
    const dmg = attack(g, h, t, 'spell', {
      pool: hitsOf(c.successes),
      verb: 'sends a Frost Ray at',
    });
    // The chill is a secondary effect: no damage, no chill (rules 772-775).
    if (dmg <= 0 || t.dead) return;
    if (addCondition(g, t, 'chilled'))
      say(g, t.id, 'condition', `${t.name} is Chilled: -1 ATK, -1 MOV.`);
    if (c.over) {
      t.stunned = Math.max(t.stunned, 1);
      say(g, t.id, 'condition', `${t.name} is frozen stiff: stunned.`);
    }
  },
};

/** A spell's effect once its casting has passed, for a caster who prepares no School (monster-spells.ts). */
export const spellEffect = (
  g: GameState,
  caster: Fig,
  id: SpellId,
  at: Fig | Cell,
  c: Cast,
): void => EFFECTS[id](g, caster, at, c);

function freeBeside(g: GameState, h: Fig): Cell | undefined {
  const taken = occupied(g);
  return STEPS.map((s) => ({ x: h.cell.x + s.x, y: h.cell.y + s.y })).find(
    (c) => passable(g.board, h.cell, c) && !taken.has(key(c)),
  );
}

// ---------------------------------------------------------------------------------------------
// The doctrine's casting

const inSight = (g: GameState, h: Fig, c: Cell, range: number): boolean =>
  rangeTo(h.cell, c) <= range && lineOfSight(g.board, h.cell, c);

/** The reach of the bolt the hero could still cast at any foe, Pulse (0: none): a caster keeps at that range. */
export const boltRange = (h: Fig): number => (prepared(h, 'pulse') ? SPELL_BOOK.pulse.range : 0);

/**
 * Out of a fight or in one: raise the fallen, heal whoever is at half LIFE or less (going to
 * them when no foe is at hand). Null: nothing to do.
 */
export function supportSpell(
  g: GameState,
  h: Fig,
  visible: readonly Fig[],
  done: Spent,
): ActResult | null {
  if (done.cast) return null;
  const fallen = g.figures.find((f) => f.side === 'hero' && f.dead);
  if (fallen && prepared(h, 'raise-dead') && freeBeside(g, h)) {
    done.cast = true;
    castSpell(g, h, 'raise-dead', fallen, wantsOvercast(h, 'raise-dead'));
    return 'done';
  }
  if (!prepared(h, 'healing')) return null;
  const hurtAlly = living(g, 'hero')
    .filter((x) => x.life * 2 <= x.maxLife)
    .sort((x, y) => x.life - y.life)[0];
  if (!hurtAlly) return null;
  if (hurtAlly === h || adjacent(h.cell, hurtAlly.cell)) {
    done.cast = true;
    // Overcast for the gravely hurt only (a third of LIFE or less).
    const over = hurtAlly.life * 3 <= hurtAlly.maxLife && wantsOvercast(h, 'healing');
    castSpell(g, h, 'healing', hurtAlly, over);
    return 'done';
  }
  if (!done.move && visible.every((m) => !adjacent(m.cell, h.cell))) {
    done.move = true;
    const field = fieldToKept(g, around(hurtAlly.cell), h);
    if (moveToward(g, h, (c) => field.at(c) ?? null)) return 'done';
  }
  return null;
}

/**
 * In a fight: shield the party once, hold the strongest hard hitter (ATK 4 or more) at a hero's
 * side, blast a cluster of two or more foes with no hero in the blast, freeze a hard hitter, bolt
 * the weakest, bless the front line. Null: no spell to cast.
 */
export function battleSpell(
  g: GameState,
  h: Fig,
  foes: readonly Fig[],
  done: Spent,
): ActResult | null {
  if (done.cast || done.attack) return null;
  const cast = (id: SpellId, at: Fig | Cell, over = wantsOvercast(h, id)): ActResult => {
    done.cast = true;
    castSpell(g, h, id, at, over);
    return 'done';
  };
  if (prepared(h, 'magic-shield') && !g.magicShield) return cast('magic-shield', h);
  const awake = foes.filter((m) => !m.dead && m.awake !== 'sleeping');
  const strongest = (fs: readonly Fig[]): Fig | undefined =>
    [...fs].sort(
      (a, b) => Number(b.boss) - Number(a.boss) || b.stats.ATK - a.stats.ATK || b.life - a.life,
    )[0];
  if (prepared(h, 'hold')) {
    const t = strongest(
      awake.filter(
        (m) =>
          m.stats.ATK >= 4 &&
          !hasCondition(m, 'held') &&
          living(g, 'hero').some((x) => adjacent(x.cell, m.cell)) &&
          inSight(g, h, m.cell, SPELL_BOOK.hold.range),
      ),
    );
    if (t) return cast('hold', t);
  }
  if (prepared(h, 'fireball')) {
    const heroes = living(g, 'hero');
    let best: { c: Cell; n: number } | null = null;
    const seen = new Set<string>();
    for (const m of foes)
      for (const c of blastCells(m.cell, false)) {
        if (seen.has(key(c)) || !inSight(g, h, c, SPELL_BOOK.fireball.range)) continue;
        seen.add(key(c));
        const over = wantsOvercast(h, 'fireball');
        const blast = new Set(blastCells(c, over).map(key));
        if (heroes.some((x) => blast.has(key(x.cell)))) continue;
        const n = foes.filter((x) => !x.dead && blast.has(key(x.cell))).length;
        if (n >= 2 && (!best || n > best.n)) best = { c, n };
      }
    if (best) return cast('fireball', best.c);
  }
  if (prepared(h, 'frost-ray')) {
    const t = strongest(
      awake.filter(
        (m) =>
          m.stats.ATK >= 4 &&
          !hasCondition(m, 'chilled') &&
          inSight(g, h, m.cell, SPELL_BOOK['frost-ray'].range),
      ),
    );
    if (t) return cast('frost-ray', t);
  }
  if (prepared(h, 'pulse')) {
    // The weakest in reach, an adjacent one first when equal (the party's focus, hero-turn.ts).
    const inRange = foes.filter((m) => !m.dead && inSight(g, h, m.cell, SPELL_BOOK.pulse.range));
    const t = [...inRange].sort(
      (a, b) =>
        a.life - b.life || Number(adjacent(b.cell, h.cell)) - Number(adjacent(a.cell, h.cell)),
    )[0];
    if (t) return cast('pulse', t);
  }
  if (prepared(h, 'blessing')) {
    const front = living(g, 'hero')
      .filter(
        (x) =>
          !hasCondition(x, 'blessed') &&
          awake.some((m) => adjacent(m.cell, x.cell)) &&
          inSight(g, h, x.cell, SPELL_BOOK.blessing.range),
      )
      .sort((a, b) => b.stats.ATK + b.weaponBonus - (a.stats.ATK + a.weaponBonus))[0];
    if (front && front !== h) return cast('blessing', front, false);
  }
  return null;
}
