#!/usr/bin/env node
// The README's test command: builds what the browser tests serve, then runs every suite (unit,
// API, browser) one after another and ends with one line of totals summed over all of them.
//   node scripts/test-all.mjs [--only unit|api|e2e]
import { spawnSync } from 'node:child_process';
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

function run(args, options = {}) {
  const [command, rest] = pnpmArgs(args);
  const result = spawnSync(command, rest, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  return result.status ?? 1;
}

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

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

if (suites.some((s) => s.kind === 'e2e')) {
  ensureChromium();
  // The browser tests serve production builds of the API, the host and every remote.
  if (run(['-r', '--filter', '!@dukkan/e2e', 'run', 'build']) !== 0) {
    console.error('Build failed');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

const totals = { passed: 0, failed: 0 };
const lines = [];

// The rules a machine checks (biome.json: import boundaries, hook dependencies, Biome's
// recommended set) and the types (Jest compiles with swc, which strips types without checking
// them), over every package, before any suite.
if (!only) {
  console.log('\n=== lint: every package ===');
  const lintOk = run(['run', 'lint']) === 0;
  totals[lintOk ? 'passed' : 'failed'] += 1;
  lines.push(`${'lint'.padEnd(4)} ${'every package'.padEnd(18)} ${lintOk ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);

  console.log('\n=== types: every package ===');
  const typesOk = run(['-r', 'run', 'typecheck']) === 0;
  totals[typesOk ? 'passed' : 'failed'] += 1;
  lines.push(`${'type'.padEnd(4)} ${'every package'.padEnd(18)} ${typesOk ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);

  // decisions/sections.md: every remote's build against the host's build (shared contract major, and every
  // name it imports from @dukkan/shared and react-router-dom present in the host's).
  console.log('\n=== contract: every remote against the host ===');
  const contractOk = spawnSync(process.execPath, [path.join(root, 'scripts', 'check-remote-contract.mjs')], { cwd: root, stdio: 'inherit' }).status === 0;
  totals[contractOk ? 'passed' : 'failed'] += 1;
  lines.push(`${'ctrt'.padEnd(4)} ${'every remote'.padEnd(18)} ${contractOk ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
}
for (const suite of suites) {
  const outputFile = path.join(resultsDir, `${suite.dir}.json`);
  console.log(`\n=== ${suite.kind}: ${suite.dir} ===`);
  const status = run(['--filter', `./${suite.dir}`, 'exec', 'jest', '--ci', '--json', `--outputFile=${outputFile}`, ...(suite.kind === 'e2e' ? ['--runInBand'] : [`--maxWorkers=${workers}`])], {
    cwd: root,
    env: suite.dir === 'api' ? { NODE_OPTIONS: '--experimental-vm-modules' } : {},
  });
  let passed = 0;
  let failed = 0;
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed = report.numPassedTests;
    // A suite that failed to run (syntax error, crash in setup) counts as a failure of its own.
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  }
  if (status !== 0 && failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${suite.kind.padEnd(4)} ${suite.dir.padEnd(18)} ${passed} passed, ${failed} failed`);
}

console.log('\n=== Summary ===');
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
