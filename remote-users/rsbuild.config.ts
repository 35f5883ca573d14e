import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federationConfig } from './module-federation.config';

function portFrom(variable: string, fallback: number): number {
  const raw = process.env[variable] ?? String(fallback);
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number (1-65535), got "${raw}"`);
  }
  return port;
}

const hostOrigin = `http://localhost:${portFrom('HOST_PORT', 4100)}`;

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    // Shared tree-shaking of react-router-dom breaks `rsbuild dev`: production builds only.
    pluginModuleFederation(federationConfig({ production: command === 'build' })),
  ],
  // The standalone development page; the host loads ./routes through remoteEntry.js instead.
  source: { entry: { index: './src/index.ts' } },
  // Chunks load from the remote's own origin, wherever the host is (ARCHITECTURE §6).
  output: { assetPrefix: 'auto' },
  // A busy port is an error, not a silent move; the host's dev server may fetch our chunks.
  server: { port: portFrom('USERS_PORT', 4104), strictPort: true, cors: { origin: [hostOrigin] } },
  html: { title: 'Dukkan Admin · Users' },
}));
