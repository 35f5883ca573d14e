#!/usr/bin/env node
// `pnpm start`: install if needed, build the API, the host and every remote-* that exists, then run
// the API on its embedded database and serve the host and each remote on its own port.
// Prints the URL and the demo login. Ctrl-C stops everything.
//
// Environment (all optional): API_PORT (4000), HOST_PORT (4100), <REMOTE>_PORT for each remote of
// shared/federation/remotes.cjs (CATALOG_PORT 4101, ORDERS_PORT 4102…), DATA_DIR (./data),
// DATABASE_URL (a PostgreSQL server instead of the embedded one), ADMIN_EMAIL, ADMIN_PASSWORD,
// JWT_SECRET, SKIP_BUILD=1 (serve what is already built).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmArgs } from './lib/pnpm.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { remotesTable } from './lib/remotes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { REMOTES, portVariable } = remotesTable;

function port(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number (1-65535), got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const API_PORT = port('API_PORT', 4000);
const HOST_PORT = port('HOST_PORT', 4100);
const remotePorts = Object.fromEntries(REMOTES.map(({ name, port: fallback }) => [name, port(portVariable(name), fallback)]));
const presentRemotes = REMOTES.map(({ name }) => name).filter((name) => existsSync(path.join(ROOT, `remote-${name}`, 'package.json')));
const hostOrigins = [`http://localhost:${HOST_PORT}`, `http://127.0.0.1:${HOST_PORT}`];

function runPnpm(pnpmArguments) {
  console.log(`\n> pnpm ${pnpmArguments.join(' ')}`);
  const [command, args] = pnpmArgs(pnpmArguments);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\npnpm ${pnpmArguments.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

// The demo login: ADMIN_EMAIL/ADMIN_PASSWORD when set; else one generated on the first start and
// kept beside the database, so every later start can print it again. A database created some
// other way keeps the login printed when it was created.
function demoLogin(dataDir) {
  if (process.env.ADMIN_PASSWORD) {
    return { email: process.env.ADMIN_EMAIL || 'admin@dukkan.kw', password: process.env.ADMIN_PASSWORD, known: true };
  }
  const file = path.join(dataDir, 'demo-login.json');
  if (existsSync(file)) return { ...JSON.parse(readFileSync(file, 'utf8')), known: true };
  const fresh = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (!fresh || process.env.DATABASE_URL) return { email: process.env.ADMIN_EMAIL || 'admin@dukkan.kw', password: null, known: false };
  const login = { email: process.env.ADMIN_EMAIL || 'admin@dukkan.kw', password: randomBytes(12).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(login, null, 2), { mode: 0o600 });
  return { ...login, known: true };
}

const children = [];
const servers = [];
let stopping = false;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await Promise.all(servers.map((server) => server.close()));
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 10_000);
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)));
  clearTimeout(timer);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function main() {
  if (!existsSync(path.join(ROOT, 'node_modules'))) runPnpm(['install', '--frozen-lockfile']);

  if (process.env.SKIP_BUILD !== '1') {
    const filters = ['@dukkan/api', '@dukkan/host', ...presentRemotes.map((name) => `@dukkan/remote-${name}`)];
    // One at a time: these machines have two cores and each build already uses both.
    runPnpm(['-r', '--workspace-concurrency=1', ...filters.flatMap((f) => ['--filter', f]), 'run', 'build']);
  }

  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || 'data');
  const login = demoLogin(dataDir);
  const apiEnv = {
    ...process.env,
    API_PORT: String(API_PORT),
    DATA_DIR: dataDir,
    CORS_ORIGINS: process.env.CORS_ORIGINS || hostOrigins.join(','),
    // The panel reaches the API through the host's server on this machine (its /api proxy).
    TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1',
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${API_PORT}`,
    // Request logs would bury the URL and login below; LOG_LEVEL=info brings them back.
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    ...(login.password ? { ADMIN_EMAIL: login.email, ADMIN_PASSWORD: login.password } : {}),
  };
  const api = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], { cwd: ROOT, env: apiEnv, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(api);
  const apiReady = new Promise((resolve, reject) => {
    let seen = '';
    api.stdout.on('data', (chunk) => {
      process.stdout.write(chunk); // relays the API's own lines, including a login it seeded
      seen += chunk;
      if (/API listening on/.test(seen)) resolve(undefined);
    });
    api.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
  });

  // Every remote of this checkout that is built, with its manifest inline (decisions/sections.md): the panel's
  // navigation needs this one file, and a remote that is down keeps its entry.
  const remotesJson = Object.fromEntries(
    presentRemotes
      .filter((name) => existsSync(path.join(ROOT, `remote-${name}`, 'dist', 'dukkan-remote.json')))
      .map((name) => [
        name,
        {
          entry: `http://localhost:${remotePorts[name]}/remoteEntry.js`,
          manifest: JSON.parse(readFileSync(path.join(ROOT, `remote-${name}`, 'dist', 'dukkan-remote.json'), 'utf8')),
        },
      ]),
  );
  servers.push(
    await startStaticServer({
      root: path.join(ROOT, 'host', 'dist'),
      port: HOST_PORT,
      host: '0.0.0.0',
      spa: true,
      // The API under the panel's own origin: its calls need no CORS preflight (docs/deploy.md).
      apiUpstream: `http://127.0.0.1:${API_PORT}`,
      overrides: {
        // What a deploy would write beside the host: where the API and the remotes are.
        '/config.js': `window.__DUKKAN_CONFIG__ = ${JSON.stringify({ apiBaseUrl: `http://localhost:${HOST_PORT}/api`, brand: process.env.BRAND || 'Dukkan' })};\n`,
        '/remotes.json': JSON.stringify(remotesJson, null, 2),
      },
    }),
  );
  for (const name of presentRemotes) {
    const dist = path.join(ROOT, `remote-${name}`, 'dist');
    if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
      console.warn(`remote-${name} has no build (dist/remoteEntry.js); the host shows its fallback.`);
      continue;
    }
    servers.push(await startStaticServer({ root: dist, port: remotePorts[name], host: '0.0.0.0', corsOrigins: hostOrigins }));
  }

  await apiReady;
  api.once('exit', (code) => {
    if (!stopping) console.error(`The API stopped (exit ${code}).`);
    void stopAll(code ?? 1);
  });
  const line = '-'.repeat(64);
  console.log(`\n${line}`);
  console.log(`Dukkan Admin: http://localhost:${HOST_PORT}`);
  console.log(`API:          http://localhost:${API_PORT}/api  (docs: /api/docs)`);
  for (const name of Object.keys(remotePorts)) {
    const state = presentRemotes.includes(name) ? `http://localhost:${remotePorts[name]}/remoteEntry.js` : 'not built yet (fallback shown)';
    console.log(`  remote ${name.padEnd(10)} ${state}`);
  }
  if (login.known) console.log(`Demo login:   ${login.email} / ${login.password}`);
  else console.log(`Demo login:   ${login.email} with the password printed when ${dataDir} was first created`);
  console.log(`${line}\nCtrl-C stops everything.`);
}

main().catch((error) => {
  console.error(error.message ?? error);
  void stopAll(1);
});
