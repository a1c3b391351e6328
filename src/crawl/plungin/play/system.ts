/**
 * Dungeon Plungin' played by a party of four: what `src/systems.ts` registers as a played game.
 */
import type { PlayedGame, PlayRun, Figure } from '../../plan/play';
import { BUILT_IN_PACKS } from '../packs';
import { parsePack } from '../pack';
import { QuestPackSchema, type QuestPack } from '../pack.schema';
import { plungin } from '../system';
import type { PlunginResult } from '../engine';
import { MAX_ROUNDS, type GameState } from './game';
import { campaignView, heroesView, playCampaign } from './campaign';
import { DEFAULT_PARTY } from './heroes';
import { inventoryView } from './inventory';
import { PLAY_OPTIONS, type PlayOptions } from './options';
import { PartySchema, parseParty, type Party } from './party.schema';
import { withMarks } from './trap-areas';

export const PLUNGIN_PLAY_VERSION = 'plungin-play.0.5.0';

/** The replay's answer, with the party's purse and XP. */
export interface PlunginPlayRun extends PlayRun<PlunginResult['plan']> {
  readonly crawl: PlunginResult;
  readonly gold: number;
  readonly xp: number;
  /** Each hero's own XP (kills, unlocks, disarms). */
  readonly heroXp: Readonly<Record<string, number>>;
  readonly roundCapHit: boolean;
}

export function figuresOf(g: GameState): Figure[] {
  return g.figures.map((f) => ({
    id: f.id,
    side: f.side,
    name: f.name,
    level: f.level,
    cell: f.cell,
    life: f.life,
    maxLife: f.maxLife,
    conditions: [
      ...f.conditions,
      ...(f.stunned > 0 ? ['stunned'] : []),
      ...(f.side === 'monster' && f.awake !== 'ready'
        ? [f.awake === 'sleeping' ? 'asleep' : 'unprepared']
        : []),
    ],
  }));
}

export function runPlay(
  seed: string,
  options: PlayOptions,
  stop: { round: number; action: number | null },
  docs: Readonly<Record<string, unknown>>,
): PlunginPlayRun {
  const pack =
    (docs.pack as QuestPack | undefined) ?? BUILT_IN_PACKS.find((p) => p.id === options.pack)!;
  const party = (docs.party as Party | undefined) ?? DEFAULT_PARTY;
  const campaign = playCampaign({
    seed,
    pack,
    packId: docs.pack ? pack.id : options.pack,
    party,
    options,
    stop,
  });
  const g = campaign.g;
  return {
    // The rubble and open pits traps left, as features of their spaces (trap-areas.ts).
    crawl: withMarks(g.crawl, g.marks),
    round: g.round,
    action: g.action,
    figures: figuresOf(g),
    outcome: g.outcome,
    log: g.log,
    gold: g.gold,
    xp: g.partyXp,
    heroXp: Object.fromEntries(g.figures.filter((f) => f.side === 'hero').map((f) => [f.id, f.xp])),
    roundCapHit: g.roundCapHit,
    party: {
      ...inventoryView(
        g.inventory,
        g.gold,
        g.figures.filter((f) => f.side === 'hero'),
      ),
      xp: g.partyXp,
      heroes: heroesView(campaign),
      campaign: campaignView(campaign),
    },
  };
}

export const plunginPlay: PlayedGame<typeof PLAY_OPTIONS, PlunginPlayRun> = {
  id: 'plungin',
  kind: 'play',
  crawl: 'plungin',
  title: "Dungeon Plungin': a party of four plays the quest",
  source:
    "Dungeon Plungin' (rules: Playing the Game, Hero Turn, Combat, Monster's Turn, Traps, Locked Doors and Chests, Treasure, Experience Points)",
  author: 'not named in our copy',
  sourceFile: 'dungeon-plungin-rules.txt',
  version: PLUNGIN_PLAY_VERSION,
  options: PLAY_OPTIONS,
  roundUnit: {
    id: 'round',
    title: "One game round: every hero's turn of two actions, then the Monsters' turn",
  },
  rounds: { default: MAX_ROUNDS, max: MAX_ROUNDS },
  documents: [
    {
      name: 'pack',
      title: 'Quest pack',
      description: "A Dungeon Plungin' quest pack, as the construction crawl reads it.",
      schema: QuestPackSchema,
    },
    {
      name: 'party',
      title: 'Party',
      description:
        'The heroes (one to four): the eight stats, weapon, shield, armour, attire, items, special abilities and prepared spells (`strata.plungin.party/1`).',
      schema: PartySchema,
    },
  ],
  run: runPlay,
  parseDocument: (name, doc) => {
    if (name === 'party') return parseParty(doc);
    if (name === 'pack') {
      const r = parsePack(doc);
      return r.ok
        ? { ok: true, value: r.pack }
        : { ok: false, errors: r.errors.map((e) => ({ path: e.pointer, message: e.message })) };
    }
    return { ok: false, errors: [{ path: '$', message: `no document named ${name}` }] };
  },
  mapWords: (run, level, mode) => plungin.mapWords(run.crawl, level, mode),
};
