import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * One query API over both drivers (PGlite embedded, or a PostgreSQL server through a pool) and
 * over a transaction of either: drizzle's transactions extend its database, so the database, a
 * transaction and `app.db` are each a `Db` as they are. It has no `transaction`: one is opened only
 * as db/transactions.ts says (the request's, `inTransaction`, `savepoint`).
 */
export type Db = Omit<PgDatabase<PgQueryResultHKT, Schema>, 'transaction'>;

/** `timestamp` and `timestamptz`: the column types a raw statement's times come back as. */
const TIMESTAMP_TYPES = new Set([1114, 1184]);

/**
 * Rows of a raw SQL statement, from either driver (node-postgres and PGlite both answer `{ rows,
 * fields }`). Its times become Dates, as drizzle's typed selects give them: drizzle makes both
 * drivers hand over the text PostgreSQL writes ("2026-11-26 17:50:31.959+00", not ISO 8601), and
 * the serializer writes a Date as ISO 8601 (`format: 'date-time'`) — one rule for every answer.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[]; fields?: { name: string; dataTypeID: number }[] };
  const times = (result.fields ?? []).filter((field) => TIMESTAMP_TYPES.has(field.dataTypeID)).map((field) => field.name);
  if (times.length > 0) {
    for (const row of result.rows) {
      for (const name of times) row[name] = asDate(row[name]);
    }
  }
  return result.rows as T[];
}

/** A time as PostgreSQL writes it, as a Date (a timestamp without zone is read as UTC, as drizzle does). */
function asDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const date = new Date(/[+-]\d\d(:?\d\d)?$|Z$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? value : date;
}

/** `WHERE a AND b …` over the conditions, or nothing when there are none. */
export const whereAll = (conditions: SQL[]): SQL => (conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``);

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Where cross-process signals are heard (db/signals.ts): PGlite's own `listen()`, or the server's
   * URL, from which the listener opens a dedicated client of its own (never one of the pool's).
   */
  listener: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };
  close(): Promise<void>;
}

export function connectPostgres(url: string, poolSize = 10): Database {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle client whose server went away emits 'error'; unhandled, that would kill the API.
  // The pool drops the client and the next query opens a fresh one.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'postgres',
    listener: { kind: 'postgres', url },
    close: () => pool.end(),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One process per data folder: PGlite is single-writer and a second process would corrupt it. */
function acquireLock(dir: string): () => void {
  const lockFile = path.join(dir, 'pglite.lock');
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(`The database in ${dir} is in use by process ${holder}; stop it or set DATA_DIR to another folder`);
      }
      rmSync(lockFile, { force: true }); // stale lock from a process that died
    }
  }
}

/**
 * Embedded PostgreSQL (PGlite), file-backed under `dataDir`, or in memory when `dataDir` is null.
 * PGlite and its driver are loaded here, not at start-up: an API on a PostgreSQL server never
 * holds them (decisions/phone-speed.md: memory).
 */
export async function connectPglite(dataDir: string | null, image?: Blob): Promise<Database> {
  // import() loads the packages' ES module builds, whose types TypeScript keeps apart from the
  // CommonJS ones this file is typed against: the same classes, so they are read as those.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = (await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ])) as unknown as [
    typeof import('@electric-sql/pglite'),
    typeof import('@electric-sql/pglite/contrib/pg_trgm'),
    typeof import('drizzle-orm/pglite'),
  ];
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    release = acquireLock(dataDir);
    client = new PGlite(dir, { extensions: { pg_trgm } });
  } else {
    // `image`: a data folder dumped by dumpDataDir, started from instead of a new cluster (tests).
    client = new PGlite({ extensions: { pg_trgm }, loadDataDir: image });
  }
  await client.waitReady;
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    listener: { kind: 'pglite', pglite: client },
    async close() {
      try {
        if (dataDir) await client.query('CHECKPOINT');
        await client.close();
      } finally {
        release();
      }
    },
  };
}
