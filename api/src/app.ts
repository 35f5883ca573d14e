import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';
import type { Database } from './db/client';
import { publicModules, staffModules } from './modules';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin } from './plugins/error-handler';
import { imagesPlugin } from './plugins/images';
import { securityPlugin } from './plugins/security';

export interface BuildAppOptions {
  config: ApiConfig;
  /** An already connected and migrated database. */
  database: Database;
  /** Close the database when the app closes (the server does; tests share one per file). */
  closeDatabase?: boolean;
  logger?: boolean | object;
}

/** Builds the API without listening: the server and the tests (`app.inject`) both start here. */
export async function buildApp({ config, database, closeDatabase = false, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: true, useDefaults: true, allErrors: true } },
  });
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(docsPlugin);
  await app.register(databasePlugin, { database, closeOnShutdown: closeDatabase });
  await app.register(authPlugin, { secret: config.jwtSecret });
  await app.register(imagesPlugin, { dir: uploadsDir, publicUrl: config.publicUrl, uploadLimitBytes: config.uploadLimitBytes });

  await app.register(
    async (api) => {
      for (const module of publicModules) await api.register(module);
      await api.register(async (staff) => {
        staff.addHook('onRequest', staff.requireStaff);
        for (const module of staffModules) await staff.register(module);
      });
    },
    { prefix: '/api' },
  );
  return app;
}
