/**
 * A small FAKE played game for the serving side (routes, map with figures, log, viewer): it
 * shares the id `plungin` with the crawl, builds its dungeon with the real Dungeon Plungin'
 * crawl (one construction step per round) and moves two heroes against one monster with
 * scripted dice from the seed, so every number below can be checked by hand. The quest ends at
 * round 5, when the monster falls.
 */
import { defaultsOf } from '../../src/core/system';
import type { Figure, PlayedGame, PlayEntry, PlayRun } from '../../src/crawl/plan/play';
import type { CrawlSystem } from '../../src/crawl/plan/system';
import type { Cell } from '../../src/crawl/plan/types';
import { plungin } from '../../src/crawl/plungin/system';
import { SYSTEMS, type AnySystem } from '../../src/systems';

/** Rounds the fake quest lasts: the monster has 5 life and loses 1 a round. */
export const FAKE_END = 5;

interface Party {
  readonly heroes: readonly { readonly name: string; readonly life: number }[];
}

const DEFAULT_PARTY: Party = {
  heroes: [
    { name: 'Brakka Ironhide', life: 8 },
    { name: 'Wren', life: 5 },
  ],
};

/** The fake's "die": 1..6 from the seed's characters and the round, no RNG needed. */
export function fakeDie(seed: string, round: number, n: number): number {
  let h = round * 7 + n * 13;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) % 1009;
  return (h % 6) + 1;
}

/** The floor cells of the first space, west to east, north to south. */
function floorOf(run: ReturnType<CrawlSystem['run']>): Cell[] {
  const sp = run.plan.spaces[0];
  if (!sp) return [{ x: 0, y: 0 }];
  return sp.spans.flatMap((s) =>
    Array.from({ length: s.x1 - s.x0 + 1 }, (_, i) => ({ x: s.x0 + i, y: s.y })),
  );
}

export const fakeGame: PlayedGame = {
  id: 'plungin',
  kind: 'play',
  title: "Dungeon Plungin' (fake game for tests)",
  source: 'test fixture',
  author: 'Strata tests',
  sourceFile: 'dungeon-plungin-rules.txt',
  version: 'fake.1.0.0',
  options: plungin.options,
  crawl: 'plungin',
  roundUnit: { id: 'round', title: 'One round: each hero’s turn, then the monsters’' },
  rounds: { default: 2, max: 20 },
  documents: [
    { name: 'party', title: 'Party', description: 'The heroes: `{ heroes: [{ name, life }] }`.' },
    { name: 'pack', title: 'Quest pack', description: 'A quest pack, as the crawl reads it.' },
  ],
  run(seed, options, stop, docs) {
    const party = (docs.party as Party | undefined) ?? DEFAULT_PARTY;
    const end = Math.min(stop.round, FAKE_END);
    const actions =
      stop.round <= FAKE_END ? (stop.action ?? party.heroes.length) : party.heroes.length;
    const lastActions = Math.min(actions, party.heroes.length);
    const crawl = (plungin as unknown as CrawlSystem).run(
      seed,
      { ...defaultsOf(plungin.options), ...options } as never,
      { step: end, path: [] },
      docs.pack,
    );
    const floor = floorOf(crawl);
    const log: PlayEntry[] = [];
    const moves = party.heroes.map(() => 0);
    let monsterLife = FAKE_END;
    for (let r = 1; r <= end; r++) {
      const upto = r === end ? lastActions : party.heroes.length;
      party.heroes.forEach((h, i) => {
        if (i >= upto) return;
        const d = fakeDie(seed, r, i);
        moves[i]! += 1;
        log.push({
          round: r,
          action: i + 1,
          actor: h.name,
          act: 'attack',
          text: `${h.name} strikes the Goblin`,
          dice: [{ die: 'd6', value: d, for: 'ATK' }],
        });
      });
      if (upto === party.heroes.length) monsterLife -= 1;
    }
    const figures: Figure[] = [
      ...party.heroes.map((h, i) => ({
        id: `h${i + 1}`,
        side: 'hero' as const,
        name: h.name,
        level: 1,
        cell: floor[Math.min(floor.length - 1, i)]!,
        life: h.life,
        maxLife: h.life,
        conditions: [],
      })),
      {
        id: 'm1',
        side: 'monster',
        name: 'Goblin',
        level: 1,
        cell: floor[Math.min(floor.length - 1, 2)]!,
        life: monsterLife,
        maxLife: FAKE_END,
        conditions: monsterLife <= 0 ? ['dead'] : [],
      },
    ];
    const over = stop.round >= FAKE_END && monsterLife <= 0;
    const run: PlayRun = {
      crawl,
      round: end,
      action: end === 0 ? 0 : lastActions,
      figures,
      outcome: over ? 'Won: the Goblin is defeated' : null,
      log,
    };
    return run;
  },
  parseDocument(name, doc) {
    if (name === 'pack') {
      const r = plungin.document!.parse(doc);
      return r.ok
        ? r
        : { ok: false, errors: r.errors.map((e) => ({ path: e.pointer, message: e.message })) };
    }
    const errors: { path: string; message: string }[] = [];
    const heroes = (doc as { heroes?: unknown } | null)?.heroes;
    if (!Array.isArray(heroes) || heroes.length === 0)
      return { ok: false, errors: [{ path: 'heroes', message: 'must be a list of heroes' }] };
    heroes.forEach((h: unknown, i) => {
      const o = h as { name?: unknown; life?: unknown } | null;
      if (typeof o?.name !== 'string')
        errors.push({ path: `heroes[${i}].name`, message: 'must be a name' });
      if (typeof o?.life !== 'number' || o.life < 1)
        errors.push({ path: `heroes[${i}].life`, message: 'must be a whole number of at least 1' });
    });
    return errors.length ? { ok: false, errors } : { ok: true, value: doc };
  },
  mapWords: (run, level, mode) =>
    (plungin as unknown as CrawlSystem).mapWords(run.crawl, level, mode),
};

/** The real registry with the fake game in place of the real one (it takes the same id). */
export const WITH_FAKE: readonly AnySystem[] = [
  ...SYSTEMS.filter((s) => s.kind !== 'play'),
  fakeGame,
];
