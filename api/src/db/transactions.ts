import { AsyncLocalStorage } from 'node:async_hooks';
import { is } from 'drizzle-orm';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Schema } from './client';

// The one transaction model (decisions/roles-and-audit.md). A transaction is opened in exactly one
// of two places, and `Db` has no `transaction` of its own, so nothing else can open one:
//
// - A request's. The audit plugin (plugins/audit.ts) runs a write route's handler in one
//   transaction that carries the request's audit context (a route that says `audit: 'manual'`
//   hands it only the part that writes, through `app.audited`). It is kept here, and `app.db`
//   reads through it: every repository a route made once (`xRepository(app.db)`) and everything a
//   handler calls writes in it without being handed it, so a write and its audit rows commit
//   together, or neither does. Code a route calls never opens a transaction: it is inside one.
// - `inTransaction(db, work)`, for what runs outside any request and must be all or nothing: the
//   seeds, scheduled jobs, scripts, and tests that write straight to the database.
//
// Inside either, `savepoint(db, work)` is the one way to undo a part alone and go on (each row of
// a bulk action): said where it is wanted, never a nested transaction that silently becomes one.

/** drizzle's database, with the `transaction` that `Db` leaves out: used here only. */
type Transactional = PgDatabase<PgQueryResultHKT, Schema>;

const current = new AsyncLocalStorage<Db>();

/** Whether the caller runs inside a request's transaction. */
export const inRequestTransaction = (): boolean => current.getStore() !== undefined;

/** Whether `db` is a transaction (a handle `work` was given, or `app.db` while a request's runs). */
const isTransaction = (db: Db): boolean => is(db, PgTransaction);

/** drizzle's transaction: a new one on a database, a savepoint on a transaction. */
const begin = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => (db as Transactional).transaction(work);

/**
 * Runs `work` in a new transaction on `db`, outside any request (seeds, jobs, scripts, tests):
 * committed when it resolves, rolled back when it throws. Refused inside a transaction: there,
 * write through it (or take a `savepoint`).
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (inRequestTransaction() || isTransaction(db)) {
    return Promise.reject(new Error('inTransaction runs outside any transaction: inside one, write through it (or take a savepoint)'));
  }
  return begin(db, work);
}

/**
 * Runs `work` in a savepoint of the transaction `db` runs in: when it throws, what it wrote is
 * undone and the transaction goes on (the error still reaches the caller). Only inside a transaction.
 */
export function savepoint<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (!isTransaction(db)) return Promise.reject(new Error('savepoint runs inside a transaction: there is none here'));
  return begin(db, work);
}

/**
 * The request's transaction (plugins/audit.ts only): `work` runs in a new transaction on the
 * database `db`, which `requestScopedDb` answers with meanwhile.
 */
export function openRequestTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, (tx) => current.run(tx, () => work(tx)));
}

/** `db`, or the request's transaction while one runs: `app.db`. */
export function requestScopedDb(db: Db): Db {
  const source = (target: Db) => current.getStore() ?? target;
  return new Proxy(db, {
    // Methods are not bound: called on the proxy, their `this` reads through it to the same source.
    get: (target, property) => Reflect.get(source(target), property),
    // What `db` is (a transaction or not) is the source's too.
    getPrototypeOf: (target) => Reflect.getPrototypeOf(source(target)),
  });
}
