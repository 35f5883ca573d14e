import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { injectManifest } from 'workbox-build';
import { HASHED_FILE } from '@dukkan/shared/deployed-files';

/**
 * The service worker's own build (decisions/phone-speed.md, "installable"): src/pwa/service-worker.ts
 * into dist/sw.js, under a fixed name (browsers look for updates at the URL they registered), then
 * workbox-build writes the list of the host's files to precache into it. Run after the app's build
 * and its prerender step, into the same dist/.
 */
const pluginPrecacheList = (): RsbuildPlugin => ({
  name: 'dukkan:precache-list',
  setup(api) {
    api.onAfterBuild(async () => {
      const { count, size, warnings } = await injectManifest({
        swSrc: 'dist/sw.js',
        swDest: 'dist/sw.js',
        globDirectory: 'dist',
        // The host's own files; index.html, config.js and remotes.json are revalidated on every
        // load instead (the worker keeps their last copy for offline), and the precompressed twins
        // are the server's business.
        globPatterns: ['static/**/*.{js,css,svg,png,woff2}', 'favicon.svg', 'manifest.*.webmanifest', 'icons/*.png'],
        globIgnores: ['**/*.br', '**/*.gz'],
        // A hashed name is its own version.
        dontCacheBustURLsMatching: HASHED_FILE,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      });
      for (const warning of warnings) console.warn(`[sw] ${warning}`);
      console.log(`[sw] dist/sw.js precaches ${count} files, ${(size / 1024).toFixed(1)} KiB`);
    });
  },
});

export default defineConfig({
  plugins: [pluginPrecacheList()],
  source: { entry: { sw: './src/pwa/service-worker.ts' } },
  output: {
    target: 'web-worker',
    distPath: { root: 'dist', js: '' },
    filename: { js: '[name].js' },
    // The app's build is already in dist/.
    cleanDistPath: false,
    sourceMap: false,
  },
  tools: { htmlPlugin: false },
  performance: { printFileSize: false, chunkSplit: { strategy: 'all-in-one' } },
});
