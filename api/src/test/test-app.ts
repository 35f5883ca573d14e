import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectPglite, connectPostgres, type Database, type Db } from '../db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate';
import { QUEUE_SETTINGS } from '../jobs/job-engine';
import { userShops, users, type UserRole } from '../db/schema';
import { hashPassword } from '../auth/passwords';

/** The test apps' signing secret: guard cases forge tokens with it that the API must still refuse. */
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  dataDir: string;
  /** Authorization header of a staff account (an owner) created for the test. */
  staffAuth: { authorization: string };
  staffId: number;
  /** Creates a user and returns a bearer header for them. */
  /** Sets the time the API's rules read (null: the real time again): tests move time, they never wait. */
  setClock(at: Date | null): void;
  /** decisions/roles-and-audit.md: `shopIds` are a shop-staff account's shops. */
  createUser(
    role?: UserRole,
    fields?: Partial<{ name: string; email: string; password: string; shopIds: number[] }>,
  ): Promise<{ id: number; authorization: string; email: string; password: string }>;
  close(): Promise<void>;
}

const IMAGE_PREFIX = 'dukkan-pglite-migrated-';

/** The migrations' contents and PGlite's version: an image made from other ones is never used. */
function migratedImageKey(): string {
  const pglitePackage = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  // The job engine's schema and queues are in the image too (db/migrate.ts): another pg-boss, or a queue added or
  // changed, makes another image.
  const pgBossPackage = path.join(path.dirname(require.resolve('pg-boss')), '..', 'package.json');
  const hash = createHash('sha1')
    .update(JSON.parse(readFileSync(pglitePackage, 'utf8')).version)
    .update(JSON.parse(readFileSync(pgBossPackage, 'utf8')).version)
    .update(JSON.stringify(QUEUE_SETTINGS));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite's data folder after every migration, made by the first test file that needs it and kept
 * in the temporary folder for the others (every worker, both runs of a file, later runs): a new
 * cluster and its migrations take ~5 s, starting from the image ~0.7 s. A database started from it
 * is migrated already (its name carries the migrations' hash), so it does not run them again (~0.35 s
 * of every test app). A new image replaces the ones of older migrations.
 */
async function migratedPgliteImage(): Promise<Blob> {
  const name = `${IMAGE_PREFIX}${migratedImageKey()}.tar`;
  const file = path.join(tmpdir(), name);
  try {
    return new Blob([readFileSync(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const database = await connectPglite(null);
  await runMigrations(database);
  const { listener } = database;
  if (listener.kind !== 'pglite') throw new Error('connectPglite answered a database that is not PGlite');
  const image = await listener.pglite.dumpDataDir('none');
  await database.close();
  // Written aside and renamed: a file another worker reads is always whole.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, file);
  for (const other of readdirSync(tmpdir())) {
    if (other.startsWith(IMAGE_PREFIX) && other.endsWith('.tar') && other !== name) rmSync(path.join(tmpdir(), other), { force: true });
  }
  return image;
}

/** A migrated in-memory PGlite of its own, started from the run's image. */
export async function migratedPglite(): Promise<Database> {
  return connectPglite(null, await migratedPgliteImage());
}

const TEMPLATE_PREFIX = 'dukkan_test_template_';

/**
 * The migrated template database on TEST_DATABASE_URL's server, as the image is for PGlite: made by
 * the first test file that needs it and kept on the server for the others and later runs (its name
 * carries the migrations' hash). A test file's database is copied from it instead of running every
 * migration. It is built under a name of its own and renamed once migrated, so another worker never
 * copies it half-made; when two workers build it at once, the second one's copy is dropped.
 */
async function migratedPostgresTemplate(url: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migratedImageKey()}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = connectPostgres(target.toString(), 2);
    await runMigrations(database);
    await database.close();
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      // 42P04: another worker's template came first; anything else is a real failure.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** Copies `template` to a new database; two copies at the same moment may find it busy, and try again. */
async function createFromTemplate(admin: Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      // 55006: the source database is being accessed by other users (another copy in progress).
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** A fresh, migrated database for one test file: in-memory PGlite from the image, or a copy of the template on TEST_DATABASE_URL. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.API_TEST_DB !== 'postgres') return { database: await migratedPglite(), drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const template = await migratedPostgresTemplate(url);
  const name = `dukkan_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await createFromTemplate(admin, name, template);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: connectPostgres(target.toString(), 20),
    drop: async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A test app that also listens on a free port of 127.0.0.1 (for clients that need a real socket). */
export async function createListeningTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

/** A test app on a fresh database; `env` adds settings (e.g. the S3_* of a test S3 server). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dukkan-api-test-'));
  // Tests write straight to the database and read at once: the catalogue's answers and the board's reads are kept only where a test asks (CATALOG_CACHE_MS, DISPATCH_MEMO_MS).
  // decisions/customer-messages.md: messages are written but not delivered unless a test turns the workers on (JOBS_RUN).
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, UPLOAD_LIMIT_MB: '5', CATALOG_CACHE_MS: '0', DISPATCH_MEMO_MS: '0', JOBS_RUN: 'false', ...env });
  const { database, drop } = await freshDatabase();
  let fixedTime: Date | null = null;
  const app = await buildApp({ config, database, clock: () => fixedTime ?? new Date() });
  await app.ready();
  let counter = 0;

  const createUser: TestApp['createUser'] = async (role = 'owner', fields = {}) => {
    counter += 1;
    const email = fields.email ?? `${role}${counter}-${randomBytes(3).toString('hex')}@test.kw`;
    const password = fields.password ?? 'correct horse battery';
    const [row] = await database.db
      .insert(users)
      .values({ name: fields.name ?? `Test ${role} ${counter}`, email, role, passwordHash: await hashPassword(password) })
      .returning({ id: users.id });
    if (fields.shopIds?.length) await database.db.insert(userShops).values(fields.shopIds.map((shopId) => ({ userId: row.id, shopId })));
    const token = app.jwt.sign({ sub: row.id, role, email });
    return { id: row.id, authorization: `Bearer ${token}`, email, password };
  };
  const staff = await createUser('owner');

  return {
    app,
    db: database.db,
    database,
    dataDir,
    staffAuth: { authorization: staff.authorization },
    staffId: staff.id,
    createUser,
    setClock: (at) => {
      fixedTime = at;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An object made by `make` before the tests of the file (or describe block) that calls this, and
 * filled in place, so the file holds it in a constant. It is empty until that hook has run: read
 * it inside tests and hooks.
 */
export function madeBeforeAll<T extends object>(make: () => Promise<T>, timeoutMs = 60_000): T {
  const made = {} as T;
  beforeAll(async () => {
    Object.assign(made, await make());
  }, timeoutMs);
  return made;
}

/**
 * The test app of a test file: made before its first test and closed after its last, so its tests
 * share one database. Call it at the file's top level; `make` picks another app (listening, other
 * settings).
 */
export function setUpTestApp(make: () => Promise<TestApp> = () => createTestApp()): TestApp {
  const t = madeBeforeAll(make);
  afterAll(() => t.close(), 60_000);
  return t;
}
