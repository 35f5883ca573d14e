/** Types for shared-dependencies.cjs (the Module Federation shared singletons of every app). */
export interface SharedDependencyOptions {
  /** Tree-shake react-router-dom to ROUTER_USED_EXPORTS (production builds only). @default false */
  production?: boolean;
  /** The host: every singleton eager, in its first scripts (no tree-shaking of the router then). @default false */
  provider?: boolean;
  /** The app folder, used to resolve @fluentui/react-icons. @default process.cwd() */
  appDir?: string;
}
export declare function createSharedDependencies(
  options?: SharedDependencyOptions,
): Record<string, Record<string, unknown>>;
export declare const ROUTER_USED_EXPORTS: readonly string[];
export declare const SINGLETONS: readonly string[];
/** The Module Federation runtime's build options of every app (no snapshot plugin, browser only). */
export declare function runtimeExperiments(options?: { provider?: boolean; production?: boolean }): {
  optimization: { disableSnapshot: boolean; target: 'web' };
  provideExternalRuntime?: boolean;
  externalRuntime?: boolean;
};
