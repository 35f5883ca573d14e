import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import { connectPglite, connectPostgres, type Database } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrate';

/**
 * A database of its own migrated up to just before `tag` (a new PGlite, or a new database on TEST_DATABASE_URL's server
 * when the suite runs on PostgreSQL), for a test that gives it rows and then runs the rest with `runMigrations`, as a
 * deployment would. `close` ends it and removes what it made.
 */
export async function databaseBefore(tag: string): Promise<{ database: Database; close: () => Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), `dukkan-before-${tag}-`));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journal = path.join(folder, 'meta', '_journal.json');
  const entries = JSON.parse(readFileSync(journal, 'utf8'));
  const at = entries.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  if (at < 1) throw new Error(`No migration ${tag} after the first`);
  entries.entries = entries.entries.slice(0, at);
  writeFileSync(journal, JSON.stringify(entries, null, 2));

  let drop = async () => {};
  let database: Database;
  if (process.env.API_TEST_DB !== 'postgres') database = await connectPglite(null);
  else {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `dukkan_before_${randomBytes(5).toString('hex')}`;
    const admin = async (text: string) => {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(text);
      await client.end();
    };
    await admin(`CREATE DATABASE ${name}`);
    drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    database = await connectPostgres(target.toString(), 2);
  }
  const up = { migrationsFolder: folder };
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = (await import('drizzle-orm/pglite/migrator')) as unknown as typeof import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as never, up);
  } else await migratePg(database.db as never, up);
  return {
    database,
    close: async () => {
      await database.close();
      await drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
