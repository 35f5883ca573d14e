import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { type ApiConfig, ConfigError, loadConfig } from './config';
import { connectPglite, connectPostgres, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { scheduleUpkeep } from './jobs/scheduled-jobs';
import { runDemoOrders } from './simulate/demo-orders';
import { stopGracefully } from './ops/shutdown';
import { withMigrationLock } from './ops/startup-lock';
import { seedDemoIfEmpty } from './seed/demo';
import { ensureStaffAccount } from './seed/staff';

async function main() {
  let config: ApiConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const database: Database = config.databaseUrl
    ? connectPostgres(config.databaseUrl, 20)
    : await connectPglite(config.dataDir);
  await withMigrationLock(config.databaseUrl, () => runMigrations(database));

  const app = await buildApp({
    config,
    database,
    closeDatabase: true,
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
    },
  });
  if (config.seedDemo) await seedDemoIfEmpty(database.db, config, app.images, (line) => console.log(line));
  else {
    // SEED_DEMO=false still makes the staff login (README), just no demo data.
    const login = await ensureStaffAccount(database.db, config);
    if (login) console.log(`Staff login: ${login.email} / ${login.password}`);
  }

  // decisions/scheduled-jobs.md: the desk's upkeep, audit retention and image upkeep, on the job engine (where JOBS_RUN).
  await scheduleUpkeep(app, config);

  // SIGTERM drains (readiness 503 first, in-flight requests finish, then the pool closes): ops/shutdown.ts.
  stopGracefully(app, config.shutdown);

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo; // API_PORT=0 takes a free port
  if (config.demoOrdersPerMinute > 0) await runDemoOrders(app, `http://127.0.0.1:${port}/api`, config.demoOrdersPerMinute);
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server';
  console.log(`API listening on http://127.0.0.1:${port} (${where}); docs at /api/docs`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
