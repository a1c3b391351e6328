/**
 * The map on the real registry: zoom and pan (wheel, drag, pinch, keys, Fit), labels readable at
 * the first view, and a DMG1 crawl's share link after five exits chosen on the map: short, and
 * the same dungeon when opened in a fresh browser.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(async () => {
  [served, browser] = await Promise.all([startApp(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
});

async function open(path: string, width = 1400, height = 900): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${served.base}${path}`);
  await settled(page);
  expect(errors).toEqual([]);
  return page;
}

const viewBox = (page: Page) => page.locator('#map > svg').getAttribute('viewBox');
const zoom = async (page: Page) => Number(await page.locator('#map').getAttribute('data-zoom'));

describe('the map', () => {
  it('zooms with the wheel about the pointer, pans by dragging, and fits again', async () => {
    const page = await open('/?system=dmg1&seed=greyhawk&step=30');
    const box = (await page.locator('#map').boundingBox())!;
    const z0 = await zoom(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => zoom(page)).toBeGreaterThan(z0 * 1.5);
    // A drag moves the view and opens nothing.
    const before = await viewBox(page);
    const url = page.url();
    await page.mouse.move(box.x + 200, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + 320, box.y + 260, { steps: 6 });
    await page.mouse.up();
    expect(await viewBox(page)).not.toBe(before);
    expect(page.url()).toBe(url);
    // The view stays as it is while stepping (the same drawing, a step on).
    const kept = await viewBox(page);
    await page.locator('#step-next').click();
    await settled(page);
    expect(await viewBox(page)).toBe(kept);
    await page.locator('#zoom-fit').click();
    expect(await zoom(page)).toBeCloseTo(1, 2);
    await page.close();
  });

  it('zooms and pans from the keyboard on the focused map, and by pinching', async () => {
    const page = await open('/?system=dmg1&seed=greyhawk&step=30');
    await page.locator('#map').focus();
    const z0 = await zoom(page);
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    expect(await zoom(page)).toBeCloseTo(z0 * 1.5625, 2);
    const step = queryOf(page).step;
    const vb = await viewBox(page);
    await page.keyboard.press('ArrowRight');
    // On the map the arrows pan; they do not step the crawl.
    expect(await viewBox(page)).not.toBe(vb);
    expect(queryOf(page).step).toBe(step);
    await page.keyboard.press('-');
    expect(await zoom(page)).toBeCloseTo(z0 * 1.25, 2);
    await page.keyboard.press('0');
    expect(await zoom(page)).toBeCloseTo(1, 2);
    // Two fingers moving apart zoom in.
    const z1 = await zoom(page);
    await page.locator('#map').evaluate((map) => {
      const r = map.getBoundingClientRect();
      const at = (id: number, x: number, type: string) =>
        map.dispatchEvent(
          new PointerEvent(type, {
            pointerId: id,
            pointerType: 'touch',
            clientX: r.left + x,
            clientY: r.top + r.height / 2,
            bubbles: true,
          }),
        );
      at(1, 300, 'pointerdown');
      at(2, 340, 'pointerdown');
      for (let i = 1; i <= 5; i++) {
        at(1, 300 - i * 20, 'pointermove');
        at(2, 340 + i * 20, 'pointermove');
      }
      at(1, 200, 'pointerup');
      at(2, 440, 'pointerup');
    });
    expect(await zoom(page)).toBeGreaterThan(z1 * 2);
    await page.close();
  });

  it('opens a side view with its labels at a readable size', async () => {
    for (const [w, h] of [
      [1400, 900],
      [390, 844],
    ] as const) {
      const page = await open('/?system=hthad2008&seed=moria&until=villainy', w, h);
      const smallest = await page.locator('#map > svg .labels text').evaluateAll((ts) => {
        const sizes = ts.map((t) => t.getBoundingClientRect().height).filter((x) => x > 0);
        sizes.sort((a, b) => a - b);
        return sizes[Math.floor(sizes.length / 2)] ?? 0;
      });
      // The median label stands at least 12 CSS pixels tall on screen.
      expect(smallest, `${w}x${h}`).toBeGreaterThanOrEqual(12);
      await page.close();
    }
  });
});

describe('map drawing options', () => {
  it('draws one age’s tracing sheet, or the players’ view, on screen and in the map downloads only', async () => {
    const page = await open('/?system=hthad2008&seed=moria&until=villainy');
    await page.getByText('Map drawing').click();
    const layers = page.getByLabel('Layers', { exact: true });
    await layers.selectOption('civilization');
    await settled(page);
    expect(queryOf(page).layers).toBe('civilization');
    expect(await page.locator('#map').getAttribute('data-src')).toContain('layers=civilization');
    const href = (format: string) =>
      page.locator(`#downloads a[data-format="${format}"]`).getAttribute('href');
    expect(await href('png')).toContain('layers=civilization');
    // The state and the chronicle are the same whatever the drawing.
    expect(await href('json')).not.toContain('layers');
    expect(await href('chronicle')).not.toContain('layers');
    await page.close();

    const crawl = await open('/?system=dmg1&seed=greyhawk&step=20');
    expect(await crawl.locator('#map .exit-target').count()).toBeGreaterThan(0);
    await crawl.getByText('Map drawing').click();
    await crawl.getByLabel('View', { exact: true }).selectOption('player');
    await settled(crawl);
    // The players' map has no referee marks: no exits drawn, no secret doors as doors.
    expect(await crawl.locator('#map [data-exit]').count()).toBe(0);
    expect(await crawl.locator('#exits button').count()).toBeGreaterThan(0);
    await crawl.close();
  });
});

describe('a DMG1 share link', () => {
  it('stays short after five exits chosen on the map, and opens the same dungeon elsewhere', async () => {
    const page = await open('/?system=dmg1&seed=greyhawk');
    for (let i = 0; i < 5; i++) {
      // The last exit the map offers (rarely the explorer's own pick), with the whole sheet in view.
      await page.locator('#zoom-fit').click();
      await page.locator('#map .exit-target').last().click();
      await settled(page);
    }
    const link = page.url();
    const q = queryOf(page);
    expect(q.picks?.split(',')).toHaveLength(5);
    expect(q.path).toBeUndefined();
    expect(Number(q.step)).toBe(65);
    // Measured for the report: the whole link, origin included.
    const path = link.slice(served.base.length);
    console.log(
      `DMG1 share link after five exit clicks: ${link.length} characters (${path.length} without the origin): ${path}`,
    );
    expect(path.length).toBeLessThan(160);
    await screenshot(page, 'dmg1-five-clicks.png');

    const other = await launchChromium();
    try {
      const fresh = await (
        await other.newContext({ viewport: { width: 1400, height: 900 } })
      ).newPage();
      await fresh.goto(link);
      await settled(fresh);
      expect(fresh.url()).toBe(link);
      expect(await mapMarkup(fresh)).toBe(await mapMarkup(page));
      expect(await fresh.locator('#key').innerText()).toBe(await page.locator('#key').innerText());
      expect(await fresh.locator('#exits').innerText()).toBe(
        await page.locator('#exits').innerText(),
      );
    } finally {
      await other.close();
    }
    await page.close();
  }, 60_000);

  it('replays the chosen exits whichever level is on screen', async () => {
    const page = await open('/?system=dmg1&seed=greyhawk&level=2&step=65&picks=61:e80');
    const href = (await page.locator('#downloads a[data-format="json"]').getAttribute('href'))!;
    const q = new URL(href, served.base).searchParams;
    expect(q.get('level')).toBe('2');
    const path = q.get('path')!.split(',');
    expect(path).toHaveLength(61);
    expect(path.at(-1)).toBe('e80');
    await page.close();
  });
});
