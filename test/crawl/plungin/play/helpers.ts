/**
 * The set-up the played game's tests share: a game of the default party in a built-in pack with
 * scripted dice, the heroes lined up on a row of the Entry tile, a monster of the pack placed on a
 * square, and small readers of the log and the dice left.
 */
import { scriptedRng, type ScriptedRng } from '../../../../src/core/rng';
import { defaultsOf } from '../../../../src/core/system';
import type { QuestPack } from '../../../../src/crawl/plungin/pack.schema';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import { newGame, type Fig, type GameState } from '../../../../src/crawl/plungin/play/game';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { PLAY_OPTIONS, type PlayOptions } from '../../../../src/crawl/plungin/play/options';
import type { Spent } from '../../../../src/crawl/plungin/play/state';

/** The built-in packs by Dungeon Level: the Sunken Shrine, the Ghoblin Warren, the Bone Vault. */
export const [shrine, warren, vault] = BUILT_IN_PACKS as unknown as [
  QuestPack,
  QuestPack,
  QuestPack,
];

/** Every option at its default. */
export const DEFAULT_OPTIONS: PlayOptions = defaultsOf(PLAY_OPTIONS) as PlayOptions;

export interface TestGame {
  /** The pack played (the Sunken Shrine unless told). */
  readonly pack?: QuestPack;
  /** Options other than the defaults. */
  readonly options?: Partial<PlayOptions>;
  readonly seed?: string;
}

/**
 * A quest of the default party at its set-up (round 1 to come), every die from `dice` in order
 * (a test that rolls more than it scripted fails).
 */
export function newTestGame(dice: readonly number[] = [], o: TestGame = {}): GameState {
  const pack = o.pack ?? shrine;
  return newGame({
    seed: o.seed ?? 't',
    pack,
    packId: pack.id,
    party: DEFAULT_PARTY,
    options: { ...DEFAULT_OPTIONS, ...o.options },
    stop: { round: 1, action: null },
    rng: scriptedRng([...dice]),
  });
}

/** The heroes side by side on row `y` of the Entry tile from x 36, in marching order. */
export function lineUp(g: GameState, y: number): GameState {
  g.figures.forEach((f, i) => (f.cell = { x: 36 + i, y }));
  return g;
}

/**
 * A monster of the game's pack on square (x, y), awake and unhurt, with its Law, its XP and no
 * gold; a Ranged one shoots 6 squares, and a monster with a Life chart is a boss.
 */
export function monster(g: GameState, id: string, x: number, y: number): Fig {
  const m = g.pack.monsters[id]!;
  const reach = m.law.role === 'Ranged' ? 6 : 0;
  const f: Fig = {
    ...g.figures[0]!,
    id: `m${g.figures.length + 1}`,
    side: 'monster',
    name: m.name,
    level: m.level,
    cell: { x, y },
    life: m.stats.LIFE,
    maxLife: m.stats.LIFE,
    stats: { ...m.stats },
    conditions: new Set(),
    sheet: undefined,
    items: [],
    spells: [],
    weaponBonus: 0,
    weaponRange: reach,
    range: reach,
    armour: [],
    monster: id,
    role: m.law.role,
    target: m.law.target,
    lure: m.law.lure ?? '',
    boss: m.lifeChart !== undefined,
    gold: 0,
    monsterXp: m.xp,
    stunned: 0,
    dead: false,
  };
  g.figures.push(f);
  return f;
}

/** A figure by id (`brand`, `wren`, `ansel`, `morwen`, `m5`…). */
export const hero = (g: GameState, id: string): Fig => g.figures.find((f) => f.id === id)!;

/** The log's words, a line an entry. */
export const texts = (g: GameState): string => g.log.map((e) => e.text).join('\n');

/** Scripted dice not yet rolled. */
export const left = (g: GameState): number => (g.rng as ScriptedRng).remaining;

/** A turn with nothing spent yet. */
export const fresh = (): Spent => ({ move: false, attack: false, cast: false, item: false });
