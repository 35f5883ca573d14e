import { createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { connectPglite } from '../db/client';
import { runMigrations } from '../db/migrate';
import { exportDatabase, uploadedFileCount } from './db-export';

/**
 * `pnpm db:export [file]` (from the repository root): writes the embedded database under DATA_DIR
 * (default ./data, as `pnpm start` uses) as a psql script, default ./dukkan-export.sql, and says
 * how to move to a PostgreSQL server. Stop the API first: the data folder is one process's.
 */
async function main() {
  // pnpm runs this in api/; paths are the caller's, as they typed them.
  const cwd = process.env.INIT_CWD || process.cwd();
  const [file] = process.argv.slice(2).filter((arg) => arg !== '--');
  const outFile = path.resolve(cwd, file || 'dukkan-export.sql');
  if (process.env.DATABASE_URL) {
    throw new Error('DATABASE_URL is set: that database is already a PostgreSQL server (use pg_dump); db:export reads the embedded one under DATA_DIR');
  }
  const dataDir = path.resolve(cwd, process.env.DATA_DIR || 'data');
  if (!existsSync(path.join(dataDir, 'pgdata'))) throw new Error(`There is no embedded database in ${dataDir} (set DATA_DIR)`);

  const database = await connectPglite(dataDir);
  const partial = `${outFile}.partial`;
  try {
    await runMigrations(database); // what the API would do on its next start: export what this code runs
    const out = createWriteStream(partial);
    const summary = await exportDatabase(database, out, `the embedded database in ${dataDir}`);
    out.end();
    await finished(out);
    renameSync(partial, outFile);

    const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(`Wrote ${outFile}: ${summary.migrations} migrations, ${total.toLocaleString('en')} rows, ${summary.sequences} sequences.`);
    for (const [table, count] of Object.entries(summary.rows)) console.log(`  ${table.padEnd(36)} ${count.toLocaleString('en').padStart(10)}`);
    const images = uploadedFileCount(dataDir);
    const shown = (file: string) => (path.relative(cwd, file).startsWith('..') ? file : path.relative(cwd, file));
    console.log(`
Move to PostgreSQL:
  1. An empty database:   createdb -h db.example.com -U dukkan dukkan
  2. Restore it:          psql -v ON_ERROR_STOP=1 -q -f ${shown(outFile)} "postgres://dukkan:…@db.example.com:5432/dukkan"
  3. The images (${images} files, referenced by name): copy ${path.join(dataDir, 'uploads')}/ to the new DATA_DIR/uploads/
  4. Keep sessions signed in: JWT_SECRET=$(cat ${path.join(dataDir, 'jwt-secret')}) (or everyone signs in again)
  5. Start:               DATABASE_URL="postgres://…/dukkan" JWT_SECRET=… pnpm start`);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`db:export: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
