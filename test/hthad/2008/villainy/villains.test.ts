/**
 * The four arch-villains with scripted dice (hthad-2008-rules.txt, "The Age of Villainy").
 */
import { describe, expect, it } from 'vitest';
import { fixture } from '../monsters/fixture';
import { DUNGEON_MASTER, DM_ARMY_GOAL } from '../../../../src/hthad/2008/villainy/dungeon-master';
import { THOUGHT_LORDS } from '../../../../src/hthad/2008/villainy/thought-lords';
import { LICHE_CONSTRUCTIONS, LICHE_KING } from '../../../../src/hthad/2008/villainy/liche-king';
import {
  ALPHA_VILLAIN,
  ALPHA_VILLAIN_GOAL,
  INNER_SANCTUMS,
} from '../../../../src/hthad/2008/villainy/alpha-villain';
import { ARCH_VILLAINS, newVillain } from '../../../../src/hthad/2008/villainy/types';
import { kingdomSetup } from '../../../../src/hthad/2008/monsters/kingdom';
import { alive, loot, pop } from '../../../../src/hthad/2008/monsters/state';
import { endVillain } from '../../../../src/hthad/2008/villainy/common';
import { lootReport } from '../../../../src/hthad/2008/villainy/age';
import { ALPHA_FLAVOURS } from '../../../../src/hthad/2008/monsters/tables';

const army = (f: ReturnType<typeof fixture>, id: string) =>
  f.h.world.tokens.filter((t) => t.owner === id && t.role === 'army').length;

describe('the Arch-Villain table', () => {
  it('a d4 over the four villains', () => {
    for (let v = 1; v <= 4; v++)
      expect(ARCH_VILLAINS.filter((r) => r.lo <= v && v <= r.hi)).toHaveLength(1);
  });
});

describe('the Dungeon Master', () => {
  it('sets up in the largest unoccupied room with a unique bead and an army of 1 in its barracks', () => {
    const f = fixture();
    f.group('delvers', 'dwarves', 0, 3, 2);
    const v = newVillain('dungeon-master');
    DUNGEON_MASTER.setup(f.h, f.s, v);
    expect(v.lair).not.toBe(f.rooms[0]!.id);
    expect(
      f.h.world.tokens.some((t) => t.owner === v.group && t.kind === 'bonus' && t.place === v.lair),
    ).toBe(true);
    expect(army(f, v.group)).toBe(1);
  });
  it('starts the itinerant wizard’s location as his HQ, removing the wizard', () => {
    const f = fixture();
    const w = f.group('wandering', 'itinerant-wizard', 3, 1, 1);
    const v = newVillain('dungeon-master');
    DUNGEON_MASTER.setup(f.h, f.s, v);
    expect(v.lair).toBe(f.rooms[3]!.id);
    expect(alive(f.h, w)).toBe(false);
  });
  it('a season with no loot gains 1○, which pays for a new barracks', () => {
    const f = fixture();
    const v = newVillain('dungeon-master');
    DUNGEON_MASTER.setup(f.h, f.s, v);
    DUNGEON_MASTER.season(f.h, f.s, v);
    expect(army(f, v.group)).toBe(2);
  });
  it('enslaves a lawful group it beats, rolling with +2', () => {
    // DM: d6 6 + army 1 + 2 = 9; dwarves 1 + 3 = 4.
    const f = fixture([6, 1]);
    const v = newVillain('dungeon-master');
    const d = f.group('delvers', 'dwarves', 1, 3, 0);
    DUNGEON_MASTER.setup(f.h, f.s, v);
    f.h.addToken('treasure', 'loot', v.group, v.lair);
    f.h.addToken('treasure', 'loot', v.group, v.lair);
    v.reach = 20;
    DUNGEON_MASTER.season(f.h, f.s, v);
    expect(d.enslaved).toBe(true);
  });
  it('a chaotic group that beats him is paid 1○ when he has one, and the line says so before any fall', () => {
    // DM: d6 1 + army + 2; goblins d6 6 + 3.
    const f = fixture([1, 6]);
    const v = newVillain('dungeon-master');
    const g = f.group('breeders', 'goblins', 1, 3, 0);
    DUNGEON_MASTER.setup(f.h, f.s, v);
    f.h.addToken('treasure', 'loot', v.group, v.lair);
    f.h.addToken('treasure', 'loot', v.group, v.lair);
    v.reach = 20;
    DUNGEON_MASTER.season(f.h, f.s, v);
    const lines = f.h.events.filter((e) => e.rule === 'dm-enslave').map((e) => e.text);
    expect(g.enslaved).toBe(false);
    expect(lines.at(-1)).toMatch(/defy .* \(\d+ to \d+\), who pays them 1 treasure\.$/);
    expect(loot(f.h, g.id)).toBe(1);
    // The soldier he loses falls on that line, not on whatever is told next.
    const clash = f.h.events.filter((e) => e.rule === 'dm-enslave').at(-1)!;
    const fell = clash.tokens.filter(
      (t) => t.op === 'destroy' && t.kind === 'population' && t.owner === v.group,
    );
    expect(fell).toHaveLength(1);
  });
  it('a chaotic group that beats a Dungeon Master with no treasure is told it gets none', () => {
    const f = fixture([1, 6]);
    const v = newVillain('dungeon-master');
    const g = f.group('breeders', 'goblins', 1, 3, 0);
    DUNGEON_MASTER.setup(f.h, f.s, v);
    v.reach = 20;
    DUNGEON_MASTER.season(f.h, f.s, v);
    const lines = f.h.events.filter((e) => e.rule === 'dm-enslave').map((e) => e.text);
    expect(lines.at(-1)).toMatch(/who has no treasure to pay\.$/);
    expect(loot(f.h, g.id)).toBe(0);
  });
  it('enslaved delvers pay 1○ a season while they have it, and pay nothing once they have none', () => {
    const f = fixture();
    const v = newVillain('dungeon-master');
    const d = f.group('delvers', 'dwarves', 1, 3, 1);
    DUNGEON_MASTER.setup(f.h, f.s, v);
    d.enslaved = true;
    const tributes = () => f.h.events.filter((e) => e.rule === 'dm-tribute').map((e) => e.text);
    DUNGEON_MASTER.season(f.h, f.s, v);
    expect(loot(f.h, d.id)).toBe(0);
    expect(tributes()).toEqual([`Enslaved ${d.title} pay ${v.name} in treasure.`]);
    // No ○ left and no ore in this dungeon to dig: they toil and pay nothing.
    DUNGEON_MASTER.season(f.h, f.s, v);
    expect(tributes()[1]).toBe(
      `Enslaved ${d.title} toil for ${v.name} but have no treasure to give.`,
    );
  });
  it(`with an army of ${DM_ARMY_GOAL} he attacks the surface and conquers a weaker one`, () => {
    const f = fixture([100]);
    kingdomSetup(f.h, f.s);
    const v = newVillain('dungeon-master');
    DUNGEON_MASTER.setup(f.h, f.s, v);
    for (let i = 0; i < DM_ARMY_GOAL; i++) f.h.addToken('population', 'army', v.group, v.lair);
    DUNGEON_MASTER.season(f.h, f.s, v);
    expect(v.outcome).toBe('conquered-the-world');
  });
});

describe('the Thought Lord Cult', () => {
  it('sets up the Mind Pool with 1○ and a control bead, two lords, a prisoner, and infiltrates the nearest group', () => {
    const f = fixture();
    const g = f.group('breeders', 'goblins', 5, 3, 1);
    const v = newVillain('thought-lords');
    THOUGHT_LORDS.setup(f.h, f.s, v);
    expect(f.h.world.places.find((p) => p.id === v.pool)!.name).toBe('Mind Pool');
    expect(pop(f.h, v.group)).toBe(2);
    expect(f.h.world.tokens.filter((t) => t.role === 'prisoner')).toHaveLength(1);
    expect(g.infiltrated).toBe(true);
  });
  it('infiltration at +3: a win places a control bead and adds a lord; a sacrifice ends the season', () => {
    // season dice: Thought Lords 6 (+2 lords +3), dwarves 1 (+2)
    const f = fixture([6, 1]);
    const a = f.group('breeders', 'goblins', 5, 3, 1);
    const v = newVillain('thought-lords');
    THOUGHT_LORDS.setup(f.h, f.s, v);
    const b = f.group('delvers', 'dwarves', 0, 2, 1);
    THOUGHT_LORDS.season(f.h, f.s, v);
    expect(b.infiltrated).toBe(true);
    expect(pop(f.h, v.group)).toBe(3);
    // the sacrifice comes from the largest infiltrated group
    expect(pop(f.h, a.id)).toBe(2);
    // every monster group infiltrated (and no castle): the cult has achieved its ends
    expect(v.outcome).toBe('achieved-their-ends');
  });
});

describe('the Liche King', () => {
  it('builds down the list by cost, skipping what it cannot afford', () => {
    expect(LICHE_CONSTRUCTIONS.map((r) => `${r.id}:${r.cost}`)).toEqual([
      'lab:3',
      'menagerie:2',
      'bone-pit:3',
      'shrine-of-evil:2',
      'gate-room:2',
      'tombs:1',
    ]);
  });
  it('claims every tomb and its treasure, and dominates the richest group, taking all but 1○', () => {
    const f = fixture();
    f.rooms[4]!.marks.push('tomb');
    f.h.addToken('treasure', 'hoard', null, f.rooms[4]!.id);
    const rich = f.group('breeders', 'orcs', 0, 3, 4);
    f.group('delvers', 'dwarves', 2, 3, 1);
    const v = newVillain('liche-king');
    LICHE_KING.setup(f.h, f.s, v);
    expect(rich.minion).toBe(true);
    expect(loot(f.h, rich.id)).toBe(1);
    // 1 from the tomb + 3 from the orcs = 4: the lab (3), then a tomb (1).
    expect(v.built).toContain('lab');
    expect(loot(f.h, v.group)).toBe(0);
  });
  it('casts out the monsters in the tombs it claims, says so, and a group left with none is gone', () => {
    const f = fixture();
    f.rooms[4]!.marks.push('tomb');
    // Skeletons camped in the tomb: one bead, all they have.
    const bones = f.group('wandering', 'skeletons', 4, 1, 0);
    f.group('breeders', 'orcs', 0, 3, 2);
    const v = newVillain('liche-king');
    LICHE_KING.setup(f.h, f.s, v);
    const line = f.h.events.find((e) => e.rule === 'lk-tomb')!.text;
    expect(line).toMatch(/claims a tomb and its grave goods, casting out 1 that dwelt there\.$/);
    expect(pop(f.h, bones.id)).toBe(0);
    const gone = f.h.events.find((e) => e.rule === 'wiped-out' && e.actors[0] === bones.id);
    expect(gone?.text).toMatch(/destroyed\.$/);
  });
  it('pays for the menagerie on its own line, after the beast rolled up for it appears', () => {
    const f = fixture();
    // 5○ to spend: the lab (3), then the menagerie (2), with no wanderer on the map.
    f.group('breeders', 'orcs', 0, 3, 6);
    const v = newVillain('liche-king');
    LICHE_KING.setup(f.h, f.s, v);
    expect(v.built).toContain('menagerie');
    const built = f.h.events.find((e) => e.text.endsWith('builds a menagerie.'))!;
    const paid = built.tokens.filter((t) => t.op === 'destroy' && t.kind === 'treasure');
    expect(paid).toHaveLength(2);
    const appears = f.h.events.find((e) => e.rule === 'wanderer-arrives')!;
    expect(appears.seq).toBeLessThan(built.seq);
    expect(appears.tokens.some((t) => t.op === 'destroy')).toBe(false);
  });
  it('receives the five treasures the kingdom set aside before it builds, and spends them', () => {
    const f = fixture();
    const k = kingdomSetup(f.h, f.s);
    const castle = f.s.kingdoms[0]!.castle;
    for (let i = 0; i < 5; i++) f.h.addToken('treasure', 'loot', k.id, castle);
    f.s.setAside = f.h.world.tokens
      .filter((t) => t.owner === k.id && t.kind === 'treasure' && t.id !== f.s.artifact)
      .slice(0, 5)
      .map((t) => {
        f.h.moveToken(t.id, t.place, { owner: null, role: 'hoard' });
        return t.id;
      });
    const v = newVillain('liche-king');
    LICHE_KING.setup(f.h, f.s, v);
    expect(f.s.setAside).toEqual([]);
    expect(f.h.events.some((e) => e.text.includes('five treasures set aside come to'))).toBe(true);
    // 5○: the lab (3) and the menagerie (2), nothing left over.
    expect(v.built).toEqual(expect.arrayContaining(['lab', 'menagerie']));
    expect(loot(f.h, v.group)).toBe(0);
  });
  it('ten tombs with legions ravage the countryside', () => {
    const f = fixture();
    f.group('breeders', 'kobolds', 0, 3, 0);
    const v = newVillain('liche-king');
    LICHE_KING.setup(f.h, f.s, v);
    for (let i = 0; i < 10; i++) {
      const t = f.h.site.addPlace(
        {
          kind: 'room',
          role: 'tomb',
          shape: { kind: 'rect', x: 1 + i * 2.5, y: 18, w: 1, h: 1 },
          marks: ['tomb'],
          joinTunnels: false,
        },
        f.h.stamp,
      );
      if (i < 9) f.h.addToken('population', 'legion', v.group, t.id);
    }
    LICHE_KING.season(f.h, f.s, v);
    expect(v.outcome).toBe('ravaged-the-countryside');
  });
});

describe('the treasure of a fallen villain', () => {
  it('adventurers who destroy the Liche King carry off all his treasure, the tombs’ included', () => {
    const f = fixture();
    f.rooms[4]!.marks.push('tomb');
    const v = newVillain('liche-king');
    LICHE_KING.setup(f.h, f.s, v);
    f.h.addToken('treasure', 'loot', v.group, f.rooms[4]!.id);
    f.h.addToken('treasure', 'loot', v.group, v.lair);
    const held = loot(f.h, v.group);
    expect(held).toBe(2);
    const party = f.group('adventurers', 'adventurers', 5, 12, 0, 'lawful');
    expect(LICHE_KING.hooks(f.h, f.s, v).enter(f.h, f.s, party, v.lair)).toBe('stop');
    expect(v.outcome).toBe('slain-by-adventurers');
    expect(loot(f.h, v.group)).toBe(0);
    expect(loot(f.h, party.id)).toBe(held);
    expect(f.h.events.some((e) => e.text.includes('carrying off 2 treasures'))).toBe(true);
  });
  it('adventurers who slay the Thought Lords carry off the Mind Pool’s treasure', () => {
    const f = fixture();
    const v = newVillain('thought-lords');
    THOUGHT_LORDS.setup(f.h, f.s, v);
    const held = loot(f.h, v.group);
    expect(held).toBeGreaterThan(0);
    // 30 adventurers cannot lose to d6 + two lords + 1.
    const party = f.group('adventurers', 'adventurers', 5, 30, 0, 'lawful');
    THOUGHT_LORDS.hooks(f.h, f.s, v).enter(f.h, f.s, party, v.lair);
    expect(v.outcome).toBe('slain-by-adventurers');
    expect(loot(f.h, v.group)).toBe(0);
    expect(loot(f.h, party.id)).toBe(held);
  });
  it('adventurers who slay the Alpha Villain in its lair take its treasure and say how much', () => {
    const f = fixture();
    // 3○ in hand after setup: the ogre had 3 given, 3 more added after it built.
    f.group('alpha', 'ogre', 3, 1, 0);
    const v = newVillain('alpha-villain');
    ALPHA_VILLAIN.setup(f.h, f.s, v);
    for (let i = 0; i < 3; i++) f.h.addToken('treasure', 'loot', v.group, v.lair);
    const held = loot(f.h, v.group);
    // 40 adventurers cannot lose to d6 + the villain's beads and its works.
    const party = f.group('adventurers', 'adventurers', 5, 40, 0, 'lawful');
    ALPHA_VILLAIN.hooks(f.h, f.s, v).enter(f.h, f.s, party, v.lair);
    expect(v.outcome).toBe('slain-by-adventurers');
    expect(loot(f.h, party.id)).toBe(held);
    const line = f.h.events.find((e) => e.text.includes('slay') && e.text.includes('in its lair'))!;
    expect(line.text).toContain(`carrying off ${held} treasures`);
  });
  it('a villain that dies otherwise leaves its loot behind, and the last report counts it', () => {
    const f = fixture();
    const v = newVillain('thought-lords');
    THOUGHT_LORDS.setup(f.h, f.s, v);
    const held = loot(f.h, v.group);
    endVillain(f.h, f.s, v, 'wiped-out', 'They fall.');
    expect(loot(f.h, v.group)).toBe(0);
    const loose = f.h.world.tokens.filter((t) => t.kind === 'treasure' && t.owner === null);
    expect(loose.length).toBe(held);
    lootReport(f.h, f.s);
    expect(f.h.events.at(-1)!.text).toContain(`${held} unclaimed`);
  });
});

describe('the Alpha Villain', () => {
  it('every alpha flavour has an inner sanctum; the purple worm’s costs nothing, the rakshasa’s 2', () => {
    for (const r of ALPHA_FLAVOURS) expect(INNER_SANCTUMS[r.id]).toBeDefined();
    expect(INNER_SANCTUMS['purple-worm'].cost).toBe(0);
    expect(INNER_SANCTUMS.rakshasa.cost).toBe(2);
  });
  it('the alpha that ended the age with 6○ becomes the villain and builds from the top of the table', () => {
    const f = fixture();
    const a = f.group('alpha', 'owlbear', 3, 1, 6);
    f.s.monstersEnd = { kind: 'six-loot', group: a.id };
    const v = newVillain('alpha-villain');
    ALPHA_VILLAIN.setup(f.h, f.s, v);
    expect(v.group).toBe(a.id);
    // 6○: grand lair 3, no temple (hungry), great nest 1 (+1●), defensive works with the rest.
    expect(v.built).toContain('grand-lair');
    expect(v.built).not.toContain('temple-complex');
    expect(v.sanctum).not.toBeNull();
    expect(pop(f.h, a.id)).toBe(2);
  });
  it('otherwise the richest alpha is given 3○', () => {
    const f = fixture();
    f.group('alpha', 'ogre', 1, 1, 0);
    const rich = f.group('alpha', 'purple-worm', 4, 1, 1);
    const v = newVillain('alpha-villain');
    ALPHA_VILLAIN.setup(f.h, f.s, v);
    expect(v.group).toBe(rich.id);
  });
  it(`${ALPHA_VILLAIN_GOAL}● dominates the surface`, () => {
    const f = fixture();
    const a = f.group('alpha', 'ogre', 3, 6, 3);
    f.s.monstersEnd = { kind: 'six-loot', group: a.id };
    const v = newVillain('alpha-villain');
    ALPHA_VILLAIN.setup(f.h, f.s, v);
    for (let i = pop(f.h, a.id); i < ALPHA_VILLAIN_GOAL; i++)
      f.h.addToken('population', 'monster', a.id, v.lair);
    ALPHA_VILLAIN.season(f.h, f.s, v);
    expect(v.outcome).toBe('dominated-the-surface');
  });
});
