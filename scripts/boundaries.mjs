#!/usr/bin/env node
// architecture §1: the import boundaries, one rule per kind, written into biome.json for every folder
// the tree has (a folder added tomorrow is covered by running this again, and `pnpm lint` fails
// until it is):
// - a package never imports what its kind may not: shared no app, a remote neither the host nor
//   another remote, the host no remote's source, the front end none of the API's code (its types
//   only, from @dukkan/api/contract), the API nothing of the front end;
// - inside a package's src/, the folders stand in layers (LAYERS): a folder never imports a layer
//   above its own, and a feature never imports another feature: what two features need goes
//   down a layer (the app's common/, or @dukkan/shared);
// - test helpers (test-utils/, the API's test/) are imported by tests only.
// Biome gives each file the options of the last override that names its rule, so each folder
// gets one override holding every rule that binds it, and one more for its tests where they differ.
// The rest of biome.json (rules, file names, other overrides) is written by hand and kept as it is.
//   node scripts/boundaries.mjs           rewrites biome.json's noRestrictedImports overrides
//   node scripts/boundaries.mjs --check   exits 1 when biome.json is not what it would write
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = path.join(ROOT, 'biome.json');

/** Stands for every folder a layer table does not name: the features. */
const FEATURES = '*';

/** Folders of test helpers, in any package: only tests import them. */
const TEST_HELPERS = ['test-utils', 'test'];

/** What a test is: Jest's testMatch in every package. */
const TESTS = '**/*.test.{ts,tsx}';

/**
 * The layers of a package's src/, bottom up: a folder imports its own layer and the ones below,
 * never one above. In the features' layer (FEATURES: every folder no layer names, so a new folder
 * is a feature until placed) a folder imports no other folder of its layer either.
 */
const LAYERS = {
  // The host and every remote.
  app: [
    { name: 'the base', folders: ['common', 'config', 'i18n', 'sections'] },
    { name: 'the features', folders: FEATURES },
    { name: 'the frame', folders: ['layout'] },
    { name: 'the root', folders: ['app'] },
    { name: 'the build', folders: ['prerender'] },
  ],
  // @dukkan/shared: the session's state and the API client under the store, the store under the
  // live desk and the kit, sign-in and providers over them.
  library: [
    { name: 'the base', folders: ['auth', 'config', 'data', 'federation', 'i18n', 'wire'] },
    { name: 'the API client', folders: ['api'] },
    { name: 'the store', folders: ['store'] },
    { name: 'the features', folders: FEATURES },
    { name: 'sign-in and providers', folders: ['session', 'providers'] },
    { name: 'the standalone boot', folders: ['standalone'] },
  ],
  // @dukkan/api: its modules share services; only its test helpers are kept apart.
  api: [],
};

const API_RUNTIME = ['@dukkan/api', '@dukkan/api/**', '!@dukkan/api/contract', '**/api/src/**'];
const HOST = ['@dukkan/host', '@dukkan/host/**', '**/host/src/**'];
const REMOTES = ['@dukkan/remote-*', '@dukkan/remote-*/**', '**/remote-*/src/**'];
const SHARED = ['@dukkan/shared', '@dukkan/shared/**', '**/shared/src/**'];

/** Each package by its kind: its layers and what it never imports. A package of no kind here fails the check. */
function kindOf(name) {
  if (name === '@dukkan/shared') {
    return { layers: LAYERS.library, never: [...HOST, ...REMOTES, ...API_RUNTIME], why: "shared never imports an app (apps import shared) nor the API's code, only its types from @dukkan/api/contract (architecture §1)." };
  }
  if (name === '@dukkan/host') {
    return { layers: LAYERS.app, never: [...REMOTES, ...API_RUNTIME], why: "The host loads remotes through Module Federation at run time, never their source, and takes only the API's types, from @dukkan/api/contract (architecture §1)." };
  }
  if (name.startsWith('@dukkan/remote-')) {
    return { layers: LAYERS.app, never: [...HOST, ...REMOTES, ...API_RUNTIME], why: "A remote never imports the host, another remote or the API's code (only its types, from @dukkan/api/contract): what two apps need lives in @dukkan/shared (architecture §1)." };
  }
  if (name === '@dukkan/api') {
    return { layers: LAYERS.api, never: [...SHARED, ...HOST, ...REMOTES], why: 'The API shares no code with the front end (architecture §1).' };
  }
  // The browser journeys and their stand-in remotes are tests: no boundary binds them.
  if (name === '@dukkan/e2e') return null;
  throw new Error(`${name}: a package of no known kind: give it one in scripts/boundaries.mjs (kindOf)`);
}

const TEST_HELPERS_ONLY = {
  group: [...TEST_HELPERS.flatMap((folder) => [`**/${folder}`, `**/${folder}/**`]), '@dukkan/shared/test-utils'],
  message: 'Test helpers are for tests: production code never imports them (architecture §4).',
};

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort()
    : [];

/** The folders below the top of src/ (relative paths), to find one named like a top folder. */
function nestedFolders(dir, prefix = '') {
  return subfolders(dir).flatMap((name) => [...(prefix ? [`${prefix}/${name}`] : []), ...nestedFolders(path.join(dir, name), prefix ? `${prefix}/${name}` : name)]);
}

/** A relative import reaching one of `folders` from a file inside a sibling folder, at any depth. */
function reaching(folders) {
  const names = folders.length === 1 ? folders[0] : `{${folders.join(',')}}`;
  return [`../**/${names}`, `../**/${names}/**`];
}

const restrict = (includes, patterns) => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});

function packageOverrides(dir, kind) {
  const src = path.join(ROOT, dir, 'src');
  const top = subfolders(src);
  const own = { group: kind.never, message: kind.why };
  const production = [`${dir}/**`, `!${TESTS}`, ...TEST_HELPERS.map((folder) => `!**/${folder}/**`)];
  const overrides = [restrict([`${dir}/**`], [own]), restrict(production, [own, TEST_HELPERS_ONLY])];

  const layerOf = (folder) => {
    const named = kind.layers.findIndex((layer) => layer.folders !== FEATURES && layer.folders.includes(folder));
    return named >= 0 ? named : kind.layers.findIndex((layer) => layer.folders === FEATURES);
  };
  const layered = kind.layers.length ? top.filter((folder) => !TEST_HELPERS.includes(folder)) : [];
  // The layers as this package has them, for the message.
  const order = kind.layers
    .map(({ name, folders }) => [name, folders === FEATURES ? ['every other folder'] : folders.filter((folder) => layered.includes(folder))])
    .filter(([, folders]) => folders.length > 0)
    .map(([name, folders]) => `${name} (${folders.join(', ')})`)
    .join(' ← ');

  // The patterns match folder names, so a folder inside src/ named like a top folder would be
  // taken for it: refuse it rather than guess.
  const names = new Set(layered);
  for (const nested of nestedFolders(src)) {
    const name = path.basename(nested);
    if (names.has(name)) throw new Error(`${dir}/src/${nested} bears the name of the top folder ${dir}/src/${name}/: the import rules go by folder names, rename one of them`);
  }

  for (const folder of layered) {
    const layer = layerOf(folder);
    const above = layered.filter((other) => layerOf(other) > layer);
    const siblings = kind.layers[layer].folders === FEATURES ? layered.filter((other) => other !== folder && layerOf(other) === layer) : [];
    const rules = [];
    if (above.length) rules.push({ group: reaching(above), message: `Inside ${dir}/src/ the layers run one way, ${order}: a folder never imports a layer above its own (architecture §1; the layers: scripts/boundaries.mjs).` });
    const apart = siblings.length ? { group: reaching(siblings), message: `A feature never imports another feature: what two features need goes ${dir === 'shared' ? 'down a layer' : "to the app's common/ folder or to @dukkan/shared"} (architecture §1).` } : null;
    if (apart) rules.push(apart);
    if (rules.length) overrides.push(restrict([`${dir}/src/${folder}/**`, `!${TESTS}`], [own, ...rules, TEST_HELPERS_ONLY]));
    // A test stands with what it tests and may set up the whole package, but stays inside its feature.
    if (apart) overrides.push(restrict([`${dir}/src/${folder}/${TESTS}`], [own, apart]));
  }
  return overrides;
}

function generated() {
  const packages = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .filter((dir) => existsSync(path.join(ROOT, dir, 'package.json')))
    .sort();
  return packages.flatMap((dir) => {
    const kind = kindOf(JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).name);
    return kind ? packageOverrides(dir, kind) : [];
  });
}

/** An override this script writes: it sets noRestrictedImports and nothing else. */
function isBoundary(override) {
  if (Array.isArray(override) || !override.includes) return false;
  const { includes, linter, ...rest } = override;
  const { rules, ...otherLinter } = linter ?? {};
  return Object.keys(rest).length === 0 && Object.keys(otherLinter).length === 0 && JSON.stringify(Object.keys(rules ?? {})) === '["style"]' && JSON.stringify(Object.keys(rules.style)) === '["noRestrictedImports"]';
}

/** JSON on one line, spaced. */
function inline(value) {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

/** biome.json as this script writes it: what fits in 120 columns on one line, each boundary override on one line. */
function format(value, indent = '') {
  const line = inline(value);
  if (!value || typeof value !== 'object' || isBoundary(value) || indent.length + line.length <= 120) return line;
  const inner = `${indent}  `;
  const items = Array.isArray(value) ? value.map((item) => format(item, inner)) : Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${format(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${items.map((item) => inner + item).join(',\n')}\n${indent}${close}`;
}

const current = readFileSync(CONFIG, 'utf8');
const config = JSON.parse(current);
const kept = (config.overrides ?? []).filter((override) => !isBoundary(override));
let next;
try {
  next = `${format({ ...config, overrides: [...generated(), ...kept] })}\n`;
} catch (error) {
  console.error(`biome.json: ${error.message}`);
  process.exit(1);
}

if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error('biome.json is not as scripts/boundaries.mjs writes it from the folder tree: run `node scripts/boundaries.mjs`');
    process.exit(1);
  }
  console.log('biome.json: the import boundaries cover every folder');
} else {
  writeFileSync(CONFIG, next);
  console.log(`biome.json: ${next === current ? 'already current' : 'import boundaries written'}`);
}
