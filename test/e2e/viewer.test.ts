/**
 * The viewer in a real browser: headless Chromium against the Node app on loopback. The
 * history and crawl flows run against two stand-in systems (fake-systems.ts) registered beside
 * the real ones, served by the routes the registry generates for every system of their kind;
 * viewer-real.test.ts runs the page against the real registry alone.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registryOf, SYSTEMS } from '../../src/systems';
import { FAKE_CRAWL, FAKE_HISTORY } from './fake-systems';
import {
  launchChromium,
  mapMarkup,
  queryOf,
  screenshot,
  settled,
  startApp,
  type Served,
} from './harness';

let served: Served;
let browser: Browser;
let context: BrowserContext;
/** Every URL the pages asked for, to prove nothing leaves the service's origin. */
const requested: string[] = [];

beforeAll(async () => {
  [served, browser] = await Promise.all([
    startApp(registryOf([...SYSTEMS, FAKE_HISTORY, FAKE_CRAWL])),
    launchChromium(),
  ]);
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  context.on('request', (r) => requested.push(r.url()));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await served?.close();
});

/** Script errors on any page; each test ends with none. */
const pageErrors: string[] = [];
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

async function open(
  path: string,
  status: 'ready' | 'error' = 'ready',
  prepare?: (page: Page) => Promise<void>,
): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await prepare?.(page);
  await page.goto(`${served.base}${path}`);
  await settled(page, status);
  return page;
}

/** The full history's chronicle events, flattened from the API's ages[].years[].entries[]. */
async function chronicleOf(seed: string) {
  const res = await fetch(
    `${served.base}/v1/dungeon/chronicle?ruleset=fakehistory&seed=${seed}&format=json`,
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    ages: { age: string; years: { year: number; label: string; entries: { text: string }[] }[] }[];
  };
  return body.ages.flatMap((a) =>
    a.years.flatMap((y) => y.entries.map(({ text }) => ({ age: a.age, year: y.year, text }))),
  );
}

/** The title block of the side-view map on screen. */
const titleBlock = (page: Page) => page.locator('#map > svg .title-block').textContent();

/** The JSON the API gives for one of the page's download links. */
async function fetchJson(page: Page, format: string): Promise<Record<string, unknown>> {
  const href = await page.locator(`#downloads a[data-format="${format}"]`).getAttribute('href');
  expect(href).toBeTruthy();
  const res = await fetch(`${served.base}${href!}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe('a history', () => {
  it('loads a shared URL and shows that map, with the chronicle up to that year highlighted', async () => {
    const page = await open('/?system=fakehistory&seed=moria&until=villainy&year=2');
    expect(queryOf(page)).toMatchObject({
      system: 'fakehistory',
      seed: 'moria',
      until: 'villainy',
      year: '2',
      v: FAKE_HISTORY.version,
    });
    // The map on screen is the API's map for exactly this address.
    const src = await page.locator('#map').getAttribute('data-src');
    expect(src).toBe('/v1/dungeon/map.svg?ruleset=fakehistory&seed=moria&until=villainy&year=2');
    const svg = await (await fetch(`${served.base}${src!}`)).text();
    expect(svg).toContain('data-ruleset="fakehistory"');
    expect(svg).toContain('Age of Villainy, year 2');
    const title = await titleBlock(page);
    expect(title).toContain('seed “moria”');
    expect(title).toContain('Age of Villainy, year 2');
    expect(title).toContain(`fakehistory v${FAKE_HISTORY.version}`);
    // Controls show the address.
    expect(await page.locator('#system').inputValue()).toBe('fakehistory');
    expect(await page.locator('#seed').inputValue()).toBe('moria');
    expect(await page.locator('#age').inputValue()).toBe('villainy');
    expect(await page.locator('#time-out').textContent()).toBe('Age of Villainy, year 2');
    // The chronicle beside the map: this year's events highlighted, nothing from the future.
    const chronicle = page.locator('#chronicle');
    await expect.poll(() => chronicle.locator('.event.current').count()).toBeGreaterThan(0);
    for (const text of await chronicle.locator('.event.current').allTextContents())
      expect(text).toMatch(/^Year 2/);
    const ages = await chronicle.locator('.age').allTextContents();
    expect(ages.at(-1)).toBe('Age of Villainy');
    expect(ages).not.toContain('The End');
    const full = await chronicleOf('moria');
    const villainyYear2 = full.filter((e) => e.age === 'villainy' && e.year === 2);
    expect(await chronicle.locator('.event.current').count()).toBe(villainyYear2.length);
    expect(await chronicle.locator('.event.current').first().textContent()).toContain(
      villainyYear2[0]!.text,
    );
    await screenshot(page, 'history-villainy.png');
    await page.close();
  });

  it('changes the seed: the URL and the map change, and Back returns to the first', async () => {
    const page = await open('/?system=fakehistory&seed=moria&until=monsters');
    const before = await mapMarkup(page);
    await page.locator('#seed').fill('balin');
    await page.locator('#seed').press('Enter');
    await settled(page);
    expect(queryOf(page)).toMatchObject({ seed: 'balin', until: 'monsters' });
    expect(await titleBlock(page)).toContain('seed “balin”');
    expect(await mapMarkup(page)).not.toBe(before);
    await page.goBack();
    await page.waitForFunction(() =>
      document.querySelector('#map > svg .title-block')?.textContent?.includes('seed “moria”'),
    );
    await settled(page);
    expect(await page.locator('#seed').inputValue()).toBe('moria');
    // Rolling picks a new seed, writes it to the address and draws it.
    await page.locator('#roll').click();
    await settled(page);
    const rolled = queryOf(page).seed!;
    expect(rolled).not.toBe('moria');
    expect(await titleBlock(page)).toContain(`seed “${rolled}”`);
    await page.close();
  });

  it('steps through ages and years with the slider, the buttons and the arrow keys', async () => {
    const page = await open('/?system=fakehistory&seed=moria&until=primordial&year=1');
    const full = await chronicleOf('moria');
    // Every (age, year) with events, in play order, is one stop of the slider. The end has no
    // years and no events of its own: it is the last year's dungeon, not a stop of its own.
    const stops = [...new Set(full.map((e) => `${e.age}/${e.year}`))];
    // Years are named as the chronicle names them.
    expect(await page.locator('#time-out').textContent()).toBe('Primordial Age, Roll 1');
    expect(await page.locator('#time').getAttribute('max')).toBe(String(stops.length - 1));
    const at = () => `${queryOf(page).until}/${queryOf(page).year}`;
    expect(at()).toBe(stops[0]);

    // Arrow keys on the focused slider.
    await page.locator('#time').focus();
    await page.keyboard.press('ArrowRight');
    await settled(page);
    expect(at()).toBe(stops[1]);
    // Arrow keys anywhere outside a text field.
    await page.locator('#map-view').focus();
    await page.keyboard.press('ArrowRight');
    await settled(page);
    expect(at()).toBe(stops[2]);
    await page.keyboard.press('ArrowLeft');
    await settled(page);
    expect(at()).toBe(stops[1]);
    // The buttons.
    await page.locator('#time-next').click();
    await settled(page);
    expect(at()).toBe(stops[2]);
    // Shift+arrow jumps to the end of the next age; the map follows.
    await page.keyboard.press('Shift+ArrowRight');
    await settled(page);
    const now = queryOf(page);
    expect(now.year).toBeUndefined();
    const nextAge = stops[2]!.startsWith('primordial') ? 'civilization' : 'disaster';
    expect(now.until).toBe(nextAge);
    expect(await page.locator('#map').getAttribute('data-src')).toContain(`until=${nextAge}`);
    // Choosing an age by name.
    await page.locator('#age').selectOption('villainy');
    await settled(page);
    expect(queryOf(page).until).toBe('villainy');
    const lastVillainyYear = Math.max(
      ...full.filter((e) => e.age === 'villainy').map((e) => e.year),
    );
    expect(await page.locator('#time-out').textContent()).toBe('Age of Villainy');
    expect(await page.locator('#time').inputValue()).toBe(
      String(stops.indexOf(`villainy/${lastVillainyYear}`)),
    );
    // Dragging the slider to the end shows the end of the history.
    await page.locator('#time').fill(String(stops.length - 1));
    await settled(page);
    expect(at()).toBe(stops.at(-1));
    await page.close();
  });

  it('at The End, says which year the map shows, and "◀ Year" moves off it', async () => {
    const page = await open('/?system=fakehistory&seed=moria&until=end');
    const full = await chronicleOf('moria');
    const stops = [...new Set(full.map((e) => `${e.age}/${e.year}`))];
    const lastYear = Math.max(...full.filter((e) => e.age === 'villainy').map((e) => e.year));
    const caption = await page.locator('#time-out').textContent();
    expect(caption).toContain('The End');
    expect(caption).toContain(`year ${lastYear}`);
    expect(await page.locator('#caption').textContent()).toContain(caption!);
    expect(await page.locator('#time').inputValue()).toBe(String(stops.length - 1));
    const map = await mapMarkup(page);
    await page.locator('#time-prev').click();
    await settled(page);
    expect(`${queryOf(page).until}/${queryOf(page).year}`).toBe(stops.at(-2));
    expect(await page.locator('#time-out').textContent()).not.toContain('The End');
    expect(await mapMarkup(page)).not.toBe(map);
    await page.close();
  });

  it('sets a rule option from /v1/rulesets, and the map and every download follow it', async () => {
    const page = await open('/?system=fakehistory&seed=moria&until=civilization');
    // Exactly this system's options, labelled with their titles (not other editions' options,
    // though /v1/dungeon takes them all).
    const labels = await page
      .locator('#option-fields label, #option-fields legend')
      .allTextContents();
    expect(labels).toEqual(FAKE_HISTORY.options.map((o) => o.title));
    const before = await mapMarkup(page);
    await page.getByLabel('Who builds', { exact: true }).selectOption('elves');
    await settled(page);
    expect(queryOf(page).civilization).toBe('elves');
    expect(await mapMarkup(page)).not.toBe(before);
    for (const href of await page
      .locator('#downloads a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      expect(href).toContain('civilization=elves');
    await page.getByLabel('Advanced rules', { exact: true }).check();
    await settled(page);
    expect(queryOf(page).advanced).toBe('true');
    // Back to the default: the option leaves the address.
    await page.getByLabel('Who builds', { exact: true }).selectOption('dwarves');
    await settled(page);
    expect(queryOf(page).civilization).toBeUndefined();
    await page.close();
  });

  it('shows an API error next to the control that caused it', async () => {
    const page = await open('/?system=fakehistory&seed=moria&until=disaster&year=7', 'error');
    const err = page.locator('#err-year');
    await expect.poll(() => err.isVisible()).toBe(true);
    expect(await err.textContent()).toContain('year must be at most');
    expect(await page.locator('#time').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#error').isHidden()).toBe(true);
    // Moving on clears it.
    await page.locator('#time-next').click();
    await settled(page);
    expect(await err.isHidden()).toBe(true);
    // An emptied seed is refused by the API, and said so beside the seed.
    await page.locator('#seed').fill('');
    await page.locator('#seed').press('Enter');
    await settled(page, 'error');
    expect(await page.locator('#err-seed').textContent()).toContain('seed must not be empty');
    expect(await page.locator('#seed').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#map').textContent()).toContain('Fix the settings');
    await page.close();
  });
});

describe('a crawl', () => {
  it('steps forward and back, and opens an exit clicked on the map (driving path)', async () => {
    const page = await open('/?system=fakecrawl&seed=moria&step=2');
    const plan = async () =>
      (await fetchJson(page, 'json')) as {
        step: number;
        spaces: unknown[];
        frontier: { id: string }[];
        log: { step: number; exit: string }[];
      };
    const opened = (p: { log: { step: number; exit: string }[] }) =>
      p.log.filter((r) => r.step >= 1).map((r) => r.exit);
    const first = await plan();
    // Every frontier exit is offered, on the map and as a button.
    const offered = await page
      .locator('#map [data-exit].exit-target')
      .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-exit')));
    expect(offered).toEqual(first.frontier.map((e) => e.id));
    expect(await page.locator('#exits button').count()).toBe(first.frontier.length);
    // Open the last exit the map offers (not the one the explorer would pick).
    const choice = first.frontier.at(-1)!.id;
    expect(choice).not.toBe(first.frontier[0]!.id);
    await page.locator(`#map [data-exit="${choice}"]`).click();
    await settled(page);
    const chosen = [...opened(first), choice];
    // The address names only the person's choice and the step it opened; the explorer's
    // choices before it are the API's own, read back from its step log.
    expect(queryOf(page)).toMatchObject({ step: '3', picks: `3:${choice}` });
    expect(queryOf(page).path).toBeUndefined();
    const apiPath = async () =>
      new URL(
        (await page.locator('#downloads a[data-format="json"]').getAttribute('href'))!,
        served.base,
      ).searchParams.get('path');
    expect(await apiPath()).toBe(chosen.join(','));
    const second = await plan();
    expect(opened(second)).toEqual(chosen);
    expect(second.frontier.map((e) => e.id)).not.toContain(choice);
    expect(await page.locator('#path-out').textContent()).toContain('1 chosen (steps 3)');
    await screenshot(page, 'crawl.png');

    // An exit opened from the keyboard, through the list beside the map.
    const next = second.frontier[0]!.id;
    await page.locator(`#exits button[data-exit-button="${next}"]`).focus();
    await page.keyboard.press('Enter');
    await settled(page);
    // The explorer would open the frontier's first exit at step 4 anyway: the link needs no pick.
    expect(queryOf(page)).toMatchObject({ step: '4', picks: `3:${choice}` });
    expect(await apiPath()).toBe([...chosen, next].join(','));

    // Step back: the last choice goes; step forward: the explorer chooses.
    await page.locator('#step-prev').click();
    await settled(page);
    expect(queryOf(page)).toMatchObject({ step: '3', picks: `3:${choice}` });
    expect(await mapMarkup(page)).toContain(`data-exit="${next}"`);
    await page.locator('#map-view').focus();
    await page.keyboard.press('ArrowLeft');
    await settled(page);
    expect(queryOf(page).step).toBe('2');
    expect(queryOf(page).picks).toBeUndefined();
    await page.keyboard.press('ArrowRight');
    await settled(page);
    expect(queryOf(page).step).toBe('3');
    expect((await plan()).step).toBe(3);
    // A picked step, then the explorer's choice again.
    await page.locator(`#map [data-exit="${choice}"]`).click();
    await settled(page);
    expect(queryOf(page).picks).toBe(`4:${choice}`);
    await page.locator('#path-clear').click();
    await settled(page);
    expect(queryOf(page).picks).toBeUndefined();
    // Typing a step.
    await page.locator('#step').fill('1');
    await page.locator('#step').press('Enter');
    await settled(page);
    expect(queryOf(page).step).toBe('1');
    // An older link that lists the whole path still opens as it did.
    await page.goto(`${served.base}/?system=fakecrawl&seed=moria&step=3&path=${chosen.join(',')}`);
    await settled(page);
    expect((await plan()).log.filter((r) => r.step >= 1).map((r) => r.exit)).toEqual(chosen);
    await page.close();
  });

  it('with no step in the address, shows the API default and opens exits from there', async () => {
    const page = await open('/?system=fakecrawl&seed=balin');
    expect(queryOf(page).step).toBeUndefined();
    const plan = (await fetchJson(page, 'json')) as {
      step: number;
      frontier: { id: string }[];
      log: { step: number; exit: string }[];
    };
    expect(plan.step).toBe(3);
    expect(await page.locator('#step').inputValue()).toBe('3');
    const choice = plan.frontier.at(-1)!.id;
    await page.locator(`#map [data-exit="${choice}"]`).click();
    await settled(page);
    const before = plan.log.filter((r) => r.step >= 1).map((r) => r.exit);
    expect(queryOf(page)).toMatchObject({ step: '4', picks: `4:${choice}` });
    const json = (await fetchJson(page, 'json')) as { log: { step: number; exit: string }[] };
    expect(json.log.filter((r) => r.step >= 1).map((r) => r.exit)).toEqual([...before, choice]);
    await page.close();
  });

  it('places clickable exits from the plan’s grid cells when the map does not mark them', async () => {
    // The plan map marks its exits; served without the marks (as another drawing might be), the
    // page places its own from the plan's grid cells.
    const unmarked = async (page: Page) => {
      await page.route(
        (url) => url.pathname === '/v1/crawl/fakecrawl/map.svg',
        async (route) => {
          const res = await route.fetch();
          const body = (await res.text()).replace(/<g data-exit="[^"]*">.*?<\/g>/g, '');
          await route.fulfill({ response: res, body });
        },
      );
    };
    const page = await open('/?system=fakecrawl&seed=moria&step=2', 'ready', unmarked);
    expect(await mapMarkup(page)).toContain('exit-marker');
    const plan = (await fetchJson(page, 'json')) as {
      sheet: { width: number };
      frontier: { id: string; cells: { x: number; y: number }[] }[];
    };
    const markers = page.locator('#map .exit-marker.exit-target');
    expect(await markers.count()).toBe(plan.frontier.length);
    // Each marker sits on its exit's grid square (the map area is the sheet's squares).
    const unit =
      Number((await page.locator('#map').getAttribute('data-base'))!.split(' ')[2]) /
      plan.sheet.width;
    for (const e of plan.frontier) {
      const box = await page
        .locator(`#map [data-exit="${e.id}"] rect`)
        .evaluate((r) => [Number(r.getAttribute('x')), Number(r.getAttribute('y'))]);
      expect(Math.round(box[0]! / unit)).toBe(e.cells[0]!.x);
      expect(Math.round(box[1]! / unit)).toBe(e.cells[0]!.y);
    }
    const choice = plan.frontier.at(-1)!.id;
    await page.locator(`#map [data-exit="${choice}"]`).click();
    await settled(page);
    expect(queryOf(page).picks?.split(':').at(-1)).toBe(choice);
    expect(await markers.count()).toBeGreaterThan(0);
    await page.close();
  });

  it('offers a route parameter that is not a rule option (level) and reports its errors there', async () => {
    const page = await open('/?system=fakecrawl&seed=moria&rooms=9', 'error');
    expect(await page.locator('#err-opt-rooms').textContent()).toContain('rooms must be at most 6');
    const rooms = page.getByLabel('Largest room', { exact: true });
    expect(await rooms.getAttribute('aria-invalid')).toBe('true');
    await rooms.fill('3');
    await rooms.press('Enter');
    await settled(page);
    expect(queryOf(page).rooms).toBe('3');
    await expect.poll(() => page.getByLabel('Level', { exact: true }).isVisible()).toBe(true);
    await page.close();
  });
});

describe('sharing', () => {
  it('downloads a PNG of the map on screen', async () => {
    const page = await open('/?system=fakecrawl&seed=moria&step=4');
    const link = page.locator('#downloads a[data-format="png"]');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('strata-fakecrawl-moria-step4-level1.png');
    // The API names the file the same way.
    const named = await fetch(`${served.base}${(await link.getAttribute('href'))!}`);
    expect(named.headers.get('content-disposition')).toBe(
      'inline; filename="strata-fakecrawl-moria-step4-level1.png"',
    );
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const href = (await link.getAttribute('href'))!;
    expect(href).toContain('step=4');
    const direct = Buffer.from(await (await fetch(`${served.base}${href}`)).arrayBuffer());
    expect(bytes.equals(direct)).toBe(true);
    // Every other download the page offers answers 200.
    for (const a of await page
      .locator('#downloads a')
      .evaluateAll((as) =>
        as.map((x) => [x.getAttribute('data-format'), x.getAttribute('href')]),
      )) {
      const res = await fetch(`${served.base}${a[1]!}`);
      expect(res.status, `${a[0]} ${a[1]}`).toBe(200);
    }
    expect(
      await page.locator('#downloads a').evaluateAll((as) => as.map((a) => a.textContent)),
    ).toEqual([
      'Map (PNG)',
      'Map (SVG)',
      'Players’ map (PNG)',
      'Key',
      'Universal VTT',
      'Players’ VTT',
      'Foundry scene',
      'Data (JSON)',
    ]);
    await page.close();
  });

  it('copies a link that, opened in a fresh browser, shows the identical map', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.base });
    const history = await open(
      '/?system=fakehistory&seed=gloin&until=monsters&year=2&advanced=true',
    );
    // A crawl whose address was made by clicking an exit on the map.
    const crawl = await open('/?system=fakecrawl&seed=gloin&step=2&rooms=3');
    // The whole sheet in view, so every exit on it can be clicked.
    await crawl.locator('#zoom-fit').click();
    await crawl.locator('#map [data-exit].exit-target').last().click();
    await settled(crawl);
    expect(queryOf(crawl).picks).toBeTruthy();

    const other = await launchChromium();
    try {
      for (const page of [history, crawl]) {
        await page.locator('#copy').click();
        await expect.poll(() => page.locator('#copied').textContent()).toBe('Link copied.');
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(page.url());
        // The link pins the version of the system it shows.
        const sys = queryOf(page).system === 'fakecrawl' ? FAKE_CRAWL : FAKE_HISTORY;
        expect(new URL(copied).searchParams.get('v')).toBe(sys.version);
        const side = queryOf(page).system === 'fakecrawl' ? '#key' : '#chronicle';

        const fresh = await (await other.newContext()).newPage();
        await fresh.goto(copied);
        await settled(fresh);
        expect(fresh.url()).toBe(copied);
        expect(await mapMarkup(fresh)).toBe(await mapMarkup(page));
        expect(await fresh.locator(side).innerText()).toBe(await page.locator(side).innerText());
      }
    } finally {
      await other.close();
    }
    await history.close();
    await crawl.close();
  }, 45_000);

  it('pins the ruleset version: the link and the resources it shapes alone carry it', async () => {
    for (const [sys, path] of [
      [FAKE_CRAWL, '/?system=fakecrawl&seed=moria&step=2'],
      [FAKE_HISTORY, '/?system=fakehistory&seed=moria&until=monsters'],
    ] as const) {
      const page = await open(path);
      expect(queryOf(page).v).toBe(sys.version);
      const hrefs = Object.fromEntries(
        await page
          .locator('#downloads a')
          .evaluateAll((as) =>
            as.map((a) => [a.getAttribute('data-format'), a.getAttribute('href')]),
          ),
      ) as Record<string, string>;
      const ruleset = await (await fetch(`${served.base}/v1/rulesets`)).json();
      const listed = (
        ruleset as { rulesets: { id: string; resources: { path: string; version: string }[] }[] }
      ).rulesets.find((r) => r.id === sys.id)!;
      for (const [format, href] of Object.entries(hrefs)) {
        const url = new URL(href, served.base);
        const version = listed.resources.find((r) => r.path === url.pathname)!.version;
        // Pinned exactly where the resource's bytes are the ruleset version's alone.
        expect(url.searchParams.get('v'), format).toBe(
          version === sys.version ? sys.version : null,
        );
        const res = await fetch(url);
        expect(res.status, href).toBe(200);
        expect(res.headers.get('strata-version'), href).toBe(version);
        expect(res.headers.get('cache-control'), href).toBe(
          version === sys.version
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300, must-revalidate',
        );
      }
      // The state's JSON has a body version of its own (`+json.N`), so the loop above decides its pin.
      expect(Object.keys(hrefs)).toContain('json');
      await page.close();
    }
  });

  it('says when a link was made with an older version, and offers the current one', async () => {
    const current = await open('/?system=fakecrawl&seed=moria&step=2');
    // The API no longer answers for the old version.
    const gone = await fetch(`${served.base}/v1/crawl/fakecrawl?seed=moria&step=2&v=fake-0`);
    expect(gone.status).toBe(410);
    // The plan's body names its layout version beside the system's (json.3, compact by default).
    expect(((await gone.json()) as { current: string }).current).toBe(
      `${FAKE_CRAWL.version}+json.3`,
    );

    const page = await open('/?system=fakecrawl&seed=moria&step=2&v=fake-0', 'error');
    const message = page.locator('#err-v');
    expect(await message.isVisible()).toBe(true);
    expect(await message.textContent()).toContain('made with version fake-0');
    expect(await message.textContent()).toContain(`now runs version ${FAKE_CRAWL.version}`);
    expect(await page.locator('#map > svg').count()).toBe(0);
    expect(await page.locator('#downloads a').count()).toBe(0);
    // The address stays as it was shared.
    expect(queryOf(page).v).toBe('fake-0');
    const offer = page.locator('#use-current');
    expect(await offer.isVisible()).toBe(true);
    expect(await offer.textContent()).toContain(FAKE_CRAWL.version);
    await offer.click();
    await settled(page);
    expect(queryOf(page)).toMatchObject({ seed: 'moria', step: '2', v: FAKE_CRAWL.version });
    expect(await message.isHidden()).toBe(true);
    expect(await offer.isHidden()).toBe(true);
    expect(await mapMarkup(page)).toBe(await mapMarkup(current));
    // Back returns to the old link and its message.
    await page.goBack();
    await settled(page, 'error');
    expect(await message.isVisible()).toBe(true);
    await page.close();
    await current.close();
  });

  it('asks nothing of any origin but its own', async () => {
    for (const path of ['/?system=fakehistory&seed=ur', '/?system=fakecrawl&seed=ur'])
      await (await open(path)).close();
    expect(requested.length).toBeGreaterThan(10);
    for (const url of requested) expect(url.startsWith(`${served.base}/`), url).toBe(true);
    expect(served.errors).toEqual([]);
  });
});

describe('accessible and responsive', () => {
  it('labels every control and reaches them all from the keyboard', async () => {
    const page = await open('/?system=fakecrawl&seed=moria&step=1');
    const unlabelled = await page.evaluate(() =>
      Array.from(document.querySelectorAll('input, select, button, [role="button"], a[href]'))
        .filter((c) => {
          const e = c as HTMLElement;
          if (e.closest('[hidden]')) return false;
          const labels = (e as HTMLInputElement).labels;
          const name =
            e.getAttribute('aria-label') ??
            (labels && labels.length ? labels[0]!.textContent : null) ??
            e.textContent;
          return !name?.trim();
        })
        .map((c) => c.outerHTML.slice(0, 80)),
    );
    expect(unlabelled).toEqual([]);
    // Tab reaches the seed, the step control and an exit on the map.
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      seen.add(
        await page.evaluate(() => {
          const a = document.activeElement;
          return a?.id || a?.getAttribute('data-exit') || a?.tagName || '';
        }),
      );
    }
    expect(seen).toContain('seed');
    expect(seen).toContain('step');
    expect(seen).toContain('copy');
    const mapExit = await page.locator('#map [data-exit]').first().getAttribute('data-exit');
    expect(seen).toContain(mapExit);
    await page.close();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await phone.newPage();
    await page.goto(`${served.base}/?system=fakehistory&seed=moria&until=villainy`);
    await settled(page);
    const { scroll, width, mapWidth } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
      mapWidth: document.querySelector('#map > svg')!.getBoundingClientRect().width,
    }));
    expect(scroll).toBeLessThanOrEqual(width);
    expect(mapWidth).toBeGreaterThan(300);
    await screenshot(page, 'phone.png');
    await phone.close();
  });
});
