#!/usr/bin/env node
// decisions/sections.md: the remote contract check, part of the README's test command. Every remote's build
// (its dist/dukkan-remote.json) is checked against the host's build (host/dist/shared-contract.json):
// the same @dukkan/shared contract major, every name it imports from @dukkan/shared and from
// react-router-dom present in what the host provides, and every permission its manifest asks for one
// the API grants (api/dist). A remote that would not mount (or would
// crash on a missing export) fails here, before it is deployed.
//   node scripts/check-remote-contract.mjs [--no-build] [remote dist folder ...]
// Without folders it checks every remote-*/ of the repository, building what is not built yet
// (--no-build: never build; a missing build is then a failure).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmArgs } from './lib/pnpm.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { contractProblems, HOST_CONTRACT_FILE, REMOTE_MANIFEST_FILE } = createRequire(import.meta.url)('../shared/federation/contract-check.cjs');

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const given = args.filter((arg) => !arg.startsWith('--')).map((dir) => path.resolve(dir));

function buildPackage(filter) {
  console.log(`contract check: building ${filter}`);
  const [command, rest] = pnpmArgs(['--filter', filter, 'run', 'build']);
  const result = spawnSync(command, rest, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return result.status === 0;
}

const hostFile = path.join(ROOT, 'host', 'dist', HOST_CONTRACT_FILE);
if (!existsSync(hostFile) && build) buildPackage('@dukkan/host');
if (!existsSync(hostFile)) {
  console.error(`contract check: ${path.relative(ROOT, hostFile)} is missing: build the host first (pnpm --filter @dukkan/host build)`);
  process.exit(1);
}
const host = JSON.parse(readFileSync(hostFile, 'utf8'));

// The API's permissions, from its build: a manifest that asks for another is refused (a typo would
// hide the section from everyone). Without the API's build (a remote checked on its own) this is skipped.
const apiPermissionsFile = path.join(ROOT, 'api', 'dist', 'auth', 'permissions.js');
if (!existsSync(apiPermissionsFile) && build) buildPackage('@dukkan/api');
const permissions = existsSync(apiPermissionsFile) ? createRequire(import.meta.url)(apiPermissionsFile).PERMISSIONS : null;
if (!permissions) console.log('contract check: the API is not built; the manifests\' permissions are not checked');

const remotes = given.length
  ? given.map((dist) => ({ label: path.relative(ROOT, dist) || dist, dist }))
  : readdirSync(ROOT)
      .filter((dir) => dir.startsWith('remote-') && existsSync(path.join(ROOT, dir, 'package.json')))
      .sort()
      .map((dir) => ({ label: dir, dist: path.join(ROOT, dir, 'dist'), filter: `./${dir}` }));

let failed = 0;
for (const remote of remotes) {
  const file = path.join(remote.dist, REMOTE_MANIFEST_FILE);
  if (!existsSync(file) && build && remote.filter) buildPackage(remote.filter);
  if (!existsSync(file)) {
    console.error(`✗ ${remote.label}: ${REMOTE_MANIFEST_FILE} is missing (not built with @dukkan/shared/remote-app?)`);
    failed += 1;
    continue;
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const problems = contractProblems(manifest, host, permissions);
  if (problems.length === 0) {
    console.log(`✓ ${remote.label} (${manifest.id}): contract ${manifest.sharedContract}, its imports are all in the host's build${permissions ? ", its permissions the API's" : ''}`);
  } else {
    failed += 1;
    console.error(`✗ ${remote.label} (${manifest.id}) cannot be mounted by the host (contract ${host.sharedContract}):`);
    for (const problem of problems) console.error(`    ${problem}`);
  }
}
console.log(`contract check: ${remotes.length - failed} of ${remotes.length} remotes fit the host's build`);
process.exit(failed === 0 ? 0 : 1);
