/** A played game's compact state (the default): it decodes to the full body (`geometry=full`). */
import { describe, expect, it } from 'vitest';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import { createApp } from '../../src/app';
import { diceRuns, expandPlay, runsToDice } from '../../src/api/play/compact';

const app = createApp({ png: resvgNodeRenderer() });

describe('compact play log', () => {
  it('runs a die on only while the die and its purpose stay the same, and splits them back', () => {
    const dice = [
      { die: 'd6', value: 3, for: 'Ghoblin attacks' },
      { die: 'd6', value: 2, for: 'Ghoblin attacks' },
      { die: 'd6', value: 5, for: 'Brand defends' },
      { die: 'd8', value: 7, for: 'Brand defends' },
      { die: 'd6', value: 1, for: 'Ghoblin attacks' },
    ];
    expect(diceRuns(dice)).toEqual([
      ['d6', 'Ghoblin attacks', 3, 2],
      ['d6', 'Brand defends', 5],
      ['d8', 'Brand defends', 7],
      ['d6', 'Ghoblin attacks', 1],
    ]);
    expect(runsToDice(diceRuns(dice))).toEqual(dice);
    expect(diceRuns([])).toEqual([]);
  });
});

describe('/v1/play/plungin geometry', () => {
  it.each([
    ['1', ''],
    ['2', '&round=3&action=2'],
  ])('seed %s%s: the compact body decodes to geometry=full, and is smaller', async (seed, at) => {
    const url = `/v1/play/plungin?seed=${seed}${at}&log=full`;
    const res = await app.request(url);
    expect(res.status).toBe(200);
    const text = await res.text();
    const fullRes = await app.request(`${url}&geometry=full`);
    const fullText = await fullRes.text();
    const compact = JSON.parse(text) as Record<string, unknown>;
    const full = JSON.parse(fullText) as { log: unknown[] };
    expect(full.log.length).toBeGreaterThan(0);
    expect(expandPlay(compact)).toEqual(full);
    // `geometry=compact` is the default, spelled out or not
    expect(await (await app.request(`${url}&geometry=compact`)).text()).toBe(text);
    expect(text.length).toBeLessThan(fullText.length * 0.75);
    // one resource version, `+json.4` (json.3 with the lean log), for both forms
    expect(res.headers.get('strata-version')).toMatch(/\+json\.4$/);
    expect(fullRes.headers.get('strata-version')).toBe(res.headers.get('strata-version'));
  });

  it('refuses another geometry with a 400 naming it', async () => {
    const res = await app.request('/v1/play/plungin?seed=1&geometry=tiny');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { parameter: string }).parameter).toBe('geometry');
  });
});
