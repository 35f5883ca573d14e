import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_URL, type Browser, HOST_URL, openBrowser, screenshot } from '../support/browser';
import { PHONE } from '../support/journey-helpers';
import { serveDir, stopServedDirs } from '../support/served-dirs';
import { apiLogin, startSignedIn } from '../support/session';

// decisions/phone-speed.md, "installable": the panel as a phone keeps it — its web app manifest in the
// reader's language, a service worker that keeps the host's files and each remote's first files, an
// offline open that says so and recovers by itself, and a remote's new deployment picked up on the
// next load. The harness's host build is served here once more, beside a deployment of the reports
// remote made in a folder of this journey, so the journey can deploy it again.

const REPO = path.resolve(__dirname, '..', '..');
// Beside the serving journey's ports (+85, +86 of the harness's host), within the lane's range.
const PANEL_PORT = Number(new URL(HOST_URL).port) + 87;
const REPORTS_PORT = PANEL_PORT + 1;
const PANEL = `http://127.0.0.1:${PANEL_PORT}`;

let deployment: string;
let browser: Browser;

/** The file of the reports deployment whose code holds `text` (its texts' chunk). */
function chunkHolding(text: string): string {
  const folder = path.join(deployment, 'static', 'js', 'async');
  const files = readdirSync(folder).filter((name) => name.endsWith('.js') && readFileSync(path.join(folder, name), 'utf8').includes(text));
  if (files.length !== 1) throw new Error(`expected one chunk with "${text}", found ${files.length}`);
  return path.join(folder, files[0]);
}

/**
 * Deploys the reports remote again with one change, as its build would: the chunk that names the
 * sales table renames it, under a new content-hashed name, and the entry and manifest that list the
 * chunk point at the new name. The precompressed copies of what changed go, as a deploy replaces them.
 */
function redeployReports(from: string, to: string): void {
  const chunk = chunkHolding(from);
  const hash = /\.([0-9a-f]{8,})\.js$/.exec(chunk)?.[1];
  if (!hash) throw new Error(`${chunk} has no content hash`);
  const newHash = hash.replace(/./g, (digit) => ((Number.parseInt(digit, 16) + 1) % 16).toString(16));
  writeFileSync(chunk.replace(hash, newHash), readFileSync(chunk, 'utf8').replaceAll(from, to));
  for (const name of ['remoteEntry.js', 'dukkan-remote.json']) {
    const file = path.join(deployment, name);
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(hash, newHash));
    for (const compressed of [`${file}.br`, `${file}.gz`]) rmSync(compressed, { force: true });
  }
  unlinkSync(chunk);
}

/** Every remote the harness's remotes.json lists: each gets a cache of its own. */
let deployedRemotes: string[] = [];

beforeAll(async () => {
  deployment = mkdtempSync(path.join(tmpdir(), 'dukkan-reports-deployment-'));
  cpSync(path.join(REPO, 'remote-reports', 'dist'), deployment, { recursive: true });
  // The harness's remotes.json, the reports line pointed at this journey's deployment (its manifest read from it).
  const remotes = (await (await fetch(`${HOST_URL}/remotes.json`)).json()) as Record<string, unknown>;
  deployedRemotes = Object.keys(remotes);
  remotes.reports = { entry: `http://127.0.0.1:${REPORTS_PORT}/remoteEntry.js` };
  await serveDir(deployment, REPORTS_PORT, ['--cors', PANEL]);
  await serveDir(path.join(REPO, 'host', 'dist'), PANEL_PORT, [
    '--spa',
    '--api',
    new URL(API_URL).origin,
    '--remotes',
    JSON.stringify(remotes),
    '--config',
    `window.__DUKKAN_CONFIG__ = ${JSON.stringify({ apiBaseUrl: `${PANEL}/api`, brand: 'Dukkan', remoteTimeoutMs: 8000 })};\n`,
  ]);
  // One phone for the whole file: what it installs is what the later steps open offline.
  browser = await openBrowser({ viewport: PHONE, serviceWorkers: 'allow' });
  await startSignedIn(browser.context, await apiLogin());
});

afterAll(async () => {
  await browser?.close();
  stopServedDirs();
  rmSync(deployment, { recursive: true, force: true });
});

const manifestOfPage = () =>
  browser.page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? { href: link.href, ...(await (await fetch(link.href)).json()) } : null;
  });

const cacheContents = () =>
  browser.page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) contents[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return contents;
  });

describe('the panel installed on a phone', () => {
  it('installs: a manifest in the reader’s language, and a worker that keeps the shell and each remote’s first files', async () => {
    const { page } = browser;
    await page.goto(`${PANEL}/`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // Active once its install (the files kept) is done.
    await page.evaluate(() => navigator.serviceWorker.ready);

    const english = await manifestOfPage();
    expect(english).toMatchObject({ name: 'Dukkan Admin', short_name: 'Dukkan', lang: 'en', dir: 'ltr', display: 'standalone', start_url: './' });
    expect(english?.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

    const kept = await cacheContents();
    const everything = Object.values(kept).flat();
    expect(everything).toEqual(expect.arrayContaining([`${PANEL}/index.html`, `${PANEL}/config.js`, `${PANEL}/remotes.json`]));
    // Each remote in a cache of its own, by its entry: this journey's reports deployment among them.
    expect(kept['dukkan-remote-reports']).toEqual(expect.arrayContaining([`http://127.0.0.1:${REPORTS_PORT}/remoteEntry.js`]));
    expect(kept['dukkan-remote-reports'].some((url) => url.includes('/static/js/async/routes.'))).toBe(true);
    expect(Object.keys(kept).filter((name) => name.startsWith('dukkan-remote-')).sort()).toEqual(deployedRemotes.map((id) => `dukkan-remote-${id}`).sort());
    // No API answer is ever kept.
    expect(everything.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'لوحة التحكم' }).waitFor();
    expect(await manifestOfPage()).toMatchObject({ name: 'لوحة إدارة Dukkan', lang: 'ar', dir: 'rtl' });
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('opens without a network, says so in English and Arabic, and recovers by itself', async () => {
    const { context, page } = browser;
    await context.setOffline(true);
    await page.goto(`${PANEL}/reports/sales`);
    // The panel, not the browser's error page: the remote's screen from its cache, and the banner.
    await page.getByRole('heading', { name: 'Sales report' }).waitFor();
    await page.getByLabel('From').waitFor(); // the remote's own code ran
    const banner = page.getByTestId('offline-banner');
    await banner.getByText('You are offline. The panel shows what it loaded last and reconnects by itself when the network is back.').waitFor();
    await screenshot(page, 'offline-en-phone');

    await page.getByRole('button', { name: 'العربية' }).click();
    await banner.getByText('أنت غير متصل بالإنترنت. تعرض اللوحة آخر ما حمّلته، وتعيد الاتصال تلقائيًا عند عودة الشبكة.').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'offline-ar-phone');
    await page.getByRole('button', { name: 'English' }).click();

    // Back online: the banner goes and the report's data comes, with nobody clicking Retry.
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: /^Total: \d+ orders/ }).waitFor();
    await page.getByRole('heading', { name: 'By shop' }).waitFor();
  });

  it('runs a remote’s new deployment on the next load', async () => {
    const { page } = browser;
    await page.goto(`${PANEL}/reports/sales`);
    await page.getByRole('heading', { name: 'By shop' }).waitFor();

    redeployReports('By shop', 'Per shop');
    await page.reload();
    await page.getByRole('heading', { name: 'Per shop' }).waitFor();
    expect(await page.getByRole('heading', { name: 'By shop' }).count()).toBe(0);
    // The new file was kept in the remote's own cache as it was used.
    expect((await cacheContents())['dukkan-remote-reports'].length).toBeGreaterThan(0);
  });
});
