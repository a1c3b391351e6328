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
import { figuresSvg } from '../../../../src/render/plan/figures';
import { planMapLegend, planMapSvg } from '../../../../src/render/plan/plan-map';

const pack = BUILT_IN_PACKS[0]!;
const crawl = plungin as unknown as CrawlSystem;
const RUBBLE = /fill="#8b6b4a"/;
/** A pit is a hole ringed in grey, as the floor round it is dark. */
const PIT = /fill="#000000" opacity="0.85"/;
const PIT_RIM = /fill="none" stroke="#c8c8d0"/;

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
  it('are drawn on the map of the played game, the rubble brown and the pit black ringed in grey', () => {
    const g = marked();
    expect(g.marks!.map((m) => m.kind)).toEqual(['rubble', 'pit']);
    const before = planMapSvg(crawl, g.crawl, 1, 'vtt', 24, 'referee');
    expect(before).not.toMatch(RUBBLE);
    expect(before).not.toMatch(PIT);
    expect(before).not.toMatch(PIT_RIM);
    for (const view of ['referee', 'player'] as const) {
      const svg = planMapSvg(crawl, withMarks(g.crawl, g.marks), 1, 'vtt', 24, view);
      expect(svg).toMatch(RUBBLE);
      expect(svg).toMatch(PIT);
      expect(svg).toMatch(PIT_RIM);
    }
  });

  it('are named in the legend under the roster once a trap has left them, and not before', () => {
    const g = marked();
    const words = (c: typeof g.crawl) =>
      planMapLegend(crawl, c, false, 'referee').map((i) => i.word);
    // The Entry holds only the Dungeon Exit's torches before the traps spring.
    expect(words(g.crawl)).not.toContain('rubble');
    expect(words(g.crawl)).not.toContain('pit');
    expect(words(g.crawl)).toContain('torches');
    const after = withMarks(g.crawl, g.marks);
    expect(words(after)).toEqual(expect.arrayContaining(['rubble', 'pit', 'torches']));
    // The construction's monster letters are not on the play map, so the legend leaves them out.
    expect(words(after)).not.toContain('B boss');
    expect(words(after)).toContain('T trap, X leads nowhere');
    const legend = planMapLegend(crawl, after, false, 'referee');
    const svg = figuresSvg(after.plan, 1, planMapSvg(crawl, after, 1, 'vtt', 24), [], {
      title: 't',
      subtitle: 's',
      status: 'r',
      legend,
    });
    expect(svg).toContain('>MARKS<');
    expect(svg).toContain('>rubble<');
    expect(svg).toMatch(/<rect[^>]*fill="#000000" stroke="#c8c8d0"[^>]*\/><text[^>]*>pit</);
  });
});
