import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { createSharedDependencies } from '@dukkan/shared/federation';

/**
 * The probe remote: a stand-in for a real remote, built the way remote teams build theirs (the
 * shared singletons list, `./routes` exposed, a fixed remoteEntry.js). The e2e journeys mount it
 * to prove the loading path and that host and remote share one React, store and API cache.
 */
export function probeFederationConfig(options: { production: boolean }) {
  return createModuleFederationConfig({
    name: 'dukkan_e2e_probe',
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/routes.tsx', './manifest': './src/manifest.ts' },
    shared: createSharedDependencies({ production: options.production }),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
  });
}
