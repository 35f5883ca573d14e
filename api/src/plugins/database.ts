import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { requestScopedDb } from '../db/transactions';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/**
 * Hands the connected database to every route; closing the app closes it (CHECKPOINT for PGlite).
 * `app.db` is the request's transaction while a write route runs (db/transactions.ts).
 */
export const databasePlugin = fp<{ database: Database; closeOnShutdown: boolean }>(
  async (app, { database, closeOnShutdown }) => {
    app.decorate('database', database);
    app.decorate('db', requestScopedDb(database.db));
    if (closeOnShutdown) app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
