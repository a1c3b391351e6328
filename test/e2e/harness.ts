/**
 * What the e2e tests share: the Node app on a free loopback port (createApp with the resvg-js
 * renderer, served by @hono/node-server), and Debian's Chromium driven by playwright-core.
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createApp } from '../../src/app';
import { resvgNodeRenderer } from '../../src/adapters/png-resvg-node';
import type { AppOpenAPI } from '../../src/api/lib/types';
import type { Registry } from '../../src/systems';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = new URL('../../screenshots/', import.meta.url);

export interface Served {
  readonly base: string;
  readonly app: AppOpenAPI;
  readonly errors: unknown[];
  close(): Promise<void>;
}

/**
 * Start the app on 127.0.0.1 with an OS-chosen free port, serving `systems` (default: the real
 * registry); every route is the one the registry generates.
 */
export async function startApp(systems?: Registry): Promise<Served> {
  const errors: unknown[] = [];
  const app = createApp({
    png: resvgNodeRenderer(),
    onUnexpectedError: (e) => errors.push(e),
    ...(systems ? { systems } : {}),
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    app,
    errors,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

/**
 * Headless Chromium with the flags this machine needs (its network is closed, so Chromium's
 * own background traffic is switched off). Playwright gives every launch a fresh, empty
 * --user-data-dir of its own.
 */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `no Chromium at ${CHROMIUM}: apt-get install chromium (as .ci/run does), or set CHROMIUM_PATH`,
    );
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Wait until the page has finished showing its address (map loaded, or an error shown). */
export async function settled(page: Page, status: 'ready' | 'error' | 'empty' = 'ready') {
  await page.waitForFunction(
    (want) => {
      const app = document.getElementById('app');
      return app?.dataset.status === want && !app.hasAttribute('aria-busy');
    },
    status,
    { timeout: 15_000 },
  );
}

/** The query of the page's address, as an object. */
export function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/**
 * The map as drawn on the page (the inline SVG's markup), with its whole drawing as the
 * viewBox: the zoom and the window's size change only what part of it is in view.
 */
export function mapMarkup(page: Page): Promise<string> {
  return page.locator('#map > svg').evaluate((svg) => {
    const copy = svg.cloneNode(true) as Element;
    const base = svg.parentElement?.dataset.base;
    if (base) copy.setAttribute('viewBox', base);
    return copy.outerHTML;
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = new URL(name, SCREENSHOTS).pathname;
  await page.screenshot({ path, fullPage: true });
  return path;
}
