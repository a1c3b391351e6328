/**
 * Special feature 10, Disaster! (hthad-2008-rules.txt): "Roll a disaster on the Great Disaster
 * table. Every monster group affected by the disaster (i.e. a natural cave or volcanic pipe moves
 * through their region) loses 1●." Each d8 row acts in full as the Great Disaster's row does;
 * the restart's "another Great Disaster" is the same rule.
 */
import { describe, expect, it } from 'vitest';
import { fixture } from './fixture';
import { FEATURE_RULES } from '../../../../src/hthad/2008/monsters/features';
import { pop } from '../../../../src/hthad/2008/monsters/state';
import { nameOf } from '../../../../src/hthad/2008/monsters/encounter';
import { ellipseAt, pt } from '../../../../src/hthad/world';
import { centre } from '../../../../src/hthad/world/geometry';

const disaster = (f: ReturnType<typeof fixture>) => FEATURE_RULES.disaster(f.h, f.s, pt(10, 10));
const rules = (f: ReturnType<typeof fixture>) => f.h.events.map((e) => e.rule);

describe('Disaster! rolls on the Great Disaster table and acts in full', () => {
  it('1–3 Earthquake: two ragged rifts, each crossed twice; a group whose region a rift runs through loses 1●', () => {
    // d8 = 2; the rift from the left edge at y 10 (the fixture's row of rooms) to y 15 on the
    // right, the other from x 8 on the surface to x 20 at the bottom.
    const f = fixture([2, 100, 150, 80, 200]);
    const hit = f.group('breeders', 'goblins', 3, 3, 0);
    // A sealed den in the far corner, away from every rift.
    const den = f.h.site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(2, 19), 0.6) },
      f.h.stamp,
    );
    const spared = f.group('alpha', 'ogre', 5, 2, 0);
    f.h.moveToken(f.h.world.tokens.find((t) => t.owner === spared.id)!.id, den.id);
    f.h.moveToken(f.h.world.tokens.filter((t) => t.owner === spared.id)[1]!.id, den.id);
    f.h.world.groups.find((g) => g.id === spared.id)!.home = den.id;
    f.h.site.place(f.rooms[5]!.id).owner = null;
    den.owner = spared.id;
    disaster(f);
    const rifts = f.h.world.tunnels.filter((t) => t.role === 'fissure');
    expect(rifts).toHaveLength(6);
    // A finger-long cut runs straight through room 3.
    expect(rifts.some((t) => t.stops.some((s) => s.place === f.rooms[3]!.id))).toBe(true);
    expect(pop(f.h, hit.id)).toBe(2);
    expect(pop(f.h, spared.id)).toBe(2);
    expect(rules(f)).toEqual(['disaster', 'earthquake', 'disaster']);
    expect(f.h.events.at(-1)!.actors).toEqual([hit.id]);
    // The roll first, the rifts, then whom the disaster struck.
    expect(f.h.events[0]!.text).toBe('Disaster (2): Earthquake!');
    expect(f.h.events.at(-1)!.text).toBe(
      `It strikes ${nameOf(f.h, { g: hit })}, and one of them falls.`,
    );
  });

  it('4 Volcanic Eruption: a lava chamber in the bottom inch, its shaft and a volcanic cone', () => {
    const f = fixture([4, 140, 195]);
    disaster(f);
    const chamber = f.h.world.places.find((p) => p.role === 'lava-chamber')!;
    expect(centre(chamber.shape).y).toBeGreaterThan(f.h.world.page.height - 3);
    const cone = f.h.world.places.find((p) => p.role === 'volcanic-cone')!;
    expect(f.h.world.features.some((x) => x.kind === 'volcano' && x.place === cone.id)).toBe(true);
    expect(f.h.site.graph().connected(chamber.id, cone.id)).toBe(true);
    expect(rules(f)).toEqual(['disaster', 'volcanic-eruption', 'disaster']);
  });

  it('5 The Great River: an underground river; a group whose room it flows through loses 1●', () => {
    // d8 = 5; the river starts at a d6 row and runs across the page.
    const f = fixture([5, 3, 1, 1, 1, 1, 1, 1]);
    const groups = [0, 1, 2, 3, 4, 5].map((i) => f.group('breeders', 'goblins', i, 2, 0));
    disaster(f);
    const river = f.h.world.features.filter((x) => x.kind === 'river');
    expect(river).toHaveLength(1);
    const struck = f.h.events.at(-1)!.actors;
    for (const g of groups) expect(pop(f.h, g.id)).toBe(struck.includes(g.id) ? 1 : 2);
    expect(rules(f)).toContain('underground-river');
  });

  it('5 The Great River when a river already runs: the earthquake instead', () => {
    const f = fixture([5, 3, 1, 1, 1, 1, 1, 1, 5, 100, 150, 80, 200]);
    disaster(f);
    disaster(f);
    expect(f.h.world.features.filter((x) => x.kind === 'river')).toHaveLength(1);
    expect(f.h.world.tunnels.filter((t) => t.role === 'fissure')).toHaveLength(6);
  });

  it('6 The Plague: plague 1 in every sealed natural cave; the group living there loses 1●', () => {
    const f = fixture([6]);
    const den = f.h.site.addPlace(
      { kind: 'cave', role: 'natural-cave', shape: ellipseAt(pt(12, 16), 0.6) },
      f.h.stamp,
    );
    const sick = f.group('alpha', 'ogre', 2, 2, 0);
    f.h.moveToken(f.h.world.tokens.find((t) => t.owner === sick.id)!.id, den.id);
    const well = f.group('breeders', 'goblins', 0, 2, 0);
    disaster(f);
    expect(den.marks).toContain('plague');
    expect(f.h.world.features.find((x) => x.kind === 'plague' && x.place === den.id)!.amount).toBe(
      1,
    );
    expect(pop(f.h, sick.id)).toBe(1);
    expect(pop(f.h, well.id)).toBe(2);
    expect(f.rooms[0]!.marks).not.toContain('plague');
  });

  it('7 The Fallen Star: a crater on the surface holding ○, three finger-long tunnels below', () => {
    const f = fixture([7, 140]);
    disaster(f);
    const crater = f.h.world.places.find((p) => p.role === 'crater')!;
    expect(centre(crater.shape).x).toBe(14);
    expect(
      f.h.world.tokens.filter((t) => t.place === crater.id && t.kind === 'treasure'),
    ).toHaveLength(1);
    const spokes = f.h.world.tunnels.filter((t) => t.stops[0]!.place === crater.id);
    expect(spokes).toHaveLength(3);
    for (const s of spokes) expect(s.length).toBeCloseTo(5, 1);
    expect(rules(f)).toEqual(['disaster', 'fallen-star', 'disaster']);
  });

  it('8 then d6 < 6: a roll on the Primordial Events table instead (4: a gold vein)', () => {
    const f = fixture([8, 1, 4, 2, 2]);
    disaster(f);
    expect(f.h.world.features.map((x) => x.kind)).toEqual(['gold-vein']);
    expect(rules(f)).toEqual([
      'disaster',
      'make-up-disaster',
      'primordial-event',
      'gold-vein',
      'disaster',
    ]);
  });

  it('8 then d6 = 6: a disaster of our choosing, carried out in full', () => {
    const f = fixture([8, 6, 4, 140]);
    disaster(f);
    expect(f.h.world.places.some((p) => p.role === 'crater')).toBe(true);
  });
});
