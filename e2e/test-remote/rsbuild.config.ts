import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { probeFederationConfig } from './module-federation.config';

export default defineConfig(({ command }) => ({
  plugins: [pluginReact(), pluginModuleFederation(probeFederationConfig({ production: command === 'build' }))],
  source: { entry: { index: './src/index.ts' } },
  // Chunks are fetched from the remote's own origin, not the host's (architecture §6).
  output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
  server: { port: Number(process.env.E2E_PROBE_PORT ?? 4511), strictPort: true },
}));
