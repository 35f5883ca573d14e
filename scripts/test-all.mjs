#!/usr/bin/env node
// The README's test command: builds what the browser tests serve, then runs every suite (unit,
// API, browser) and ends with each suite's figures and time, then one line of totals summed over all
// of them. The browser journeys run in E2E_LANES lanes side by side (2; each its own API, database
// and ports): one lane leaves a third of the 2-core machine idle while pages load.
//   node scripts/test-all.mjs [--only unit|api|e2e]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmArgs } from './lib/pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-results');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
// Jest's default is one worker fewer than the cores: on a 2-core CI machine, one — every unit and
// API file one after another while a core waits. Each file runs alone in its worker either way.
const workers = Math.max(2, availableParallelism() - 1);
// Some API files wait on the clock (a shutdown's drain, slow clients, time-outs): one worker more
// keeps the cores busy meanwhile (one quiet run: 200 s → 175 s on 2 cores; whole CI runs vary by
// ±10 %, so the gain is not always visible there). The front end's files, all CPU, gained nothing.
const apiWorkers = workers + 1;
const e2eLanes = Math.max(1, Number(process.env.E2E_LANES ?? 2));

function run(args, options = {}) {
  const [command, rest] = pnpmArgs(args);
  const result = spawnSync(command, rest, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  return result.status ?? 1;
}

/**
 * One lane of the journeys (`jest --shard`), its lines prefixed with the lane, its ports from its own
 * E2E_PORT_BASE (4500, 4600…: e2e/support/env.mjs). Resolves with the exit status.
 */
function runE2eLane(lane, outputFile) {
  const [command, rest] = pnpmArgs(['--filter', './e2e', 'exec', 'jest', '--ci', '--runInBand', `--shard=${lane}/${e2eLanes}`, '--json', `--outputFile=${outputFile}`]);
  const child = spawn(command, rest, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, E2E_PORT_BASE: String(4400 + lane * 100) } });
  const prefix = e2eLanes > 1 ? `[lane ${lane}] ` : '';
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let rest = '';
    from.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) to.write(`${prefix}${line}\n`);
    });
    from.on('end', () => rest && to.write(`${prefix}${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/** Passed and failed tests of a Jest JSON report; a suite that failed to run counts as a failure of its own. */
function readReport(outputFile) {
  if (!existsSync(outputFile)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
}

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

const frontEndPackages = ['shared', 'host', ...readdirSync(root).filter((d) => d.startsWith('remote-')).sort()]
  .filter((dir) => existsSync(path.join(root, dir, 'package.json')));
const suites = [
  ...frontEndPackages.map((dir) => ({ kind: 'unit', dir })),
  { kind: 'api', dir: 'api' },
  { kind: 'e2e', dir: 'e2e' },
].filter((suite) => !only || suite.kind === only);

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Installing Debian chromium for the browser tests…');
  const asRoot = process.getuid?.() === 0;
  const aptGet = (...args) =>
    spawnSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  aptGet('update');
  if (aptGet('install', '-y', 'chromium').status !== 0) console.error('Could not install chromium; the browser tests will fail.');
}

const runStarted = Date.now();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

if (suites.some((s) => s.kind === 'e2e')) {
  ensureChromium();
  // The browser tests serve production builds of the API, the host and every remote.
  // The harness's own remotes (the probe, the skewed build) too, once, before the lanes share them.
  const built = run(['-r', '--filter', '!@dukkan/e2e', 'run', 'build']) === 0 && run(['--filter', './e2e', 'run', 'build:probe']) === 0 && run(['--filter', './e2e', 'run', 'build:skewed']) === 0;
  if (!built) {
    console.error('Build failed');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

const totals = { passed: 0, failed: 0 };
const lines = [];

/** A check that passes or fails as a whole (lint, types, the contract): one line of the summary, timed. */
function check(kind, label, passes) {
  const started = Date.now();
  const ok = passes();
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${kind.padEnd(4)} ${label.padEnd(18)} ${ok ? '1 passed, 0 failed' : '0 passed, 1 failed'}  ${seconds(started)}`);
}

// The rules a machine checks (biome.json: import boundaries, hook dependencies, Biome's
// recommended set) and the types (Jest compiles with swc, which strips types without checking
// them), over every package, before any suite.
if (!only) {
  check('lint', 'every package', () => {
    console.log('\n=== lint: every package ===');
    return run(['run', 'lint']) === 0;
  });
  check('type', 'every package', () => {
    console.log('\n=== types: every package ===');
    return run(['-r', 'run', 'typecheck']) === 0;
  });
  // decisions/sections.md: every remote's build against the host's build (shared contract major, and every
  // name it imports from @dukkan/shared and react-router-dom present in the host's) and its permissions
  // against the API's.
  check('ctrt', 'every remote', () => {
    console.log('\n=== contract: every remote against the host ===');
    return spawnSync(process.execPath, [path.join(root, 'scripts', 'check-remote-contract.mjs')], { cwd: root, stdio: 'inherit' }).status === 0;
  });
}
for (const suite of suites) {
  const started = Date.now();
  let status;
  let counts;
  if (suite.kind === 'e2e') {
    console.log(`\n=== e2e: e2e, ${e2eLanes} lane${e2eLanes > 1 ? 's' : ''} side by side ===`);
    const lanes = Array.from({ length: e2eLanes }, (_, i) => i + 1);
    const files = lanes.map((lane) => path.join(resultsDir, `e2e-${lane}.json`));
    const statuses = await Promise.all(lanes.map((lane, i) => runE2eLane(lane, files[i])));
    status = statuses.every((code) => code === 0) ? 0 : 1;
    counts = files.map(readReport).reduce((sum, lane) => ({ passed: sum.passed + lane.passed, failed: sum.failed + lane.failed }));
  } else {
    const outputFile = path.join(resultsDir, `${suite.dir}.json`);
    console.log(`\n=== ${suite.kind}: ${suite.dir} ===`);
    status = run(['--filter', `./${suite.dir}`, 'exec', 'jest', '--ci', '--json', `--outputFile=${outputFile}`, `--maxWorkers=${suite.dir === 'api' ? apiWorkers : workers}`], {
      cwd: root,
      env: suite.dir === 'api' ? { NODE_OPTIONS: '--experimental-vm-modules' } : {},
    });
    counts = readReport(outputFile);
  }
  let { passed, failed } = counts;
  if (status !== 0 && failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${suite.kind.padEnd(4)} ${suite.dir.padEnd(18)} ${passed} passed, ${failed} failed  ${seconds(started)}`);
}

console.log('\n=== Summary ===');
for (const line of lines) console.log(line);
console.log(`the whole run (install not included): ${seconds(runStarted)}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
