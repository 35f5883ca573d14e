// @ts-check
/**
 * Build-time side of the host/remote contract (decisions/sections.md): which names a remote imports from the
 * shared singletons, which names the host's build provides, and whether the one satisfies the
 * other. Used by every remote's build (dukkan-remote.json), the host's build (shared-contract.json),
 * the CI check (scripts/check-remote-contract.mjs) and host/src/app/router-exports.test.ts.
 */
const { readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const { ROUTER_USED_EXPORTS, SHARED_CONTRACT_VERSION, contractSatisfied, missingImports } = require('./contract.cjs');

/** The packages whose imports are checked: what the host provides as singletons with a name list. */
const CHECKED_PACKAGES = ['@dukkan/shared', 'react-router-dom'];

/** The .ts/.tsx files under `dir`, without dist or node_modules (`tests`: with the tests and test-utils). */
function tsFiles(dir, tests) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || (name === 'test-utils' && !tests)) return [];
    if (statSync(full).isDirectory()) return tsFiles(full, tests);
    return /\.(ts|tsx)$/.test(name) && (tests || !/\.test\.tsx?$/.test(name)) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The value imports of `source` from the module `from` (exactly that specifier: a subpath such as
 * '@dukkan/shared/kit' is another module). `import type` and `type X` specifiers are erased at
 * build time and do not count. `namespace`: an `import * as` of it (its names cannot be checked).
 */
function importsFrom(source, from) {
  const names = [];
  let namespace = false;
  // The clause holds no quotes, so a match cannot run across an earlier import's `from '...'`.
  const importRe = /import\s+(type\s+)?([\w\s{},*$]*?)\s+from\s+['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(importRe)) {
    if (match[3] !== from || match[1]) continue;
    const clause = match[2];
    if (/\*\s+as/.test(clause)) namespace = true;
    const braces = /\{([\s\S]*)\}/.exec(clause);
    if (!braces) continue;
    for (const part of braces[1].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return { names, namespace };
}

/** The production sources under `dir`: .ts/.tsx files, without tests, test-utils, dist or node_modules. */
const sourceFiles = (dir) => tsFiles(dir, false);

/** Every source under `dir`, tests and test-utils included. */
const allSourceFiles = (dir) => tsFiles(dir, true);

/**
 * The statements of `source` that would load the API's code at run time: every import, re-export,
 * `import()` or `require()` of @dukkan/api (or a subpath) not written `import type` / `export type`.
 * The panel takes only the API's wire types (api/src/contract.ts), so none of its code, and none of
 * the server's packages, can reach a bundle.
 */
function apiRuntimeImports(source) {
  const statements = /\b(?:import|export)\s+(type\s+)?(?:[\w\s{},*$]*?\s+from\s+)?['"]@dukkan\/api(?:\/[^'"]*)?['"]|\b(?:import|require)\s*\(\s*['"]@dukkan\/api(?:\/[^'"]*)?['"]/g;
  return [...source.matchAll(statements)].filter((match) => !match[1]).map((match) => match[0].replace(/\s+/g, ' '));
}

/** Whether `source` imports react-router directly (a second router beside the shared one). */
const importsReactRouterDirectly = (source) => /from\s+['"]react-router['"]/.test(source);

/** What the sources under `srcDir` import from each checked package: `{ '@dukkan/shared': [...], … }`, sorted. */
function requiredImports(srcDir) {
  const required = Object.fromEntries(CHECKED_PACKAGES.map((name) => [name, new Set()]));
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(file, 'utf8');
    for (const name of CHECKED_PACKAGES) for (const imported of importsFrom(source, name).names) required[name].add(imported);
  }
  return Object.fromEntries(CHECKED_PACKAGES.map((name) => [name, [...required[name]].sort()]));
}

/** The value exports of @dukkan/shared's entry (shared/src/index.ts): `export { a, b as c } from …`, `export const|function|class x`. */
function sharedExports(indexSource) {
  const names = new Set();
  for (const match of indexSource.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.add(spec.split(/\s+as\s+/).pop().trim());
    }
  }
  for (const match of indexSource.matchAll(/export\s+(?:const|let|function|class|async\s+function)\s+([\w$]+)/g)) names.add(match[1]);
  return [...names].sort();
}

const SHARED_INDEX = path.join(__dirname, '..', 'src', 'index.ts');

/**
 * The Module Federation version an app is built with (its pinned @module-federation/rsbuild-plugin,
 * released in step with the runtime): a remote's production build runs on the host's runtime
 * (shared-dependencies.cjs, runtimeExperiments), so the two must share a major.
 */
function federationRuntimeVersion(appDir = process.cwd()) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return { ...manifest.dependencies, ...manifest.devDependencies }['@module-federation/rsbuild-plugin'];
}

/** What a host built from this checkout provides to remotes: the contract version, the Module Federation runtime and the names of each checked package. */
function hostContract(appDir = process.cwd()) {
  return {
    sharedContract: SHARED_CONTRACT_VERSION,
    federationRuntime: federationRuntimeVersion(appDir),
    provides: {
      '@dukkan/shared': sharedExports(readFileSync(SHARED_INDEX, 'utf8')),
      'react-router-dom': [...ROUTER_USED_EXPORTS],
    },
  };
}

/**
 * What keeps `host` (a shared-contract.json) from mounting `remote` (a dukkan-remote.json): one
 * sentence per problem, none when it fits.
 */
function contractProblems(remote, host, permissions = null) {
  const problems = [];
  // A manifest is JSON, which the type check reads as any string: a permission the API does not
  // grant would hide its section from everyone, so it is refused here (decisions/contract.md).
  for (const permission of permissions ? askedPermissions(remote).filter((asked) => !permissions.includes(asked)) : []) {
    problems.push(`asks for the permission '${permission}', which the API does not grant`);
  }
  if (!contractSatisfied(host.sharedContract, remote.sharedContract)) {
    problems.push(`built against @dukkan/shared contract ${remote.sharedContract}; the host provides ${host.sharedContract} (another major)`);
  }
  if (remote.federationRuntime && !host.federationRuntime) {
    problems.push(`runs on the host's Module Federation runtime (${remote.federationRuntime}), which the host's build does not provide`);
  } else if (remote.federationRuntime && !contractSatisfied(host.federationRuntime, remote.federationRuntime)) {
    problems.push(`built to run on Module Federation ${remote.federationRuntime}; the host provides ${host.federationRuntime} (another major)`);
  }
  for (const { pkg, names } of missingImports(remote.requires, host.provides ?? {})) {
    problems.push(`imports ${names.join(', ')} from ${pkg}, which the host's build does not provide`);
  }
  return problems;
}

/** Every permission a manifest's navigation, dashboard cards, panels and page headers' subtitles ask for, each once. */
function askedPermissions(manifest) {
  const entries = [...(manifest.nav ?? []), ...(manifest.dashboardCards ?? []), ...(manifest.dashboardPanels ?? [])];
  const subtitles = Object.values(manifest.pageHeaders ?? {}).flatMap((header) => header.subtitlePermission ?? []);
  return [...new Set([...entries.flatMap((entry) => entry.permission ?? []), ...subtitles])];
}

/** The remote's manifest as built: its src/app/manifest.json, the contract version, what it imports. */
function builtRemoteManifest(appDir, sharedContract = SHARED_CONTRACT_VERSION) {
  const data = JSON.parse(readFileSync(path.join(appDir, 'src', 'app', 'manifest.json'), 'utf8'));
  return { ...data, sharedContract, requires: requiredImports(path.join(appDir, 'src')) };
}

/** The file a remote's build writes beside remoteEntry.js, and the host's build beside index.html. */
const REMOTE_MANIFEST_FILE = 'dukkan-remote.json';
const HOST_CONTRACT_FILE = 'shared-contract.json';

/** The chunk groups a remote's `./manifest` and `./routes` exposes are built into (remote-app.cjs names them). */
const EXPOSE_CHUNKS = { manifest: 'manifest', routes: 'routes' };

/**
 * The script files of the chunk groups `names` (as dynamic imports or exposes name them), each once,
 * relative to the build's output: what a page downloads when it runs those imports. A build's
 * preload lists are made of them (decisions/phone-speed.md): a remote's dukkan-remote.json, the host's index.html.
 */
function chunkGroupFiles(compilation, names) {
  const files = new Set();
  for (const name of names) {
    for (const chunk of compilation.namedChunkGroups.get(name)?.chunks ?? []) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return [...files];
}

/**
 * The chunk a remote's screen for route `path` is built into (lazyScreen, @dukkan/shared): 'screen-' and the
 * path's words, e.g. '/order-items/:id/pick' → 'screen-order-items-id-pick'.
 */
function screenChunkName(path) {
  return `screen-${path.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`;
}

/**
 * Each route's own files (its lazy screen's chunk group, screenChunkName) that `preload` does not
 * already hold: what opening that route downloads besides them. A route without one renders a
 * screen the routes' chunk carries. A screen chunk named for no route is a mistyped name: an error.
 */
function screenFiles(compilation, routes, preload) {
  const named = new Map(routes.map((route) => [screenChunkName(route), route]));
  for (const name of compilation.namedChunkGroups.keys()) {
    if (name.startsWith('screen-') && !named.has(name)) {
      throw new Error(`the chunk "${name}" is named for no route of src/app/manifest.json (${routes.join(', ')}): name a screen's import screenChunkName(its path)`);
    }
  }
  const screens = {};
  for (const [name, route] of named) {
    if (!compilation.namedChunkGroups.get(name)) continue;
    screens[route] = chunkGroupFiles(compilation, [name]).filter((file) => !preload.includes(file));
  }
  return screens;
}

/** An Rsbuild plugin that emits `fileName` with `content(compilation)` as JSON (in `dev` as in `build`). */
function emitJsonPlugin(name, fileName, content) {
  return {
    name,
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(fileName, new sources.RawSource(`${JSON.stringify(content(compilation), null, 2)}\n`));
      });
    },
  };
}

/**
 * A remote's build writes dukkan-remote.json. `sharedContract` stands in for the contract version
 * only in the skewed fixture of the contract tests (e2e/skewed-remote). `hostRuntime`: the build
 * runs on the host's Module Federation runtime (a production build of remote-app.cjs), so its
 * manifest names the version it needs.
 */
const pluginRemoteManifest = ({ appDir = process.cwd(), sharedContract, hostRuntime = false } = {}) =>
  emitJsonPlugin('dukkan:remote-manifest', REMOTE_MANIFEST_FILE, (compilation) => {
    const manifest = builtRemoteManifest(appDir, sharedContract);
    // What opening any of its routes downloads besides the entry (the shared singletons come from
    // the host), and each route's own screen besides: the host's first frame preloads the ones of
    // the route it opens while its own scripts download.
    const preload = chunkGroupFiles(compilation, [EXPOSE_CHUNKS.manifest, EXPOSE_CHUNKS.routes]);
    return {
      ...manifest,
      ...(hostRuntime ? { federationRuntime: federationRuntimeVersion(appDir) } : {}),
      preload,
      screens: screenFiles(compilation, manifest.routes ?? [], preload),
    };
  });

/** The host's build writes shared-contract.json: what it provides to remotes. */
const pluginHostContract = () => emitJsonPlugin('dukkan:host-contract', HOST_CONTRACT_FILE, () => hostContract());

module.exports = {
  CHECKED_PACKAGES,
  allSourceFiles,
  apiRuntimeImports,
  HOST_CONTRACT_FILE,
  REMOTE_MANIFEST_FILE,
  EXPOSE_CHUNKS,
  builtRemoteManifest,
  chunkGroupFiles,
  screenChunkName,
  screenFiles,
  askedPermissions,
  contractProblems,
  federationRuntimeVersion,
  hostContract,
  importsFrom,
  importsReactRouterDirectly,
  pluginHostContract,
  pluginRemoteManifest,
  requiredImports,
  sharedExports,
  sourceFiles,
};
