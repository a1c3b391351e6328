/**
 * The history contract for hthad2008: same seed same bytes, different seeds differ, stopping at
 * until/year is a prefix of the full run, bead totals reconcile with the event log, every place
 * is reachable from the surface or deliberately sealed, rooms never overlap.
 */
import { describe, expect, it } from 'vitest';
import { runHistory, type HistoryResult } from '../../src/hthad/2008/history';
import {
  bbox,
  PlaceGraph,
  shapeGap,
  tokenBalance,
  countTokens,
  type AgeId,
} from '../../src/hthad/world';

const SEEDS = ['1', '2', '3', '4', '5', '6', '7', '8', 'moria', 'khazad'];
const strip = (r: HistoryResult) =>
  JSON.stringify({
    reached: r.reached,
    world: r.world,
    civilizations: r.civilizations,
    events: r.events,
  });

describe('determinism', () => {
  it('the same seed gives the same bytes', () => {
    for (const seed of SEEDS.slice(0, 4))
      expect(JSON.stringify(runHistory({ seed }))).toBe(JSON.stringify(runHistory({ seed })));
  });
  it('different seeds give different worlds', () => {
    const seen = new Set(SEEDS.map((seed) => strip(runHistory({ seed }))));
    expect(seen.size).toBe(SEEDS.length);
  });
  it('two civilizations and larger pages are deterministic too', () => {
    const o = { civilizations: ['dwarves', 'demons'] as const, pageSize: 'tabloid' as const };
    expect(JSON.stringify(runHistory({ seed: 'x', options: o }))).toBe(
      JSON.stringify(runHistory({ seed: 'x', options: o })),
    );
  });
});

describe('prefix property', () => {
  for (const seed of ['1', '4', '5', 'moria', 'two-civs']) {
    it(`seed ${seed}: every until/year stop equals the full run at that point`, () => {
      const options =
        seed === 'two-civs' ? { civilizations: ['dwarves', 'dark-elves'] as const } : {};
      const snapshots: { age: AgeId; year: number; ageDone: boolean; json: string }[] = [];
      const full = runHistory({
        seed,
        options,
        observe: (snap, at) => snapshots.push({ ...at, json: strip(snap()) }),
      });
      expect(snapshots.length).toBeGreaterThan(4);
      for (const s of snapshots) {
        const partial = s.ageDone
          ? runHistory({ seed, options, until: s.age })
          : runHistory({ seed, options, until: s.age, year: s.year });
        expect(strip(partial), `${s.age} ${s.year} ${s.ageDone}`).toBe(s.json);
        // and the events so far are a prefix of the full log
        expect(full.events.slice(0, partial.events.length)).toEqual(partial.events);
      }
    }, 120_000);
  }
});

describe('world invariants over seeds', () => {
  const runs = Array.from({ length: 40 }, (_, i) =>
    runHistory({
      seed: `c${i}`,
      options: i % 5 === 0 ? { civilizations: ['random', 'random'] } : {},
    }),
  );
  it('bead totals reconcile with the event log, bead by bead', () => {
    for (const r of runs) {
      const balance = tokenBalance(r.events);
      expect(balance).toEqual(countTokens(r.world));
      const alive = new Set<string>();
      for (const e of r.events)
        for (const t of e.tokens) {
          if (t.op === 'create') alive.add(t.token);
          if (t.op === 'destroy') alive.delete(t.token);
        }
      expect([...alive].sort()).toEqual(r.world.tokens.map((t) => t.id).sort());
    }
  });
  it('every place is reachable from the surface or a page edge, or sealed for a reason', () => {
    for (const r of runs) {
      const g = new PlaceGraph(r.world);
      const open = g.component(
        r.world.places
          .filter((p) => ['entrance', 'edge', 'surface-site'].includes(p.kind))
          .map((p) => p.id),
      );
      for (const p of r.world.places) {
        if (
          p.role === 'treasure-room' &&
          p.made.age === 'civilization' &&
          r.reached.age === 'civilization'
        ) {
          expect(p.sealed).toBe('secret');
          expect(open.has(p.id)).toBe(false);
        } else if (p.sealed === null)
          expect(open.has(p.id), `${r.seed} ${p.id} ${p.role}`).toBe(true);
        else expect(open.has(p.id)).toBe(false);
      }
    }
  });
  it('rooms and caves never overlap', () => {
    for (const r of runs) {
      const solid = r.world.places.filter((p) => p.kind === 'room' || p.kind === 'cave');
      for (let i = 0; i < solid.length; i++)
        for (let j = i + 1; j < solid.length; j++) {
          const [a, b] = [solid[i]!, solid[j]!];
          expect(
            shapeGap(a.shape, b.shape),
            `${r.seed}: ${a.id} ${a.role} / ${b.id} ${b.role}`,
          ).toBeGreaterThan(0);
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
          expect(inside({ x0: q.x, y0: q.y, x1: q.x, y1: q.y }), `${r.seed} ${t.id}`).toBe(true);
      // Veins and rivers run edge to edge by the rules: their centre lines stay on the page.
      for (const f of r.world.features) {
        const box =
          f.shape.kind === 'polyline'
            ? bbox({ kind: 'polygon', points: f.shape.points })
            : bbox(f.shape);
        expect(inside(box), `${r.seed} ${f.id} ${f.kind}`).toBe(true);
      }
    }
  });
  it('every event carries its age, year and rule; dice are recorded as they fell', () => {
    for (const r of runs)
      for (const [i, e] of r.events.entries()) {
        expect(e.seq).toBe(i);
        for (const d of e.dice) expect(Number.isInteger(d.value)).toBe(true);
      }
  });
});

describe('substance and flavour', () => {
  it('names never shift what happens: a different names stream gives the same dice and the same geometry', async () => {
    const { createRng } = await import('../../src/core/rng');
    const { Ctx } = await import('../../src/hthad/2008/context');
    const { primordialAge } = await import('../../src/hthad/2008/early-ages');
    const { civilizationAge } = await import('../../src/hthad/2008/civilization');
    const play = (names: string) => {
      const ctx = new Ctx(
        createRng('substance'),
        createRng(names),
        createRng('flavour'),
        'letter',
        null,
      );
      primordialAge(ctx);
      civilizationAge(ctx, ['random'], []);
      return ctx;
    };
    const a = play('names-a');
    const b = play('names-b');
    expect(a.events.map((e) => e.dice)).toEqual(b.events.map((e) => e.dice));
    expect(a.world.places.map((p) => p.shape)).toEqual(b.world.places.map((p) => p.shape));
    expect(a.world.groups.map((g) => g.name)).not.toEqual(b.world.groups.map((g) => g.name));
  });
});
