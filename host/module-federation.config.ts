import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { createSharedDependencies, runtimeExperiments } from '@dukkan/shared/federation';

/**
 * The host exposes nothing and declares no remotes at build time: their locations are read at run
 * time from remotes.json (src/remotes), so a remote team redeploys without rebuilding the host.
 */
export function hostFederationConfig(options: { production: boolean }) {
  return createModuleFederationConfig({
    name: 'dukkan_host',
    remotes: {},
    // The host provides every singleton: they are in its first scripts (eager), downloaded beside
    // the entry instead of after the federation runtime has started (decisions/phone-speed.md).
    shared: createSharedDependencies({ production: options.production, provider: true }),
    // 'loaded-first': never fetch every remote's entry up front just to compare versions; the host
    // has already loaded the singletons and remotes reuse them. A down remote then costs nothing
    // until its route is opened.
    shareStrategy: 'loaded-first',
    // Type download/generation reaches for the network and prints EPIPE noise (architecture §6).
    dts: false,
    manifest: false,
    // The one Module Federation runtime of the page: the remotes use it (shared-dependencies.cjs).
    experiments: runtimeExperiments({ provider: true }),
  });
}
