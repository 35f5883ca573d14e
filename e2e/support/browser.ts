import path from 'node:path';
import { type Browser as PlaywrightBrowser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

// Where the global setup (support/env.mjs) served the product: it sets both before any journey runs.
export const HOST_URL = process.env.E2E_HOST_URL as string;
export const API_URL = process.env.E2E_API_URL as string;
export const ARTIFACTS_DIR = path.resolve(__dirname, '..', 'artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The journeys' window (openBrowser's default), which `atWidth` puts back. */
const DESKTOP = { width: 1280, height: 800 };

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed page scripts, for assertions and for debugging a failure. */
  errors: string[];
  close: () => Promise<void>;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One Chromium per journey file, closed after the file's last test. Jest loads this module once per
 * file, so no two files share it; `launch` starts it on a fresh temporary profile of its own
 * (`--user-data-dir`), removed when it closes.
 */
let fileBrowser: Promise<PlaywrightBrowser> | null = null;
const browserOfThisFile = () => (fileBrowser ??= chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }));
afterAll(async () => {
  const launched = fileBrowser;
  fileBrowser = null;
  await (await launched)?.close();
});

/**
 * A fresh browser for a test: a new context of the file's Chromium, with storage, cookies and cache
 * of its own (architecture §6), as clean as a new profile and a fraction of the cost of starting
 * Chromium again (~130 journeys' worth of launches in a run).
 */
export async function openBrowser(
  options: { viewport?: { width: number; height: number }; hasTouch?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Browser> {
  const context = await (await browserOfThisFile()).newContext({
    viewport: options.viewport ?? DESKTOP,
    // A touch screen: its main pointer is coarse (CSS `pointer: coarse`) and taps work.
    hasTouch: options.hasTouch ?? false,
    locale: 'en-US',
    // The panel's service worker (decisions/phone-speed.md) has its journey (installable.test.ts); every
    // other journey sees the panel as the network serves it, where page.route (a patched
    // remotes.json, a failing call) reaches every request.
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors, close: () => context.close() };
}

/** `E2E_SCREENSHOTS=0` (CI, where nobody looks at them) skips the pictures: ~1 s of every one of ~140. */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * Saves a screenshot to e2e/artifacts/<name>.png (gitignored) for a person to look at: the whole
 * page, or only the window (what sticks to its edges shows where a person sees it).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  // Let entrance animations (toasts fade in) finish so the picture shows what a person sees.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage });
}

/** Replaces the served remotes.json for this page only (e.g. one remote down, or the probe). */
export async function overrideRemotes(page: Page, remotes: Record<string, string | { entry: string; name: string }>) {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(remotes) }),
  );
}

/** A line of remotes.json: an entry URL, or { entry, name?, manifest? } (decisions/sections.md). */
export type RemotesLine = string | { entry: string; name?: string; manifest?: unknown };

/**
 * Rewrites the served remotes.json for this page only: `change` gets the harness's file (every
 * built remote with its manifest inline) and returns what the page reads instead.
 */
export async function patchRemotes(page: Page, change: (served: Record<string, RemotesLine>) => Record<string, RemotesLine>) {
  await page.route('**/remotes.json', async (route) => {
    const served = (await (await route.fetch()).json()) as Record<string, RemotesLine>;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(change(served)) });
  });
}

/** Answers `measure` with the window `width` px wide (a small laptop, a tablet), then 1280 px again. */
export async function atWidth<T>(page: Page, width: number, measure: () => Promise<T>): Promise<T> {
  await page.setViewportSize({ width, height: DESKTOP.height });
  try {
    return await measure();
  } finally {
    await page.setViewportSize(DESKTOP);
  }
}

/** How far a table runs past the box it scrolls in, in px (the kit's scroller): 0 when every column fits. */
export function tableOverflow(table: Locator): Promise<number> {
  return table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
}

/** `text` as a regular expression that matches it literally (names may hold `.`, `(`, `+`…). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The cells of the first rows of each table in the page's <main> whose content runs past the cell
 * (under the next column, or the sticky actions): 'Status of row 1' for each. Empty when every
 * column has the room its content needs.
 */
export function overflowingCells(page: Page, rows = 3): Promise<string[]> {
  return page.evaluate((count) => {
    const problems: string[] = [];
    for (const table of Array.from(document.querySelectorAll('main table'))) {
      const headers = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.trim() || `column`);
      Array.from(table.querySelectorAll('tbody tr'))
        .slice(0, count)
        .forEach((row, r) => {
          Array.from(row.children).forEach((cell, c) => {
            if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${headers[c] ?? c} of row ${r + 1}`);
          });
        });
    }
    return problems;
  }, rows);
}

/** `value`, which the journey just made or read (a row, a box); else the journey fails saying what is missing. */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Not found: ${what}`);
  return value;
}
