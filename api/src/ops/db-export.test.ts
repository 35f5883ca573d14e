import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectPglite, connectPostgres, type Db, queryRows } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDemoIfEmpty } from '../seed/demo';
import { TEST_JWT_SECRET } from '../test/test-app';
import { exportDatabase, type ExportSummary } from './db-export';
import { injectPoster, signInStaff } from '../test/staff-sign-in';

// Growing out of the embedded database: a demo database made by the API on PGlite, exported by
// db:export, restored with psql into a fresh database on the PostgreSQL server, and the API
// started there with DATABASE_URL — the same rows, the same staff login, the same images (the
// uploads folder copied by name). Needs the server and psql: the PostgreSQL project only.
jest.setTimeout(240_000);

const SERVER_URL = process.env.TEST_DATABASE_URL;
const describeOnPostgres = process.env.API_TEST_DB === 'postgres' && SERVER_URL ? describe : describe.skip;

async function countRows(db: Db, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [schema, name] = table.split('.');
    const [row] = await queryRows<{ n: string }>(db, sql.raw(`SELECT count(*) AS n FROM "${schema}"."${name}"`));
    counts[table] = Number(row.n);
  }
  return counts;
}

describeOnPostgres('pnpm db:export: from the embedded database to a PostgreSQL server', () => {
  const staff = { email: 'owner@dukkan.kw', password: 'the owner password' };
  const name = `dukkan_export_${randomBytes(5).toString('hex')}`;
  const oldDir = mkdtempSync(path.join(tmpdir(), 'dukkan-export-old-'));
  const newDir = mkdtempSync(path.join(tmpdir(), 'dukkan-export-new-'));
  const dumpFile = path.join(oldDir, 'dukkan-export.sql');
  let databaseUrl: string;
  let summary: ExportSummary;
  let before: Record<string, number>;
  let shopImages: { id: number; image: string }[];
  let nextIds: Record<string, number>;

  const admin = async (text: string) => {
    const client = new Client({ connectionString: SERVER_URL });
    await client.connect();
    await client.query(text);
    await client.end();
  };

  beforeAll(async () => {
    // The embedded database as `pnpm start` leaves it: demo data and its images under DATA_DIR.
    const oldConfig = loadConfig({ DATA_DIR: oldDir, JWT_SECRET: TEST_JWT_SECRET, ADMIN_EMAIL: staff.email, ADMIN_PASSWORD: staff.password });
    const embedded = await connectPglite(oldDir);
    await runMigrations(embedded);
    const oldApp = await buildApp({ config: oldConfig, database: embedded });
    await seedDemoIfEmpty(embedded.db, oldConfig, oldApp.images, () => {});
    await oldApp.close();
    shopImages = await queryRows(embedded.db, sql`SELECT id, image FROM shops WHERE image IS NOT NULL ORDER BY id`);

    const out = createWriteStream(dumpFile);
    summary = await exportDatabase(embedded, out);
    out.end();
    await finished(out);
    before = await countRows(embedded.db, Object.keys(summary.rows));
    nextIds = {};
    for (const table of ['users', 'orders', 'governorates']) {
      const [row] = await queryRows<{ id: number }>(embedded.db, sql.raw(`SELECT max(id) AS id FROM "${table}"`));
      nextIds[table] = row.id;
    }
    await embedded.close();

    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(SERVER_URL as string);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
  }, 240_000);

  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(oldDir, { recursive: true, force: true });
    rmSync(newDir, { recursive: true, force: true });
  }, 60_000);

  it('wrote every table of the demo, children after their parents', () => {
    expect(summary.rows['public.orders']).toBeGreaterThan(0);
    expect(summary.rows['drizzle.__drizzle_migrations']).toBe(summary.migrations);
    const text = readFileSync(dumpFile, 'utf8');
    expect(text.indexOf('COPY "public"."governorates"')).toBeLessThan(text.indexOf('COPY "public"."shops"'));
    expect(text.indexOf('COPY "public"."orders"')).toBeLessThan(text.indexOf('COPY "public"."order_items"'));
    expect(summary.rows).toEqual(before);
  });

  it('restores with psql, and the API started on it with DATABASE_URL serves the same data', async () => {
    const restore = spawnSync('psql', ['-v', 'ON_ERROR_STOP=1', '-q', '-f', dumpFile, databaseUrl], { encoding: 'utf8' });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);

    // What the README says to copy: the uploads folder, by name, into the new DATA_DIR.
    cpSync(path.join(oldDir, 'uploads'), path.join(newDir, 'uploads'), { recursive: true });
    const config = loadConfig({ DATA_DIR: newDir, DATABASE_URL: databaseUrl, JWT_SECRET: TEST_JWT_SECRET });
    const database = connectPostgres(config.databaseUrl as string, 4);
    await runMigrations(database); // finds every migration applied: nothing to do
    const app = await buildApp({ config, database, closeDatabase: true });
    try {
      // The same rows, table by table (drizzle's record included, so no migration ran again).
      expect(await countRows(database.db, Object.keys(summary.rows))).toEqual(before);

      // The same staff login.
      // (An owner: its first sign-in sets its second factor up, decisions/staff-access.md.)
      const { authorization } = await signInStaff(injectPoster(app), staff);
      const headers = { authorization };

      // The counters kept by triggers came over as they were, and agree with the rows.
      const stats = await app.inject({ method: 'GET', url: '/api/orders/stats', headers });
      expect(stats.statusCode).toBe(200);
      const byStatus = await queryRows<{ status: string; n: string }>(database.db, sql`SELECT status, count(*) AS n FROM orders GROUP BY status`);
      for (const { status, n } of byStatus) expect(stats.json().data[status]).toBe(Number(n));
      const shops = await app.inject({ method: 'GET', url: '/api/shop?page=1&limit=5', headers });
      expect(shops.json().data.total).toBe(before['public.shops']);

      // The images: the rows name files that the copied folder serves, byte for byte.
      expect(shopImages.length).toBeGreaterThan(0);
      for (const { image } of shopImages.slice(0, 3)) {
        const served = await app.inject({ method: 'GET', url: `/uploads/${image}` });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(readFileSync(path.join(oldDir, 'uploads', image)))).toBe(true);
      }
      expect(readdirSync(path.join(newDir, 'uploads')).sort()).toEqual(readdirSync(path.join(oldDir, 'uploads')).sort());

      // The sequences continue after the old ids: a new row takes the next id, no collision.
      const created = await app.inject({
        method: 'POST',
        url: '/api/location/governorates',
        headers,
        payload: { name: 'After the move', name_ar: 'بعد النقل' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().data.id).toBe(nextIds.governorates + 1);
    } finally {
      await app.close();
    }
  });
});
