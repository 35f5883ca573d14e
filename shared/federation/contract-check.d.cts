/** Types for contract-check.cjs (the build-time side of the host/remote contract). */
import type { RemoteManifest } from '../src/federation/remote-manifest';

export interface HostContract {
  sharedContract: string;
  /** The Module Federation version whose runtime it provides to remotes (federationRuntimeVersion). */
  federationRuntime?: string;
  provides: Record<string, string[]>;
}
export interface RsbuildJsonPlugin {
  name: string;
  setup(api: unknown): void;
}
export declare const CHECKED_PACKAGES: readonly string[];
export declare const HOST_CONTRACT_FILE: string;
export declare const REMOTE_MANIFEST_FILE: string;
/** The chunk groups of the `./manifest` and `./routes` exposes (their files are dukkan-remote.json's preload). */
export declare const EXPOSE_CHUNKS: { manifest: string; routes: string };
/** The script files of the named chunk groups, each once, relative to the build's output. */
export declare function chunkGroupFiles(compilation: { namedChunkGroups: ReadonlyMap<string, { chunks: ReadonlyArray<{ files: Iterable<string> }> }> }, names: readonly string[]): string[];
/** The chunk of a remote's lazy screen for route `path` ('/order-items/:id/pick' → 'screen-order-items-id-pick'). */
export declare function screenChunkName(path: string): string;
/** Each route's files of its screen chunk that `preload` lacks; throws on a screen chunk named for no route. */
export declare function screenFiles(compilation: { namedChunkGroups: ReadonlyMap<string, { chunks: ReadonlyArray<{ files: Iterable<string> }> }> }, routes: readonly string[], preload: readonly string[]): Record<string, string[]>;
export declare function sourceFiles(dir: string): string[];
export declare function allSourceFiles(dir: string): string[];
export declare function apiRuntimeImports(source: string): string[];
export declare function importsFrom(source: string, from: string): { names: string[]; namespace: boolean };
export declare function importsReactRouterDirectly(source: string): boolean;
export declare function requiredImports(srcDir: string): Record<string, string[]>;
export declare function sharedExports(indexSource: string): string[];
export declare function hostContract(appDir?: string): HostContract;
/** The Module Federation version an app at `appDir` is built with (its @module-federation/rsbuild-plugin). */
export declare function federationRuntimeVersion(appDir?: string): string | undefined;
/** Every permission a manifest's navigation, dashboard cards and panels ask for, each once. */
export declare function askedPermissions(manifest: Partial<Pick<RemoteManifest, 'nav' | 'dashboardCards' | 'dashboardPanels'>>): string[];
/**
 * Why the host's build cannot mount this remote's build (none: it can). With the API's `permissions`,
 * a permission the manifest asks for that the API does not grant is one too.
 */
export declare function contractProblems(
  remote: Pick<RemoteManifest, 'sharedContract' | 'requires'> & Partial<Pick<RemoteManifest, 'nav' | 'dashboardCards' | 'dashboardPanels' | 'federationRuntime'>>,
  host: HostContract,
  permissions?: readonly string[] | null,
): string[];
export declare function builtRemoteManifest(appDir: string, sharedContract?: string): RemoteManifest;
export declare function pluginRemoteManifest(options?: { appDir?: string; sharedContract?: string; hostRuntime?: boolean }): RsbuildJsonPlugin;
export declare function pluginHostContract(): RsbuildJsonPlugin;
