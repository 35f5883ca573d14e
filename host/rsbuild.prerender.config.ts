import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * The prerender step's own build (decisions/phone-speed.md): the sign-in page and the shell rendered to HTML at
 * build time by the same components the app runs, for Node, without Module Federation (nothing is
 * shared at build time). src/prerender/prerender.ts writes them into dist/index.html.
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { prerender: './src/prerender/prerender.ts' } },
  output: {
    target: 'node',
    distPath: { root: 'dist-prerender' },
    cleanDistPath: true,
    // CommonJS: node runs it without a package type.
    module: false,
    minify: false,
    sourceMap: false,
  },
  performance: { printFileSize: false },
});
