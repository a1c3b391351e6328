/**
 * The map of a played game shows the figures as they stand now: the live ones on their squares
 * and the fallen greyed, never the letters the construction drew where it placed monsters.
 */
import { describe, expect, it } from 'vitest';
import { playMapSvg, replayGame } from '../../../src/api/play/index';
import { plungin } from '../../../src/crawl/plungin/system';
import { plunginPlay } from '../../../src/crawl/plungin/play/system';
import type { CrawlSystem } from '../../../src/crawl/plan/system';
import type { PlayedGame } from '../../../src/crawl/plan/play';
import { planMapSvg } from '../../../src/render/plan/plan-map';
import { FIGURES_VERSION, initials } from '../../../src/render/plan/figures';

const game = plunginPlay as unknown as PlayedGame;
const crawl = plungin as unknown as CrawlSystem;
/** The first round of the moria quest with a live and a fallen monster on the board at once. */
function roundWithBoth() {
  for (let round = 1; round <= 150; round++) {
    const q = { seed: 'moria', round, level: 1, view: 'referee' as const };
    const run = replayGame(game, q);
    const monsters = run.figures.filter((f) => f.side === 'monster');
    if (monsters.some((f) => f.life <= 0) && monsters.some((f) => f.life > 0)) return { q, run };
  }
  throw new Error('no round of the moria quest has a live and a fallen monster at once');
}
const { q, run } = roundWithBoth();
/** The Map Maker's construction figures: outlined squares in its monster red. */
const PLACED = /<path[^>]*fill="none"[^>]*stroke="#ff5a4f"/;

describe('the play map', () => {
  const svg = playMapSvg(game, crawl, q, run);

  it('draws no construction letters, though the crawl under it placed monsters', () => {
    expect(planMapSvg(crawl, run.crawl, 1, 'vtt', 24, 'referee')).toMatch(PLACED);
    expect(svg).not.toMatch(PLACED);
  });

  it('draws a token for each figure on the level, live and fallen', () => {
    const tokens = [...svg.matchAll(/data-figure="([^"]+)"/g)].map((m) => m[1]);
    const heroes = run.figures.filter((f) => f.side === 'hero').map((f) => f.id);
    expect(tokens).toEqual(expect.arrayContaining(heroes));
    const fallen = run.figures.filter((f) => f.side === 'monster' && f.life <= 0);
    expect(fallen.some((f) => tokens.includes(f.id))).toBe(true);
    // The fallen are grey, the live monsters red.
    expect(svg).toMatch(/data-side="monster"><title>[^<]*dead<\/title><rect[^>]*fill="#8a8a8a"/);
    expect(svg).toMatch(
      /data-side="monster"><title>[^<]*life [1-9]\d*\/\d+<\/title><rect[^>]*fill="#b0201a"/,
    );
  });

  it('draws a boss with a Life chart (no LIFE to count) red and whole until it dies', () => {
    const monster = run.figures.find((f) => f.side === 'monster' && f.life <= 0)!;
    const boss = {
      ...monster,
      id: 'boss',
      name: 'Tide Priest',
      life: 0,
      maxLife: 0,
      conditions: [],
    };
    const slain = { ...boss, id: 'slain', conditions: ['dead'] };
    const map = playMapSvg(game, crawl, q, { ...run, figures: [...run.figures, boss, slain] });
    const token = (id: string) =>
      new RegExp(
        `data-figure="${id}"[^>]*><title>([^<]*)</title><rect[^>]*fill="(#[0-9a-f]+)"`,
      ).exec(map);
    expect(token('boss')?.slice(1)).toEqual(['Tide Priest: Life chart', '#b0201a']);
    expect(token('slain')?.slice(1)).toEqual(['Tide Priest: Life chart, dead', '#8a8a8a']);
    expect(map).toContain('TP Tide Priest, level');
    expect(map).not.toContain('life 0/0');
  });

  it('is versioned with the figures drawing', () => {
    expect(FIGURES_VERSION).toBe('1.4.0');
    expect(svg).toContain('figures.1.4.0');
  });

  it('names each token by initials and the number that tells it from its kin', () => {
    expect(initials('Grim Tusk')).toBe('GT');
    expect(initials('Brand')).toBe('B');
    expect(initials('Orc 1')).toBe('O1');
    // Ghoblin 1 and Ghoblin 10 read apart (the number is kept whole, not its first digit).
    expect(initials('Ghoblin 10')).toBe('G10');
    expect(initials('Ghoblin 1')).toBe('G1');
    expect(initials('Drowned One 2')).toBe('DO2');
    expect(initials('Giant Rat 6')).toBe('GR6');
  });
});
