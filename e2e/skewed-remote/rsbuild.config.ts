import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { createModuleFederationConfig, pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginRemoteManifest } from '@dukkan/shared/contract-check';
import { remoteFederationOptions } from '@dukkan/shared/remote-app';

/**
 * A deliberately skewed build of the reports remote (decisions/sections.md): what a reports team would deploy
 * after building against a newer @dukkan/shared (contract 2.0.0) that exports a hook this host
 * lacks. The contract check must refuse it (scripts/check-remote-contract.test.mjs) and the panel
 * must not mount it (e2e/journeys/remotes.test.ts).
 */
export const SKEWED_CONTRACT = '2.0.0';

export default defineConfig(({ command }) => {
  const production = command === 'build';
  return {
    plugins: [
      pluginReact(),
      pluginModuleFederation(createModuleFederationConfig(remoteFederationOptions({ remote: 'reports', production }))),
      pluginRemoteManifest({ appDir: __dirname, sharedContract: SKEWED_CONTRACT }),
    ],
    source: { entry: { index: './src/index.ts' } },
    output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
    server: { port: Number(process.env.E2E_SKEWED_PORT ?? 4512), strictPort: true },
  };
});
