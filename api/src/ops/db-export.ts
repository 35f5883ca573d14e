import { existsSync, readdirSync } from 'node:fs';
import type { Writable } from 'node:stream';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrate';

// `pnpm db:export`: the embedded database as one SQL script that psql restores into an empty
// database on a PostgreSQL server, after which the API starts there with DATABASE_URL as if it
// had always run on it. pg_dump for PGlite (@electric-sql/pglite-tools) is not a dependency, and
// the schema is the API's own anyway, so the script is built from what is at hand:
//   1. the schema: every migration of api/migrations, in order — what made the embedded one;
//   2. drizzle's record of those migrations, so the API finds nothing left to apply;
//   3. every table's rows as PostgreSQL's own COPY text (PGlite's COPY … TO '/dev/blob'), parents
//      before children, each table's triggers off while it loads (the counters kept by triggers
//      are copied as they were, not counted twice);
//   4. every sequence where it was, so new ids continue after the old ones.
// Everything runs in one transaction: a failed restore leaves the target empty.

/** Schemas that hold the API's data: its tables, and drizzle's migration record. */
const SCHEMAS = ['public', 'drizzle'];
/** Rows per COPY for tables with an integer key: big tables are read in slices, not at once. */
const SLICE = 50_000;

export interface ExportSummary {
  /** Rows written per table, `schema.table`. */
  rows: Record<string, number>;
  migrations: number;
  sequences: number;
}

interface Table {
  oid: number;
  schema: string;
  name: string;
  columns: string[];
  /** The single integer primary-key column, when there is one (slices are read by it). */
  key: string | null;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

async function rows<T>(pg: PGlite, text: string, params: unknown[] = []): Promise<T[]> {
  return (await pg.query<T>(text, params)).rows;
}

async function listTables(pg: PGlite): Promise<Table[]> {
  const tables = await rows<{ oid: number; schema: string; name: string }>(
    pg,
    `SELECT c.oid::int AS oid, n.nspname AS schema, c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname = ANY($1)
      ORDER BY n.nspname, c.relname`,
    [SCHEMAS],
  );
  const result: Table[] = [];
  for (const table of tables) {
    const columns = await rows<{ name: string }>(
      pg,
      `SELECT attname AS name FROM pg_attribute
        WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
        ORDER BY attnum`,
      [table.oid],
    );
    const keys = await rows<{ name: string; type: string }>(
      pg,
      `SELECT a.attname AS name, format_type(a.atttypid, NULL) AS type
         FROM pg_constraint k JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY(k.conkey)
        WHERE k.conrelid = $1 AND k.contype = 'p'`,
      [table.oid],
    );
    const key = keys.length === 1 && ['integer', 'bigint', 'smallint'].includes(keys[0].type) ? keys[0].name : null;
    result.push({ ...table, columns: columns.map((c) => c.name), key });
  }
  return result;
}

/** Parents before children, by the foreign keys between the tables (a self-reference is ignored). */
async function inLoadOrder(pg: PGlite, tables: Table[]): Promise<Table[]> {
  const links = await rows<{ child: number; parent: number }>(
    pg,
    `SELECT conrelid::int AS child, confrelid::int AS parent FROM pg_constraint WHERE contype = 'f' AND conrelid <> confrelid`,
  );
  const byOid = new Map(tables.map((t) => [t.oid, t]));
  const ordered: Table[] = [];
  const placed = new Set<number>();
  const visiting = new Set<number>();
  const place = (table: Table) => {
    if (placed.has(table.oid)) return;
    if (visiting.has(table.oid)) throw new Error(`Foreign keys form a cycle through ${table.schema}.${table.name}`);
    visiting.add(table.oid);
    for (const link of links) {
      const parent = link.child === table.oid ? byOid.get(link.parent) : undefined;
      if (parent) place(parent);
    }
    visiting.delete(table.oid);
    placed.add(table.oid);
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

/** Writes `text`, waiting when the stream asks to (a large table is not held in memory twice). */
async function write(out: Writable, text: string | Uint8Array) {
  if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
}

/** PostgreSQL's own COPY text of a query's rows. */
async function copyText(pg: PGlite, query: string): Promise<Uint8Array> {
  const result = await pg.query(`COPY (${query}) TO '/dev/blob'`);
  return result.blob ? new Uint8Array(await result.blob.arrayBuffer()) : new Uint8Array();
}

/** Counts rows in a COPY text slice (one line per row; newlines inside values are escaped). */
function lineCount(bytes: Uint8Array): number {
  let n = 0;
  for (const byte of bytes) if (byte === 0x0a) n++;
  return n;
}

/**
 * Writes the whole embedded database (already migrated by this code) as a psql script to `out`.
 * Refuses when the database's migrations are not exactly this code's.
 */
export async function exportDatabase(database: Database, out: Writable, source = 'the embedded database'): Promise<ExportSummary> {
  if (database.kind !== 'pglite') throw new Error('db:export reads the embedded database (DATABASE_URL must be unset)');
  const pg = (database.db as unknown as { $client: PGlite }).$client;
  await pg.exec(`SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET extra_float_digits = 3`);

  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const applied = await rows<{ hash: string }>(pg, 'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id');
  if (applied.map((m) => m.hash).join() !== migrations.map((m) => m.hash).join()) {
    throw new Error(
      `The database has ${applied.length} migrations and this code ${migrations.length}, not the same ones: export with the code that last ran on it`,
    );
  }

  await write(
    out,
    [
      `-- Dukkan Admin: ${source}, exported ${new Date().toISOString()} by pnpm db:export.`,
      '-- Restore into an EMPTY database on a PostgreSQL server (one transaction: all or nothing):',
      '--   psql -v ON_ERROR_STOP=1 -q -f <this file> "postgres://user:password@host:5432/dukkan"',
      '-- then start the API with DATABASE_URL pointing there. Images are not in here: copy the',
      "-- uploads folder beside the old database to the new server's DATA_DIR/uploads.",
      "SET client_encoding = 'UTF8';",
      'SET standard_conforming_strings = on;',
      'SET check_function_bodies = false;',
      "SET client_min_messages = 'warning';",
      'BEGIN;',
      '',
      `-- 1. The schema: the ${migrations.length} migrations of api/migrations, in order.`,
      '',
    ].join('\n'),
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      const text = statement.trim();
      if (text) await write(out, `${text}${text.endsWith(';') ? '' : '\n;'}\n\n`);
    }
  }
  await write(
    out,
    [
      "-- 2. drizzle's record of the migrations above (its rows follow with the data).",
      'CREATE SCHEMA IF NOT EXISTS "drizzle";',
      'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);',
      '',
      '-- 3. The rows, parents before children; each table loads with its own triggers off.',
      '',
    ].join('\n'),
  );

  const summary: ExportSummary = { rows: {}, migrations: migrations.length, sequences: 0 };
  for (const table of await inLoadOrder(pg, await listTables(pg))) {
    const name = qualified(table.schema, table.name);
    const columns = table.columns.map(ident).join(', ');
    await write(out, `ALTER TABLE ${name} DISABLE TRIGGER USER;\nDELETE FROM ${name};\nCOPY ${name} (${columns}) FROM stdin;\n`);
    let count = 0;
    if (table.key) {
      const [range] = await rows<{ low: string | null; high: string | null }>(
        pg,
        `SELECT min(${ident(table.key)})::text AS low, max(${ident(table.key)})::text AS high FROM ${name}`,
      );
      if (range.low !== null && range.high !== null) {
        for (let low = BigInt(range.low); low <= BigInt(range.high); low += BigInt(SLICE)) {
          const slice = await copyText(
            pg,
            `SELECT ${columns} FROM ${name} WHERE ${ident(table.key)} >= ${low} AND ${ident(table.key)} < ${low + BigInt(SLICE)} ORDER BY ${ident(table.key)}`,
          );
          count += lineCount(slice);
          await write(out, slice);
        }
      }
    } else {
      const all = await copyText(pg, `SELECT ${columns} FROM ${name}`);
      count = lineCount(all);
      await write(out, all);
    }
    summary.rows[`${table.schema}.${table.name}`] = count;
    await write(out, `\\.\nALTER TABLE ${name} ENABLE TRIGGER USER;\n\n`);
  }

  await write(out, '-- 4. Sequences, where they were (in a block, so psql prints nothing).\nDO $restore$ BEGIN\n');
  const sequences = await rows<{ schema: string; name: string }>(
    pg,
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname = ANY($1) ORDER BY 1, 2`,
    [SCHEMAS],
  );
  for (const sequence of sequences) {
    const name = qualified(sequence.schema, sequence.name);
    const [state] = await rows<{ last_value: string; is_called: boolean }>(pg, `SELECT last_value::text, is_called FROM ${name}`);
    await write(out, `  PERFORM pg_catalog.setval('${name.replace(/'/g, "''")}', ${state.last_value}, ${state.is_called});\n`);
  }
  summary.sequences = sequences.length;
  await write(out, 'END $restore$;\n\nCOMMIT;\n');
  return summary;
}

/** The image files beside an embedded database (they are referenced by name from the rows). */
export function uploadedFileCount(dataDir: string): number {
  const dir = path.join(dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).length : 0;
}
