import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { parseParty } from '../../../../src/crawl/plungin/play/party.schema';

describe('party document', () => {
  it('accepts the built-in party: four heroes, the eight stats each', () => {
    const r = parseParty(DEFAULT_PARTY);
    expect(r.ok).toBe(true);
    expect(DEFAULT_PARTY.heroes.map((h) => h.role)).toEqual([
      'warrior',
      'thief',
      'priest',
      'wizard',
    ]);
  });
  it('points at a bad stat by JSON path', () => {
    const bad = structuredClone(DEFAULT_PARTY) as unknown as {
      heroes: { stats: Record<string, unknown> }[];
    };
    bad.heroes[2]!.stats.ATK = 11;
    const r = parseParty(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.path).toBe('heroes[2].stats.ATK');
  });
  it('refuses two heroes with one id', () => {
    const bad = structuredClone(DEFAULT_PARTY);
    bad.heroes[1] = { ...bad.heroes[1]!, id: 'brand' };
    const r = parseParty(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.path).toBe('heroes[1].id');
  });
});
