/**
 * Every seeded resource carries a file name (Content-Disposition) that says what it is: the
 * system, the seed, where the replay stopped, the view, and the format's usual extension.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';

const app = createTestApp();

async function nameOf(url: string): Promise<string | null> {
  const res = await app.request(url);
  expect(res.status, url).toBe(200);
  const header = res.headers.get('content-disposition');
  return /^inline; filename="([^"]+)"$/.exec(header ?? '')?.[1] ?? null;
}

describe('download names', () => {
  it('names a history’s map, chronicle and state by ruleset, seed, age and year', async () => {
    expect(await nameOf('/v1/dungeon/map.png?seed=moria&until=villainy')).toBe(
      'strata-hthad2008-moria-villainy.png',
    );
    expect(await nameOf('/v1/dungeon/map.svg?seed=moria&until=villainy&year=2')).toBe(
      'strata-hthad2008-moria-villainy-y2.svg',
    );
    expect(await nameOf('/v1/dungeon/chronicle?seed=moria&format=markdown')).toBe(
      'strata-hthad2008-moria-end.md',
    );
    expect(await nameOf('/v1/dungeon?seed=Moria%20Deep!')).toBe(
      'strata-hthad2008-moria-deep-end.json',
    );
  });

  it('names a crawl’s exports by step and level, and marks the players’ view', async () => {
    expect(await nameOf('/v1/crawl/dmg1/uvtt?seed=greyhawk&step=60&image=none')).toBe(
      'strata-dmg1-greyhawk-step60-level1.dd2vtt',
    );
    expect(await nameOf('/v1/crawl/dmg1/foundry?seed=greyhawk&step=5&view=player')).toBe(
      'strata-dmg1-greyhawk-step5-level1-player.foundry.json',
    );
    expect(await nameOf('/v1/crawl/dmg1/key?seed=greyhawk&step=5')).toBe(
      'strata-dmg1-greyhawk-step5-level1.txt',
    );
    expect(await nameOf('/v1/crawl/dmg1/map.png?seed=greyhawk&step=5&width=400')).toBe(
      'strata-dmg1-greyhawk-step5-level1.png',
    );
  });

  it('keeps the name a Foundry scene refers to for a VTT image', async () => {
    const name = await nameOf(
      '/v1/crawl/dmg1/map.png?seed=greyhawk&step=5&mode=vtt&pixelsPerGrid=20',
    );
    expect(name).toMatch(/^dmg1-greyhawk-level1-referee-[0-9a-f]+\.png$/);
  });
});
