#!/usr/bin/env node
// `pnpm bench:web`: the front end's size and first-paint figures, from production builds.
//  - gzip bytes of what the browser fetches for the host's first load at /auth and at /
//    (document, scripts, styles, fonts), and for each built remote the bytes of its entry and
//    route chunks when its first route opens (plus that route's total with the host);
//  - Largest Contentful Paint of /auth and / under Chromium with the CPU throttled 4x (CDP
//    Emulation.setCPUThrottlingRate), cold profile, median of RUNS.
// Targets (issue 3, ARCHITECTURE §6): host first load <= 200 KiB gzip, any route <= 300 KiB.
// It prints figures and never fails: a benchmark is not a test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pnpmArgs } from './lib/pnpm.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const PORTS = { api: 4590, host: 4591, catalog: 4592, orders: 4593, locations: 4594, users: 4595 };
const FIRST_ROUTE = { catalog: '/shops', orders: '/orders', locations: '/locations', users: '/users' };
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
      PORT: String(PORTS.api),
      HOST,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CORS_ORIGINS: HOST_ORIGIN,
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
  const response = await fetch(`http://${HOST}:${PORTS.api}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = await response.json();
  return { token: body.data.token ?? body.data.jwt, user: body.data.user };
}

/** One cold visit: fresh profile, CPU throttled; returns LCP and the gzip bytes fetched per origin. */
async function visit(chromium, url, session) {
  const profile = mkdtempSync(path.join(tmpdir(), 'dukkan-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (session) {
      await context.addInitScript(({ token, user }) => {
        localStorage.setItem('dukkan.token', token);
        localStorage.setItem('dukkan.user', JSON.stringify(user));
      }, session);
    }
    const bytes = new Map(); // origin → gzip bytes
    const files = []; // [url, gzip bytes], to show where the bytes go
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (!['document', 'script', 'stylesheet', 'font'].includes(type)) return;
      pending.push(
        response
          .body()
          .then((body) => {
            const origin = new URL(response.url()).origin;
            const size = gzipSync(body, { level: 9 }).length;
            bytes.set(origin, (bytes.get(origin) ?? 0) + size);
            files.push([response.url(), size]);
          })
          .catch(() => {}),
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => {});
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let last = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(last), 500);
        }),
    );
    await Promise.all(pending);
    return { lcp, bytes, files, finalUrl: page.url() };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
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
      overrides: {
        '/config.js': `window.__DUKKAN_CONFIG__ = ${JSON.stringify({ apiBaseUrl: `http://${HOST}:${PORTS.api}/api` })};\n`,
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

  const rows = [];
  async function measure(label, route, withSession) {
    const lcps = [];
    let sample;
    for (let i = 0; i < RUNS; i += 1) {
      sample = await visit(chromium, `${HOST_ORIGIN}${route}`, withSession ? session : null);
      lcps.push(sample.lcp);
    }
    rows.push({ label, route, lcp: median(lcps), bytes: sample.bytes, files: sample.files, finalUrl: sample.finalUrl });
    return sample;
  }

  await measure('host /auth', '/auth', false);
  if (session) await measure('host /', '/', true);
  for (const name of builtRemotes) if (session) await measure(`remote ${name}`, FIRST_ROUTE[name], true);

  console.log(`\nFront-end size and LCP (production builds; gzip level 9; CPU x${CPU_RATE}; median of ${RUNS} cold runs)`);
  for (const row of rows) {
    const host = row.bytes.get(HOST_ORIGIN) ?? 0;
    const total = [...row.bytes.values()].reduce((a, b) => a + b, 0);
    const remoteBytes = total - host;
    const parts = [`host ${kib(host)}`];
    if (remoteBytes > 0) parts.push(`remote ${kib(remoteBytes)}`, `route total ${kib(total)}`);
    const target = row.label.startsWith('host') ? `target <= 200 KiB: ${host <= 200 * KIB ? 'met' : 'MISSED'}` : `target <= 300 KiB: ${total <= 300 * KIB ? 'met' : 'MISSED'}`;
    const landed = new URL(row.finalUrl).pathname === row.route ? '' : ` (landed on ${new URL(row.finalUrl).pathname})`;
    console.log(`  ${row.label.padEnd(18)} ${parts.join(', ').padEnd(52)} LCP ${Math.round(row.lcp)} ms   ${target}${landed}`);
  }
  const largest = rows[0]?.files.sort((a, b) => b[1] - a[1]).slice(0, 6) ?? [];
  if (largest.length) {
    console.log(`  largest files of the first load: ${largest.map(([url, size]) => `${new URL(url).pathname.split('/').pop()} ${kib(size)}`).join(', ')}`);
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
