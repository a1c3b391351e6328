/**
 * The Historical Record tells what happened (issue 20, point 8): no loot said to change hands
 * when none did, fall counts equal to the beads destroyed, lines in the order of what they tell.
 */
import { describe, expect, it } from 'vitest';
import { fixture } from './fixture';
import { encounter } from '../../../../src/hthad/2008/monsters/adventurers';
import { nameOf, verb, wandererClash } from '../../../../src/hthad/2008/monsters/encounter';
import { alphaEncounter, breederEncounter } from '../../../../src/hthad/2008/monsters/meet';
import { loot, pop } from '../../../../src/hthad/2008/monsters/state';

describe('the record tells what happened', () => {
  it('a winning raid on a group with no loot makes off with nothing', () => {
    // Breeders 6 + 2, delvers 1 + 2.
    const f = fixture([6, 1]);
    const b = f.group('breeders', 'goblins', 0, 2, 0);
    const d = f.group('delvers', 'dwarves', 1, 2, 0);
    breederEncounter(f.h, f.s, b, d);
    const line = f.h.events.find((e) => e.rule === 'hit-and-run')!.text;
    expect(line).not.toContain('make off with loot');
    expect(line).toContain('nothing to carry off');
    expect(loot(f.h, b.id)).toBe(0);
  });
  it('a raid that takes a treasure says so', () => {
    const f = fixture([6, 1]);
    const b = f.group('breeders', 'goblins', 0, 2, 0);
    const d = f.group('delvers', 'dwarves', 1, 2, 1);
    breederEncounter(f.h, f.s, b, d);
    expect(f.h.events.find((e) => e.rule === 'hit-and-run')!.text).toContain('make off with loot');
    expect(loot(f.h, b.id)).toBe(1);
  });
  it('an alpha with no loot driven off leaves nothing behind', () => {
    // Alpha 1 + 1 + 2, delvers 6 + 3.
    const f = fixture([1, 6]);
    const a = f.group('alpha', 'owlbear', 0, 1, 0);
    const d = f.group('delvers', 'dwarves', 1, 3, 0);
    alphaEncounter(f.h, f.s, a, d);
    const line = f.h.events.find((e) => e.rule === 'tribute')!.text;
    expect(line).toContain('drive');
    expect(line).not.toContain('loot behind');
    // The line names the delvers first, and their roll with them.
    expect(line).toMatch(/drive .* off \(9 to 4\)\.$/);
  });
  it('breeders who tie an alpha with no loot grab nothing, and say so', () => {
    // Goblins 4 + 2 = 6, owlbear 3 + 1 + 2 = 6: a tie, "loot 1○, but lose 1●"; it has none.
    const f = fixture([4, 3]);
    const b = f.group('breeders', 'goblins', 0, 2, 0);
    const a = f.group('alpha', 'owlbear', 1, 1, 0);
    breederEncounter(f.h, f.s, b, a);
    const line = f.h.events.find((e) => e.rule === 'breeders-tie-alpha')!.text;
    expect(line).not.toContain('grab loot');
    expect(line).toContain('find no loot');
    expect(pop(f.h, b.id)).toBe(1);
    expect(loot(f.h, b.id)).toBe(0);
  });
  it('an alpha that beats breeders mauls them, its roll first', () => {
    // Goblins 1 + 2 = 3, owlbear 6 + 1 + 2 = 9: the breeders lose 2●.
    const f = fixture([1, 6]);
    const b = f.group('breeders', 'goblins', 0, 2, 0);
    const a = f.group('alpha', 'owlbear', 1, 1, 0);
    breederEncounter(f.h, f.s, b, a);
    const line = f.h.events.find((e) => e.rule === 'breeders-lose-alpha')!.text;
    expect(line).toMatch(/ mauls .*\(9 to 3\)\.$/);
  });
  it('a lone beast takes a singular verb, a tribe a plural one', () => {
    const f = fixture();
    const a = f.group('alpha', 'owlbear', 0, 1, 0);
    const b = f.group('breeders', 'goblins', 1, 2, 0);
    const k = f.group('wandering', 'excursion', 2, 3, 0);
    expect(verb(a, 'arrive', 'arrives')).toBe('arrives');
    expect(verb(b, 'arrive', 'arrives')).toBe('arrive');
    expect(nameOf(f.h, { g: k })).not.toBe('the excursion');
    expect(verb(k, 'clash', 'clashes')).toBe('clash');
  });
  it('adventurers beaten back by one lose the beads they have, and leave loot only if they had some', () => {
    // Party 3 + 2 = 5, orcs 1 + 5 = 6: lose by one; five orcs, but only two adventurers.
    const f = fixture([3, 1]);
    const party = f.group('adventurers', 'adventurers', 0, 2, 0, 'lawful');
    const orcs = f.group('breeders', 'orcs', 0, 5, 0);
    encounter(f.h, f.s, party, orcs, new Set());
    const line = f.h.events.find((e) => e.rule === 'fight')!.text;
    expect(pop(f.h, party.id)).toBe(0);
    expect(line).toContain('who lose 2 (');
    expect(line).not.toContain('loot behind');
  });
  it('a beaten troll’s escape is told after the clash, and with no hoard it leaves none', () => {
    const f = fixture();
    const troll = f.group('wandering', 'troll', 0, 1, 0);
    const d = f.group('delvers', 'dwarves', 0, 3, 0);
    wandererClash(f.h, f.s, { g: troll }, { g: d }, false);
    const rules = f.h.events.map((e) => e.rule);
    expect(rules.indexOf('wanderer-clash')).toBeLessThan(rules.indexOf('troll-wanders-off'));
    expect(f.h.events.find((e) => e.rule === 'wanderer-clash')!.text).toMatch(/1 of them fall\.$/);
    expect(f.h.events.find((e) => e.rule === 'troll-wanders-off')!.text).not.toContain('hoard');
    expect(pop(f.h, troll.id)).toBe(1);
  });
  it('the attackers’ fall count is the beads they lost, not the blows struck', () => {
    // Two beasts strike three wights, who strike back: each side deals two; the beasts have two.
    const f = fixture();
    const w = f.group('wandering', 'beast', 0, 2, 0);
    const d = f.group('wandering', 'wight', 0, 3, 0);
    const before = pop(f.h, w.id);
    wandererClash(f.h, f.s, { g: w }, { g: d }, false);
    const line = f.h.events.find((e) => e.rule === 'wanderer-clash')!.text;
    const m = /: (\d+) of them fall, (\d+) of the attackers\./.exec(line)!;
    expect(Number(m[1])).toBe(3 - pop(f.h, d.id));
    expect(Number(m[2])).toBe(2);
    expect(Number(m[2])).toBe(before - pop(f.h, w.id));
  });
});
