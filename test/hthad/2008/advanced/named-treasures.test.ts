/**
 * Named Treasures (hthad-2008-rules.txt, "Named Treasures"): names from a stream of their own,
 * so turning the rule on changes nothing but the treasures' names; the names ride on the beads,
 * into the chronicle's hand-offs and the side view's key.
 */
import { describe, expect, it } from 'vitest';
import { runHistory, type HistoryResult } from '../../../../src/hthad/2008/history';
import { fullChronicle, renderFullChronicle } from '../../../../src/render/chronicle';
import { renderSideView } from '../../../../src/render/side';
import { RULESET } from '../../../render/side/worlds';

const run = (seed: string, on: boolean) =>
  runHistory({ seed, options: { late: { namedTreasures: on } } });

/** A result with the treasure names taken out: what must not depend on the option. */
function withoutNames(r: HistoryResult): string {
  const world = { ...r.world, tokens: r.world.tokens.map(({ name: _, ...t }) => t) };
  const events = r.events.filter(
    (e) => !(e.rule === 'loot-report' && e.text.startsWith('Named treasures:')),
  );
  const late = r.late ? { ...r.late, options: null, namedTreasures: null } : null;
  return JSON.stringify({ ...r, world, events, late });
}

describe('named treasures', () => {
  // When the names stream was shared, turning the rule on renamed later groups in 13 of seeds
  // 1–20. These seeds name 1–4 beads that are still on the page at the end.
  it.each(['2', '6', '10', '11', '12'])(
    'seed %s: the history is the same with the rule on or off, but for the names',
    (seed) => {
      const on = run(seed, true);
      const off = run(seed, false);
      expect(withoutNames(on)).toBe(withoutNames(off));
      expect(on.world.tokens.filter((t) => t.name).length).toBeGreaterThan(
        off.world.tokens.filter((t) => t.name).length,
      );
    },
  );

  it('seed 10: the chronicle follows each named treasure from hand to hand', () => {
    const r = run('10', true);
    const src = { ...r, ruleset: RULESET };
    const c = fullChronicle(src);
    const entries = c.ages.flatMap((a) => a.years.flatMap((y) => y.entries));
    const handoffs = entries.flatMap((e) => e.handoffs);
    expect(handoffs.length).toBeGreaterThan(0);
    const named = new Set(r.late!.namedTreasures.map((t) => t.name));
    for (const h of handoffs) expect(named.has(h.treasure)).toBe(true);
    // A hand-off line stands alone: never folded.
    for (const e of entries) if (e.handoffs.length > 0) expect(e.folded).toBeNull();
    // The end: every named treasure, held, lying or gone, as the engine reports it.
    expect(c.treasures.map((t) => t.name).sort()).toEqual([...named].sort());
    for (const t of r.late!.namedTreasures) {
      const end = c.treasures.find((x) => x.name === t.name)!;
      expect(end.gone).toBe(t.lost);
      if (t.holder) expect(end.holder).toBe(r.world.groups.find((g) => g.id === t.holder)!.name);
    }
    const text = renderFullChronicle(src, 'text');
    expect(text).toContain('↳ ');
    expect(text).toContain('\nNamed treasures\n');
  });

  it('seed 11: the side view numbers each named bead and lists the names in its key', () => {
    const r = run('11', true);
    const svg = renderSideView({ world: r.world, seed: '11', ruleset: RULESET, at: r.reached });
    const onPage = r.world.tokens.filter((t) => t.name);
    expect(onPage.length).toBeGreaterThan(0);
    for (const t of onPage) {
      expect(svg).toContain(`data-id="${t.id}"`);
      expect(svg).toMatch(new RegExp(`data-ids="${t.id}"[^>]*data-name=`));
    }
    expect(svg).toContain('class="named-treasures"');
    expect(svg).toContain('>Named treasures<');
  });
});
