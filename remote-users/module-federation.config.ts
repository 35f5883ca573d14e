import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@dukkan/shared/remote-app';

/** The users remote on host/README.md's contract: the name dukkan_users, ./routes exposed. */
export function federationConfig(options: { production: boolean }) {
  return createModuleFederationConfig(remoteFederationOptions({ remote: 'users', production: options.production }));
}
