import { ConfigError, loadConfig } from '../config';
import { connectPglite, connectPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedLargeShowingProgress } from './large-seed';

/**
 * `pnpm --filter @dukkan/api seed:large`: writes the benchmark data set (10k shops, 100k
 * products, 1M orders) into DATABASE_URL, or the embedded database under DATA_DIR.
 */
async function main() {
  const config = loadConfig();
  const database = config.databaseUrl ? connectPostgres(config.databaseUrl, 2) : await connectPglite(config.dataDir);
  try {
    await runMigrations(database);
    const result = await seedLargeShowingProgress(database);
    if (result.skipped) console.log(`The database already holds ${result.orders.toLocaleString('en')} orders: nothing to do.`);
    else console.log(`Done: ${result.orders.toLocaleString('en')} orders in ${result.seconds.toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
