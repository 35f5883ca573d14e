import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectPglite, connectPostgres, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoIfEmpty } from './seed/demo';

async function main() {
  let config;
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
  await runMigrations(database);

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

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server';
  console.log(`API listening on http://127.0.0.1:${config.port} (${where}); docs at /api/docs`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
