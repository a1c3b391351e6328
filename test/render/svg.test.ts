/** The shared SVG building blocks: escaping keeps every document XML 1.0. */
import { describe, expect, it } from 'vitest';
import { renderSideView } from '../../src/render/side';
import { esc, num } from '../../src/render/svg';
import { inputFor } from './side/worlds';
import { xmlProblems } from './side/xml';

describe('num', () => {
  /** The formulation num replaced: toFixed, then trailing zeros and a bare point cut. */
  const byFixed = (v: number, digits: number): string => {
    const scale = 10 ** digits;
    const r = Math.round(v * scale) / scale;
    if (r === 0) return '0';
    const f = r.toFixed(digits);
    return f.includes('.') ? f.replace(/0+$/, '').replace(/\.$/, '') : f;
  };
  it('writes at most `digits` decimals, no trailing zeros, no -0', () => {
    expect(num(1.5)).toBe('1.5');
    expect(num(2)).toBe('2');
    expect(num(-0.0001)).toBe('0');
    expect(num(-0.05)).toBe('-0.05');
    expect(num(1.005, 3)).toBe('1.005');
    expect(num(0.1 + 0.2)).toBe('0.3');
    expect(num(123456.789, 1)).toBe('123456.8');
    expect(num(2.5e9)).toBe('2500000000');
  });
  it('writes what toFixed wrote, over a spread of values, halves and digit counts', () => {
    let s = 7;
    for (let i = 0; i < 20000; i++) {
      s = (s * 1103515245 + 12345) >>> 0;
      const digits = i % 5;
      const v =
        i % 4 === 0
          ? (s % 200001) / 10 ** digits - 10 + 0.5 / 10 ** digits
          : (s / 2 ** 32 - 0.5) * 10 ** (i % 11);
      expect(num(v, digits)).toBe(byFixed(v, digits));
    }
  });
});

describe('esc', () => {
  it('escapes the five markup characters', () => {
    expect(esc(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
  });
  it('leaves plain text (and astral characters) alone', () => {
    expect(esc('Khazad-dûm 🐉 \t\n')).toBe('Khazad-dûm 🐉 \t\n');
  });
  it('replaces what XML 1.0 forbids with U+FFFD: U+FFFE, U+FFFF, C0 controls, lone surrogates', () => {
    expect(esc('\uFFFF')).toBe('\uFFFD');
    expect(esc('a\uFFFEb')).toBe('a\uFFFDb');
    expect(esc('\u0000\u0001\u001F\u000B')).toBe('\uFFFD\uFFFD\uFFFD\uFFFD');
    expect(esc('x\uD800y')).toBe('x\uFFFDy');
    expect(esc('x\uDC00')).toBe('x\uFFFD');
    expect(esc('\uDC00\uD800')).toBe('\uFFFD\uFFFD');
    expect(esc('<\uD83D\uDC09>')).toBe('&lt;\uD83D\uDC09&gt;');
  });
});

describe('a side view of a seed XML forbids', () => {
  it.each(['\uFFFF', '\uFFFE', 'a\uD800b', '\uDC00<&>'])('is well-formed XML (seed %j)', (seed) => {
    const svg = renderSideView(inputFor({ name: 'odd seed', seed, until: 'primordial' }));
    expect(xmlProblems(svg)).toEqual([]);
  });
});
