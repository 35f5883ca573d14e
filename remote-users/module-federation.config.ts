import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { createSharedDependencies } from '@dukkan/shared/federation';

/**
 * The users remote, as host/README.md's contract says: the host finds it by the name
 * dukkan_users at the URL remotes.json gives, and mounts the routes it exposes.
 */
export function federationConfig(options: { production: boolean }) {
  return createModuleFederationConfig({
    name: 'dukkan_users',
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/app/routes.tsx' },
    shared: createSharedDependencies({ production: options.production }),
    shareStrategy: 'loaded-first',
    // Type download/generation reaches for the network (ARCHITECTURE §6).
    dts: false,
    manifest: false,
  });
}
