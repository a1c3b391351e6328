/** The shared SVG building blocks: escaping keeps every document XML 1.0. */
import { describe, expect, it } from 'vitest';
import { renderSideView } from '../../src/render/side';
import { esc } from '../../src/render/svg';
import { inputFor } from './side/worlds';
import { xmlProblems } from './side/xml';

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
