/**
 * The history contract's 2008 specifics: stopping at every until/year the engine observes
 * equals the full run at that point, civilization treasure rooms are sealed, names never shift
 * the substance. What every history ruleset answers (same bytes, prefixes, beads, reachability,
 * overlaps, options) is test/contract/history.contract.ts, run over the registry.
 */
import { describe, expect, it } from 'vitest';
import { runHistory, type HistoryResult } from '../../../src/hthad/2008/history';
import { PlaceGraph, type AgeId } from '../../../src/hthad/world';

const strip = (r: HistoryResult) =>
  JSON.stringify({
    reached: r.reached,
    world: r.world,
    civilizations: r.civilizations,
    events: r.events,
  });

describe('determinism', () => {
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

describe('sealed treasure rooms', () => {
  it('a treasure room the Age of Civilization made is secret while that age lasts', () => {
    for (let i = 0; i < 12; i++) {
      const r = runHistory({ seed: `c${i}`, until: 'civilization' });
      const open = new PlaceGraph(r.world).component(
        r.world.places
          .filter((p) => ['entrance', 'edge', 'surface-site'].includes(p.kind))
          .map((p) => p.id),
      );
      for (const p of r.world.places)
        if (p.role === 'treasure-room' && p.made.age === 'civilization') {
          expect(p.sealed).toBe('secret');
          expect(open.has(p.id)).toBe(false);
        }
    }
  });
});

describe('substance and flavour', () => {
  it('names never shift what happens: a different names stream gives the same dice and the same geometry', async () => {
    const { createRng } = await import('../../../src/core/rng');
    const { Ctx } = await import('../../../src/hthad/2008/context');
    const { primordialAge } = await import('../../../src/hthad/2008/early-ages');
    const { civilizationAge } = await import('../../../src/hthad/2008/civilization');
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
