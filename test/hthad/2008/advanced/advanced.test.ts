/**
 * The advanced and optional rules (hthad-2008-rules.txt: "Advanced Rules I: Water and Magma",
 * "Advanced Rules II: Alternate Worlds", "Named Treasures", "Minor Features").
 */
import { describe, expect, it } from 'vitest';
import { fixture } from '../monsters/fixture';
import {
  MINOR_FEATURES,
  minorFeatureOnWipe,
  rollMinorFeature,
} from '../../../../src/hthad/2008/advanced/minor-features';
import { enableFloods } from '../../../../src/hthad/2008/advanced/floods';
import { aquaticVariant, FLOOD_MONSTERS } from '../../../../src/hthad/2008/advanced/water-magma';
import { dig } from '../../../../src/hthad/2008/monsters/space';
import { home, kill, pop } from '../../../../src/hthad/2008/monsters/state';
import { wipeCheck } from '../../../../src/hthad/2008/monsters/encounter';
import {
  adoptAlternateWorld,
  CHOSEN_WORLD,
} from '../../../../src/hthad/2008/advanced/alternate-worlds';
import { specialFeature } from '../../../../src/hthad/2008/monsters/features';
import { runHistory } from '../../../../src/hthad/2008/history';
import { pt } from '../../../../src/hthad/world';

describe('minor features', () => {
  it('is a d20 by 4 table', () => {
    expect(MINOR_FEATURES).toHaveLength(20);
    for (const r of MINOR_FEATURES) expect(r.cols).toHaveLength(4);
  });
  it('a d4 picks the column and a d20 the row', () => {
    const f = fixture([2, 4]);
    expect(rollMinorFeature(f.h, f.s)).toBe('Terror Cave');
  });
  it('with the replacement rule a used entry is crossed off and a made-up one is rolled in its place', () => {
    const f = fixture([2, 4, 2, 4], { minorFeatureReplace: true });
    expect(rollMinorFeature(f.h, f.s)).toBe('Terror Cave');
    expect(rollMinorFeature(f.h, f.s)).not.toBe('Terror Cave');
  });
  it('a wiped-out group leaves a minor feature only when the option is on', () => {
    const off = fixture([1, 1]);
    minorFeatureOnWipe(off.h, off.s, off.group('breeders', 'goblins', 2, 1, 0), off.rooms[2]!.id);
    expect(off.h.world.places.some((p) => p.role === 'minor-feature')).toBe(false);
    const on = fixture([1, 1], { minorFeatures: true });
    minorFeatureOnWipe(on.h, on.s, on.group('breeders', 'goblins', 2, 1, 0), on.rooms[2]!.id);
    expect(on.h.world.places.find((p) => p.role === 'minor-feature')!.name).toBe(
      'The Hall of Tiles',
    );
  });
});

describe('minor features: monster groups only', () => {
  it.each(['adventurers', 'wandering'] as const)(
    'a wiped-out %s group leaves none, even with the option on',
    (kind) => {
      const f = fixture([1, 1], { minorFeatures: true });
      const g = f.group(kind, kind === 'wandering' ? 'wight' : 'adventurers', 2, 1, 0);
      kill(f.h, g.id, 1);
      expect(wipeCheck(f.h, f.s, g, 'fight')).toBe(true);
      expect(f.h.world.places.some((p) => p.role === 'minor-feature')).toBe(false);
    },
  );
  it('a wiped-out monster group leaves one through the wipe-out check', () => {
    const f = fixture([1, 1], { minorFeatures: true });
    const g = f.group('delvers', 'dwarves', 2, 1, 0);
    kill(f.h, g.id, 1);
    expect(wipeCheck(f.h, f.s, g, 'fight')).toBe(true);
    expect(f.h.world.places.filter((p) => p.role === 'minor-feature')).toHaveLength(1);
  });
});

describe('water and magma', () => {
  it('the flood table has a water and a magma monster for each kind', () => {
    for (const type of ['delvers', 'breeders', 'alpha', 'wandering'])
      expect(
        FLOOD_MONSTERS.filter((r) => r.type === type)
          .map((r) => r.where)
          .sort(),
      ).toEqual(['magma', 'water']);
  });
  it('a monster placed in a flooded area is the aquatic or magma variant, only with the rule on', () => {
    const f = fixture([], { waterMagma: true });
    f.rooms[1]!.marks.push('water');
    f.rooms[2]!.marks.push('magma');
    expect(aquaticVariant(f.h, f.s, 'delvers', f.rooms[1]!)?.id).toBe('merfolk');
    expect(aquaticVariant(f.h, f.s, 'alpha', f.rooms[2]!)?.id).toBe('salamander');
    const off = fixture();
    off.rooms[1]!.marks.push('water');
    expect(aquaticVariant(off.h, off.s, 'delvers', off.rooms[1]!)).toBeNull();
  });
});

describe('flooding', () => {
  it('a tunnel into magma floods the chamber it came from: its groups move out and lose 1●', () => {
    const f = fixture([], { waterMagma: true });
    enableFloods(f.h);
    f.rooms[5]!.marks.push('magma');
    const g = f.group('delvers', 'dwarves', 4, 3, 2);
    dig(f.h, f.rooms[4]!, f.rooms[5]!, 'natural', 'tunnel', null);
    expect(f.rooms[4]!.state).toBe('flooded');
    expect(pop(f.h, g.id)).toBe(2);
    expect(home(f.h, g.id).id).not.toBe(f.rooms[4]!.id);
  });
  it('magma flows no further than a finger', () => {
    const f = fixture([], { waterMagma: true });
    enableFloods(f.h);
    f.rooms[5]!.marks.push('magma');
    dig(f.h, f.rooms[3]!, f.rooms[5]!, 'natural', 'tunnel', null);
    expect(f.rooms[3]!.state).not.toBe('flooded');
  });
  it('water floods without killing; nothing happens with the rule off', () => {
    const f = fixture([], { waterMagma: true });
    enableFloods(f.h);
    f.rooms[5]!.marks.push('water');
    const g = f.group('delvers', 'dwarves', 3, 3, 2);
    dig(f.h, f.rooms[3]!, f.rooms[5]!, 'natural', 'tunnel', null);
    expect(pop(f.h, g.id)).toBe(3);
    expect(f.rooms[3]!.marks).toContain('water');
    const off = fixture();
    off.rooms[5]!.marks.push('magma');
    dig(off.h, off.rooms[3]!, off.rooms[5]!, 'natural', 'tunnel', null);
    expect(off.rooms[3]!.state).not.toBe('flooded');
  });
});

describe('alternate worlds', () => {
  it('a d8 of 1 rolls a random world; 8 chooses; anything else is the ordinary world', () => {
    const one = fixture([1, 4], { alternateWorld: 'roll' });
    adoptAlternateWorld(one.h, one.s);
    expect(one.s.world).toBe('hollow-earth');
    const eight = fixture([8], { alternateWorld: 'roll' });
    adoptAlternateWorld(eight.h, eight.s);
    expect(eight.s.world).toBe(CHOSEN_WORLD);
    const three = fixture([3], { alternateWorld: 'roll' });
    adoptAlternateWorld(three.h, three.s);
    expect(three.s.world).toBeNull();
  });
  it('the Firetop Range has 1d4 peaks', () => {
    const f = fixture([3], { alternateWorld: 'firetop-range' });
    adoptAlternateWorld(f.h, f.s);
    expect(f.s.peaks).toBe(3);
  });
  it('the Hollow Earth has two surface kingdoms, lawful and chaotic', () => {
    const r = runHistory({
      seed: 'hollow',
      until: 'monsters',
      year: 1,
      options: { late: { alternateWorld: 'hollow-earth' } },
    });
    const kingdoms = r.late!.groups.filter((g) => g.kind === 'kingdom');
    expect(kingdoms.map((g) => g.alignment)).toEqual(['lawful', 'chaotic']);
  });
});

describe('named treasures', () => {
  it("names the king's crown laid in a crypt (one treasure, singular) when the option is on", () => {
    const f = fixture([7], { namedTreasures: true });
    f.group('breeders', 'goblins', 5, 4, 2);
    specialFeature(f.h, f.s, pt(9, 10));
    expect(Object.values(f.s.named).some((n) => n.startsWith('the crown of the '))).toBe(true);
  });
});
