/**
 * Dungeon Plungin' played: a party of heroes takes turns through a dungeon the construction
 * phase builds as they open doors (dungeon-plungin-rules.txt: Setting Up 60-75, Sequence of Play
 * 76-101). A pure replay from a seed: the dungeon is the construction crawl's replay along the
 * doors the party opened, the play's dice come from their own stream, and every roll lands in the
 * log.
 *
 * The turn's phases live beside it, each importing only those before it (no cycles):
 * state.ts (figures, log, movement) ← combat.ts ← monsters.ts ← doors.ts ← explore.ts ←
 * hero-turn.ts ← game.ts. Opening a door runs an ambush's monster turns directly (doors.ts
 * imports monsters.ts); nothing in a monster's turn opens doors.
 */
import { createRng, type Rng } from '../../../core/rng';
import type { PlayStop } from '../../plan/play';
import { plunginConstruction } from '../engine';
import type { QuestPack } from '../pack.schema';
import { boardOf, setUpOrder } from './board';
import { countPool, type Pool } from './checks';
import { heroTurn } from './hero-turn';
import { monstersTurn } from './monsters';
import type { Party } from './party.schema';
import type { PlayOptions } from './options';
import { heroFig, living, say, type GameState } from './state';
import { newInventory } from './inventory';
import { enterSpace } from './doors';
import type { Gear } from './items';
import { faceFoe, heroOrder } from './optional';
import { counterAttack, nimbleMove, opportunity } from './abilities';
import { endTurn, startTurn } from './conditions';
import { prepareSpells } from './spells';
import { roundCap } from './great-door';
import { hallwayEvent } from './events';
import { keepsBack, stalledAt } from './doctrine';
import { newXpBook } from './town-xp';
import { plateStep, springArea } from './trap-areas';

export { attack, trapAttack } from './combat';
export { chooseTarget, monsterTurn } from './monsters';
export type { Fig, GameState, Stats } from './state';

/** The most rounds a replay may ask for; a quest's own cap is `roundCap(pack)` (great-door.ts), at most this. */
export const MAX_ROUNDS = 300;

// ---------------------------------------------------------------------------------------------
// The quest

export interface GameInput {
  readonly seed: string;
  readonly pack: QuestPack;
  readonly packId: string;
  readonly party: Party;
  readonly options: PlayOptions;
  readonly stop: PlayStop;
  /** Tests script the play's dice. */
  readonly rng?: Rng;
  /** Each hero's worn gear, by id, when a campaign carries it in (items.ts). */
  readonly gear?: Readonly<Record<string, Gear>>;
  /** Each hero's XP total, by id, and the Shared Experience pool, when a campaign carries them in (town-xp.ts). */
  readonly careerXp?: Readonly<Record<string, number>>;
  readonly sharedPool?: number;
}

export function newGame(input: GameInput): GameState {
  const construction = plunginConstruction({
    seed: input.seed,
    pack: input.pack,
    packId: input.packId,
    // The heroes roll a hallway's Random Events as they step in (events.ts), not the builder.
    hallwayEvents: false,
  });
  const crawl = construction.result();
  const g: GameState = {
    seed: input.seed,
    pack: input.pack,
    packId: input.packId,
    options: input.options,
    rng: input.rng ?? createRng(input.seed).fork('play'),
    path: [],
    construction,
    crawl,
    board: boardOf(crawl.plan),
    figures: input.party.heroes.map((h) => heroFig(h, input.options.tougher)),
    chests: [],
    doors: new Map(),
    inventory: newInventory(),
    visited: new Set([crawl.tiles[0]!.space]),
    barred: new Set(),
    leaving: null,
    trips: 0,
    log: [],
    round: 0,
    action: 0,
    outcome: null,
    gold: 0,
    partyXp: 0,
    magicShield: false,
    stop: input.stop,
    halted: false,
    roundCapHit: false,
    progress: 0,
    jamUntil: 0,
  };
  g.onEnter = (h, from) => {
    enterSpace(g, h, from);
    hallwayEvent(g, h, from);
  };
  for (const f of g.figures) if (input.gear?.[f.id]) f.gear = structuredClone(input.gear[f.id]);
  g.xpBook = newXpBook(g.figures, input.careerXp, input.sharedPool);
  g.onLeave = (f, to) => opportunity(g, f, to);
  g.keepOut = (f, to) => keepsBack(g, f, to);
  g.onAttacked = (a, d, how, damage) => counterAttack(g, a, d, how, damage);
  g.trapArea = (v, trap, aware) => springArea(g, v, trap, aware);
  g.onMoved = (f, dist) => plateStep(g, f, dist);
  // Spells prepared before the descent (rules 823-826).
  for (const f of g.figures) if (f.sheet) f.spells = prepareSpells(f.sheet);
  // Setting Up (rules 60-75): the heroes stand on the Entry tile, by the Dungeon Exit.
  const entry = crawl.tiles[0]!;
  const cells = setUpOrder(g.board, entry.space);
  g.figures.forEach((f, i) => (f.cell = cells[i % cells.length]!));
  say(
    g,
    'party',
    'enter',
    `${input.party.name} enters ${input.pack.title}: ${g.figures.map((f) => f.name).join(', ')}.`,
  );
  return g;
}

/** Play rounds until the quest ends, the round cap, or the stop. */
export function playGame(input: GameInput): GameState {
  const g = newGame(input);
  const cap = Math.min(roundCap(input.pack), MAX_ROUNDS);
  const last = Math.min(input.stop.round, cap);
  for (let r = 1; r <= last && !g.outcome && !g.halted; r++) {
    g.round = r;
    g.action = 0;
    for (const h of heroOrder(g)) {
      if (g.outcome || g.halted) break;
      startTurn(h);
      heroTurn(g, h);
      nimbleMove(g, h);
      faceFoe(g, h);
      endTurn(g, h);
    }
    if (!g.outcome && !g.halted) monstersTurn(g);
    // Magic Shield lasts until every monster on the tile is defeated.
    if (g.magicShield && living(g, 'monster').every((m) => m.awake !== 'ready'))
      g.magicShield = false;
  }
  if (!g.outcome && !g.halted && input.stop.round >= cap) {
    g.roundCapHit = true;
    const { n, x } = input.pack.timeSpan;
    g.outcome = `abandoned at the round cap (${cap} rounds for a Time Span of ${n} (${x})): ${stalledAt(g)}`;
  }
  if (g.outcome)
    say(
      g,
      'party',
      'end',
      `The quest ends — ${g.outcome}. The party holds ${g.gold} gold and ${g.partyXp} XP.`,
    );
  return g;
}

export { countPool };
export type { Pool };
