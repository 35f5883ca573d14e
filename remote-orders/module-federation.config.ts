import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@dukkan/shared/remote-app';

/** The orders remote on host/README.md's contract: the name dukkan_orders, ./routes exposed. */
export function federationConfig(options: { production: boolean }) {
  return createModuleFederationConfig(remoteFederationOptions({ remote: 'orders', production: options.production }));
}
