/**
 * The contract every history ruleset answers, read through the kind's interface only
 * (src/hthad/history/ruleset.ts): same seed same bytes, different seeds differ, stopping at an
 * age or a year is a prefix of the full run, bead totals reconcile with the event log, every
 * place is reachable from the surface or sealed, rooms never overlap and stay on the page, and
 * every option value runs. Edition specifics (tables, scripted dice, year-by-year snapshots)
 * stay in the edition's own tests.
 */
import { describe, expect, it } from 'vitest';
import type { OptionValues } from '../../src/core/system';
import type { HistoryRuleset, HistoryRun, HistoryStop } from '../../src/hthad/history/ruleset';
import { bbox, countTokens, PlaceGraph, shapeGap, tokenBalance } from '../../src/hthad/world';
import { optionMixes } from './options';

export function historyContract(sys: HistoryRuleset): void {
  const mixes = optionMixes(sys.options);
  const defaults = mixes[0]!.options as OptionValues<typeof sys.options>;
  const last = sys.ages[sys.ages.length - 1]!.id;
  const run = (seed: string, stop: HistoryStop = { until: last, year: null }, o = defaults) =>
    sys.run(seed, o, stop);
  const ageIndex = (id: string) => sys.ages.findIndex((a) => a.id === id);

  describe(`${sys.id}: history contract`, () => {
    it('the same seed gives the same bytes', () => {
      for (const seed of ['1', 'moria'])
        expect(JSON.stringify(run(seed))).toBe(JSON.stringify(run(seed)));
    });

    it('different seeds give different worlds', () => {
      const seeds = ['1', '2', '3', '4', '5'];
      const seen = new Set(seeds.map((s) => JSON.stringify(run(s).world)));
      expect(seen.size).toBe(seeds.length);
    });

    it('answers the ruleset, version, seed and stop it ran', () => {
      const r = run('moria');
      expect([r.ruleset, r.version, r.seed, r.until]).toEqual([sys.id, sys.version, 'moria', last]);
      for (const [i, e] of r.events.entries()) {
        expect(e.seq).toBe(i);
        for (const d of e.dice) expect(Number.isInteger(d.value)).toBe(true);
      }
    });

    // Each age's first two years and its end, in play order.
    const stops: HistoryStop[] = sys.ages.flatMap((a) => [
      ...(a.firstYear === null
        ? []
        : [a.firstYear, a.firstYear + 1]
            .filter((y) => y <= sys.maxYear)
            .map((year) => ({ until: a.id, year }))),
      { until: a.id, year: null },
    ]);
    for (const seed of ['1', 'moria'])
      it(`seed ${seed}: stopping at each age and year is a prefix of the full run`, () => {
        const full = run(seed);
        let prev: HistoryRun | null = null;
        for (const stop of stops) {
          const at = `${stop.until} ${stop.year ?? 'end'}`;
          const part = run(seed, stop);
          expect(ageIndex(part.reached.age), at).toBeLessThanOrEqual(ageIndex(stop.until));
          expect(full.events.slice(0, part.events.length), at).toEqual(part.events);
          if (prev) expect(part.events.slice(0, prev.events.length), at).toEqual(prev.events);
          expect(tokenBalance(part.events), at).toEqual(countTokens(part.world));
          prev = part;
        }
        expect(JSON.stringify(prev)).toBe(JSON.stringify(full));
      });

    describe('world invariants over seeds', () => {
      const runs = Array.from({ length: 12 }, (_, i) => run(`c${i}`));
      it('bead totals reconcile with the event log, bead by bead', () => {
        for (const r of runs) {
          expect(tokenBalance(r.events), r.seed).toEqual(countTokens(r.world));
          const alive = new Set<string>();
          for (const e of r.events)
            for (const t of e.tokens) {
              if (t.op === 'create') alive.add(t.token);
              if (t.op === 'destroy') alive.delete(t.token);
            }
          expect([...alive].sort(), r.seed).toEqual(r.world.tokens.map((t) => t.id).sort());
        }
      });
      it('every place is reachable from the surface or a page edge, or sealed', () => {
        for (const r of runs) {
          const open = new PlaceGraph(r.world).component(
            r.world.places
              .filter((p) => ['entrance', 'edge', 'surface-site'].includes(p.kind))
              .map((p) => p.id),
          );
          for (const p of r.world.places)
            expect(open.has(p.id), `${r.seed} ${p.id} ${p.role} sealed ${p.sealed}`).toBe(
              p.sealed === null,
            );
        }
      });
      it('rooms and caves never overlap', () => {
        for (const r of runs) {
          const solid = r.world.places.filter((p) => p.kind === 'room' || p.kind === 'cave');
          for (let i = 0; i < solid.length; i++)
            for (let j = i + 1; j < solid.length; j++) {
              const [a, b] = [solid[i]!, solid[j]!];
              expect(shapeGap(a.shape, b.shape), `${r.seed}: ${a.id} / ${b.id}`).toBeGreaterThan(0);
            }
        }
      });
      it('everything is drawn on the page', () => {
        for (const r of runs) {
          const { width, height } = r.world.page;
          const inside = (b: { x0: number; y0: number; x1: number; y1: number }) =>
            b.x0 >= -0.01 && b.y0 >= -0.01 && b.x1 <= width + 0.01 && b.y1 <= height + 0.01;
          for (const p of r.world.places)
            expect(inside(bbox(p.shape)), `${r.seed} ${p.id} ${p.role}`).toBe(true);
          for (const t of r.world.tunnels)
            for (const q of t.path)
              expect(inside({ x0: q.x, y0: q.y, x1: q.x, y1: q.y }), `${r.seed} ${t.id}`).toBe(
                true,
              );
          // Veins and rivers run edge to edge: their centre lines stay on the page.
          for (const f of r.world.features) {
            const box =
              f.shape.kind === 'polyline'
                ? bbox({ kind: 'polygon', points: f.shape.points })
                : bbox(f.shape);
            expect(inside(box), `${r.seed} ${f.id} ${f.kind}`).toBe(true);
          }
        }
      });
    });

    it('every option value runs, and its beads still reconcile', () => {
      for (const mix of mixes) {
        const r = run('opt', undefined, mix.options as typeof defaults);
        expect(tokenBalance(r.events), mix.label).toEqual(countTokens(r.world));
      }
    });
  });
}
