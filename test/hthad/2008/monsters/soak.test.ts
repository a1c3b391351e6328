/**
 * A small in-suite soak of the whole history to the end (the full 1–1000 soak is
 * scripts/hthad-late-soak.ts): no exception, bounded ages, beads reconciled with the log.
 */
import { describe, expect, it } from 'vitest';
import { runHistory } from '../../../../src/hthad/2008/history';
import { countTokens, tokenBalance } from '../../../../src/hthad/world';
import { LIMITS } from '../../../../src/hthad/2008/monsters/tables';
import { distinctName } from '../../../../src/hthad/world/names';

function check(seed: string, late = {}) {
  const r = runHistory({ seed, until: 'end', options: { late } });
  const bal = tokenBalance(r.events);
  const now = countTokens(r.world);
  for (const k of ['population', 'treasure', 'bonus', 'epic'] as const)
    expect(now[k], `${seed} ${k}`).toBe(bal[k]);
  expect(r.late).toBeTruthy();
  expect(r.late!.years.monsters).toBeLessThanOrEqual(LIMITS.monsterYears);
  expect(r.late!.years.villainy).toBeLessThanOrEqual(LIMITS.villainyYears);
  expect(r.late!.villains.length).toBeGreaterThan(0);
  expect(r.late!.villainyEnd).not.toBeNull();
  // No two groups go by one name, but for a kingdom's knights setting out again.
  const names = r.world.groups.map((g) => g.name).filter((n) => !n.startsWith('the knights of'));
  expect(
    names.filter((n, i) => names.indexOf(n) !== i),
    seed,
  ).toEqual([]);
  return r;
}

describe('group names', () => {
  it('a name that comes round again is numbered from the second on', () => {
    const groups: { name: string }[] = [];
    const add = (n: string) => groups.push({ name: distinctName(groups, n) });
    for (const n of ['Troll', 'Ooze', 'Troll', 'Troll', 'Troll 2 Gate', 'Ooze']) add(n);
    expect(groups.map((g) => g.name)).toEqual([
      'Troll',
      'Ooze',
      'Troll 2',
      'Troll 3',
      'Troll 2 Gate',
      'Ooze 2',
    ]);
  });
});

describe('soak to the end', () => {
  it('seeds 1–40 run to the end, bounded and reconciled', () => {
    const ends = new Set<string>();
    for (let i = 1; i <= 40; i++) ends.add(check(String(i)).late!.villainyEnd!);
    expect(ends.has('villain-defeated')).toBe(true);
  }, 120_000);
  it('with every advanced and optional rule on', () => {
    for (let i = 1; i <= 10; i++)
      check(`adv-${i}`, {
        waterMagma: true,
        alternateWorld: 'roll',
        namedTreasures: true,
        minorFeatures: true,
        minorFeatureReplace: true,
        twoVillains: true,
        villainyArrivals: true,
      });
  }, 120_000);
  it('two villains at once are two different villains', () => {
    const r = check('two-villains', { twoVillains: true });
    expect(new Set(r.late!.villains.map((v) => v.kind)).size).toBe(2);
  }, 60_000);
});
