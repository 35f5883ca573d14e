// Starts the composed product for the browser journeys: the real API on a fresh temporary
// database, the built host, every built remote-* (listed in remotes.json with its manifest), the
// probe remote and a skewed build of the reports remote (decisions/sections.md), each on its own port.
// The product is built by the test command first (a missing build is a clear error here); only the
// probe and skewed remotes, which are part of this harness, are built here when missing or stale.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADMIN, API_URL, ARTIFACTS_DIR, CLOSED_ENTRY, E2E_DIR, HOSTNAME, HOST_ORIGIN, JWT_SECRET, PORTS, PROBE_ENTRY, REPO_ROOT, SKEWED_ENTRY,
} from './env.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { signInTrusting } from '../../scripts/lib/trusted-sign-in.mjs';

const REMOTES = Object.keys(PORTS.remotes);

function requireBuilt(file, how) {
  if (!existsSync(file)) throw new Error(`e2e: ${path.relative(REPO_ROOT, file)} is missing; ${how}`);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds a remote of this harness (the probe, the skewed reports build) when its build is missing or stale. */
function buildFixtureIfStale(folder) {
  const probeDir = path.join(E2E_DIR, folder);
  const entry = path.join(probeDir, 'dist', 'remoteEntry.js');
  const sources = Math.max(newestMtime(path.join(probeDir, 'src')), statSync(path.join(probeDir, 'rsbuild.config.ts')).mtimeMs);
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources) return;
  const rsbuild = path.join(E2E_DIR, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
  // Jest runs with NODE_ENV=test; the probe must be a production build like the real remotes.
  const result = spawnSync(process.execPath, [rsbuild, 'build'], {
    cwd: probeDir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`e2e: the remote e2e/${folder} does not build:\n${result.stdout}\n${result.stderr}`);
  }
}

function startApi(dataDir) {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'server.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      API_PORT: String(PORTS.api),
      HOST: HOSTNAME,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CORS_ORIGINS: HOST_ORIGIN,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://${HOSTNAME}:${PORTS.api}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      // decisions/delivery-slots.md: a scheduled order's ring comes within seconds of its time, not 15 s.
      ORDER_DESK_UPKEEP_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`e2e: the API did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk;
      if (/API listening on/.test(output)) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`e2e: the API exited (${code}) before listening:\n${output}`));
    });
  });
  return { child, ready };
}

async function serveEverything(servers) {
  // Each real remote that has been built is served on its test port and listed in remotes.json
  // with its manifest inline (as a deploy would write it: the navigation then needs one request,
  // and a remote that goes down keeps its entry). One not built is not listed: it does not exist.
  const remotes = {};
  const served = [];
  for (const remote of REMOTES) {
    const dist = path.join(REPO_ROOT, `remote-${remote}`, 'dist');
    if (existsSync(path.join(dist, 'remoteEntry.js')) && existsSync(path.join(dist, 'dukkan-remote.json'))) {
      servers.push(await startStaticServer({ root: dist, port: PORTS.remotes[remote], corsOrigins: [HOST_ORIGIN] }));
      const manifest = JSON.parse(readFileSync(path.join(dist, 'dukkan-remote.json'), 'utf8'));
      remotes[remote] = { entry: `http://${HOSTNAME}:${PORTS.remotes[remote]}/remoteEntry.js`, manifest };
      served.push(remote);
    }
  }
  servers.push(
    await startStaticServer({ root: path.join(E2E_DIR, 'test-remote', 'dist'), port: PORTS.probe, corsOrigins: [HOST_ORIGIN] }),
    await startStaticServer({ root: path.join(E2E_DIR, 'skewed-remote', 'dist'), port: PORTS.skewed, corsOrigins: [HOST_ORIGIN] }),
  );
  servers.push(
    await startStaticServer({
      root: path.join(REPO_ROOT, 'host', 'dist'),
      port: PORTS.host,
      spa: true,
      // As `pnpm start` serves it: the API under the panel's origin (scripts/lib/static-server.mjs).
      apiUpstream: new URL(API_URL).origin,
      overrides: {
        '/remotes.json': JSON.stringify(remotes, null, 2),
        '/config.js': `window.__DUKKAN_CONFIG__ = ${JSON.stringify({ apiBaseUrl: `${HOST_ORIGIN}/api`, brand: 'Dukkan', remoteTimeoutMs: 8000 })};\n`,
      },
    }),
  );
  return { served, remotes };
}

export default async function globalSetup() {
  requireBuilt(path.join(REPO_ROOT, 'api', 'dist', 'server.js'), 'run `pnpm --filter @dukkan/api build` first');
  requireBuilt(path.join(REPO_ROOT, 'host', 'dist', 'index.html'), 'run `pnpm --filter @dukkan/host build` first');
  buildFixtureIfStale('test-remote');
  buildFixtureIfStale('skewed-remote');
  await mkdir(ARTIFACTS_DIR, { recursive: true });

  const dataDir = await mkdtemp(path.join(tmpdir(), 'dukkan-e2e-db-'));
  const api = startApi(dataDir);
  api.ready.catch(() => {}); // awaited below; this only keeps an early failure from being 'unhandled'
  const servers = [];
  globalThis.__DUKKAN_E2E__ = { api: api.child, servers, dataDir };

  // Everything started is stopped again if any later step fails (a busy port, an API crash).
  let served;
  try {
    ({ served } = await serveEverything(servers));
    await api.ready;
  } catch (error) {
    await globalTeardownNow();
    throw error;
  }

  // decisions/staff-access.md: the demo owner sets its second factor up once, on a device it trusts; the journeys then
  // sign it in with the password and that device's token (support/session.ts), as the trusted browser would.
  const admin = await signInTrusting(API_URL, ADMIN);
  process.env.E2E_ADMIN_DEVICE_TOKEN = admin.deviceToken ?? '';
  process.env.E2E_ADMIN_TOTP_SECRET = admin.secret ?? '';
  process.env.E2E_HOST_URL = HOST_ORIGIN;
  process.env.E2E_API_URL = API_URL;
  process.env.E2E_PROBE_ENTRY = PROBE_ENTRY;
  process.env.E2E_CLOSED_ENTRY = CLOSED_ENTRY;
  process.env.E2E_SKEWED_ENTRY = SKEWED_ENTRY;
  process.env.E2E_REAL_REMOTES = served.join(',');
  console.log(`\ne2e: API ${API_URL}, host ${HOST_ORIGIN}, probe ${PROBE_ENTRY}; real remotes: ${served.join(', ') || 'none yet'}`);
}

export async function globalTeardownNow() {
  const state = globalThis.__DUKKAN_E2E__;
  if (!state) return;
  globalThis.__DUKKAN_E2E__ = undefined;
  await Promise.all(state.servers.map((s) => s.close()));
  if (state.api && state.api.exitCode === null) {
    const exited = new Promise((resolve) => state.api.once('exit', resolve));
    state.api.kill('SIGTERM');
    const timer = setTimeout(() => state.api.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  const { rm } = await import('node:fs/promises');
  await rm(state.dataDir, { recursive: true, force: true });
}
