// The one list of Module Federation shared singletons. Every app's module-federation.config.ts
// (host and each remote) imports it, so all of them agree on what exists once per page:
// one React, one router, one Redux store + RTK Query cache, one i18next, one @dukkan/shared
// (its API client and session rules), and Fluent's contexts + styling engine (theme, dir, Griffel).
// architecture §2 and §6 explain each choice; the numbers there are why Fluent is not shared whole.
'use strict';

const path = require('node:path');
const { ROUTER_USED_EXPORTS, SHARED_CONTRACT_VERSION, contractMajor } = require('./contract.cjs');

// Subpaths are listed as keys of their own: a trailing-slash key ('react/') came out
// non-singleton in MF 2.9 (architecture §6).
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'i18next',
  'react-i18next',
  // Fluent UI v9: only the contexts (theme, dir, portal mount node) and the styling engine, so a
  // remote's components render with the host's theme and direction while each app tree-shakes the
  // components it imports. Sharing @fluentui/react-components whole costs ~312 KiB gzip.
  '@fluentui/react-shared-contexts',
  '@griffel/react',
  '@griffel/core',
];


// @fluentui/react-icons keeps its direction context (icons mirror in RTL) in a module it imports
// relatively, so it cannot be matched by package name. It is shared by its resolved absolute path,
// under a stable shareKey so builds made on other machines (other absolute paths) still meet in
// the share scope. Never share the icons package whole: it is thousands of icons.
function iconsDirectionContext(fromDir, eager) {
  const pkgJson = require.resolve('@fluentui/react-icons/package.json', { paths: [fromDir] });
  const { version } = require(pkgJson);
  return {
    [path.join(path.dirname(pkgJson), 'lib', 'contexts', 'index.js')]: {
      shareKey: '@fluentui/react-icons/lib/contexts',
      singleton: true,
      eager,
      version,
      requiredVersion: false,
    },
  };
}

/**
 * The `shared` option for pluginModuleFederation.
 * @param {{ production?: boolean, provider?: boolean, appDir?: string }} [options]
 *   production: tree-shake react-router-dom to ROUTER_USED_EXPORTS (never in `rsbuild dev`: it
 *   breaks the dev server). provider: the host, which provides every singleton to the remotes
 *   (loaded-first): its copies are eager, in its first scripts, so the page's libraries download
 *   beside the entry rather than one round trip after the federation runtime has started (decisions/phone-speed.md:
 *   0.9 s on the phone profile). Module Federation allows no tree-shaking of an eager module, so
 *   the host's production build provides react-router-dom.mjs, the router's used exports alone. appDir: the app
 *   folder, used to resolve @fluentui/react-icons.
 */
function createSharedDependencies(options = {}) {
  const { production = false, provider = false, appDir = process.cwd() } = options;
  /** @type {Record<string, object>} */
  const shared = {};
  // The host consumes the singletons it provides itself, before any remote is on the page: a version check there
  // can only compare a copy with itself, and Module Federation's semver parsing costs ~35 ms of a phone's first task
  // at 4x CPU (decisions/installable.md). The remotes keep their requirements, checked against the host's copies.
  const own = provider ? { requiredVersion: false } : {};
  for (const name of SINGLETONS) shared[name] = { singleton: true, eager: provider, ...own };

  if (production && !provider) {
    shared['react-router-dom'] = {
      singleton: true,
      treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_USED_EXPORTS },
    };
  }
  // The host's eager router cannot be tree-shaken by Module Federation: it provides a module that
  // re-exports ROUTER_USED_EXPORTS alone under the router's name instead (react-router-dom.mjs).
  if (production && provider) {
    shared['react-router-dom'] = {
      singleton: true,
      eager: true,
      import: path.join(__dirname, 'react-router-dom.mjs'),
      version: require(require.resolve('react-router-dom/package.json', { paths: [__dirname] })).version,
      ...own,
    };
  }

  // The workspace package is consumed as TypeScript source and "workspace:*" is no semver range:
  // it is versioned by its contract (contract.cjs), and each build asks for the major it was built
  // against, so the MF runtime can tell a skewed remote (the host checks the manifest first).
  shared['@dukkan/shared'] = {
    singleton: true,
    eager: provider,
    version: SHARED_CONTRACT_VERSION,
    requiredVersion: `^${contractMajor(SHARED_CONTRACT_VERSION)}.0.0`,
    ...own,
  };

  Object.assign(shared, iconsDirectionContext(appDir, provider));
  return shared;
}

/**
 * The Module Federation runtime, once per page (decisions/phone-speed.md): the host's build carries it and
 * provides it (provider: its core on `globalThis._FEDERATION_RUNTIME_CORE`), and each remote's
 * production build uses that one instead of carrying its own in remoteEntry.js (~25 KiB Brotli and
 * ~100 KB of script to compile per remote route). A remote's development server keeps its own
 * runtime, so its standalone page runs without a host. The runtime is trimmed to what this panel
 * uses (~2 KiB off): remotes are found by their remoteEntry.js URL from remotes.json, never by an
 * mf-manifest snapshot, and only in a browser.
 * @param {{ provider?: boolean, production?: boolean }} [options]
 */
function runtimeExperiments({ provider = false, production = false } = {}) {
  return {
    optimization: { disableSnapshot: true, target: 'web' },
    ...(provider ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
  };
}

module.exports = { createSharedDependencies, ROUTER_USED_EXPORTS, runtimeExperiments, SINGLETONS };
