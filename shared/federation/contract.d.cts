/** Types for contract.cjs (the host/remote contract bundled into both). */
import type { RemoteManifest, RemoteManifestFile } from '../src/federation/remote-manifest';

export declare const SHARED_CONTRACT_VERSION: string;
export declare const ROUTER_USED_EXPORTS: readonly string[];
export declare function contractMajor(version: unknown): number;
export declare function contractSatisfied(hostVersion: string, remoteVersion: unknown): boolean;
/** `data`'s permissions are read as the API's: describeRemoteManifest (each remote's manifest test) checks them. */
export declare function defineRemoteManifest(data: RemoteManifestFile): RemoteManifest;
export declare function missingImports(requires: Readonly<Record<string, readonly string[]>> | undefined, provides: Readonly<Record<string, readonly string[]>>): { pkg: string; names: string[] }[];
