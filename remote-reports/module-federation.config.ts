import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@dukkan/shared/remote-app';

/** The reports remote on host/README.md's contract: the name dukkan_reports, ./routes exposed. */
export function federationConfig(options: { production: boolean }) {
  return createModuleFederationConfig(remoteFederationOptions({ remote: 'reports', production: options.production }));
}
