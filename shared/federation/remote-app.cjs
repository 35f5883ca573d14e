// @ts-check
/**
 * What every remote's build says the same way (host/README.md's contract), in one place: its
 * Module Federation options and its Rsbuild settings. A remote's config files only name it.
 */
const { createSharedDependencies, runtimeExperiments } = require('./shared-dependencies.cjs');
const { portVariable, remoteNamed } = require('./remotes.cjs');
const { existsSync } = require('node:fs');
const path = require('node:path');
const { EXPOSE_CHUNKS, pluginRemoteManifest } = require('./contract-check.cjs');
const { pluginGriffelStyles } = require('./griffel-styles.cjs');

/** Where a remote keeps the panels it adds to the dashboard (decisions/reports-and-bulk.md), exposed as ./dashboard when present. */
const DASHBOARD_MODULE = './src/app/dashboard.tsx';

/** A port from the environment, or the remote's default; anything else is an error, not a guess. */
function portFrom(variable, fallback) {
  const raw = process.env[variable] ?? String(fallback);
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number (1-65535), got "${raw}"`);
  }
  return port;
}

/**
 * The Module Federation options of remote `remote`: the host finds it by the name
 * dukkan_<remote> at the URL remotes.json gives, checks the `./manifest` it exposes against its
 * own contract, then mounts the `./routes` it exposes (and `./dashboard`, the panels its manifest's
 * dashboardPanels name, when the remote has src/app/dashboard.tsx). `root`: the remote's folder.
 */
function remoteFederationOptions({ remote, production, root = process.cwd() }) {
  const dashboard = existsSync(path.join(root, DASHBOARD_MODULE)) ? { './dashboard': DASHBOARD_MODULE } : {};
  return {
    name: `dukkan_${remote}`,
    // A fixed name: remotes.json points at it.
    filename: 'remoteEntry.js',
    // Named chunk groups, so the build can list their files (dukkan-remote.json's preload).
    exposes: {
      './routes': { import: './src/app/routes.tsx', name: EXPOSE_CHUNKS.routes },
      './manifest': { import: './src/app/manifest.ts', name: EXPOSE_CHUNKS.manifest },
      ...dashboard,
    },
    shared: createSharedDependencies({ production }),
    // Reuse the singletons the host has already loaded.
    shareStrategy: 'loaded-first',
    // Type download/generation reaches for the network (architecture §6).
    dts: false,
    manifest: false,
    // The host's Module Federation runtime, in a production build (shared-dependencies.cjs).
    experiments: runtimeExperiments({ production }),
  };
}

/**
 * A remote's Rsbuild config: React, Module Federation on the remote's `federationConfig`, and
 * dukkan-remote.json (its manifest as built) beside remoteEntry.js; the standalone development
 * page as entry, chunks loaded from the remote's own origin, its own port (<REMOTE>_PORT, default
 * from remotes.cjs) with CORS for the host. The plugin factories are handed in from the remote's
 * own devDependencies, so each remote builds alone (architecture §2). `production`: a build, not
 * `rsbuild dev`.
 */
function remoteAppConfig({ remote, production, pluginReact, pluginModuleFederation, federationConfig }) {
  const { port, title } = remoteNamed(remote);
  const hostOrigin = `http://localhost:${portFrom('HOST_PORT', 4100)}`;
  return {
    plugins: [
      pluginReact(),
      // Shared tree-shaking of react-router-dom breaks `rsbuild dev`: production builds only.
      pluginModuleFederation(federationConfig({ production })),
      // Its manifest names the host's Module Federation runtime it runs on, in a production build.
      pluginRemoteManifest({ hostRuntime: production }),
      // Fluent's makeStyles computed at build time, as in the host (griffel-styles.cjs).
      pluginGriffelStyles(),
    ],
    // The standalone development page; the host loads ./routes through remoteEntry.js instead.
    source: { entry: { index: './src/index.ts' } },
    // Chunks load from the remote's own origin, wherever the host is (architecture §6).
    output: { assetPrefix: 'auto' },
    // A busy port is an error, not a silent move; the host's dev server fetches our chunks.
    server: { port: portFrom(portVariable(remote), port), strictPort: true, cors: { origin: [hostOrigin] } },
    html: { title: `Dukkan Admin · ${title}` },
  };
}

module.exports = { portFrom, remoteFederationOptions, remoteAppConfig };
