import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../src/core/rng';
import { defaultsOf } from '../../../../src/core/system';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import { plungin } from '../../../../src/crawl/plungin/system';
import type { CrawlSystem } from '../../../../src/crawl/plan/system';
import { newGame } from '../../../../src/crawl/plungin/play/game';
import { trapAttack } from '../../../../src/crawl/plungin/play/combat';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { PLAY_OPTIONS } from '../../../../src/crawl/plungin/play/options';
import { withMarks } from '../../../../src/crawl/plungin/play/trap-areas';
import { planMapSvg } from '../../../../src/render/plan/plan-map';

const pack = BUILT_IN_PACKS[0]!;
const crawl = plungin as unknown as CrawlSystem;
const RUBBLE = /fill="#8b6b4a"/;
const PIT = /fill="#1a1a1a"/;

/** The Entry tile after Falling Rocks on Wren at (37,58) and a Pit Trap on Brand at (40,55). */
function marked() {
  const g = newGame({
    seed: 't',
    pack,
    packId: pack.id,
    party: DEFAULT_PARTY,
    options: defaultsOf(PLAY_OPTIONS),
    stop: { round: 1, action: null },
    rng: scriptedRng(Array<number>(40).fill(1)),
  });
  let far = 100;
  for (const f of g.figures) f.cell = { x: far++, y: 100 };
  const [brand, wren] = [g.figures[0]!, g.figures[1]!];
  wren.cell = { x: 37, y: 58 };
  brand.cell = { x: 40, y: 55 };
  trapAttack(g, wren, 'falling-rocks', false);
  trapAttack(g, brand, 'pit-trap', false);
  return g;
}

describe('the rubble and pits a trap left, on the play map', () => {
  it('are drawn on the map of the played game, the rubble brown and the pit black', () => {
    const g = marked();
    expect(g.marks!.map((m) => m.kind)).toEqual(['rubble', 'pit']);
    const before = planMapSvg(crawl, g.crawl, 1, 'vtt', 24, 'referee');
    expect(before).not.toMatch(RUBBLE);
    expect(before).not.toMatch(PIT);
    for (const view of ['referee', 'player'] as const) {
      const svg = planMapSvg(crawl, withMarks(g.crawl, g.marks), 1, 'vtt', 24, view);
      expect(svg).toMatch(RUBBLE);
      expect(svg).toMatch(PIT);
    }
  });
});
