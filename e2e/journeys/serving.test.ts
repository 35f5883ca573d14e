import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HOST_URL, openBrowser } from '../support/browser';
import { serveDir, stopServedDirs } from '../support/served-dirs';
import { apiLogin, signIn, startSignedIn } from '../support/session';

// decisions/phone-speed.md: how `pnpm start` (and this harness) serve the built front ends — compressed bytes on
// the wire, caching per kind of file, 304 on revalidation, CORS for remotes, the API under the
// panel's origin. The server is scripts/lib/static-server.mjs, over a build of files made here.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const REPO = path.resolve(__dirname, '..', '..');
let dist: string;

let server: { url: string };
let remote: { url: string };
// Beside the harness's own ports (4595 and 4596 with the default 4510), so two runs side by side agree.
const SERVING_PORT = Number(new URL(HOST_URL).port) + 85;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'dukkan-serving-'));
  mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>Dukkan</title>${'<!-- padding -->'.repeat(100)}`);
  writeFileSync(path.join(dist, 'static', 'js', 'index.0123abcd45.js'), BUNDLE);
  writeFileSync(path.join(dist, 'remoteEntry.js'), BUNDLE);
  // What every front end's build runs after rsbuild (package.json "build").
  execFileSync(process.execPath, [path.join(REPO, 'scripts', 'lib', 'precompress.mjs'), dist]);
  server = await serveDir(dist, SERVING_PORT, ['--spa', '--config', 'window.__DUKKAN_CONFIG__ = {};\n']);
  remote = await serveDir(dist, SERVING_PORT + 1, ['--cors', 'http://panel.example']);
});
afterAll(stopServedDirs);

describe('serving the built front ends', () => {
  it('sends the Brotli file to a browser that accepts it, gzip to one that accepts only gzip, plain otherwise', async () => {
    const url = `${server.url}/static/js/index.0123abcd45.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.status, br.headers['content-encoding']]).toEqual([200, 'br']);
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    expect(br.body.length).toBeLessThan(BUNDLE.length / 10);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);
    const plain = await get(url);
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, BUNDLE]);
    expect(String(plain.headers['content-type'])).toMatch(/javascript/);
  });

  it('caches hashed bundles for a year, and makes entry files revalidate: 304 with their ETag', async () => {
    const hashed = await get(`${server.url}/static/js/index.0123abcd45.js`, { 'accept-encoding': 'br' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const entry of ['/remoteEntry.js', '/index.html', '/config.js']) {
      const first = await get(`${server.url}${entry}`, { 'accept-encoding': 'br' });
      expect([entry, first.status, first.headers['cache-control']]).toEqual([entry, 200, 'no-cache']);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^(W\/)?".+"$/);
      const again = await get(`${server.url}${entry}`, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect([entry, again.status, again.body.length]).toEqual([entry, 304, 0]);
    }
  });

  it('answers a screen path with index.html, and a missing file with 404', async () => {
    const screen = await get(`${server.url}/orders/12`);
    expect([screen.status, screen.body.toString()]).toEqual([200, expect.stringContaining('<title>Dukkan</title>')]);
    expect((await get(`${server.url}/static/js/missing.js`)).status).toBe(404);
  });

  it("lets the host's origin load a remote's files (CORS), and no other origin", async () => {
    const allowed = await get(`${remote.url}/remoteEntry.js`, { origin: 'http://panel.example' });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://panel.example');
    const other = await get(`${remote.url}/remoteEntry.js`, { origin: 'http://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe("the harness's panel, served as `pnpm start` serves it", () => {
  it('answers the API under its own origin (no preflight), and its bundles compressed', async () => {
    const health = await get(`${HOST_URL}/api/health/live`);
    expect(health.status).toBe(200);
    const page = await get(`${HOST_URL}/`, { 'accept-encoding': 'br' });
    const html = (page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.body) : page.body).toString();
    const script = /src="([^"]*static\/js\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const bundle = await get(new URL(script as string, HOST_URL).toString(), { 'accept-encoding': 'br' });
    expect([bundle.status, bundle.headers['content-encoding']]).toEqual([200, 'br']);
  });

  it('lets a signed-in panel call the API on its own origin, with no CORS preflight at all', async () => {
    const browser = await openBrowser();
    try {
      const preflights: string[] = [];
      const apiCalls: string[] = [];
      browser.page.on('request', (req) => {
        if (req.method() === 'OPTIONS') preflights.push(req.url());
        if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(req.url());
      });
      await signIn(browser.page);
      await browser.page.waitForURL(`${HOST_URL}/`);
      await browser.page.goto(`${HOST_URL}/orders`);
      await browser.page.getByRole('tab', { name: /^New Orders \d+$/ }).waitFor();
      expect(apiCalls.length).toBeGreaterThan(2);
      expect(apiCalls.every((url) => url.startsWith(`${HOST_URL}/api/`))).toBe(true);
      expect(preflights).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('paints the sign-in page from the HTML, in the language and direction chosen last time, before any script of the app has run', async () => {
    const browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    try {
      await browser.context.addInitScript(() => localStorage.setItem('dukkan.lang', 'ar'));
      // No bundle arrives: what shows is what the HTML itself does.
      await browser.page.route('**/static/js/**', (route) => route.abort());
      await browser.page.goto(`${HOST_URL}/auth`);
      expect(await browser.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
      await expect(browser.page.getByRole('heading', { name: 'لوحة إدارة Dukkan' }).isVisible()).resolves.toBe(true);
      await expect(browser.page.getByRole('button', { name: 'تسجيل الدخول' }).isVisible()).resolves.toBe(true);
      expect(await browser.page.getByLabel('البريد الإلكتروني').count()).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it('paints the signed-in shell (top bar, navigation, a skeleton) from the HTML before any script has run', async () => {
    const browser = await openBrowser({ viewport: { width: 1280, height: 800 } });
    try {
      await startSignedIn(browser.context, await apiLogin());
      await browser.page.route('**/static/js/**', (route) => route.abort());
      await browser.page.goto(`${HOST_URL}/`);
      await expect(browser.page.getByRole('heading', { name: 'Admin Panel' }).isVisible()).resolves.toBe(true);
      await expect(browser.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Dashboard/ }).isVisible()).resolves.toBe(true);
      await expect(browser.page.getByRole('heading', { name: 'Dashboard' }).isVisible()).resolves.toBe(true);
      await browser.page.goto(`${HOST_URL}/orders`);
      await expect(browser.page.getByText('Loading section...').isVisible()).resolves.toBe(true);
    } finally {
      await browser.close();
    }
  });

  it('lets React take over the painted frame without moving it', async () => {
    const browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    try {
      await startSignedIn(browser.context, await apiLogin(), 'ar');
      // The app's bundles wait until the frame has been measured; the sections and the API never
      // answer, so React's first frame is the one it paints before any data.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await browser.page.route('**/static/js/**', async (route) => {
        await held;
        await route.continue();
      });
      await browser.page.route('**/remotes.json', () => {});
      await browser.page.route('**/api/**', () => {});
      await browser.page.goto(`${HOST_URL}/orders`, { waitUntil: 'commit' });
      const boxes = () =>
        Promise.all([
          browser.page.getByRole('heading', { name: 'لوحة الإدارة' }).boundingBox(),
          browser.page.getByRole('button', { name: 'English' }).boundingBox(),
          browser.page.getByText('جارٍ تحميل القسم...').boundingBox(),
        ]);
      await browser.page.getByText('جارٍ تحميل القسم...').waitFor();
      const painted = await boxes();
      expect(painted.every(Boolean)).toBe(true);
      release();
      // React's root replaces the frame: its container gains React's key.
      await browser.page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
      await browser.page.getByText('جارٍ تحميل القسم...').waitFor();
      expect(await boxes()).toEqual(painted);
      expect(await browser.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    } finally {
      await browser.close();
    }
  });
  it.each([
    ['en', 'Order Management', 'Process customer orders through their statuses'],
    ['ar', 'إدارة الطلبات', 'معالجة طلبات العملاء عبر حالاتها'],
  ] as const)("paints a section's header into the frame before the bundles (%s), as its screen then shows it", async (language, title, subtitle) => {
    const browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    try {
      await startSignedIn(browser.context, await apiLogin(), language);
      // The bundles wait: what shows is the HTML's frame and what its inline script asked for
      // (remotes.json, the manifests), before any JavaScript of the app or the remote has run.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const apiCalls: string[] = [];
      browser.page.on('request', (req) => {
        if (req.url().includes('/api/')) apiCalls.push(new URL(req.url()).pathname + new URL(req.url()).search);
      });
      await browser.page.route('**/static/js/**', async (route) => {
        await held;
        await route.continue();
      });
      await browser.page.goto(`${HOST_URL}/orders`, { waitUntil: 'commit' });
      const heading = browser.page.getByRole('heading', { level: 1, name: title });
      await heading.waitFor();
      await browser.page.getByText(subtitle).waitFor();
      expect(await browser.page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(false);
      const painted = await heading.boundingBox();
      release();
      // The orders screen itself, with its data: its own header in the same place.
      await browser.page.getByRole('tab', { name: language === 'en' ? /^New Orders \d+$/ : /^الطلبات الجديدة \d+$/ }).waitFor({ timeout: 30_000 });
      expect(await heading.count()).toBe(1);
      // The same size and the same inline position; only the live desk's banner above it (orders
      // waiting too long, once the stream has said so) may push it down.
      const shown = await heading.boundingBox();
      expect({ x: shown?.x, width: shown?.width, height: shown?.height }).toEqual({ x: painted?.x, width: painted?.width, height: painted?.height });
      // Each first-screen call once, even those the inline script could have started.
      const counts = new Map<string, number>();
      for (const call of apiCalls) counts.set(call, (counts.get(call) ?? 0) + 1);
      expect([...counts].filter(([call, n]) => n > 1 && !call.includes('/orders/stream'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
