/** The civilization table, custom civilizations, two civilizations at once and the Civilized Conflict table. */
import { describe, expect, it } from 'vitest';
import { civilizedConflict } from '../../../src/hthad/2008/civ-common';
import { CIV_BEHAVIOUR, civilizationAge, found } from '../../../src/hthad/2008/civilization';
import type { CivState } from '../../../src/hthad/2008/civ-types';
import type { Ctx } from '../../../src/hthad/2008/context';
import { settlements } from '../../../src/hthad/2008/dark-elves';
import { runHistory } from '../../../src/hthad/2008/history';
import type { CivId } from '../../../src/hthad/2008/tables';
import { beads, queuedCtx, startCiv } from './helpers';

describe('Civilization (d10)', () => {
  it.each([
    [1, 'dwarves'],
    [3, 'dwarves'],
    [4, 'dark-elves'],
    [6, 'dark-elves'],
    [7, 'demons'],
    [9, 'demons'],
  ] as const)('%i: %s', (roll, civ) => {
    const { ctx, queue } = queuedCtx();
    queue.push(roll);
    expect(found(ctx, 'random').civ).toBe(civ);
  });
  it('10: a custom civilization: one of the three, renamed, one detail changed', () => {
    const { ctx, queue } = queuedCtx();
    queue.push(10, 2, 1);
    const f = found(ctx, 'random');
    expect(f.civ).toBe('dark-elves');
    expect(f.custom).toEqual({
      base: 'dark-elves',
      change: 'their slaves revolt only at three to one',
    });
    expect(f.tuning.revoltRatio).toBe(3);
    expect(f.name).not.toMatch(/Test/);
  });
  it('the option names the civilization to run', () => {
    const r = runHistory({
      seed: 'pick',
      until: 'civilization',
      options: { civilizations: ['demons'] },
    });
    expect(r.civilizations.map((c) => c.civ)).toEqual(['demons']);
    expect(r.events.some((e) => e.rule === 'civilization-roll')).toBe(false);
  });
});

describe('Two civilizations at once', () => {
  it('alternate turns each year, the one with more loot first', () => {
    const r = runHistory({
      seed: 'two',
      until: 'civilization',
      options: { civilizations: ['dwarves', 'dark-elves'] },
    });
    expect(r.civilizations.map((c) => c.civ)).toEqual(['dwarves', 'dark-elves']);
    const orders = r.events.filter((e) => e.rule === 'civilization-order');
    expect(orders.length).toBeGreaterThan(0);
    // Year 1: the dwarves hold 1○ (the mine), the elves 3○ (slaves): the elves move first.
    expect(orders[0]!.actors[0]).toBe(r.civilizations[1]!.group);
    const years = new Set(orders.map((e) => e.year));
    expect(years.size).toBe(orders.length);
  });
});

function pair(a: CivId, b: CivId): { ctx: Ctx; queue: number[]; x: CivState; y: CivState } {
  const { ctx, queue } = queuedCtx();
  const x = startCiv(ctx, a);
  const y = startCiv(ctx, b);
  ctx.year = 1;
  return { ctx, queue, x, y };
}
const pop = (ctx: Ctx, c: CivState) => CIV_BEHAVIOUR[c.civ].population(ctx, c);
const loot = (ctx: Ctx, c: CivState) =>
  ctx.world.tokens.filter(
    (t) => t.owner !== null && c.groups.includes(t.owner) && t.kind === 'treasure',
  ).length;

describe('Civilized Conflict (d6)', () => {
  it('1–2 Skirmish: the smaller loses 1●', () => {
    for (const roll of [1, 2]) {
      const { ctx, queue, x, y } = pair('dwarves', 'demons');
      queue.push(roll);
      civilizedConflict(ctx, x, y, CIV_BEHAVIOUR);
      expect([pop(ctx, x), pop(ctx, y)]).toEqual([0, 10]);
    }
  });
  it('1 Skirmish on a tie: both lose 1●', () => {
    const { ctx, queue, x, y } = pair('demons', 'demons');
    queue.push(1);
    civilizedConflict(ctx, x, y, CIV_BEHAVIOUR);
    expect([pop(ctx, x), pop(ctx, y)]).toEqual([9, 9]);
  });
  it('3 Dwarven Supremacy: the dwarves loot 2○', () => {
    const { ctx, queue, x, y } = pair('demons', 'dark-elves');
    const d = startCiv(ctx, 'dwarves');
    queue.push(3);
    civilizedConflict(ctx, y, d, CIV_BEHAVIOUR);
    expect(loot(ctx, d)).toBe(3);
    expect(loot(ctx, y)).toBe(1);
    queue.push(3);
    civilizedConflict(ctx, x, y, CIV_BEHAVIOUR);
    expect(pop(ctx, x)).toBe(9);
  });
  it('4 Dark Elf Might: the elves carry off 2● as slaves; without elves both lose 1○', () => {
    const { ctx, queue, x, y } = pair('demons', 'dark-elves');
    queue.push(4);
    civilizedConflict(ctx, x, y, CIV_BEHAVIOUR);
    expect(pop(ctx, x)).toBe(8);
    expect(ctx.world.tokens.filter((t) => t.owner === y.group && t.role === 'slave')).toHaveLength(
      5,
    );
    const d = startCiv(ctx, 'dwarves');
    ctx.addToken('treasure', 'artifact', x.group, ctx.site.place(x.works.pit!).id);
    queue.push(4);
    civilizedConflict(ctx, d, x, CIV_BEHAVIOUR);
    expect([loot(ctx, d), loot(ctx, x)]).toEqual([0, 0]);
  });
  it('5 Demon Wrath: the demons kill 2●; without demons each loses 1● and 1○', () => {
    const { ctx, queue, x, y } = pair('dark-elves', 'demons');
    queue.push(5);
    civilizedConflict(ctx, x, y, CIV_BEHAVIOUR);
    expect(pop(ctx, x)).toBe(4);
    const d = startCiv(ctx, 'dwarves');
    queue.push(5);
    civilizedConflict(ctx, d, x, CIV_BEHAVIOUR);
    expect(beads(ctx, d, 'dwarf')).toBe(0);
    // The elves' casualty takes their last slave first; no ○ is left to lose after it.
    expect(pop(ctx, x)).toBe(3);
  });
  it('6 All-Out War: d6 + population; the loser loses the margin, the winner half that', () => {
    const { ctx, queue, x, y } = pair('dark-elves', 'demons');
    queue.push(6, 6, 1);
    civilizedConflict(ctx, x, y, CIV_BEHAVIOUR);
    // 6 + 6 = 12 against 1 + 10 = 11: the demons lose 1, the elves half of 1 = 0.
    expect([pop(ctx, x), pop(ctx, y)]).toEqual([6, 9]);
    queue.push(6, 1, 6);
    civilizedConflict(ctx, x, y, CIV_BEHAVIOUR);
    // 1 + 6 = 7 against 6 + 9 = 15: the elves lose 8 (all 6), the demons half of 6 = 3.
    expect([pop(ctx, x), pop(ctx, y)]).toEqual([0, 6]);
  });
  it('a Dark Elf colony fights with the city’s population added', () => {
    const { ctx, queue, x, y } = pair('dark-elves', 'demons');
    for (const f of ctx.world.features) f.state = 'spent';
    const hub = ctx.site.place(settlements(ctx, x)[0]!.home!);
    const gem = ctx.site.addPlace(
      {
        kind: 'cave',
        role: 'natural-cave',
        shape: {
          kind: 'ellipse',
          cx: Math.min(26, hub.shape.kind === 'ellipse' ? hub.shape.cx + 3 : 14),
          cy: 12,
          rx: 0.5,
          ry: 0.4,
        },
      },
      ctx.stamp,
    );
    ctx.addToken('treasure', 'gems', null, gem.id);
    CIV_BEHAVIOUR['dark-elves'].seasons.spring(ctx, x);
    expect(settlements(ctx, x)).toHaveLength(2);
    expect(pop(ctx, x)).toBe(6);
    // All-Out War: 1 + 6 (city 4 + colony 2) = 7 against 1 + 10 = 11: the elves lose 4.
    queue.push(6, 1, 1);
    civilizedConflict(ctx, x, y, CIV_BEHAVIOUR);
    expect(pop(ctx, x)).toBe(2);
    expect(pop(ctx, y)).toBe(8);
  });
});

describe('The age loop', () => {
  it('ends when every civilization has ended, and stays bounded', () => {
    const { ctx } = queuedCtx();
    const civs: CivState[] = [];
    ctx.checkpoint = () => undefined;
    civilizationAge(ctx, ['dwarves'], civs);
    expect(civs[0]!.ended).not.toBeNull();
    expect(ctx.year).toBeLessThanOrEqual(60);
  });
});
