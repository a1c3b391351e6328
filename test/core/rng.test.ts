import { describe, expect, it } from 'vitest';
import {
  createRng,
  DiceSyntaxError,
  parseDice,
  scriptedRng,
  ScriptExhaustedError,
  seedState,
  sha256Hex,
} from '../../src/core/rng';

describe('sha256', () => {
  // FIPS 180-4 / NIST example vectors.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j', (input, hex) => {
    expect(sha256Hex(input)).toBe(hex);
  });
  it('hashes a million a', () => {
    expect(sha256Hex('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });
  it('encodes non-ASCII seeds as UTF-8', () => {
    // sha256 of the UTF-8 bytes of "é" (c3 a9).
    expect(sha256Hex('é')).toBe(sha256Hex(new Uint8Array([0xc3, 0xa9])));
  });
});

describe('seeding', () => {
  // Pinned: the first 16 bytes of sha256("moria") as big-endian int32 words (checked with
  // Python's hashlib). Changing these changes every dungeon ever shared.
  it('derives the pinned 128-bit state', () => {
    expect(seedState('moria')).toEqual([32328502, 162722984, -352644577, 831179646]);
    expect(seedState('1')).toEqual([1803989619, -13304607, -1653899186, -10862761]);
  });
  it('draws the pinned d20 sequence', () => {
    // Checked against an independent xoroshiro128+ (rotations 24, 16, 37) written in Python,
    // with pure-rand's rejection rule for uniform integers.
    const rng = createRng('moria');
    expect(Array.from({ length: 8 }, () => rng.d(20))).toEqual([19, 1, 7, 20, 14, 9, 14, 14]);
  });
  it('gives the same sequence for the same seed and different ones for different seeds', () => {
    const a = createRng('x');
    const b = createRng('x');
    const c = createRng('y');
    const sa = Array.from({ length: 50 }, () => a.int(0, 1_000_000));
    expect(Array.from({ length: 50 }, () => b.int(0, 1_000_000))).toEqual(sa);
    expect(Array.from({ length: 50 }, () => c.int(0, 1_000_000))).not.toEqual(sa);
  });
});

describe('streams', () => {
  it('a fork depends only on the seed and its label, not on draws before it', () => {
    const fresh = createRng('moria').fork('names');
    const used = createRng('moria');
    for (let i = 0; i < 100; i++) used.d(6);
    const late = used.fork('names');
    const a = Array.from({ length: 20 }, () => fresh.d(1000));
    expect(Array.from({ length: 20 }, () => late.d(1000))).toEqual(a);
  });
  it('drawing from a fork does not shift the parent', () => {
    const plain = createRng('moria');
    const withFlavour = createRng('moria');
    const flavour = withFlavour.fork('flavour');
    const out: number[] = [];
    const expected: number[] = [];
    for (let i = 0; i < 30; i++) {
      flavour.d(6);
      out.push(withFlavour.d(20));
      expected.push(plain.d(20));
    }
    expect(out).toEqual(expected);
  });
  it('different labels give different streams', () => {
    const a = createRng('moria').fork('a');
    const b = createRng('moria').fork('b');
    expect(Array.from({ length: 10 }, () => a.d(1000))).not.toEqual(
      Array.from({ length: 10 }, () => b.d(1000)),
    );
  });
});

describe('distribution', () => {
  it('d20 is uniform (chi-square over 200,000 draws)', () => {
    const rng = createRng('chi-square');
    const counts = new Array<number>(21).fill(0);
    const n = 200_000;
    for (let i = 0; i < n; i++) counts[rng.d(20)]!++;
    expect(counts[0]).toBe(0);
    const expected = n / 20;
    let chi = 0;
    for (let face = 1; face <= 20; face++) chi += (counts[face]! - expected) ** 2 / expected;
    // 19 degrees of freedom: p = 0.001 at 43.82.
    expect(chi).toBeLessThan(43.82);
  });
  it('int covers both ends and nothing outside', () => {
    const rng = createRng('ends');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rng.int(-3, 3));
    expect([...seen].sort((a, b) => a - b)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
  });
  it('weighted picks follow the weights', () => {
    const rng = createRng('weights');
    const rows = [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 3 },
      { id: 'c', weight: 0 },
    ] as const;
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 40_000; i++) counts[rng.weighted(rows).id]!++;
    expect(counts.c).toBe(0);
    expect(counts.b! / counts.a!).toBeGreaterThan(2.8);
    expect(counts.b! / counts.a!).toBeLessThan(3.2);
  });
  it('shuffle is a permutation and leaves the input alone', () => {
    const rng = createRng('shuffle');
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = rng.shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
  });
});

describe('dice language', () => {
  it.each([
    ['d6', '1d6', 1, 6],
    ['2d6+1', '2d6+1', 3, 13],
    ['d%', '1d100', 1, 100],
    ['3d4-2', '3d4-2', 1, 10],
    ['1d8 + 1d6', '1d8+1d6', 2, 14],
    ['D20', '1d20', 1, 20],
    ['5', '5', 5, 5],
    ['-1d4+10', '-1d4+10', 6, 9],
  ])('parses %j', (src, text, min, max) => {
    const e = parseDice(src);
    expect(e.text).toBe(text);
    expect([e.min, e.max]).toEqual([min, max]);
  });
  it.each([
    '',
    'd',
    '2d',
    'd1',
    'd0',
    '0d6',
    '2d6+',
    '+2d6',
    '2x6',
    'd6d6',
    '101d6',
    'd1001',
    '1d6++1',
    'banana',
    '1.5d6',
    '1+1+1+1+1+1+1+1+1',
  ])('rejects %j', (src) => {
    expect(() => parseDice(src)).toThrow(DiceSyntaxError);
  });
  it('rolls within bounds and records each die', () => {
    const rng = createRng('roll');
    for (let i = 0; i < 500; i++) {
      const r = rng.rollDetailed('2d6+1');
      expect(r.dice).toHaveLength(2);
      expect(r.total).toBe(r.dice[0]! + r.dice[1]! + 1);
      expect(r.total).toBeGreaterThanOrEqual(3);
      expect(r.total).toBeLessThanOrEqual(13);
    }
  });
  it('looks up a die-range table', () => {
    const rows = [
      { lo: 1, hi: 2, name: 'low' },
      { lo: 3, hi: 6, name: 'high' },
    ] as const;
    expect(scriptedRng([2]).table('d6', rows)).toEqual({ row: rows[0], roll: 2 });
    expect(scriptedRng([3]).table('d6', rows)).toEqual({ row: rows[1], roll: 3 });
  });
});

describe('scripted rng', () => {
  it('plays its script die by die', () => {
    const rng = scriptedRng([4, 6, 1]);
    expect(rng.d(6)).toBe(4);
    expect(rng.roll('2d6')).toBe(7);
    expect(rng.remaining).toBe(0);
  });
  it('refuses a value the die cannot show', () => {
    expect(() => scriptedRng([7]).d(6)).toThrow(/wanted 1..6/);
  });
  it('says when the script runs out, or falls back to a seed when told', () => {
    expect(() => scriptedRng([]).d(6)).toThrow(ScriptExhaustedError);
    const r = scriptedRng([], { thenSeed: 'moria' }).d(20);
    expect(r).toBe(19);
  });
  it('scripts named forks', () => {
    const rng = scriptedRng([1], { forks: { names: [3] } });
    expect(rng.fork('names').d(4)).toBe(3);
    expect(rng.d(4)).toBe(1);
  });
});
