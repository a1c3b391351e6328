import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors';
import { replaySteps } from '../../../src/crawl/plan/steps';
import { runCrawl } from '../../../src/crawl/dmg1/engine';
import { runTiles } from '../../../src/crawl/tiles/engine';

/** The InputError a call throws, as parameter and rule. */
function refusal(f: () => unknown): [string, string] | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return [e.parameter, e.rule];
    throw e;
  }
  return undefined;
}

describe('replaySteps: how far a crawl replays', () => {
  it('is the step asked, or the path’s length without one', () => {
    expect(replaySteps([], 7, 10)).toBe(7);
    expect(replaySteps(['a', 'b'], undefined, 10)).toBe(2);
    expect(replaySteps(['a', 'b'], 2, 10, 2)).toBe(2);
  });

  it('refuses a path over the limit before anything else', () => {
    expect(refusal(() => replaySteps(['a', 'b', 'c'], 99, 10, 2))).toEqual(['path', 'max']);
    expect(refusal(() => replaySteps(['a', 'b', 'c'], 99, 10))).toEqual(['step', 'range']);
  });

  it('refuses a step out of range or not whole, then a path longer than the step', () => {
    expect(refusal(() => replaySteps([], -1, 10))).toEqual(['step', 'range']);
    expect(refusal(() => replaySteps([], 11, 10))).toEqual(['step', 'range']);
    expect(refusal(() => replaySteps([], 1.5, 10))).toEqual(['step', 'range']);
    expect(refusal(() => replaySteps(['a', 'b'], 1, 10))).toEqual(['path', 'longer-than-step']);
  });

  it('is what the DMG1 and tile crawls check', () => {
    expect(refusal(() => runCrawl({ seed: 's', step: 501 }))).toEqual(['step', 'range']);
    expect(refusal(() => runTiles({ seed: 's', step: 401 }))).toEqual(['step', 'range']);
    expect(refusal(() => runCrawl({ seed: 's', step: 0, path: ['x'] }))).toEqual([
      'path',
      'longer-than-step',
    ]);
  });
});
