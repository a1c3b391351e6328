import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../src/core/rng';
import { defaultsOf } from '../../../../src/core/system';
import { BUILT_IN_PACKS } from '../../../../src/crawl/plungin/packs';
import { attack, monsterTurn, newGame } from '../../../../src/crawl/plungin/play/game';
import { openChest } from '../../../../src/crawl/plungin/play/doors';
import { heroTurn } from '../../../../src/crawl/plungin/play/hero-turn';
import { DEFAULT_PARTY } from '../../../../src/crawl/plungin/play/heroes';
import { newLock } from '../../../../src/crawl/plungin/play/locks';
import {
  faceDoor,
  faceFoe,
  heroOrder,
  keyOnly,
  oneCheckDoor,
  lineSquares,
  disengageStart,
} from '../../../../src/crawl/plungin/play/optional';
import { PLAY_OPTIONS, type PlayOptions } from '../../../../src/crawl/plungin/play/options';
import {
  moveToward,
  type Chest,
  type Fig,
  type GameState,
} from '../../../../src/crawl/plungin/play/state';
import { hero, lineUp, monster, newTestGame } from './helpers';

const pack = BUILT_IN_PACKS[0]!;

// The heroes out of the way in the Entry's top row, unless a test places them.
const game = (dice: number[], on: Partial<Omit<PlayOptions, 'pack'>> = {}): GameState =>
  lineUp(newTestGame(dice, { options: on }), 54);

/** How many dice the last attack line rolled for `who`'s attack and for the defence. */
function rolled(g: GameState, what: string): number {
  const e = [...g.log].reverse().find((x) => x.act === 'attack' || x.act === 'cast')!;
  return e.dice.filter((d) => d.for === what).length;
}

describe('Free Hero Order (rules 656-660)', () => {
  it('off: around the table, in marching order', () => {
    const g = game([]);
    hero(g, 'brand').life = 2;
    expect(heroOrder(g).map((h) => h.id)).toEqual(['brand', 'wren', 'ansel', 'morwen']);
  });
  it('on: the mender first when a hero is at half LIFE, then those next to a foe, then the rest', () => {
    const g = game([], { freeHeroOrder: true });
    hero(g, 'brand').life = 3; // 3 of 6: half
    hero(g, 'morwen').cell = { x: 40, y: 57 };
    monster(g, 'orc', 41, 57);
    expect(heroOrder(g).map((h) => h.id)).toEqual(['ansel', 'morwen', 'brand', 'wren']);
    // Nobody hurt: the priestess keeps her place; the one in a fight still goes first.
    hero(g, 'brand').life = 6;
    expect(heroOrder(g).map((h) => h.id)).toEqual(['morwen', 'brand', 'wren', 'ansel']);
  });
});

describe('Facing (rules 787-789)', () => {
  it('a blow from behind rolls one ATK die more; from the front, or with the option off, none', () => {
    // The orc faces east (toward x + 1); Brand strikes from the west: ATK 4 + Sword 2 + 1 = 7 dice.
    const g = game([5, 5, 2, 2, 2, 2, 2, 2, 2, 2], { facing: true });
    const brand = hero(g, 'brand');
    brand.cell = { x: 38, y: 56 };
    const orc = monster(g, 'orc', 39, 56);
    orc.facing = { x: 1, y: 0 };
    attack(g, brand, orc, 'melee');
    expect(rolled(g, 'Brand attacks')).toBe(7);
    expect(orc.life).toBe(4 - 2);
    // From the front (east of the orc): 6 dice.
    const f = game([5, 5, 2, 2, 2, 2, 2, 2, 2], { facing: true });
    const b2 = hero(f, 'brand');
    b2.cell = { x: 40, y: 56 };
    const o2 = monster(f, 'orc', 39, 56);
    o2.facing = { x: 1, y: 0 };
    attack(f, b2, o2, 'melee');
    expect(rolled(f, 'Brand attacks')).toBe(6);
    // Option off: the back is no weaker.
    const o = game([5, 5, 2, 2, 2, 2, 2, 2, 2]);
    const b3 = hero(o, 'brand');
    b3.cell = { x: 38, y: 56 };
    const o3 = monster(o, 'orc', 39, 56);
    o3.facing = { x: 1, y: 0 };
    attack(o, b3, o3, 'melee');
    expect(rolled(o, 'Brand attacks')).toBe(6);
  });
  it('at the end of its turn a figure turns to its nearest foe; a stunned one cannot', () => {
    const g = game([], { facing: true });
    const orc = monster(g, 'orc', 39, 57);
    hero(g, 'wren').cell = { x: 39, y: 59 };
    faceFoe(g, orc);
    expect(orc.facing).toEqual({ x: 0, y: 1 });
    hero(g, 'wren').cell = { x: 36, y: 57 };
    hero(g, 'brand').cell = { x: 41, y: 57 };
    orc.stunned = 1;
    faceFoe(g, orc);
    expect(orc.facing).toEqual({ x: 0, y: 1 });
    orc.stunned = 0;
    faceFoe(g, orc);
    expect(orc.facing).toEqual({ x: 1, y: 0 });
  });
});

describe('Facing: monsters face the door the heroes come through (rules 417-418)', () => {
  const door = [
    { x: 39, y: 52 },
    { x: 40, y: 52 },
  ];
  it('each turns toward the nearest of the door’s squares, along the axis it is farther off on', () => {
    const g = game([], { facing: true });
    const a = monster(g, 'orc', 39, 57);
    const b = monster(g, 'orc', 45, 53);
    faceDoor(g, [a, b], door);
    expect(a.facing).toEqual({ x: 0, y: -1 });
    expect(b.facing).toEqual({ x: -1, y: 0 });
  });
  it('without the option nobody turns', () => {
    const g = game([], {});
    const a = monster(g, 'orc', 39, 57);
    faceDoor(g, [a], door);
    expect(a.facing).toBeUndefined();
  });
});

describe('Cover (rules 790-791)', () => {
  it('a shot past another character gives the target one DEF die more', () => {
    expect(lineSquares({ x: 36, y: 56 }, { x: 40, y: 56 })).toEqual([
      { x: 37, y: 56 },
      { x: 38, y: 56 },
      { x: 39, y: 56 },
    ]);
    // Wren's bow: ATK 3 + 1 = 4 dice; the orc's DEF 3 + 1 for Brand in the line.
    const g = game([5, 5, 2, 2, 2, 2, 2, 2], { cover: true });
    hero(g, 'wren').cell = { x: 36, y: 56 };
    hero(g, 'brand').cell = { x: 38, y: 56 };
    const orc = monster(g, 'orc', 40, 56);
    attack(g, hero(g, 'wren'), orc, 'ranged');
    expect(rolled(g, 'Orc defends')).toBe(4);
    expect(orc.life).toBe(2);
    // Nobody in the line: 3 dice.
    const h = game([5, 5, 2, 2, 2, 2, 2], { cover: true });
    hero(h, 'wren').cell = { x: 36, y: 56 };
    const o2 = monster(h, 'orc', 40, 56);
    attack(h, hero(h, 'wren'), o2, 'ranged');
    expect(rolled(h, 'Orc defends')).toBe(3);
    // Option off: Brand in the line, still 3 dice.
    const o = game([5, 5, 2, 2, 2, 2, 2]);
    hero(o, 'wren').cell = { x: 36, y: 56 };
    hero(o, 'brand').cell = { x: 38, y: 56 };
    const o3 = monster(o, 'orc', 40, 56);
    attack(o, hero(o, 'wren'), o3, 'ranged');
    expect(rolled(o, 'Orc defends')).toBe(3);
  });
  it('a blow in melee has no cover', () => {
    const g = game([5, 5, 2, 2, 2, 2, 2, 2, 2], { cover: true });
    hero(g, 'brand').cell = { x: 38, y: 56 };
    const orc = monster(g, 'orc', 39, 56);
    attack(g, hero(g, 'brand'), orc, 'melee');
    expect(rolled(g, 'Orc defends')).toBe(3);
  });
});

describe('Disengage (rules 798)', () => {
  const farthest = (g: GameState, f: Fig): number => {
    // Walk as far west as the move allows.
    moveToward(g, f, (c) => c.x);
    return f.cell.x;
  };
  it('a character starting its turn next to an opponent moves one square', () => {
    const g = game([], { disengage: true });
    const brand = hero(g, 'brand');
    brand.cell = { x: 41, y: 57 };
    monster(g, 'orc', 41, 58);
    disengageStart(g, brand);
    expect(brand.moveCap).toBe(1);
    expect(farthest(g, brand)).toBe(40);
  });
  it('not next to one, or with the option off, the whole MOV', () => {
    const g = game([], { disengage: true });
    const brand = hero(g, 'brand');
    brand.cell = { x: 41, y: 57 };
    disengageStart(g, brand);
    expect(farthest(g, brand)).toBe(36);
    const o = game([]);
    const b2 = hero(o, 'brand');
    b2.cell = { x: 41, y: 57 };
    monster(o, 'orc', 41, 58);
    disengageStart(o, b2);
    expect(farthest(o, b2)).toBe(36);
  });
  it("the monsters' turn is held to it too", () => {
    // The orc starts next to Brand but is lured by High DEX to Wren, five squares off: one step.
    const g = game([], { disengage: true });
    hero(g, 'brand').cell = { x: 41, y: 55 };
    hero(g, 'ansel').cell = { x: 36, y: 55 };
    hero(g, 'morwen').cell = { x: 36, y: 56 };
    const orc = monster(g, 'orc', 41, 56);
    // Brand's reaction is spent: the orc steps away without an Attack of Opportunity (abilities.ts).
    hero(g, 'brand').reacted = true;
    orc.target = 'Lured';
    orc.lure = 'High DEX';
    hero(g, 'wren').cell = { x: 36, y: 59 };
    monsterTurn(g, orc);
    expect(Math.abs(orc.cell.x - 41) + Math.abs(orc.cell.y - 56)).toBe(1);
  });
});

describe('Ranged Attack/Spells in Melee (rules 800-801)', () => {
  it('next to a foe, the archer strikes that foe in melee instead of shooting the weaker one', () => {
    // Wren [2][2][2][2]: no hit; the orc's defence [2][2][2].
    const g = game([2, 2, 2, 2, 2, 2, 2], { rangedInMelee: true });
    const wren = hero(g, 'wren');
    wren.cell = { x: 38, y: 57 };
    const near = monster(g, 'orc', 39, 57);
    const far = monster(g, 'orc', 41, 59);
    far.life = 1;
    heroTurn(g, wren);
    const shot = g.log.find((e) => e.act === 'attack')!;
    expect(shot.text).toMatch(/^Wren attacks Orc/);
    expect(shot.dice.filter((d) => d.for === 'Wren attacks')).toHaveLength(4);
    expect(near.life).toBe(4);
    // Off: she shoots the weaker orc across the room.
    const o = game([2, 2, 2, 2, 2, 2, 2]);
    const w2 = hero(o, 'wren');
    w2.cell = { x: 38, y: 57 };
    monster(o, 'orc', 39, 57);
    const f2 = monster(o, 'orc', 41, 59);
    f2.life = 1;
    heroTurn(o, w2);
    expect(o.log.find((e) => e.act === 'attack')!.text).toMatch(/^Wren shoots at Orc/);
  });
  it('a shooter next to a hero steps clear before it shoots; off, it shoots where it stands', () => {
    // The Tide-Priest (Ranged, Lured by High MAG: Ansel) stands by Brand; Ansel is across the room.
    const play = (rangedInMelee: boolean): { g: GameState; priest: Fig } => {
      const g = newGame({
        seed: 't',
        pack,
        packId: pack.id,
        party: DEFAULT_PARTY,
        options: { ...defaultsOf(PLAY_OPTIONS), rangedInMelee },
        stop: { round: 1, action: null },
        rng: scriptedRng([], { thenSeed: 'x' }),
      });
      g.figures.forEach((f, i) => (f.cell = { x: 36 + i, y: 54 }));
      hero(g, 'brand').cell = { x: 40, y: 57 };
      hero(g, 'ansel').cell = { x: 36, y: 59 };
      const priest = monster(g, 'tide-priest', 41, 57);
      monsterTurn(g, priest);
      return { g, priest };
    };
    const on = play(true);
    const acts = on.g.log.filter((e) => e.actor === on.priest.id);
    expect(acts[0]!.act).toBe('move');
    expect(acts.find((e) => e.act === 'attack')!.text).toMatch(/shoots at Ansel/);
    const p = on.priest.cell;
    const heroes = on.g.figures.filter((f) => f.side === 'hero');
    expect(heroes.some((h) => Math.abs(h.cell.x - p.x) + Math.abs(h.cell.y - p.y) === 1)).toBe(
      false,
    );
    const off = play(false);
    const first = off.g.log.find((e) => e.actor === off.priest.id)!;
    expect(first.act).toBe('attack');
    expect(first.text).toMatch(/shoots at Ansel/);
    expect(off.priest.cell).toEqual({ x: 41, y: 57 });
  });
});

describe('Ranged Attack Fumbles (rules 803-804)', () => {
  it('a fumbled shot misses and flies at one picked at random from its line and the target’s neighbours', () => {
    // Wren [1][1][5][2]: one hit, two 1s, a fumble. In the line: Brand; beside the orc: Orc 2.
    // d2 [1]: Brand, who defends [2][2][2] and takes the hit.
    const g = game([1, 1, 5, 2, 1, 2, 2, 2], { rangedFumbles: true });
    hero(g, 'wren').cell = { x: 36, y: 56 };
    const brand = hero(g, 'brand');
    brand.cell = { x: 38, y: 56 };
    const orc = monster(g, 'orc', 40, 56);
    const orc2 = monster(g, 'orc', 40, 57);
    attack(g, hero(g, 'wren'), orc, 'ranged');
    expect(orc.life).toBe(4);
    expect(orc2.life).toBe(4);
    expect(brand.life).toBe(6 - 1);
    expect(g.log.find((e) => e.act === 'fumble')!.dice).toEqual([
      { die: 'd2', value: 1, for: 'the stray shot' },
    ]);
    // d2 [2]: Orc 2.
    const h = game([1, 1, 5, 2, 2, 2, 2, 2], { rangedFumbles: true });
    hero(h, 'wren').cell = { x: 36, y: 56 };
    hero(h, 'brand').cell = { x: 38, y: 56 };
    monster(h, 'orc', 40, 56);
    const o2 = monster(h, 'orc', 40, 57);
    attack(
      h,
      hero(h, 'wren'),
      h.figures.find((f) => f.id === 'm5')!,
      'ranged',
    );
    expect(o2.life).toBe(3);
  });
  it('nobody near: the shot is lost; with the option off, or No fumbles, the target defends as usual', () => {
    const g = game([1, 1, 5, 2], { rangedFumbles: true });
    hero(g, 'wren').cell = { x: 36, y: 56 };
    const orc = monster(g, 'orc', 40, 56);
    attack(g, hero(g, 'wren'), orc, 'ranged');
    expect(orc.life).toBe(4);
    expect(g.log.at(-1)!.text).toMatch(/is lost/);
    for (const on of [{}, { rangedFumbles: true, noFumbles: true }]) {
      const o = game([1, 1, 5, 2, 2, 2, 2], on);
      hero(o, 'wren').cell = { x: 36, y: 56 };
      hero(o, 'brand').cell = { x: 38, y: 56 };
      const t = monster(o, 'orc', 40, 56);
      attack(o, hero(o, 'wren'), t, 'ranged');
      expect(t.life).toBe(3);
      expect(hero(o, 'brand').life).toBe(6);
    }
  });
});

describe('One Check to Rule Them All (rules 1227-1233)', () => {
  const chest = (): Chest => ({
    id: 'c1',
    cell: { x: 40, y: 55 },
    space: '',
    opened: false,
    locked: true,
    detect: 1,
    unlock: 1,
  });
  it('one DEX check at the chart’s Dif. + 1: success clears the trap and the lock, with both XP', () => {
    // Chest Trap d6 [6]: Poison Needle. Wren DEX 4 [5][6][2][3] against Dif. 2: passed.
    const g = game([6, 5, 6, 2, 3], { oneCheck: true });
    const wren = hero(g, 'wren');
    const c = chest();
    g.chests.push(c);
    openChest(g, wren, c);
    expect(c.lock!.unlocked).toBe(true);
    expect(c.lock!.trap).toBe(null);
    expect(wren.life).toBe(4);
    // 10 for the Dif. 1 lock, 10 for the Dif. 1 WIT needle.
    expect(wren.xp).toBe(20);
    expect(g.log.at(-1)!.text).toMatch(
      /Dif\. 2: passed, the Poison Needle disarmed, the lock open\./,
    );
  });
  it('failure sets the trap off unseen and only a key opens the lock: no pick, no bash', () => {
    // Needle [6]; DEX [5][2][2][3]: one success, short of 2. The needle: 3 dice [5][5][2]
    // against Wren's RES 2 [2][3] (no die for knowing of it): 2 damage.
    const g = game([6, 5, 2, 2, 3, 5, 5, 2, 2, 3], { oneCheck: true });
    const wren = hero(g, 'wren');
    const c = chest();
    g.chests.push(c);
    openChest(g, wren, c);
    expect(wren.life).toBe(2);
    expect(c.lock!.unlocked).toBe(false);
    // Next action, no key: the party leaves it, rolling nothing (the script is spent).
    openChest(g, wren, c);
    expect(c.opened).toBe(true);
    expect(g.log.at(-1)!.act).toBe('give-up');
    // With a key it opens.
    const k = game([1, 5, 2, 2, 3], { oneCheck: true });
    const w2 = hero(k, 'wren');
    const c2 = chest();
    k.chests.push(c2);
    openChest(k, w2, c2);
    w2.items.push({ name: 'Iron Key', use: 'key' });
    openChest(k, w2, c2);
    expect(c2.lock!.unlocked).toBe(true);
  });
  it('the doctrine at a locked door: bash one it can force, the one check for one it cannot', () => {
    const g = game([], { oneCheck: true });
    const s = newLock('locked', 2, 1, null);
    expect(oneCheckDoor(g, s, true)).toBe('bash');
    expect(oneCheckDoor(g, s, false)).toBe('check');
    s.oneCheck = 'failed';
    expect(keyOnly(s)).toBe(true);
    expect(oneCheckDoor(g, s, true)).toBe('bash');
    expect(oneCheckDoor(g, newLock('great', 3, null, null), false)).toBe(null);
    expect(oneCheckDoor(game([]), newLock('locked', 2, 1, null), false)).toBe(null);
  });
  it('off: the first action at the chest is the search for traps', () => {
    const g = game([1, 5, 2, 2]);
    const c = chest();
    g.chests.push(c);
    openChest(g, hero(g, 'wren'), c);
    expect(g.log.at(-1)!.act).toBe('detect');
  });
});
