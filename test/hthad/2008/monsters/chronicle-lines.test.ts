/**
 * Seed `moria` read as a game master reads it (issue 20, points 8 and 11): the knights' lines
 * say what they brought home and where they re-people, a lone beast takes a singular verb, and
 * a lost excursion is told once.
 */
import { describe, expect, it } from 'vitest';
import { runHistory } from '../../../../src/hthad/2008';

const r = runHistory({ seed: 'moria', until: 'end' });
const lines = r.events.map((e) => e.text);

describe('seed moria reads as it happened', () => {
  it('"with their spoils" only when the knights gathered treasure they did not set out with', () => {
    let carried = new Set<string>();
    let told = 0;
    for (const e of r.events) {
      if (e.rule === 'excursion')
        carried = new Set(e.tokens.filter((t) => t.kind === 'treasure').map((t) => t.token));
      if (e.rule !== 'excursion-return') continue;
      const gathered = e.tokens.some((t) => t.kind === 'treasure' && !carried.has(t.token));
      expect(e.text.includes('with their spoils')).toBe(gathered);
      told++;
    }
    // The knights set out and came home several times (some with the artifact only).
    expect(told).toBeGreaterThan(5);
  });
  it('the settlers re-people the city by its own name', () => {
    const city = r.events.find((e) => e.text.includes('founds the city of'))!;
    const name = /founds the city of ([^,]+),/.exec(city.text)![1]!;
    const resettled = r.events.filter((e) => e.rule === 'city-resettled');
    expect(resettled.length).toBeGreaterThan(0);
    for (const e of resettled) expect(e.text).toContain(`re-people ${name}.`);
  });
  it('alphas and the kingdom take singular verbs', () => {
    expect(lines.some((l) => / arrives in the domain of /.test(l))).toBe(true);
    expect(lines.some((l) => / mauls /.test(l))).toBe(true);
    expect(lines).toContain(
      'Wenamere holds six treasures: an arch-villain is drawn to the dungeon. Five are set aside for the villain.',
    );
    // Voramat, Angridrax and Glauegoth are lone alphas that arrive on another group's ground.
    for (const l of lines) expect(l).not.toMatch(/\) maul |^(Voramat|Angridrax|Glauegoth) arrive /);
    expect(lines).toContain('Voramat arrives in the domain of Smauelisk.');
  });
  it('a lost excursion is told once, as the knights', () => {
    expect(lines.filter((l) => l.includes('fall to the last man and never return')).length).toBe(2);
    for (const l of lines) expect(l).not.toMatch(/The excursion (is destroyed|clashes)/);
    expect(lines).toContain('The knights of Wenamere find a way down from the surface.');
  });
});
