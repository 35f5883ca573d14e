import { REMOTES } from '@dukkan/shared/remotes';

/** A remote's name in the table of remotes (shared/federation/remotes.cjs): catalog, orders… */
export type RemoteKey = string;

/**
 * Which remote serves which paths of the spec's route table (spec §2), from the one table of
 * remotes. The host owns the route table: a remote can only fill the paths listed for it, and
 * anything not listed goes to /auth.
 */
export const REMOTE_PATHS: Readonly<Record<RemoteKey, readonly string[]>> = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, remote.paths]),
);

export const REMOTE_KEYS: readonly RemoteKey[] = REMOTES.map((remote) => remote.name);

/** Local ports (architecture §5), used when remotes.json cannot be read. */
export const DEFAULT_REMOTE_PORTS: Readonly<Record<RemoteKey, number>> = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, remote.port]),
);

/** The Module Federation container name (its `name` option) each remote is built with. */
export function defaultContainerName(remote: RemoteKey): string {
  return `dukkan_${remote}`;
}
