import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../src/core/rng';
import {
  bashLock,
  detectTrap,
  disarmTrap,
  keyFor,
  lockStep,
  newLock,
  pickLock,
  useKey,
  type LockTable,
  type Opener,
} from '../../../../src/crawl/plungin/play/locks';

/** A table that records what the rules did. */
function table(dice: number[]) {
  const springs: { trap: string; aware: boolean }[] = [];
  const xp: number[] = [];
  const lines: string[] = [];
  const t: LockTable = {
    rng: scriptedRng(dice),
    say: (_a, _act, text) => lines.push(text),
    spring: (_v, trap, aware) => springs.push({ trap, aware }),
    trapName: (id) => (id === 'needle' ? 'Poison Needle' : 'Swinging Axe'),
    trapDisarm: (id) =>
      id === 'needle' ? { stat: 'WIT', difficulty: 1 } : { stat: 'DEX', difficulty: 2 },
    award: (_h, n) => xp.push(n),
  };
  return { t, springs, xp, lines };
}

const thief: Opener & { items: { name: string; use: string }[] } = {
  id: 'wren',
  name: 'Wren',
  stats: { ATK: 2, DEX: 4, WIT: 3 },
  items: [],
};

describe('picking a lock (rules 1174-1200)', () => {
  it('sets off a trap still in place before the roll, with the +1 die when it was detected', () => {
    const { t, springs, xp } = table([5, 6, 2, 3]);
    const s = newLock('locked', 2, 2, 'axe');
    s.detected = true;
    pickLock(t, thief, s, 'the door');
    expect(springs).toEqual([{ trap: 'axe', aware: true }]);
    expect(s.trap).toBeNull();
    // DEX 4: [5] [6] [2] [3], two successes against Dif. 2.
    expect(s.unlocked).toBe(true);
    expect(xp).toEqual([20]);
  });

  it('an unknown trap goes off without the extra die, even when the pick fails', () => {
    const { t, springs } = table([2, 3, 4, 5]);
    const s = newLock('locked', 2, 2, 'needle');
    pickLock(t, thief, s, 'the door');
    expect(springs).toEqual([{ trap: 'needle', aware: false }]);
    expect(s.unlocked).toBe(false);
    expect(s.pickTries).toBe(1);
  });

  it('each retry is one harder: Dif. 2 then 3', () => {
    // First try: one success fails Dif. 2; second: two fail Dif. 3; third: four pass Dif. 4.
    const { t, lines } = table([5, 2, 3, 4, 5, 6, 2, 3, 5, 6, 6, 5]);
    const s = newLock('locked', 2, null, null);
    pickLock(t, thief, s, 'the door');
    pickLock(t, thief, s, 'the door');
    expect(s.unlocked).toBe(false);
    pickLock(t, thief, s, 'the door');
    expect(s.unlocked).toBe(true);
    expect(lines.map((l) => /Dif\. (\d)/.exec(l)![1])).toEqual(['2', '3', '4']);
  });

  it('a fumble breaks the lock: no more picking, only a bash', () => {
    const { t } = table([1, 1, 2, 3]);
    const s = newLock('locked', 1, null, null);
    pickLock(t, thief, s, 'the door');
    expect(s.broken).toBe(true);
    expect(lockStep(t, thief, s, -1, true)).toBe('bash');
    // A further pick does nothing (no dice drawn: the script would run out).
    pickLock(t, thief, s, 'the door');
    expect(s.unlocked).toBe(false);
  });

  it('a Great Door is never picked', () => {
    const { t } = table([]);
    const s = newLock('great', 3, 3, 'axe');
    s.detected = true;
    s.disarmTries = 3;
    expect(lockStep(t, thief, s, -1, true)).toBe('bash');
  });
});

describe('disarming (rules 1093-1108)', () => {
  it('a failure does not set it off and the next try is one harder; success gives 10 XP a listed point', () => {
    const { t, springs, xp, lines } = table([2, 3, 4, 5, 6, 6, 2, 2]);
    const s = newLock('locked', 2, 2, 'axe');
    s.detected = true;
    disarmTrap(t, thief, s); // DEX [2][3][4][5]: one success, Dif. 2: not yet
    expect(springs).toEqual([]);
    expect(s.trap).toBe('axe');
    disarmTrap(t, thief, s); // [6][6][2][2]: two successes against Dif. 3: not yet
    expect(s.trap).toBe('axe');
    expect(lines[1]).toMatch(/Dif\. 3/);
    expect(xp).toEqual([]);
  });

  it('success removes the trap for 10 times its listed difficulty', () => {
    const { t, xp } = table([2, 3, 5, 6, 5, 6, 6, 2]);
    const s = newLock('locked', 2, 2, 'axe');
    s.detected = true;
    disarmTrap(t, thief, s); // two successes, Dif. 2 passes? [2][3][5][6]: yes
    expect(s.trap).toBeNull();
    expect(xp).toEqual([20]);
  });

  it('a fumble sets it off, the hero aware of it', () => {
    const { t, springs } = table([1, 1, 2, 3]);
    const s = newLock('locked', 2, 2, 'axe');
    s.detected = true;
    disarmTrap(t, thief, s);
    expect(springs).toEqual([{ trap: 'axe', aware: true }]);
    expect(s.trap).toBeNull();
  });

  it('the doctrine stops disarming once the raised difficulty passes the stat, and picks instead', () => {
    const { t } = table([]);
    const s = newLock('locked', 2, 2, 'axe');
    s.detected = true;
    s.searchedBy.add('wren');
    s.disarmTries = 2; // Dif. 4 = DEX 4: still worth a try
    expect(lockStep(t, thief, s, -1, true)).toBe('disarm');
    s.disarmTries = 3; // Dif. 5 > DEX 4
    expect(lockStep(t, thief, s, -1, true)).toBe('pick');
  });
});

describe('detecting (rules 1068-1091)', () => {
  it('a fumbled search sets the trap off, unaware', () => {
    const { t, springs } = table([1, 1, 4]);
    const s = newLock('locked', 2, 2, 'needle');
    detectTrap(t, thief, s, 'the door');
    expect(springs).toEqual([{ trap: 'needle', aware: false }]);
    expect(s.searchedBy.has('wren')).toBe(true);
  });
});

describe('bashing (rules 1209-1224)', () => {
  it('needs twice the difficulty in one roll of the heroes ATK together; the trap goes off on the blow that opens it', () => {
    const brand: Opener = { id: 'brand', name: 'Brand', stats: { ATK: 4, DEX: 2, WIT: 2 } };
    const { t, springs } = table([5, 6, 5, 6, 2, 3]);
    const s = newLock('locked', 2, 2, 'axe');
    bashLock(t, thief, [brand], s, 'the door'); // ATK 2 + 4 = 6 dice, four successes against Dif. 4
    expect(s.unlocked).toBe(true);
    expect(springs).toEqual([{ trap: 'axe', aware: false }]);
  });

  it('a fumble needs one success more', () => {
    const { t, lines } = table([1, 1, 5, 6, 6]);
    const s = newLock('locked', 1, null, null);
    bashLock(t, thief, [], s, 'the door'); // [1][1]: fumble
    expect(s.bashFumbles).toBe(1);
    bashLock(t, thief, [], s, 'the door'); // [5][6]: two successes against Dif. 3: holds
    expect(lines[1]).toMatch(/Dif\. 3/);
    expect(s.unlocked).toBe(false);
  });
});

describe('keys (rules 1166-1172, 1325-1335)', () => {
  it('a key opens the lock, bypasses the trap and is spent', () => {
    const { t, springs, xp } = table([]);
    const h = { ...thief, items: [{ name: 'Iron Key', use: 'key' }] };
    const s = newLock('locked', 3, 2, 'axe');
    const k = keyFor(h.items, s, 0, 0);
    expect(k).toBe(0);
    expect(lockStep(t, h, s, k, true)).toBe('key');
    useKey(t, h, k, s, 'the door');
    expect(s.unlocked).toBe(true);
    expect(s.trap).toBeNull();
    expect(springs).toEqual([]);
    expect(xp).toEqual([]);
    expect(h.items).toEqual([]);
  });

  it('a Great Door takes only a Great Key; a Great Key opens a plain lock only when there are more than Great Doors shut', () => {
    const great = newLock('great', 4, 3, 'pit');
    const plain = newLock('locked', 2, 2, null);
    const keys = [{ name: 'Iron Key', use: 'key' }];
    expect(keyFor(keys, great, 0, 1)).toBe(-1);
    const gk = [{ name: 'Great Door Key', use: 'great-key' }];
    expect(keyFor(gk, great, 1, 1)).toBe(0);
    expect(keyFor(gk, plain, 1, 1)).toBe(-1);
    expect(keyFor(gk, plain, 1, 0)).toBe(0);
  });
});

describe('a bash told without a pronoun (the party document names no hero he or she)', () => {
  it('a lone hero rams; several throw their weight', () => {
    const brand: Opener = { id: 'brand', name: 'Brand', stats: { ATK: 4, DEX: 2, WIT: 2 } };
    // Dif. 1 to pick, twice that to bash: Wren's ATK 2 rolls [6] [6], then with Brand 6 dice.
    const one = table([6, 6]);
    bashLock(one.t, thief, [], newLock('locked', 1, 1, null), 'the door');
    expect(one.lines[0]).toMatch(/^Wren rams the door: ATK .* it bursts open\.$/);
    const two = table([1, 2, 3, 4, 6, 6]);
    bashLock(two.t, thief, [brand], newLock('locked', 1, 1, null), 'the chest');
    expect(two.lines[0]).toMatch(/^Wren and Brand throw their weight at the chest: ATK /);
  });
});

describe('a pick cut short by its own trap', () => {
  it('a picker the trap leaves unable to work the lock (fallen, in a pit) rolls no DEX', () => {
    const { t, springs, lines } = table([6, 6, 6, 6]);
    const s = newLock('locked', 1, 1, 'axe');
    pickLock({ ...t, canWork: () => false }, thief, s, 'the door');
    expect(springs).toEqual([{ trap: 'axe', aware: false }]);
    expect(lines.some((l) => /picks the lock/.test(l))).toBe(false);
    expect(s.unlocked).toBe(false);
    expect(s.pickTries).toBe(0);
    // Able to go on, the same pick rolls its DEX at once.
    const again = table([6, 6, 6, 6]);
    const s2 = newLock('locked', 1, 1, 'axe');
    pickLock({ ...again.t, canWork: () => true }, thief, s2, 'the door');
    expect(s2.unlocked).toBe(true);
  });
});
