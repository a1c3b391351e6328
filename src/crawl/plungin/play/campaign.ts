/**
 * The campaign (`quest=K`): the same party plays quests 1 to K in order, up the built-in packs
 * by Dungeon Level (`questPack`), carrying XP, levels, gold, gear and items from one to the
 * next, with a stay in town between them (town.ts). The replay's stop applies to quest K; the quests before it are played to their end. Quest K's
 * state and log open with what came before: each quest's outcome and every errand in town.
 */
import { createRng } from '../../../core/rng';
import type { PlayEntry } from '../../plan/play';
import { MAX_ROUNDS, playGame, type GameInput } from './game';
import { liveGear } from './finds';
import { gearOfSheet } from './items';
import { advance, levelFor, xpFor } from './advancement';
import { BUILT_IN_PACKS } from '../packs';
import type { QuestPack } from '../pack.schema';
import type { GameState } from './state';
import { bankQuest, newCareer, partyOf, visitTown, type Career, type QuestRecord } from './town';

/**
 * The seed of quest `k`: quest 1 keeps the seed itself (a one-quest campaign is the single
 * quest), each later one appends ":quest-k", so a pack played twice (the ladder's top, or a
 * posted pack) builds a fresh dungeon each time.
 */
export const questSeed = (seed: string, k: number): string =>
  k <= 1 ? seed : `${seed}:quest-${k}`;

/**
 * The built-in packs as a ladder, by Dungeon Level (rules 288-292: stronger heroes take on more
 * dangerous quests).
 */
export const PACK_LADDER: readonly QuestPack[] = [...BUILT_IN_PACKS].sort(
  (a, b) => a.dungeonLevel - b.dungeonLevel,
);

/**
 * The pack of the next quest, after `prev`, for a party of the given level.
 * READING: "choose a Quest that is appropriate to the level of your Heroes" (rules 69-70) and "as heroes become stronger, they take on more dangerous Quests" (288-290): after each quest the campaign climbs one rung of the built-in packs by Dungeon Level when the party's level (its heroes' mean, rounded down) is within one of the next rung's, and otherwise stays on its rung in a fresh dungeon (quest k's derived seed); it never goes below the chosen pack. A POSTed pack is not on the ladder and is replayed.
 */
export function nextPack(start: QuestPack, prev: QuestPack, level: number): QuestPack {
  if (PACK_LADDER.indexOf(start) < 0) return start;
  const up = PACK_LADDER[PACK_LADDER.indexOf(prev) + 1];
  return up && up.dungeonLevel <= level + 1 ? up : prev;
}

/** The party's level for choosing its quest: the mean of its heroes' levels, rounded down. */
export function partyLevel(levels: readonly number[]): number {
  return levels.length ? Math.floor(levels.reduce((a, b) => a + b, 0) / levels.length) : 1;
}

export interface CampaignRun {
  /** Quest K as the replay stopped it. */
  readonly g: GameState;
  readonly quest: number;
  readonly career: Career;
  /** The lines of the last stay in town (empty for quest 1). */
  readonly town: readonly string[];
}

const entry = (actor: string, act: string, text: string): PlayEntry => ({
  round: 0,
  action: 0,
  actor,
  act,
  text,
  dice: [],
});

/** Play the campaign up to quest `options.quest` (1: the single quest). */
export function playCampaign(input: GameInput): CampaignRun {
  const K = Math.max(1, Math.min(5, input.options.quest ?? 1));
  const rules = {
    sharedXp: input.options.sharedXp ?? false,
    goldRush: input.options.goldRush ?? false,
    tutor: input.options.tutor ?? false,
  };
  const career = newCareer(input.party, rules.goldRush);
  const history: PlayEntry[] = [];
  let town: string[] = [];
  let pack = input.pack;
  for (let k = 1; k <= K; k++) {
    const { party, gear } = partyOf(career);
    const last = k === K;
    if (k > 1) pack = nextPack(input.pack, pack, partyLevel(party.heroes.map((h) => h.level)));
    const g = playGame({
      ...input,
      pack,
      packId: pack === input.pack ? input.packId : pack.id,
      seed: questSeed(input.seed, k),
      party,
      gear,
      careerXp: Object.fromEntries(career.heroes.map((h) => [h.sheet.id, h.xp])),
      sharedPool: career.sharedXp,
      stop: last ? input.stop : { round: MAX_ROUNDS, action: null },
      ...(k === 1 && input.rng ? { rng: input.rng } : { rng: undefined }),
    });
    if (last) {
      if (K > 1) {
        history.push(
          entry(
            'party',
            'quest',
            `Quest ${k}: ${pack.title}, Dungeon Level ${pack.dungeonLevel} (seed “${g.seed}”).`,
          ),
        );
        g.log.unshift(...history);
      }
      return { g, quest: k, career, town };
    }
    const heroes = g.figures.filter((f) => f.side === 'hero');
    const rec: QuestRecord = {
      quest: k,
      seed: g.seed,
      pack: pack.id,
      title: pack.title,
      dungeonLevel: pack.dungeonLevel,
      outcome: g.outcome ?? 'unfinished',
      rounds: g.round,
      gold: g.gold,
      xp: g.partyXp,
      deaths: g.log.filter((e) => e.act === 'death').length,
    };
    career.quests.push(rec);
    const divided = carryTownXp(career, g, rules.sharedXp);
    history.push(
      entry(
        'party',
        'quest',
        `Quest ${k}: ${pack.title} (seed “${rec.seed}”): ${rec.outcome} after ${rec.rounds} rounds, ${rec.gold} gold and ${rec.xp} XP, ${rec.deaths} fall${rec.deaths === 1 ? '' : 's'}.`,
      ),
    );
    const banked = bankQuest(
      career,
      {
        heroes: heroes.map((f) => ({ id: f.id, dead: f.dead, gear: liveGear(f), items: f.items })),
        gold: g.gold,
        goldBy: g.goldBy ?? {},
        xp: g.partyXp - divided,
        valuables: g.inventory.valuables,
      },
      rules.goldRush,
    );
    town = [...banked, ...visitTown(career, k, createRng(input.seed).fork(`town-${k}`), rules)];
    history.push(entry('party', 'town', `In town after quest ${k}:`));
    for (const line of town) history.push(entry('town', 'town', line));
  }
  throw new Error('unreachable: the campaign returns at its last quest');
}

/**
 * What the quest's trips to town divided and the levels they gave (town-xp.ts), into the career:
 * each hero's shares (or the shared pool) and his level. The XP divided, which the town after the
 * quest does not divide again.
 */
export function carryTownXp(career: Career, g: GameState, shared: boolean): number {
  const book = g.xpBook;
  if (!book || book.divided <= 0) return 0;
  if (shared) career.sharedXp = book.shared;
  for (const ch of career.heroes) {
    ch.xp += book.shares[ch.sheet.id] ?? 0;
    const f = g.figures.find((x) => x.id === ch.sheet.id);
    if (f && f.level > ch.sheet.level) {
      ch.sheet = advance(ch.sheet, f.level).sheet;
      if (shared) ch.xp = Math.max(ch.xp, xpFor(f.level));
    }
  }
  return book.divided;
}

/** Each hero as the sheets show him: level, XP, live stats and gear, items and spells. */
export function heroesView(run: CampaignRun): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of run.g.figures) {
    if (f.side !== 'hero' || !f.sheet) continue;
    const ch = run.career.heroes.find((h) => h.sheet.id === f.id);
    const gear = f.gear ? liveGear(f) : liveGear({ ...f, gear: gearOfSheet(f.sheet) });
    // The last quest's trips to town add their shares (town-xp.ts).
    const careerXp = (ch?.xp ?? xpFor(f.level)) + (ch ? (run.g.xpBook?.shares[f.id] ?? 0) : 0);
    out[f.id] = {
      name: f.name,
      role: f.sheet.role,
      level: f.level,
      xp: careerXp,
      questXp: f.xp,
      nextLevel: levelFor(careerXp) >= 10 ? null : xpFor(f.level + 1),
      stats: { ...f.stats },
      weapon: gear.weapon,
      shield: gear.shield,
      armour: gear.armour,
      attire: gear.attire,
      items: f.items.map((i) => i.name),
      spells: [...f.spells],
      abilities: [...f.sheet.abilities],
      known: ch ? [...ch.known] : [...f.sheet.spells],
    };
  }
  return out;
}

/** The campaign as the state shows it. */
export function campaignView(run: CampaignRun): Record<string, unknown> {
  const c = run.career;
  return {
    quest: run.quest,
    seed: run.g.seed,
    pack: run.g.packId,
    title: run.g.pack.title,
    dungeonLevel: run.g.pack.dungeonLevel,
    quests: c.quests.map((q) => ({ ...q })),
    town: [...run.town],
    purses: { ...c.purses },
    storage: Object.fromEntries(Object.entries(c.storage).map(([k, v]) => [k, [...v]])),
    properties: Object.fromEntries(Object.entries(c.properties).map(([k, v]) => [k, [...v]])),
    recipes: [...c.recipes],
    newcomers: c.newcomers,
  };
}
