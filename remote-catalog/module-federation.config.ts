import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@dukkan/shared/remote-app';

/** The catalog remote on host/README.md's contract: the name dukkan_catalog, ./routes exposed. */
export function federationConfig(options: { production: boolean }) {
  return createModuleFederationConfig(remoteFederationOptions({ remote: 'catalog', production: options.production }));
}
