import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../../src/core/system';
import { PLAY_OPTIONS, type PlayOptions } from '../../../../src/crawl/plungin/play/options';
import { runPlay } from '../../../../src/crawl/plungin/play/system';

const options = defaultsOf(PLAY_OPTIONS) as PlayOptions;
const whole = { round: 40, action: null };

describe('the play log reads as a session report', () => {
  it('a round numbers its actions 1, 2, 3… with no gaps (an action that shows nothing gives its number back)', () => {
    for (const seed of ['moria', 'log-1']) {
      const run = runPlay(seed, options, whole, {});
      const byRound = new Map<number, Set<number>>();
      for (const e of run.log)
        if (e.round > 0 && e.action > 0)
          byRound.set(e.round, (byRound.get(e.round) ?? new Set()).add(e.action));
      for (const [round, acts] of byRound) {
        const max = Math.max(...acts);
        expect(
          [...acts].sort((a, b) => a - b),
          `seed ${seed} round ${round}`,
        ).toEqual(Array.from({ length: max }, (_, i) => i + 1));
      }
    }
  });

  it('action=N stops after the N-th action the log shows', () => {
    const all = runPlay('moria', options, whole, {});
    const round = all.log.find((e) => e.round > 1 && e.action >= 3)!.round;
    const part = runPlay('moria', options, { round, action: 3 }, {});
    const shown = part.log.filter((e) => e.round === round).map((e) => e.action);
    expect(Math.max(...shown)).toBe(3);
    expect(part.log).toEqual(all.log.slice(0, part.log.length));
  });

  it('Free Hero Order tells the order it chose at the round’s first hero action', () => {
    const run = runPlay('moria', { ...options, freeHeroOrder: true }, whole, {});
    const notes = run.log.filter((e) => e.act === 'order');
    expect(notes.length).toBeGreaterThan(0);
    for (const n of notes) {
      expect(n.action).toBe(1);
      expect(n.text).toMatch(/^Free Hero Order: .* act in that order/);
      // The first hero named is the first to act that round.
      const first = n.text
        .slice('Free Hero Order: '.length)
        .split(/,| and /)[0]!
        .trim();
      const acts = run.log.filter(
        (e) =>
          e.round === n.round && e !== n && ['brand', 'wren', 'ansel', 'morwen'].includes(e.actor),
      );
      if (acts[0])
        expect(acts[0].text.startsWith(first) || acts[0].text.includes(first)).toBe(true);
    }
  });

  it('a trap tells what it does to whom: "The Falling Rocks catch …", "The Poison Needle catches …"', () => {
    const texts: string[] = [];
    for (let i = 0; i < 6 && !texts.some((t) => /^The Falling Rocks catch /.test(t)); i++)
      texts.push(
        ...runPlay(`log-${i}`, options, whole, {})
          .log.filter((e) => e.act === 'trap' && /springs on|catch(es)? /.test(e.text))
          .map((e) => e.text),
      );
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) {
      expect(t).not.toMatch(/springs on/);
      expect(t).toMatch(/^The [A-Z][\w ]+ catch(es)? [A-Z]\w+: /);
    }
  });
});
