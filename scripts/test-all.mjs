#!/usr/bin/env node
// The README's test command: builds what the browser tests serve, then runs every suite — the unit
// tests of every front end package in one Jest run, the API's in another, then the browser journeys —
// and ends with each suite's figures (and each run's time), then one line of totals summed over all of them. The browser journeys run in E2E_LANES lanes side by side (2; each its own API, database
// and ports): one lane leaves a third of the 2-core machine idle while pages load.
//   node scripts/test-all.mjs [--only unit|api|e2e[,…]]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmArgs } from './lib/pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-results');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : null;
// One Jest run over every front end package's unit tests, then one over the API's (scripts/jest-workspace.config.cjs):
// every package a project of its own, all sharing the run's workers, so no package's slowest file leaves a core idle
// before the next starts. Jest's default (one worker fewer than the cores) would be one on a 2-core CI machine.
const workers = Math.max(2, availableParallelism() - 1);
// Some API files wait on the clock (a shutdown's drain, slow clients, time-outs): one worker more keeps the cores
// busy meanwhile. The front end's files, all CPU, gained nothing from it.
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
// The API's Jest projects (api/jest.config.cjs): PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
const apiProjects = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
const jestKinds = ['unit', 'api'].filter((kind) => !only || only.includes(kind));
const runsE2e = !only || only.includes('e2e');

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

if (runsE2e) {
  ensureChromium();
  // The browser tests serve production builds of the API, the host and every remote.
  // The harness's own remotes (the probe, the skewed build) too, once, before the lanes share them.
  // Once seen in CI: Rsbuild aborted (exit 134) after printing a finished build's files; a second try builds.
  const buildAll = (attempt) => {
    if (attempt > 1) console.log('The build failed; trying once more…');
    return run(['-r', '--filter', '!@dukkan/e2e', 'run', 'build']) === 0;
  };
  const packagesBuilt = buildAll(1) || buildAll(2);
  const built = packagesBuilt && run(['--filter', './e2e', 'run', 'build:probe']) === 0 && run(['--filter', './e2e', 'run', 'build:skewed']) === 0;
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
/** Adds a suite's figures to the totals and its line to the summary (a non-zero exit with no failed test counts one failure). */
function addSuite(kind, dir, counts, status, time) {
  const failed = status !== 0 && counts.failed === 0 ? 1 : counts.failed;
  totals.passed += counts.passed;
  totals.failed += failed;
  lines.push(`${kind.padEnd(4)} ${dir.padEnd(18)} ${counts.passed} passed, ${failed} failed${time ? `  ${time}` : ''}`);
}

/**
 * Each package's figures in one Jest report, by the folder its test files are in (the API's two
 * projects count as one suite). A file that failed to run counts as a failure of its own.
 */
function countsByPackage(outputFile) {
  const byPackage = new Map();
  if (!existsSync(outputFile)) return byPackage;
  for (const file of JSON.parse(readFileSync(outputFile, 'utf8')).testResults) {
    const dir = path.relative(root, file.name).split(path.sep)[0];
    const counts = byPackage.get(dir) ?? { passed: 0, failed: 0 };
    counts.passed += file.assertionResults.filter((test) => test.status === 'passed').length;
    counts.failed += file.assertionResults.filter((test) => test.status === 'failed').length;
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) counts.failed += 1;
    byPackage.set(dir, counts);
  }
  return byPackage;
}

for (const kind of jestKinds) {
  const started = Date.now();
  const outputFile = path.join(resultsDir, `${kind}.json`);
  const projects = kind === 'unit' ? frontEndPackages : apiProjects;
  console.log(`\n=== ${kind}: ${projects.join(', ')} in one Jest run ===`);
  const status = run(
    ['--filter', './api', 'exec', 'jest', '-c', '../scripts/jest-workspace.config.cjs', '--ci', '--json', `--outputFile=${outputFile}`,
      `--maxWorkers=${kind === 'api' ? apiWorkers : workers}`, '--selectProjects', ...projects],
    // The API's PGlite loads its WebAssembly through import() in Jest's VM (api/jest.config.cjs). Not for the front
    // end's files: the flag costs them about half again their CPU (measured: unit and API in one run with it, 944 s;
    // apart, the API 506 s).
    { env: kind === 'api' ? { NODE_OPTIONS: '--experimental-vm-modules' } : {} },
  );
  const byPackage = countsByPackage(outputFile);
  const dirs = kind === 'unit' ? frontEndPackages : ['api'];
  for (const dir of dirs) addSuite(kind, dir, byPackage.get(dir) ?? { passed: 0, failed: 0 }, 0);
  // A run that failed without a failed test (it did not start, or could not write its report) is one failure.
  const anyFailed = [...byPackage.values()].some((counts) => counts.failed > 0);
  addSuite(kind, '(the run)', { passed: 0, failed: 0 }, status !== 0 && !anyFailed ? 1 : 0, seconds(started));
}

if (runsE2e) {
  const started = Date.now();
  console.log(`\n=== e2e: e2e, ${e2eLanes} lane${e2eLanes > 1 ? 's' : ''} side by side ===`);
  const lanes = Array.from({ length: e2eLanes }, (_, i) => i + 1);
  const files = lanes.map((lane) => path.join(resultsDir, `e2e-${lane}.json`));
  const statuses = await Promise.all(lanes.map((lane, i) => runE2eLane(lane, files[i])));
  const counts = files.map(readReport).reduce((sum, lane) => ({ passed: sum.passed + lane.passed, failed: sum.failed + lane.failed }));
  addSuite('e2e', 'e2e', counts, statuses.every((code) => code === 0) ? 0 : 1, seconds(started));
}

console.log('\n=== Summary ===');
for (const line of lines) console.log(line);
console.log(`the whole run (install not included): ${seconds(runStarted)}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
