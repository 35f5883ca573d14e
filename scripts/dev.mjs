#!/usr/bin/env node
// `pnpm dev`: the API in watch mode and `rsbuild dev` (hot reload) for the host and every remote-*
// that exists, each on its own port. Output is prefixed by app; Ctrl-C stops everything.
// The host's dev server serves public/config.js and public/remotes.json (the local defaults).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmArgs } from './lib/pnpm.mjs';
import { remotesTable } from './lib/remotes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = remotesTable.REMOTES.map(({ name }) => name);
// The API answers the host and each remote's standalone page (its own origin and port).
const localOrigins = [Number(process.env.HOST_PORT ?? 4100), ...remotesTable.REMOTES.map(({ name, port }) => Number(process.env[remotesTable.portVariable(name)] ?? port))]
  .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

const apps = [
  { label: 'api', filter: '@dukkan/api' },
  { label: 'host', filter: '@dukkan/host' },
  ...REMOTES.filter((name) => existsSync(path.join(ROOT, `remote-${name}`, 'package.json'))).map((name) => ({
    label: name,
    filter: `@dukkan/remote-${name}`,
  })),
];

const children = [];
let stopping = false;

function prefixLines(label, stream, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${label}] ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
}

function signalGroups(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal); // the whole group: pnpm, rsbuild/tsx and their workers
    } catch {
      // already gone
    }
  }
}

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  // Each app runs in its own process group (detached). tsx watch and dev servers may outlive a
  // polite SIGTERM to their pnpm parent, so whatever is left after a few seconds is killed.
  signalGroups('SIGTERM');
  setTimeout(() => {
    signalGroups('SIGKILL');
    process.exit(code);
  }, 4000);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

for (const { label, filter } of apps) {
  const child = spawn(...pnpmArgs(['--filter', filter, 'run', 'dev']), {
    cwd: ROOT,
    env: { CORS_ORIGINS: localOrigins.join(','), ...process.env, FORCE_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  prefixLines(label, child.stdout, process.stdout);
  prefixLines(label, child.stderr, process.stderr);
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`[${label}] stopped (exit ${code}); stopping the others.`);
      stopAll(code ?? 1);
    }
  });
}

console.log(`Dev mode: ${apps.map((a) => a.label).join(', ')}. Host: http://localhost:${process.env.HOST_PORT ?? 4100}. Ctrl-C stops all.`);
