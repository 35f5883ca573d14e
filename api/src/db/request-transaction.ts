import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

// decisions/roles-and-audit.md: a write request's changes and their audit rows commit together. The audit plugin runs a
// write route's handler inside one transaction and keeps it here; `app.db` reads it from here, so
// every repository a route made once (`xRepository(app.db)`) writes through that transaction
// without being handed it. A transaction a repository opens inside becomes a savepoint of it.

const current = new AsyncLocalStorage<Db>();

/** Runs `work` with `tx` as the database `requestScopedDb` answers with. */
export const runInTransaction = <T>(tx: Db, work: () => Promise<T>): Promise<T> => current.run(tx, work);

/** Whether the caller already runs inside a request's transaction. */
export const inRequestTransaction = (): boolean => current.getStore() !== undefined;

/** `db`, or the request's transaction while one runs. */
export function requestScopedDb(db: Db): Db {
  return new Proxy(db, {
    // Methods are not bound: called on the proxy, their `this` reads through it to the same source.
    get: (target, property) => Reflect.get(current.getStore() ?? target, property),
  });
}
