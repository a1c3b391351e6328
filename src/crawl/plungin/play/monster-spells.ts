/**
 * Monsters casting spells (dungeon-plungin-rules.txt: Monsters Description 911-941, "Powers/
 * Spells"; Spellcasting 815-894; Cast a Magic Spell 569-575). A monster whose pack entry names a
 * spell of our Spell Book among its powers casts it by the heroes' rules: a MAG check against
 * the spell's difficulty, a fumble wiping the copy, the heroes' resisting checks and the
 * end-of-turn re-rolls of a lasting spell (the effects are the heroes', spells.ts
 * `spellEffect`). A small named policy picks the spell and its target.
 * READING: a [Special] monster follows a pattern or chart "found in its description" (rules
 * 970-973); a pack's entry holds no such chart, so its pattern is its spells and powers: it casts
 * when the policy finds a spell and otherwise fights as [Melee] (monsters.ts), as any caster does.
 */
import type { Cell } from '../../plan/types';
import { adjacent, key, lineOfSight, rangeTo, STEPS } from './board';
import { logged, rollPool, showDice, type Pool } from './checks';
import { hasCondition } from './conditions';
import { wake } from './combat';
import { SPELL_BOOK, type School } from './heroes';
import type { SpellId } from './party.schema';
import { spellEffect } from './spells';
import { living, say, type Fig, type GameState } from './state';

/**
 * The spells a monster may cast. READING: Magic Shield wards "every living hero" and Raise Dead
 * raises "a fallen hero" by our Spell Book's words, so they stay the heroes'; a monster naming
 * them casts the others only.
 */
export const MONSTER_CASTABLE: readonly SpellId[] = [
  'healing',
  'blessing',
  'hold',
  'pulse',
  'fireball',
  'frost-ray',
];

/** A pack line that names a School: "Spells (Light): Hold, Pulse". */
const SCHOOL_WORD = /\b(light|arcane)\b/i;

/** The pack lines (powers, then attacks) of a monster that name a castable spell, with the spells named. */
function spellLines(g: GameState, m: Fig): { spells: SpellId[]; school: School | null }[] {
  const entry = m.monster ? g.pack.monsters[m.monster] : undefined;
  if (!entry) return [];
  const out: { spells: SpellId[]; school: School | null }[] = [];
  for (const line of [...entry.powers, ...entry.attacks]) {
    const spells = MONSTER_CASTABLE.filter((id) =>
      new RegExp(`\\b${SPELL_BOOK[id].name}\\b`, 'i').test(line),
    );
    if (spells.length === 0) continue;
    const s = SCHOOL_WORD.exec(line);
    out.push({ spells, school: s ? (s[1]!.toLowerCase() as School) : null });
  }
  return out;
}

/** The spells a monster's pack entry gives it, each once, in the order written. */
export function monsterSpellList(g: GameState, m: Fig): SpellId[] {
  return [...new Set(spellLines(g, m).flatMap((l) => l.spells))];
}

/**
 * The difficulty of a monster's spell. READING: a monster learned no School (rules 817-820); a
 * pack line naming one ("Spells (Light): …") casts at that School's difficulty when it teaches
 * the spell, and otherwise the spell's easiest School's difficulty applies.
 */
export function monsterSpellDifficulty(g: GameState, m: Fig, id: SpellId): number {
  const d = SPELL_BOOK[id].difficulty;
  const named = spellLines(g, m).find((l) => l.spells.includes(id))?.school ?? null;
  const own = named ? d[named] : undefined;
  return own ?? Math.min(...Object.values(d));
}

/**
 * A monster's prepared spells, made once on its first turn: as many as its MAG from those its
 * pack names, each once then again from the first (the heroes' preparing, rules 823-826).
 * READING: the rules' preparing speaks of Characters, monsters among them.
 */
export function monsterPrepared(g: GameState, m: Fig): SpellId[] {
  if (m.side !== 'monster') return m.spells;
  if (!m.spent?.has('spells-prepared')) {
    (m.spent ??= new Set()).add('spells-prepared');
    const known = monsterSpellList(g, m);
    m.spells = [];
    for (let i = 0; i < m.stats.MAG && known.length > 0; i++)
      m.spells.push(known[i % known.length]!);
  }
  return m.spells;
}

/**
 * Cast: a MAG check against the difficulty (every die a success under Fire and Forget, the copy
 * then spent, rules 890-894); a fumble wipes one copy (831-834). READING: overcasting is the
 * heroes' (rules 862-864, "Heroes can try to augment"): monsters never overcast. True when the
 * spell took effect.
 */
export function monsterCast(g: GameState, m: Fig, id: SpellId, at: Fig | Cell): boolean {
  const sp = SPELL_BOOK[id];
  const i = m.spells.indexOf(id);
  if (i < 0) return false;
  const dif = monsterSpellDifficulty(g, m, id);
  const ff = g.options.fireAndForget;
  const pool: Pool = ff
    ? { dice: [], successes: Math.max(0, m.stats.MAG), failures: 0, fumble: false }
    : rollPool(g.rng, m.stats.MAG);
  const passed = pool.successes >= dif;
  const on = 'id' in at ? ` on ${at === m ? 'itself' : at.name}` : ` at (${at.x},${at.y})`;
  let text = `${m.name} casts ${sp.name}${on} (Dif. ${dif}): `;
  text += ff
    ? `Fire and Forget, all ${pool.successes} dice count as successes`
    : `MAG ${showDice(pool) || 'no dice'} ${pool.successes} success${pool.successes === 1 ? '' : 'es'}`;
  if (!passed) text += ', the spell fails';
  if (ff || pool.fumble) {
    m.spells.splice(i, 1);
    text += ff ? `; ${sp.name} is spent` : `; the fumble wipes ${sp.name} from its memory`;
  }
  say(g, m.id, 'cast', `${text}.`, logged(pool, `${m.name}'s MAG`));
  // A spell cast wakes the sleeping (rules 431-433), whoever casts it.
  wake(g, 'a spell was cast');
  if (!passed) return false;
  spellEffect(g, m, id, at, { successes: pool.successes, dif, over: false });
  return true;
}

/** The target square and the four beside it (Fireball, not overcast). */
const blast = (c: Cell): Cell[] => [c, ...STEPS.map((s) => ({ x: c.x + s.x, y: c.y + s.y }))];

const inSight = (g: GameState, m: Fig, c: Cell, range: number): boolean =>
  rangeTo(m.cell, c) <= range && lineOfSight(g.board, m.cell, c);

/** What the policy casts, and at what. */
export interface MonsterSpellChoice {
  readonly id: SpellId;
  readonly at: Fig | Cell;
}

/**
 * The policy (ours, in character for a caster fighting by its Law): mend itself or a kin beside
 * it at half LIFE or less; hold its Law's target; catch two heroes or more in a Fireball with
 * no monster in the blast; send a Frost Ray, then a Pulse, at its Law's target; bless a kin
 * fighting beside a hero; a Fireball at its target alone last. Null: no spell worth casting.
 */
export function monsterSpellChoice(
  g: GameState,
  m: Fig,
  target: Fig | null,
): MonsterSpellChoice | null {
  const has = (id: SpellId): boolean => m.spells.includes(id);
  const kin = living(g, 'monster');
  const heroes = living(g, 'hero');
  if (has('healing')) {
    const hurt = kin
      .filter(
        (k) => k.maxLife > 0 && k.life * 2 <= k.maxLife && (k === m || adjacent(k.cell, m.cell)),
      )
      .sort((a, b) => a.life - b.life)[0];
    if (hurt) return { id: 'healing', at: hurt };
  }
  const aimable = (id: SpellId): Fig | null =>
    target && !target.dead && inSight(g, m, target.cell, SPELL_BOOK[id].range) ? target : null;
  if (has('hold')) {
    const t = aimable('hold');
    if (t && !hasCondition(t, 'held')) return { id: 'hold', at: t };
  }
  const fireball = (least: number): MonsterSpellChoice | null => {
    if (!has('fireball')) return null;
    let best: { c: Cell; n: number } | null = null;
    for (const h of heroes)
      for (const c of blast(h.cell)) {
        if (!inSight(g, m, c, SPELL_BOOK.fireball.range)) continue;
        const keys = new Set(blast(c).map(key));
        if (kin.some((k) => keys.has(key(k.cell)))) continue;
        const n = heroes.filter((x) => keys.has(key(x.cell))).length;
        const hitsTarget = target !== null && keys.has(key(target.cell));
        if (n >= least && (least > 1 || hitsTarget) && (!best || n > best.n)) best = { c, n };
      }
    return best ? { id: 'fireball', at: best.c } : null;
  };
  const wide = fireball(2);
  if (wide) return wide;
  if (has('frost-ray')) {
    const t = aimable('frost-ray');
    if (t && !hasCondition(t, 'chilled')) return { id: 'frost-ray', at: t };
  }
  if (has('pulse')) {
    const t = aimable('pulse');
    if (t) return { id: 'pulse', at: t };
  }
  if (has('blessing')) {
    const k = kin
      .filter(
        (x) =>
          !hasCondition(x, 'blessed') &&
          heroes.some((h) => adjacent(h.cell, x.cell)) &&
          inSight(g, m, x.cell, SPELL_BOOK.blessing.range),
      )
      .sort((a, b) => b.stats.ATK - a.stats.ATK)[0];
    if (k) return { id: 'blessing', at: k };
  }
  return fireball(1);
}

/**
 * A monster's casting action, once a turn: the policy's spell at its target. True when it cast
 * (the action is spent, whether the spell took effect or not).
 */
export function monsterSpell(g: GameState, m: Fig, target: Fig | null): boolean {
  if (m.stats.MAG <= 0 || monsterPrepared(g, m).length === 0) return false;
  const c = monsterSpellChoice(g, m, target);
  if (!c) return false;
  monsterCast(g, m, c.id, c.at);
  return true;
}
