/**
 * Which remote serves which paths of the spec's route table (spec §2). The host owns this table:
 * a remote can only fill the paths listed for it, and anything not listed goes to /auth.
 */
export const REMOTE_PATHS = {
  catalog: [
    '/shops',
    '/shops/add',
    '/shops/edit/:id',
    '/categories',
    '/categories/add',
    '/categories/edit/:id',
    '/products',
    '/products/add',
    '/products/edit/:id',
    '/products/category/:categoryId',
  ],
  orders: ['/orders', '/order-items/:id'],
  locations: ['/locations'],
  users: ['/users', '/users/add'],
} as const;

export type RemoteKey = keyof typeof REMOTE_PATHS;

export const REMOTE_KEYS = Object.keys(REMOTE_PATHS) as RemoteKey[];

/** Local ports of ARCHITECTURE §5, used when remotes.json cannot be read. */
export const DEFAULT_REMOTE_PORTS: Record<RemoteKey, number> = {
  catalog: 4101,
  orders: 4102,
  locations: 4103,
  users: 4104,
};

/** The Module Federation container name (its `name` option) each remote is built with. */
export function defaultContainerName(remote: RemoteKey): string {
  return `dukkan_${remote}`;
}
