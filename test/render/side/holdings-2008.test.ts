/**
 * The 1st edition's "Who holds what": every holder's name written whole (side view 1.5.0), as the
 * 2nd edition's is, where a long one was cut short with an ellipsis.
 */
import { describe, expect, it } from 'vitest';
import { renderSideView } from '../../../src/render/side';
import { inputFor } from './worlds';

describe('hthad2008 side view: names in "Who holds what"', () => {
  it('seed 42 at the Age of Villainy: the Dungeon Master is named whole', () => {
    const svg = renderSideView(inputFor({ name: '42', seed: '42', until: 'villainy' }));
    const holdings = /<g class="holdings"[^>]*>(.*)$/.exec(svg)![1]!;
    // The villain's name is longer than the column leaves beside its tally.
    expect(holdings).toMatch(/>Loringbury the Dungeon Master[^<]*</);
    expect(holdings).not.toContain('…');
  });
});
