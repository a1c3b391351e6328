/**
 * The page against the real service alone: the systems the real registry lists (none are
 * stand-ins here), each drawn from its real routes. Every engine merged into this build is
 * exercised here without a change to this file.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/api/meta';
import { endpointOf } from '../../src/api/rulesets';
import { SYSTEMS } from '../../src/systems';
import { launchChromium, screenshot, settled, startApp, type Served } from './harness';

let served: Served;
let browser: Browser;

beforeAll(async () => {
  [served, browser] = await Promise.all([startApp(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
});

async function open(
  path: string,
  status: 'ready' | 'empty',
  viewport = { width: 1400, height: 900 },
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  const failures: string[] = [];
  page.on('pageerror', (e) => failures.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 500) failures.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${served.base}${path}`);
  await settled(page, status);
  expect(failures).toEqual([]);
  return page;
}

/** A history's last age (`end` for both editions: the registry says which). */
function lastAge(sys: (typeof SYSTEMS)[number]): string {
  const ages = (sys as { ages?: readonly { id: string }[] }).ages ?? [];
  return ages.at(-1)?.id ?? 'villainy';
}

describe('the page on the real registry', () => {
  it('lists exactly the systems /v1/rulesets lists, or says there are none', async () => {
    const page = await open('/', SYSTEMS.length ? 'ready' : 'empty');
    const options = await page
      .locator('#system option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    // A system whose id an earlier one has is named `kind:id` (the played Dungeon Plungin').
    expect(options).toEqual(
      SYSTEMS.map((s) => (SYSTEMS.find((x) => x.id === s.id) === s ? s.id : `${s.kind}:${s.id}`)),
    );
    if (SYSTEMS.length === 0)
      expect(await page.locator('#map').textContent()).toContain('no rule systems yet');
    // The page rolled a seed and wrote its state to the address either way, or stayed put.
    await page.close();
  });

  it('shows a finished quest at its last round, with nowhere further to step', async () => {
    const page = await open('/?system=play:plungin&seed=tomb&round=149', 'ready');
    const body = (await (
      await fetch(`${served.base}/v1/play/plungin?seed=tomb&round=149`)
    ).json()) as { round: number; outcome: string | null };
    expect(body.outcome).not.toBeNull();
    expect(body.round).toBeLessThan(149);
    expect(Number(await page.locator('#step').inputValue())).toBe(body.round);
    expect(await page.locator('#step-next').isDisabled()).toBe(true);
    await page.close();
  });

  /** A system as the page's address names it: its id, or `kind:id` when an earlier one shares it. */
  const keyOf = (sys: (typeof SYSTEMS)[number]) =>
    SYSTEMS.find((x) => x.id === sys.id) === sys ? sys.id : `${sys.kind}:${sys.id}`;
  for (const sys of SYSTEMS) {
    it(`draws ${keyOf(sys)} from its real routes, moves it on (a crawl by clicking an exit) and offers its downloads`, async () => {
      const path = `/?system=${keyOf(sys)}&seed=moria${sys.kind === 'history' ? `&until=${lastAge(sys)}` : ''}`;
      const page = await open(path, 'ready');
      // The address pins the version it was made with.
      expect(new URL(page.url()).searchParams.get('v')).toBe(sys.version);
      // Options are described in words, not the API's syntax.
      const hints = (await page.locator('#nav .hint').allTextContents()).join('\n');
      expect(hints).not.toMatch(/`|comma-separated/i);
      const paths = Object.keys(openApiDocument(served.app).paths as object);
      const mapPath = `${new URL(endpointOf(sys), served.base).pathname}/map.svg`;
      if (paths.includes(mapPath)) {
        expect(await page.locator('#map > svg').count()).toBe(1);
        const src = (await page.locator('#map').getAttribute('data-src'))!;
        const res = await fetch(`${served.base}${src}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('<svg');
      } else {
        // A system without a map route yet: the page says so instead of failing.
        expect(await page.locator('#map').textContent()).toContain('draws no map');
      }
      if (sys.kind === 'history')
        expect(await page.locator('#chronicle .event').count()).toBeGreaterThan(0);
      else if (sys.kind === 'play') {
        // A played game: the play log beside the map, the figures on it.
        expect(await page.locator('#side-title').textContent()).toBe('Play log');
        expect(await page.locator('#map [data-figure]').count()).toBeGreaterThan(0);
        // The log read from `/log`'s report: a line per action, no Markdown left in it, the
        // last one of the round on screen, and dice in runs as the report groups them.
        const lines = await page.locator('#key p.entry').allTextContents();
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) expect(line).toMatch(/^Round \d+: [^*]+$/);
        const round = await page.locator('#step').inputValue();
        expect(lines.at(-1)).toMatch(new RegExp(`^Round ${round}: `));
        expect(
          lines.some((l) => /\(d6( \d)+ for [^;)]+(; d\d+( \d)+ for [^;)]+)*\)$/.test(l)),
        ).toBe(true);
      } else {
        // A crawl that ran out of exits by its default step (the dungeon is whole) still says
        // so; earlier on, it offers exits to open.
        if ((await page.locator('#exits button').count()) === 0) {
          expect(await page.locator('#exits').textContent()).toContain('No exit is left open');
          await page.locator('#step').fill('3');
          await page.locator('#step').press('Enter');
          await settled(page);
        }
        expect(await page.locator('#exits button').count()).toBeGreaterThan(0);
      }
      for (const href of await page
        .locator('#downloads a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
        expect((await fetch(`${served.base}${href}`)).status, href).toBe(200);
      // What is on screen, as the JSON download names it (every system has its JSON route).
      const shown = () => page.locator('#downloads a[data-format="json"]').getAttribute('href');
      const before = await shown();
      const mapBefore = await page.locator('#map').getAttribute('data-src');
      if (sys.kind === 'history') {
        // One moment back on the time line: a new address and, with it, a new map request.
        const when = () => {
          const q = new URL(page.url()).searchParams;
          return `${q.get('until')}/${q.get('year')}`;
        };
        const was = when();
        await page.locator('#map-view').focus();
        await page.keyboard.press('ArrowLeft');
        await settled(page);
        expect(when()).not.toBe(was);
      } else if (sys.kind === 'play') {
        // One round on (or back, when the quest is over and ▶ has nowhere to go): a new address
        // and, with it, a new map request.
        const round = Number(await page.locator('#step').inputValue());
        const over = await page.locator('#step-next').isDisabled();
        await page.locator(over ? '#step-prev' : '#step-next').click();
        await settled(page);
        expect(new URL(page.url()).searchParams.get('round')).toBe(
          String(over ? round - 1 : round + 1),
        );
      } else {
        // Open the last exit offered, on the map when the map shows it (else from the list):
        // the next step follows that exit.
        const step = Number(await page.locator('#step').inputValue());
        // The whole sheet in view, so every exit drawn on it can be clicked.
        await page.locator('#zoom-fit').click();
        const onMap = page.locator('#map .exit-target');
        const last =
          (await onMap.count()) > 0 ? onMap.last() : page.locator('#exits button').last();
        const id = (await last.evaluate(
          (e) => e.getAttribute('data-exit') ?? e.getAttribute('data-exit-button'),
        ))!;
        await last.click();
        await settled(page);
        const q = new URL(page.url()).searchParams;
        expect(q.get('step')).toBe(String(step + 1));
        // The address names the choice and its step; the explorer's choices are not repeated.
        expect(q.get('picks')).toBe(`${step + 1}:${id}`);
        expect(q.get('path')).toBeNull();
      }
      expect(await shown()).not.toBe(before);
      await screenshot(page, `real-${keyOf(sys).replace(':', '-')}-1400x900.png`);
      if (mapBefore)
        expect(await page.locator('#map').getAttribute('data-src')).not.toBe(mapBefore);
      await page.close();
    });

    it(`lays ${keyOf(sys)} out on a phone: the map first, full width, no sideways scrolling`, async () => {
      const path = `/?system=${keyOf(sys)}&seed=moria${sys.kind === 'history' ? `&until=${lastAge(sys)}` : ''}`;
      const page = await open(path, 'ready', { width: 390, height: 844 });
      const layout = await page.evaluate(() => {
        const map = document.getElementById('map')!.getBoundingClientRect();
        const nav = document.getElementById('nav')!.getBoundingClientRect();
        return {
          scroll: document.documentElement.scrollWidth,
          width: window.innerWidth,
          mapWidth: map.width,
          mapAboveNav: map.top < nav.top,
        };
      });
      expect(layout.scroll).toBeLessThanOrEqual(layout.width);
      expect(layout.mapWidth).toBeGreaterThan(340);
      expect(layout.mapAboveNav).toBe(true);
      await page.screenshot({
        path: new URL(
          `real-${keyOf(sys).replace(':', '-')}-phone.png`,
          new URL('../../screenshots/', import.meta.url),
        ).pathname,
      });
      await page.close();
    });
  }
});
