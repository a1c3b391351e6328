/**
 * The quest pack format: the built-in packs pass, and a broken pack's errors point into it.
 */
import { describe, expect, it } from 'vitest';
import { parsePack, dieRange } from '../../../src/crawl/plungin/pack';
import { BUILT_IN_PACKS, PACK_IDS, SUNKEN_SHRINE } from '../../../src/crawl/plungin/packs';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('quest packs', () => {
  it.each(BUILT_IN_PACKS.map((p) => [p.id, p] as const))(
    '%s passes schema and cross-references',
    (_, p) => {
      const r = parsePack(clone(p));
      expect(r.ok ? [] : r.errors).toEqual([]);
    },
  );

  it('lists its ids in the order of the packs', () => {
    expect(BUILT_IN_PACKS.map((p) => p.id)).toEqual([...PACK_IDS]);
  });

  it('reads the range of each chart die', () => {
    expect(dieRange('d12')).toEqual({ lo: 1, hi: 12 });
    expect(dieRange('2d6')).toEqual({ lo: 2, hi: 12 });
    expect(dieRange('3d6')).toEqual({ lo: 3, hi: 18 });
  });

  it('points at a chart row naming a tile that does not exist', () => {
    const p = clone(SUNKEN_SHRINE) as unknown as {
      charts: { location: { rows: { tile?: string }[] } };
    };
    p.charts.location.rows[2]!.tile = 'hal';
    const r = parsePack(p);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toContainEqual({
        pointer: '/charts/location/rows/2/tile',
        message: 'no tile with the id "hal"',
      });
  });

  it('points at a monster group naming a monster that does not exist, and a gap in a chart', () => {
    const p = clone(SUNKEN_SHRINE) as unknown as {
      charts: {
        monsters: { rows: { groups: { monster: string }[] }[] };
        awareness: { rows: { roll: [number, number] }[] };
      };
    };
    p.charts.monsters.rows[0]!.groups[0]!.monster = 'goblin';
    p.charts.awareness.rows[0]!.roll = [2, 2];
    const r = parsePack(p);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.map((e) => e.pointer)).toContain('/charts/monsters/rows/0/groups/0/monster');
      expect(r.errors).toContainEqual({
        pointer: '/charts/awareness/rows/1/roll',
        message: '2 is also covered by row 0',
      });
      expect(r.errors.map((e) => e.message)).toContain('no row for 1 (d6 rolls 1-6)');
    }
  });

  it('points at shape errors with JSON pointers', () => {
    const p = clone(SUNKEN_SHRINE) as unknown as Record<string, unknown> & {
      monsters: Record<string, { stats: Record<string, unknown> }>;
    };
    p.monsters['orc']!.stats['ATK'] = 'three';
    delete p['timeSpan'];
    const r = parsePack(p);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const at = r.errors.map((e) => e.pointer);
      expect(at).toContain('/monsters/orc/stats/ATK');
      expect(at).toContain('/timeSpan');
    }
  });

  it('refuses a locked door without its difficulties and a boss without a Life chart', () => {
    const p = clone(SUNKEN_SHRINE) as unknown as {
      charts: { doorway: { rows: { detect?: number }[] } };
      monsters: Record<string, { lifeChart?: unknown }>;
    };
    delete p.charts.doorway.rows[1]!.detect;
    delete p.monsters['tide-priest']!.lifeChart;
    const r = parsePack(p);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.map((e) => e.pointer)).toContain('/charts/doorway/rows/1');
      expect(r.errors.map((e) => e.pointer)).toContain('/monsters/tide-priest');
    }
  });

  it('lets only a unique tile be larger than 6×6, and then with one doorway (rules 328)', () => {
    const p = clone(SUNKEN_SHRINE) as unknown as {
      tiles: Record<string, { width: number; height: number; doors: number }>;
    };
    p.tiles['chamber']!.width = 8;
    p.tiles['sanctum']!.width = 12;
    p.tiles['sanctum']!.doors = 2;
    p.tiles['hall']!.height = 8;
    const r = parsePack(p);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toContainEqual({
        pointer: '/tiles/chamber',
        message: 'only a unique tile may be larger than 6×6 (this room is 8×6)',
      });
      expect(r.errors).toContainEqual({
        pointer: '/tiles/sanctum/doors',
        message: 'a unique tile larger than 6×6 has 1 doorway: its Great Door',
      });
      expect(r.errors).toContainEqual({
        pointer: '/tiles/hall',
        message: 'only a unique tile may be larger than 6×6 (this hallway is 2×8)',
      });
    }
  });
});
