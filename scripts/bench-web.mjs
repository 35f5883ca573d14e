#!/usr/bin/env node
// `pnpm bench:web`: the front end's size and first-paint figures, from production builds served
// exactly as `pnpm start` serves them (scripts/lib/static-server.mjs: precompressed files, caching,
// the API under the panel's origin).
//  - bytes on the wire (what the server sent, compressed) of what the browser fetches for the
//    host's first load at /auth and at /, and for each built remote its first route (with the
//    host's); JavaScript counted apart;
//  - Largest Contentful Paint, median of RUNS, on two profiles — mobile (CPU 4x, 150 ms round trip,
//    1.6 Mbit/s down, 750 kbit/s up) and desktop (no throttling) — cold (a fresh profile) and warm
//    (the same profile's second visit).
// Targets (decisions/phone-speed.md): mobile cold LCP <= 2.5 s on every screen, <= 1.2 s on /auth and
// /orders; warm (the second visit, the app installed: its service worker in control) <= 1.0 s;
// desktop <= 0.8 s; JavaScript on the wire: host first load <= 220 KiB, any route <= 380 KiB; INP of
// Load More and a tab switch on /orders <= 100 ms at CPU 4x (lib/interaction-latency.mjs). Then
// Lighthouse itself (mobile) on /auth, / and /orders: performance >= 90, TBT <= 300 ms on /auth and
// <= 600 ms signed in.
// A visit waits for load, then for the network to be quiet (the live order stream, which never
// ends, left out), then for the LCP to settle (no new candidate and no long task for a second): not
// `networkidle`, which a signed-in page never reaches. BENCH_RUNS (3), BENCH_ONLY=auth,home,orders… (rows; inp: the INP figures alone), BENCH_LIGHTHOUSE=0 (skip it),
// BENCH_TRACE=1 (each file's and call's times, every LCP candidate), BENCH_ROOT (another checkout), BENCH_CPU_PROFILE=dir (a .cpuprofile of each cold visit),
// BENCH_PORT_BASE (4590: its ports).
// It prints figures and never fails: a benchmark is not a test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmArgs } from './lib/pnpm.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { remotesTable } from './lib/remotes.mjs';
import { clickWhereItIs, interactionLatency, observeInteractions } from './lib/interaction-latency.mjs';
import { signInTrusting } from './lib/trusted-sign-in.mjs';

// BENCH_ROOT: measure the builds of another checkout (a before/after comparison with one script).
const ROOT = path.resolve(process.env.BENCH_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
// BENCH_PORT_BASE (4590): the API, the host at +1, the remotes from +2 in the order of
// shared/federation/remotes.cjs; a second measurement beside the first moves them all with one variable.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4590);
const PORTS = { api: PORT_BASE, host: PORT_BASE + 1, ...Object.fromEntries(remotesTable.REMOTES.map(({ name }, i) => [name, PORT_BASE + 2 + i])) };
// Each remote's first screen: the first path it fills.
// Each remote's first route, from its manifest (decisions/sections.md: the remotes declare their routes).
const FIRST_ROUTE = Object.fromEntries(
  remotesTable.REMOTES.map(({ name }) => [name, JSON.parse(readFileSync(path.join(ROOT, `remote-${name}`, 'src', 'app', 'manifest.json'), 'utf8')).routes[0]]),
);
const HOST = '127.0.0.1';
const HOST_ORIGIN = `http://${HOST}:${PORTS.host}`;
const ADMIN = { email: 'bench.admin@dukkan.kw', password: 'Bench-Admin-Pass-2024' };
const KIB = 1024;

const cleanup = [];
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function buildIfMissing(dir, filter, marker) {
  if (existsSync(path.join(ROOT, dir, marker))) return true;
  console.log(`> pnpm --filter ${filter} build (no ${dir}/${marker})`);
  const result = spawnSync(...pnpmArgs(['--filter', filter, 'build']), { cwd: ROOT, stdio: 'inherit' });
  return result.status === 0;
}

async function startApi() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dukkan-bench-db-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: String(PORTS.api),
      HOST,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CORS_ORIGINS: HOST_ORIGIN,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://${HOST}:${PORTS.api}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.push(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${out}`)), 60_000);
    child.stdout.on('data', (c) => {
      out += c;
      if (/API listening on/.test(out)) {
        clearTimeout(timer);
        resolve(undefined);
      }
    });
    child.stderr.on('data', (c) => (out += c));
    child.once('exit', (code) => reject(new Error(`API exited (${code}):\n${out}`)));
  });
  // decisions/staff-access.md: the owner's first sign-in sets its second factor up (scripts/lib/trusted-sign-in.mjs).
  const { token, user } = await signInTrusting(`http://${HOST}:${PORTS.api}/api`, ADMIN);
  return { token, user };
}

const PROFILES = {
  mobile: { cpu: CPU_RATE, network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }, viewport: { width: 390, height: 844 } },
  desktop: { cpu: 1, network: null, viewport: { width: 1280, height: 800 } },
};

/** Requests that never end by design: the live order stream (Server-Sent Events, GET orders/stream). */
const isLongLived = (request) => request.resourceType() === 'eventsource' || /\/orders\/stream(\?|$)/.test(request.url());
/** After load: the network counts as settled once nothing but the event stream has been in flight this long. */
const NETWORK_QUIET_MS = Number(process.env.BENCH_QUIET_MS ?? 1000);
/**
 * …and the LCP as settled once no new candidate came, and the main thread ran no long task, for this long after that:
 * a page busy rendering without network (a remote's screen at 4x CPU) had its LCP read before its screen painted.
 */
const LCP_QUIET_MS = Number(process.env.BENCH_LCP_QUIET_MS ?? 1000);
/** BENCH_TRACE=1: print, for each row's median cold visit, when each file and API call came and every LCP candidate. */
const TRACE = process.env.BENCH_TRACE === '1';
/** BENCH_CPU_PROFILE=dir: writes a CPU profile (.cpuprofile, DevTools reads it) of every cold visit into dir. */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE ?? null;

/** In the page: its paints, LCP candidates and resources with their times, one line each. */
const traceOfPage = () => {
  const paints = performance.getEntriesByType('paint').map((entry) => `${Math.round(entry.startTime)} ms ${entry.name}`);
  const resources = performance
    .getEntriesByType('resource')
    .filter((entry) => !/\.(svg|png|jpe?g|webp)(\?|$)/.test(entry.name))
    .map((entry) => {
      const url = new URL(entry.name);
      return `${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ms ${entry.initiatorType} ${url.port}${url.pathname}${url.search.slice(0, 40)} ${(entry.transferSize / 1024).toFixed(1)} KiB`;
    });
  return [...paints, ...window.__benchLcpCandidates.map((line) => `LCP candidate ${line}`), ...resources];
};

/** Never wait longer than this after load (a request that hangs). */
const SETTLE_CAP_MS = 20_000;

/**
 * Counts the page's requests in flight, the event stream left out: `networkidle` never comes on a
 * signed-in page, whose order stream stays open (it used to wait out its whole 30 s timeout).
 */
function trackNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const open = new Set();
  page.on('request', (request) => {
    if (isLongLived(request)) return;
    open.add(request);
    inFlight = open.size;
    lastChange = Date.now();
  });
  const done = (request) => {
    if (!open.delete(request)) return;
    inFlight = open.size;
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { quietFor: () => (inFlight > 0 ? 0 : Date.now() - lastChange) };
}

/** The page's LCP candidates as they come, kept on window (installed before any script runs). */
const LCP_RECORDER = () => {
  window.__benchLcp = { time: 0, at: 0, element: '' };
  window.__benchLcpCandidates = [];
  // When the main thread last finished a long task: a page still busy rendering may paint a larger element yet.
  window.__benchBusyUntil = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchBusyUntil = Math.max(window.__benchBusyUntil, entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long tasks in this browser: the LCP's own quiet decides.
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const el = entry.element;
        const text = (el?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 48);
        const name = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${text ? ` "${text}"` : ''}` : '(removed element)';
        window.__benchLcp = { time: entry.startTime, at: performance.now(), element: name, size: entry.size };
        window.__benchLcpCandidates.push(`${Math.round(entry.startTime)} ms ${name} (${entry.size} px²)`);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP in this browser: the figures say 0.
  }
};

/**
 * Waits for what matters after load: the network quiet (the event stream left out) for
 * NETWORK_QUIET_MS, then no new LCP candidate and no long task for LCP_QUIET_MS; answers the LCP and its element.
 */
async function settle(page, network) {
  const start = Date.now();
  while (network.quietFor() < NETWORK_QUIET_MS && Date.now() - start < SETTLE_CAP_MS) await page.waitForTimeout(100);
  for (;;) {
    const lcp = await page.evaluate(() => ({ ...window.__benchLcp, now: performance.now(), busyUntil: window.__benchBusyUntil }));
    const quietFor = lcp.now - Math.max(lcp.at, lcp.busyUntil);
    if (quietFor >= LCP_QUIET_MS || Date.now() - start >= SETTLE_CAP_MS) return lcp;
    await page.waitForTimeout(Math.max(100, LCP_QUIET_MS - quietFor));
  }
}

/**
 * One visit on `profile` with a fresh browser profile; with `warm`, the same profile loads the page
 * a second time and that visit is measured (the cache full). Answers the LCP and the bytes on the
 * wire per origin (all, and JavaScript alone).
 */
async function visit(chromium, url, session, profileName = 'mobile', warm = false) {
  const settings = PROFILES[profileName];
  const profile = mkdtempSync(path.join(tmpdir(), 'dukkan-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: settings.viewport,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (session) {
      await context.addInitScript(({ token, user }) => {
        localStorage.setItem('dukkan.token', token);
        localStorage.setItem('dukkan.user', JSON.stringify(user));
      }, session);
    }
    await context.addInitScript(LCP_RECORDER);
    const network = trackNetwork(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpu });
    if (settings.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', settings.network);
    }
    if (warm) {
      await page.goto(url, { waitUntil: 'load' });
      await settle(page, network);
      // Installed: the service worker the first visit registered (a few seconds after its load, when
      // idle) has kept its files (it is active once its install is done). A build without one goes on
      // after 15 + 20 s at most.
      await page.waitForFunction(async () => Boolean(await navigator.serviceWorker?.getRegistration()), undefined, { timeout: 15_000, polling: 500 }).catch(() => {});
      await page.evaluate(() =>
        Promise.race([
          navigator.serviceWorker?.getRegistration().then((registration) => registration && navigator.serviceWorker.ready),
          new Promise((resolve) => setTimeout(resolve, 20_000)),
        ]),
      );
    }
    const bytes = new Map(); // origin → bytes on the wire
    const scriptBytes = new Map(); // origin → JavaScript bytes on the wire
    const files = []; // [url, bytes], to show where the bytes go
    const pending = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (!['document', 'script', 'stylesheet', 'font'].includes(type)) return;
      pending.push(
        request
          .sizes()
          .then(({ responseBodySize }) => {
            // -1 for an answer from the cache: nothing crossed the wire.
            const size = Math.max(0, responseBodySize);
            const origin = new URL(request.url()).origin;
            bytes.set(origin, (bytes.get(origin) ?? 0) + size);
            if (type === 'script') scriptBytes.set(origin, (scriptBytes.get(origin) ?? 0) + size);
            files.push([request.url(), size]);
          })
          .catch(() => {}),
      );
    });
    if (CPU_PROFILE && !warm) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    await page.goto(url, { waitUntil: 'load' });
    const { time: lcp, element } = await settle(page, network);
    if (CPU_PROFILE && !warm) {
      const { profile: cpuProfile } = await cdp.send('Profiler.stop');
      const file = path.join(CPU_PROFILE, `${profileName}-${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(cpuProfile));
    }
    await Promise.all(pending);
    const trace = TRACE ? await page.evaluate(traceOfPage) : null;
    const controlled = await page.evaluate(() => !!navigator.serviceWorker?.controller);
    return { lcp, element, trace, bytes, scriptBytes, files, controlled, finalUrl: page.url() };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Interaction to Next Paint of Load More and of a tab switch on /orders (decisions/phone-speed.md: <= 100 ms at
 * CPU 4x, 390 px wide), one fresh profile per run: the list of delivered orders (the demo has more
 * than a page of them), Load More until the next page shows, then the New Orders tab.
 */
async function interactions(chromium, session) {
  const samples = { loadMore: [], tab: [] };
  for (let i = 0; i < RUNS; i += 1) {
    const profile = mkdtempSync(path.join(tmpdir(), 'dukkan-bench-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      viewport: PROFILES.mobile.viewport,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await context.addInitScript(({ token, user }) => {
        localStorage.setItem('dukkan.token', token);
        localStorage.setItem('dukkan.user', JSON.stringify(user));
      }, session);
      await page.goto(`${HOST_ORIGIN}/orders?status=DELIVERED`, { waitUntil: 'load' });
      const loadMore = page.getByRole('button', { name: 'Load More' });
      await loadMore.waitFor({ timeout: 30_000 });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
      await observeInteractions(page);
      const shown = (await page.getByText(/^Showing \d+ rows/).textContent()) ?? '';
      samples.loadMore.push(
        await interactionLatency(
          page,
          await clickWhereItIs(page, loadMore),
          () => page.getByText(/^Showing \d+ rows/).filter({ hasNotText: shown }).waitFor(),
        ),
      );
      const tab = page.getByRole('tab', { name: /^New Orders/ });
      samples.tab.push(
        await interactionLatency(
          page,
          await clickWhereItIs(page, tab),
          () => page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.startsWith('New Orders')),
        ),
      );
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return samples;
}

const LIGHTHOUSE_PORT = 4589;

/**
 * Lighthouse itself (its default mobile profile: 4× CPU, 150 ms, 1.6 Mbit/s, simulated), on the
 * same Chromium: the performance and accessibility scores and its LCP, cold. A signed-in route
 * starts from a profile that already holds the session (the storage is not reset).
 */
async function lighthouseScores(chromium, session, routes) {
  const { default: lighthouse } = await import('lighthouse');
  console.log('\nLighthouse (mobile, cold):');
  for (const [route, signedIn] of routes) {
    const profile = mkdtempSync(path.join(tmpdir(), 'dukkan-lighthouse-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--remote-debugging-port=${LIGHTHOUSE_PORT}`],
    });
    try {
      if (signedIn) {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(`${HOST_ORIGIN}/auth`);
        await page.evaluate(({ token, user }) => {
          localStorage.setItem('dukkan.token', token);
          localStorage.setItem('dukkan.user', JSON.stringify(user));
        }, session);
      }
      const result = await lighthouse(`${HOST_ORIGIN}${route}`, {
        port: LIGHTHOUSE_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: signedIn,
      });
      const { categories, audits } = result.lhr;
      const score = (name) => Math.round((categories[name]?.score ?? 0) * 100);
      const tbt = audits['total-blocking-time'].numericValue;
      const tbtTarget = signedIn ? 600 : 300;
      const met = (ok) => (ok ? 'met' : 'MISSED');
      console.log(
        `  ${route.padEnd(10)} performance ${score('performance')} (>= 90: ${met(score('performance') >= 90)}), accessibility ${score('accessibility')}; ` +
          `LCP ${audits['largest-contentful-paint'].displayValue}, FCP ${audits['first-contentful-paint'].displayValue}, TBT ${Math.round(tbt)} ms (<= ${tbtTarget}: ${met(tbt <= tbtTarget)})`,
      );
      // BENCH_TRACE=1: where the main thread's time went (Lighthouse's own audits), to see what blocks.
      if (TRACE) {
        const items = (name) => audits[name]?.details?.items ?? [];
        const ms = (value) => `${Math.round(value)} ms`;
        for (const item of items('mainthread-work-breakdown').slice(0, 6)) console.log(`               main thread: ${item.groupLabel} ${ms(item.duration)}`);
        for (const item of items('bootup-time').slice(0, 6)) console.log(`               script ${item.url}: ${ms(item.total)} (evaluating ${ms(item.scripting)}, compiling ${ms(item.scriptParseCompile)})`);
        for (const item of items('long-tasks').slice(0, 10)) console.log(`               long task at ${ms(item.startTime)}: ${ms(item.duration)} ${item.url}`);
        // …and what the accessibility score lost, with the elements Lighthouse names.
        for (const { id } of categories.accessibility?.auditRefs ?? []) {
          const audit = audits[id];
          if (audit?.score === 0) console.log(`               accessibility: ${audit.title} — ${items(id).map((item) => item.node?.snippet ?? '').filter(Boolean).slice(0, 3).join(' ')}`);
        }
      }
    } catch (error) {
      console.log(`  ${route.padEnd(10)} Lighthouse could not run: ${error.message.split('\n')[0]}`);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
}

async function main() {
  const remotes = Object.keys(FIRST_ROUTE).filter((name) => existsSync(path.join(ROOT, `remote-${name}`, 'package.json')));
  if (!buildIfMissing('host', '@dukkan/host', 'dist/index.html')) throw new Error('the host does not build');
  const builtRemotes = remotes.filter((name) => buildIfMissing(`remote-${name}`, `@dukkan/remote-${name}`, 'dist/remoteEntry.js'));
  const apiBuilt = buildIfMissing('api', '@dukkan/api', 'dist/server.js');

  const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('playwright-core');
  const remotesJson = {};
  for (const name of Object.keys(FIRST_ROUTE)) remotesJson[name] = `http://${HOST}:${PORTS[name]}/remoteEntry.js`;
  const servers = [
    await startStaticServer({
      root: path.join(ROOT, 'host', 'dist'),
      port: PORTS.host,
      spa: true,
      apiUpstream: `http://${HOST}:${PORTS.api}`,
      overrides: {
        '/config.js': `window.__DUKKAN_CONFIG__ = ${JSON.stringify({ apiBaseUrl: `${HOST_ORIGIN}/api` })};\n`,
        '/remotes.json': JSON.stringify(remotesJson),
      },
    }),
  ];
  for (const name of builtRemotes) {
    servers.push(await startStaticServer({ root: path.join(ROOT, `remote-${name}`, 'dist'), port: PORTS[name], corsOrigins: [HOST_ORIGIN] }));
  }
  cleanup.push(() => Promise.all(servers.map((s) => s.close())));

  let session = null;
  if (apiBuilt) {
    try {
      session = await startApi();
    } catch (error) {
      console.warn(`The API could not start (${error.message.split('\n')[0]}): / is measured without data.`);
    }
  }

  // BENCH_ONLY=auth,home,orders… measures only those rows (auth, home, and the remotes' names;
  // orders brings the INP figures, which inp measures alone);
  // BENCH_LIGHTHOUSE=0 skips Lighthouse. A full run: every row, Lighthouse after.
  const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : null;
  const wanted = (name) => !only || only.has(name);
  const rows = [];
  async function measure(label, route, withSession) {
    const lcpOf = async (profileName, warm) => {
      const samples = [];
      for (let i = 0; i < RUNS; i += 1) samples.push(await visit(chromium, `${HOST_ORIGIN}${route}`, withSession ? session : null, profileName, warm));
      const lcps = samples.map((sample) => sample.lcp);
      const lcp = median(lcps);
      // The median run's sample: its bytes and LCP element are the ones printed.
      return { lcp, lcps, sample: samples[lcps.indexOf(lcp)] };
    };
    const started = Date.now();
    const cold = await lcpOf('mobile', false);
    const warm = await lcpOf('mobile', true);
    const desktop = await lcpOf('desktop', false);
    rows.push({ label, route, signedIn: withSession, cold, warm, desktop });
    console.log(`  measured ${label} (${route}) in ${Math.round((Date.now() - started) / 1000)} s`);
  }

  const benchStarted = Date.now();
  if (wanted('auth')) await measure('host /auth', '/auth', false);
  if (session && wanted('home')) await measure('host /', '/', true);
  for (const name of builtRemotes) if (session && wanted(name)) await measure(`remote ${name}`, FIRST_ROUTE[name], true);

  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
  const ms = (value) => `${Math.round(value)} ms`;
  const runs = (figure) => (RUNS > 1 ? ` [${figure.lcps.map((value) => Math.round(value)).join(', ')}]` : '');
  console.log(`\nFront end as \`pnpm start\` serves it: bytes on the wire (compressed), LCP median of ${RUNS} runs [each run]`);
  console.log(`  mobile: CPU x${CPU_RATE}, 150 ms round trip, 1.6 Mbit/s; warm: the same profile's second visit; desktop: no throttling`);
  console.log(`  each visit: load, then the network quiet ${NETWORK_QUIET_MS} ms (the live order stream left out), then no new LCP candidate and no long task for ${LCP_QUIET_MS} ms`);
  for (const row of rows) {
    const { sample } = row.cold;
    const hostJs = sample.scriptBytes.get(HOST_ORIGIN) ?? 0;
    const js = sum(sample.scriptBytes);
    const wire = sum(sample.bytes);
    const isHost = row.label.startsWith('host');
    const jsTarget = isHost ? `host JS ${kib(hostJs)} (<= 220 KiB: ${verdict(hostJs <= 220 * KIB)})` : `route JS ${kib(js)} (<= 380 KiB: ${verdict(js <= 380 * KIB)}), of it host ${kib(hostJs)}`;
    const coldTarget = row.route === '/auth' || row.route === '/orders' ? 1200 : 2500;
    const landed = new URL(sample.finalUrl).pathname === row.route ? '' : ` (landed on ${new URL(sample.finalUrl).pathname})`;
    console.log(`  ${row.label.padEnd(16)} ${jsTarget}; all ${kib(wire)}${landed}`);
    console.log(`  ${''.padEnd(16)} LCP mobile cold ${ms(row.cold.lcp)} (<= ${coldTarget}: ${verdict(row.cold.lcp <= coldTarget)})${runs(row.cold)}, element ${sample.element || '(none)'}`);
    const installed = row.warm.sample.controlled ? 'its service worker in control' : 'NO service worker in control';
    console.log(`  ${''.padEnd(16)} LCP mobile warm ${ms(row.warm.lcp)} (<= 1000: ${verdict(row.warm.lcp <= 1000)})${runs(row.warm)}, ${installed}; it fetched ${kib(sum(row.warm.sample.bytes))} over the network`);
    if (sample.trace) for (const line of sample.trace) console.log(`  ${''.padEnd(18)} ${line}`);
    console.log(`  ${''.padEnd(16)} LCP desktop ${ms(row.desktop.lcp)} (<= 800: ${verdict(row.desktop.lcp <= 800)})${runs(row.desktop)}, element ${row.desktop.sample.element || '(none)'}`);
    if (row.desktop.sample.trace) for (const line of row.desktop.sample.trace) console.log(`  ${''.padEnd(18)} ${line}`);
  }
  const largest = rows[0]?.cold.sample.files.sort((a, b) => b[1] - a[1]).slice(0, 6) ?? [];
  if (largest.length) {
    console.log(`  largest files of the first load: ${largest.map(([url, size]) => `${new URL(url).pathname.split('/').pop()} ${kib(size)}`).join(', ')}`);
  }
  console.log(`  the visits took ${Math.round((Date.now() - benchStarted) / 1000)} s`);
  if (session && (wanted('orders') || wanted('inp'))) {
    const inp = await interactions(chromium, session);
    const figure = (values) => `${ms(median(values))} (<= 100 ms: ${verdict(median(values) <= 100)})${RUNS > 1 ? ` [${values.map(Math.round).join(', ')}]` : ''}`;
    console.log(`  INP on /orders at CPU x${CPU_RATE}, 390 px: Load More ${figure(inp.loadMore)}; a tab switch ${figure(inp.tab)}`);
  }
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    await lighthouseScores(chromium, session, [
      ['/auth', false],
      ...(session ? [['/', true], ['/orders', true]] : []),
    ]);
  }
  const missing = Object.keys(FIRST_ROUTE).filter((name) => !builtRemotes.includes(name));
  if (missing.length) console.log(`  not measured (no remote build yet): ${missing.join(', ')}`);
}

main()
  .catch((error) => console.error(`bench:web could not finish: ${error.stack ?? error}`))
  .finally(async () => {
    for (const step of cleanup.reverse()) await Promise.resolve(step()).catch(() => {});
    process.exit(0);
  });
