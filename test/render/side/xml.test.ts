import { describe, expect, it } from 'vitest';
import { xmlProblems } from './xml';

describe('xmlProblems', () => {
  it('accepts well-formed documents', () => {
    expect(xmlProblems('<svg a="1"><g><path d="M0 0"/></g><text>a &amp; b</text></svg>')).toEqual(
      [],
    );
  });
  it.each([
    ['<svg><g></svg>', 'mis-nested'],
    ['<svg a="1" a="2"/>', 'duplicate attribute'],
    ['<svg>a & b</svg>', 'raw ampersand'],
    ['<svg a=1/>', 'unquoted attribute'],
    ['<svg/><svg/>', 'two roots'],
    ['<svg><g>', 'unclosed'],
    ['<svg>\uFFFF</svg>', 'U+FFFF'],
    ['<svg a="\uD800"/>', 'lone surrogate'],
  ])('rejects %s (%s)', (xml) => {
    expect(xmlProblems(xml).length).toBeGreaterThan(0);
  });
});
