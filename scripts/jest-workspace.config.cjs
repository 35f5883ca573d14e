/**
 * The test command's one Jest run over every package's unit tests and the API's (scripts/test-all.mjs).
 * Each package keeps its own configuration as a project of its own — its environment, transforms and
 * module registry per file, so each remote is still tested alone, without the host or another remote —
 * but the files of all of them share the run's workers: a package's slowest file no longer leaves a core
 * idle before the next package starts, and the API's files that wait on the clock overlap the front
 * end's, which only compute. `node scripts/test-all.mjs --only unit|api` still runs one side alone.
 *   jest -c scripts/jest-workspace.config.cjs [--selectProjects …]
 */
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** The front-end packages with unit tests: the workspace package, the host and every remote. */
const frontEndPackages = ['shared', 'host', ...readdirSync(root).filter((dir) => dir.startsWith('remote-')).sort()].filter((dir) =>
  existsSync(path.join(root, dir, 'jest.config.cjs')),
);

/** A package's own configuration as a project rooted in its folder. */
const projectOf = (dir, config) => ({ ...config, rootDir: path.join(root, dir) });

const api = require(path.join(root, 'api', 'jest.config.cjs'));

module.exports = {
  projects: [
    ...frontEndPackages.map((dir) => projectOf(dir, require(path.join(root, dir, 'jest.config.cjs')))),
    // The API's projects: PGlite always, PostgreSQL when TEST_DATABASE_URL is set (api/jest.config.cjs).
    ...api.projects.map((project) => projectOf('api', project)),
  ],
  // Global options (Jest ignores them inside a project): the API's, the longer of the two.
  testTimeout: api.testTimeout,
};
