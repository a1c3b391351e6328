/**
 * The print view, checked in Chromium's own print-to-PDF: Letter and A4 paper, the map first,
 * then the key (a crawl) or the chronicle (a history), no room's entry cut by a page break, and
 * the system, version and seed at the foot of every page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, settled, startApp, type Served } from './harness';
import { pdfPages } from './pdf-text';

let served: Served;
let browser: Browser;

beforeAll(async () => {
  [served, browser] = await Promise.all([startApp(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
});

/** Text without its spaces and line breaks (the PDF spaces glyphs its own way), ligatures (ﬁ, ﬀ) as letters. */
const bare = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

async function printed(page: Page, paper: 'letter' | 'a4') {
  await page.locator('#paper').selectOption(paper);
  await page.evaluate(() =>
    (window as unknown as { strataPreparePrint: () => void }).strataPreparePrint(),
  );
  return pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
}

describe('print', () => {
  it('prints a crawl’s map and key on Letter and A4, each entry whole, the seed on every page', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${served.base}/?system=dmg1&seed=greyhawk&step=60`);
    await settled(page);
    const entries = await page.locator('#key .entry').allTextContents();
    expect(entries.length).toBeGreaterThan(10);
    const version = new URL(page.url()).searchParams.get('v')!;
    for (const [paper, w, h] of [
      ['letter', 612, 792],
      ['a4', 595, 842],
    ] as const) {
      const pages = await printed(page, paper);
      expect(pages.length, paper).toBeGreaterThanOrEqual(2);
      for (const p of pages) {
        expect(Math.round(p.width)).toBe(w);
        expect(Math.round(p.height)).toBe(h);
        // The foot of every page names the system's version and the seed.
        expect(bare(p.text)).toContain(bare(`version ${version} · seed “greyhawk” · step 60`));
      }
      // The map (its room numbers) is on the first page; the key starts on the next.
      expect(bare(pages[0]!.text)).not.toContain(bare(entries[0]!));
      // Every entry of the key lies whole on one page.
      for (const entry of entries)
        expect(
          pages.some((p) => bare(p.text).includes(bare(entry))),
          `${paper}: ${entry.slice(0, 40)}`,
        ).toBe(true);
    }
    await page.close();
  }, 60_000);

  it('prints a history’s map and chronicle with the age and year at the foot', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${served.base}/?system=hthad2008&seed=moria&until=monsters`);
    await settled(page);
    const events = await page.locator('#chronicle .event').allTextContents();
    const pages = await printed(page, 'a4');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const when = (await page.locator('#time-out').textContent())!;
    for (const p of pages) expect(bare(p.text)).toContain(bare(`seed “moria” · ${when}`));
    for (const e of events) expect(pages.some((p) => bare(p.text).includes(bare(e)))).toBe(true);
    await page.close();
  }, 60_000);
});
