/**
 * The viewer's played-game view in a real browser, against the fake game that shares the id
 * `plungin` with the crawl (test/play/fake-game.ts): rounds stepped with the buttons and the
 * address, figures on the map, the play log beside it, and the crawl still reachable by its id.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registryOf } from '../../src/systems';
import { FAKE_END, fakeDie, WITH_FAKE } from '../play/fake-game';
import { launchChromium, queryOf, screenshot, settled, startApp, type Served } from './harness';

let served: Served;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [served, browser] = await Promise.all([startApp(registryOf(WITH_FAKE)), launchChromium()]);
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await served?.close();
});

const pageErrors: string[] = [];
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

async function open(path: string, status: 'ready' | 'error' = 'ready'): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(`${served.base}${path}`);
  await settled(page, status);
  return page;
}

const logLines = (page: Page) => page.locator('#key p.entry').allTextContents();

describe('the viewer plays a game', () => {
  it('shows the round: figures on the map, the play log beside it', async () => {
    const page = await open('/?system=play:plungin&seed=moria&round=2');
    expect(await page.locator('#side-title').textContent()).toBe('Play log');
    expect(await page.locator('#step-label').textContent()).toBe('Round');
    expect(await page.locator('#play').isHidden()).toBe(false);
    expect(await page.locator('#map svg [data-side="hero"]').count()).toBe(2);
    expect(await page.locator('#map svg [data-side="monster"]').count()).toBe(1);
    // Two heroes act a round: four lines after round 2, the last of round 2.
    const lines = await logLines(page);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe(
      `Round 2: Wren strikes the Goblin (d6 ${fakeDie('moria', 2, 1)} for ATK)`,
    );
    expect(await page.locator('#system').inputValue()).toBe('play:plungin');
    // The play log is offered as a file; the fake game has no character sheets.
    expect(await page.locator('#downloads [data-format="log"]').getAttribute('href')).toMatch(
      /^\/v1\/play\/plungin\/log\?seed=moria&round=2(&v=[^&]+)?$/,
    );
    expect(await page.locator('#downloads [data-format="sheets"]').count()).toBe(0);
    await screenshot(page, 'play.png');
    await page.close();
  });

  it('reads the log from `/log` and asks the state without it (`log=none`)', async () => {
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const asked: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/v1/play/')) asked.push(`${u.pathname}?${u.searchParams}`);
    });
    await page.goto(`${served.base}/?system=play:plungin&seed=moria&round=2&action=1`);
    await settled(page);
    const states = asked.filter((u) => u.startsWith('/v1/play/plungin?'));
    // The state at the action and the whole round (for its count of actions), both lean.
    expect(states).toHaveLength(2);
    for (const u of states) expect(new URLSearchParams(u.split('?')[1]).get('log')).toBe('none');
    const logs = asked.filter((u) => u.startsWith('/v1/play/plungin/log?'));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^\/v1\/play\/plungin\/log\?seed=moria&round=2&action=1(&v=[^&]+)?$/);
    expect(await logLines(page)).toEqual([
      `Round 1: Brakka Ironhide strikes the Goblin (d6 ${fakeDie('moria', 1, 0)} for ATK)`,
      `Round 1: Wren strikes the Goblin (d6 ${fakeDie('moria', 1, 1)} for ATK)`,
      `Round 2: Brakka Ironhide strikes the Goblin (d6 ${fakeDie('moria', 2, 0)} for ATK)`,
    ]);
    await page.close();
  });

  it('steps rounds forward and back; the address and the log follow', async () => {
    const page = await open('/?system=play:plungin&seed=moria&round=1');
    expect(await logLines(page)).toHaveLength(2);
    await page.locator('#step-next').click();
    await settled(page);
    expect(queryOf(page).round).toBe('2');
    expect(await logLines(page)).toHaveLength(4);
    await page.locator('#step-prev').click();
    await settled(page);
    expect(queryOf(page).round).toBe('1');
    expect(await logLines(page)).toHaveLength(2);
    await page.close();
  });

  it('an action in the address stops within the round', async () => {
    const page = await open('/?system=play:plungin&seed=moria&round=2&action=1');
    expect(await logLines(page)).toHaveLength(3);
    await page.close();
  });

  it('steps by action within a round with ◀ ▶, into the round before and whole again', async () => {
    const page = await open('/?system=play:plungin&seed=moria&round=2');
    // Two heroes: round 2 holds two actions.
    expect(await page.locator('#action-out').textContent()).toBe('all 2');
    await page.locator('#action-prev').click();
    await settled(page);
    expect([queryOf(page).round, queryOf(page).action]).toEqual(['2', '1']);
    expect(await page.locator('#action-out').textContent()).toBe('1 of 2');
    expect(await logLines(page)).toHaveLength(3);
    await page.locator('#action-prev').click();
    await settled(page);
    expect([queryOf(page).round, queryOf(page).action]).toEqual(['1', undefined]);
    expect(await logLines(page)).toHaveLength(2);
    await page.locator('#action-next').click();
    await settled(page);
    expect([queryOf(page).round, queryOf(page).action]).toEqual(['2', '1']);
    // The last action of the round is the whole round; Shift+→ steps as ▶ does.
    await page.keyboard.press('Shift+ArrowRight');
    await settled(page);
    expect([queryOf(page).round, queryOf(page).action]).toEqual(['2', undefined]);
    expect(await logLines(page)).toHaveLength(4);
    // A round step shows the round whole.
    await page.goto(`${served.base}/?system=play:plungin&seed=moria&round=2&action=1`);
    await settled(page);
    await page.locator('#step-next').click();
    await settled(page);
    expect([queryOf(page).round, queryOf(page).action]).toEqual(['3', undefined]);
    await page.close();
  });

  it('a download POSTs the pasted document, so the file is what the screen shows', async () => {
    const page = await open('/?system=play:plungin&seed=moria&round=1');
    const body = JSON.stringify({ party: { heroes: [{ name: 'Solo', life: 6 }] } });
    await page.locator('#doc-box summary').click();
    await page.locator('#doc-text').fill(body);
    await page.locator('#doc-use').click();
    await settled(page);
    expect(await page.locator('#doc-status').textContent()).toBe('On screen: your document.');
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.postData() === body) posted.push(new URL(r.url()).pathname);
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#downloads [data-format="json"]').click(),
    ]);
    expect(posted).toContain('/v1/play/plungin');
    expect(download.suggestedFilename()).toMatch(/^strata-plungin-moria-round1.*\.json$/);
    const saved = JSON.parse((await (await download.createReadStream()).toArray()).join('')) as {
      figures: { side: string; name: string }[];
    };
    expect(saved.figures.filter((f) => f.side === 'hero').map((f) => f.name)).toEqual(['Solo']);
    await page.close();
  });

  it('a round past the end shows the final state', async () => {
    const page = await open('/?system=play:plungin&seed=moria&round=12');
    const lines = await logLines(page);
    expect(lines.at(-1)).toMatch(new RegExp(`^Round ${FAKE_END}:`));
    expect(await page.locator('#map > svg').textContent()).toContain('Won: the Goblin is defeated');
    await page.close();
  });

  it('the crawl that shares the id is still the plain `plungin`', async () => {
    const page = await open('/?system=plungin&seed=moria&step=2');
    expect(await page.locator('#step-label').textContent()).toBe('Step');
    expect(await page.locator('#system').inputValue()).toBe('plungin');
    expect(queryOf(page).system).toBe('plungin');
    await page.close();
  });

  it('on a phone, the whole title of a long system name is readable below the menu', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await phone.newPage();
    await page.goto(`${served.base}/?system=play:plungin&seed=moria&round=1`);
    await settled(page);
    const title = "Dungeon Plungin' (fake game for tests)";
    // The closed menu is narrower than its title; the hint names it whole, wrapped, not cut.
    const fit = await page.evaluate(() => {
      const hint = document.getElementById('system-hint')!;
      return {
        text: hint.querySelector('.phone-title')?.textContent,
        shown: hint.querySelector('.phone-title')!.getBoundingClientRect().width > 0,
        clipped: hint.scrollWidth > hint.clientWidth,
        scroll: document.documentElement.scrollWidth,
        width: window.innerWidth,
      };
    });
    expect(fit).toMatchObject({ text: `${title}. `, shown: true, clipped: false });
    expect(fit.scroll).toBeLessThanOrEqual(fit.width);
    await screenshot(page, 'play-phone.png');
    await phone.close();
    // On a wide screen the menu shows the title and the hint does not repeat it.
    const wide = await open('/?system=play:plungin&seed=moria&round=1');
    expect(await wide.locator('#system-hint .phone-title').isVisible()).toBe(false);
    await wide.close();
  });

  it('the share link drops picks the explorer would make anyway, and a step named twice', async () => {
    const plan = async (step: number) =>
      (await (await fetch(`${served.base}/v1/crawl/plungin?seed=moria&step=${step}`)).json()) as {
        log: { step: number; exit: string }[];
        frontier: { id: string }[];
      };
    const own = (await plan(3)).log.filter((r) => r.step >= 1).map((r) => r.exit);
    const others = (await plan(2)).frontier.map((e) => e.id).filter((id) => id !== own[2]);
    expect(others.length).toBeGreaterThanOrEqual(2);
    // Step 2 as the explorer opens it; step 3 named twice (the later stands).
    const page = await open(
      `/?system=plungin&seed=moria&step=3&picks=2:${own[1]},3:${others[0]},3:${others[1]}`,
    );
    expect(queryOf(page).picks).toBe(`3:${others[1]}`);
    const link = new URL(await page.locator('#link').inputValue());
    expect(link.searchParams.get('picks')).toBe(`3:${others[1]}`);
    await page.close();
    // Only the explorer's own choices: no picks at all.
    const same = await open(`/?system=plungin&seed=moria&step=3&picks=3:${own[2]}`);
    expect(queryOf(same).picks).toBeUndefined();
    await same.close();
  });

  it('builds the map from a quest pack the user pastes, and lists its errors by pointer', async () => {
    const packs = (await (await fetch(`${served.base}/v1/crawl/plungin/packs`)).json()) as {
      items: { document: { title: string } }[];
    };
    const pack = { ...packs.items[0]!.document, title: 'The Drowned Crypt of Test' };
    const page = await open('/?system=plungin&seed=moria&step=2');
    expect(await page.locator('#doc-box').isVisible()).toBe(true);
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.postData() === JSON.stringify(pack))
        posted.push(new URL(r.url()).pathname);
    });
    await page.locator('#doc-box summary').click();
    await page.locator('#doc-text').fill(JSON.stringify(pack));
    await page.locator('#doc-use').click();
    await settled(page);
    // The plan, its key and the map on screen are built from the pasted pack.
    expect(new Set(posted)).toEqual(
      new Set(['/v1/crawl/plungin', '/v1/crawl/plungin/key', '/v1/crawl/plungin/map.svg']),
    );
    expect(await page.locator('#map > svg').count()).toBe(1);
    expect(await page.locator('#doc-status').textContent()).toBe('On screen: your document.');
    // A broken pack: the errors name where in it, and no map is drawn from it.
    await page.locator('#doc-text').fill(JSON.stringify({ ...pack, title: 7 }));
    await page.locator('#doc-use').click();
    await settled(page, 'error').catch(() => settled(page));
    const errors = await page.locator('#err-doc li').allTextContents();
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatch(/^\/title: /);
    // Back to the built-in pack.
    await page.locator('#doc-clear').click();
    await settled(page);
    expect(await page.locator('#doc-status').textContent()).toBe('On screen: the built-in one.');
    expect(await page.locator('#err-doc').isHidden()).toBe(true);
    await page.close();
  });

  it('says what a played game’s document body holds', async () => {
    const page = await open('/?system=play:plungin&seed=moria&round=1');
    // The fake game takes documents too (a party, a pack): its box says what the body holds.
    expect(await page.locator('#doc-help').textContent()).toContain('party');
    await page.close();
  });

  it('plays the rounds on by itself, and pauses', async () => {
    const page = await open('/?system=play:plungin&seed=moria&round=1');
    await page.locator('#play').click();
    expect(await page.locator('#play').getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction(
      () => new URL(location.href).searchParams.get('round') === '2',
      null,
      {
        timeout: 5000,
      },
    );
    await page.locator('#play').click();
    expect(await page.locator('#play').getAttribute('aria-pressed')).toBe('false');
    await settled(page);
    expect(await logLines(page)).toHaveLength(4);
    await page.close();
  });
});
