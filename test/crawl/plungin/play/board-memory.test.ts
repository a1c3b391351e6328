/**
 * What the board keeps between searches is its quest's own: a board's grid lives on the board,
 * and the plan links a quest grows from one board to the next are held by its boards, not by
 * the module. So two quests read on one isolate step by step (a Worker interleaves requests at
 * every await) answer as each does alone, and a finished quest leaves nothing of its floor alive.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { plunginConstruction } from '../../../../src/crawl/plungin/engine';
import { boardOf, distances, parseKey, type Board } from '../../../../src/crawl/plungin/play/board';
import { playGame } from '../../../../src/crawl/plungin/play/game';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { DEFAULT_OPTIONS, shrine, warren } from './helpers';

/** The breadth-first distances from a few squares spread over the floor, in the order found. */
function walksOn(board: Board): [string, number][][] {
  const floor = [...board.floor.keys()];
  const out: [string, number][][] = [];
  for (let i = 0; i < floor.length; i += Math.max(1, Math.floor(floor.length / 5)))
    out.push([...distances(board, parseKey(floor[i]!), new Set(), 400)]);
  return out;
}

/**
 * A construction opened door by door (its first frontier exit each time): at each stage, the
 * walks on the board grown from the one before (as the played game makes it) and on a board read
 * afresh from the same plan. A generator, so two of them can be stepped in turn.
 */
function* stages(
  seed: string,
  pack: typeof shrine,
): Generator<{
  grown: [string, number][][];
  fresh: [string, number][][];
}> {
  const c = plunginConstruction({ seed, pack, packId: pack.id, hallwayEvents: false });
  let before: Board | undefined;
  for (let k = 0; k < 6; k++) {
    const { plan } = c.result();
    const board = boardOf(plan, undefined, undefined, before);
    // The plan shares the builder's arrays: each board is read before the next door opens.
    const fresh = boardOf(plan);
    yield { grown: walksOn(board), fresh: walksOn(fresh) };
    before = board;
    const e = plan.frontier[0];
    if (!e) return;
    c.open(e.id);
  }
}

describe("the board's memory is its quest's", () => {
  it('two constructions read in turn give each the walks it gives alone, the same as boards read afresh', () => {
    const alone = [[...stages('a', shrine)], [...stages('b', warren)]];
    const a = stages('a', shrine);
    const b = stages('b', warren);
    const turns: (typeof alone)[number][] = [[], []];
    for (let i = 0; i < 8; i++) {
      const x = a.next();
      if (!x.done) turns[0]!.push(x.value);
      const y = b.next();
      if (!y.done) turns[1]!.push(y.value);
    }
    expect(turns).toEqual(alone);
    for (const stage of alone.flat()) expect(stage.grown).toEqual(stage.fresh);
    // More than one door opened in each, so the links were grown.
    expect(alone.map((s) => s.length)).toEqual([6, 6]);
  });

  it("once a quest's state is let go, nothing keeps its board or its plan's spaces alive", async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // Played in a function of its own, so that nothing on this stack holds the quest.
    const refs = ((): { board: WeakRef<Board>; space: WeakRef<object>; opened: number } => {
      const g = playGame({
        seed: '7',
        pack: shrine,
        packId: shrine.id,
        party: DEFAULT_PARTY,
        options: DEFAULT_OPTIONS,
        stop: { round: 300, action: null },
      });
      return {
        board: new WeakRef(g.board),
        space: new WeakRef(g.crawl.plan.spaces[0]!),
        opened: g.path.length,
      };
    })();
    expect(refs.opened).toBeGreaterThan(1);
    // A WeakRef's target lives to the end of the job that made it: collect in a later one.
    await new Promise((r) => setTimeout(r, 0));
    gc();
    await new Promise((r) => setTimeout(r, 0));
    expect(refs.board.deref()).toBeUndefined();
    expect(refs.space.deref()).toBeUndefined();
  });
});
