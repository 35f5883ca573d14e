import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@dukkan/shared/remote-app';

/** The locations remote on host/README.md's contract: the name dukkan_locations, ./routes exposed. */
export function federationConfig(options: { production: boolean }) {
  return createModuleFederationConfig(remoteFederationOptions({ remote: 'locations', production: options.production }));
}
