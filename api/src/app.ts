import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ApiConfig } from './config';
import type { Database } from './db/client';
import { answerClientError } from './http/client-error';
import { assertSafeInput } from './http/input-guard';
import { customerLanguageRoutes, customerOrdersRoutes, publicModules, staffModules } from './modules';
import { orderStreamRoutes } from './modules/order-stream/order-stream-routes';
import { drainPlugin } from './ops/drain';
import { auditPlugin, auditWrites } from './plugins/audit';
import { authPlugin } from './auth/auth-plugin';
import { routePermissionsPlugin } from './auth/route-permissions';
import { staffAccessPlugin } from './auth/staff-access/staff-access-plugin';
import { answerCachePlugin } from './plugins/answer-cache';
import { boardMemoPlugin } from './modules/dispatch/board-memo';
import { countersPlugin } from './plugins/counters';
import { databasePlugin } from './plugins/database';
import { deskSettingsPlugin } from './plugins/desk-settings';
import { deskSettingsDefaults } from './modules/desk-settings/desk-settings';
import { docsPlugin } from './plugins/docs';
import { clockPlugin } from './plugins/clock';
import { errorHandlerPlugin } from './plugins/error-handler';
import { imagesPlugin } from './plugins/images';
import { securityPlugin } from './plugins/security';
import { signalsPlugin } from './plugins/signals';
import { jobsPlugin } from './plugins/jobs';
import { runMessageDelivery } from './modules/messages/message-worker';

export interface BuildAppOptions {
  config: ApiConfig;
  /** An already connected and migrated database. */
  database: Database;
  /** Close the database when the app closes (the server does; tests share one per file). */
  closeDatabase?: boolean;
  logger?: boolean | object;
  /** The time the rules read (tests set it); the real time by default. */
  clock?: () => Date;
}

/** Builds the API without listening: the server and the tests (`app.inject`) both start here. */
export async function buildApp({ config, database, closeDatabase = false, logger = false, clock = () => new Date() }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    // Slow and idle clients are cut off (config.timeouts): Node checks the request and header
    // deadlines every second instead of its default 30 s, so a deadline is kept to the second.
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: { connectionsCheckingInterval: 1000 },
    // While the server closes (SIGTERM, ops/shutdown.ts), a request already on an open connection
    // is still answered (with Connection: close), not refused with a bare 503.
    return503OnClosing: false,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: true, useDefaults: true, allErrors: true } },
    // Errors Node's HTTP parser meets before a request exists (a header over 16 KB, a broken
    // request line), in the API's one error shape like every other answer.
    clientErrorHandler: answerClientError,
    // The router's own refusals (a bad URL escape, an over-long path parameter): the same shape.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply)
        .status(error.statusCode ?? 400)
        .send({ success: false, message: error.message, code: error.code });
    },
  });
  app.server.headersTimeout = Math.min(config.timeouts.headersMs, config.timeouts.requestMs);
  // After validation, before any handler: refuse what passed the schemas but no database takes.
  // Hooks on every request's path are written with `done`, not `async`: no promise per request.
  app.addHook('preHandler', (request, _reply, done) => {
    assertSafeInput(request);
    done();
  });
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  await app.register(drainPlugin);
  await app.register(clockPlugin, { clock });
  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { database, closeOnShutdown: closeDatabase });
  await app.register(signalsPlugin);
  // decisions/customer-messages.md: the job engine (messages to customers; the scheduled work moves onto it later).
  await app.register(jobsPlugin, { run: config.jobs.run });
  // decisions/order-workspace.md: the desk's settings; the configuration's values are their defaults.
  await app.register(deskSettingsPlugin, { defaults: deskSettingsDefaults(config.autoPause) });
  await app.register(auditPlugin);
  await app.register(countersPlugin, { redisUrl: config.redisUrl });
  await app.register(answerCachePlugin, { ttlMs: config.catalogCacheMs });
  await app.register(boardMemoPlugin, { ttlMs: config.dispatchMemoMs });
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(docsPlugin);
  await app.register(authPlugin, { secret: config.jwtSecret });
  await app.register(routePermissionsPlugin);
  // decisions/staff-access.md: the key second-factor secrets are sealed with, the panel's address for invite links, the roles that need a factor.
  await app.register(staffAccessPlugin, { keyMaterial: config.totpKey ?? config.jwtSecret, panelUrl: config.panelUrl, requiredRoles: config.twoFactorRequiredRoles });
  await app.register(imagesPlugin, {
    dir: uploadsDir,
    publicUrl: config.publicUrl,
    uploadLimitBytes: config.uploadLimitBytes,
    images: config.images,
  });

  await app.register(
    async (api) => {
      // Answers about the business (and sign-in's token) are never kept by a browser or proxy cache.
      api.addHook('onSend', (_request, reply, payload, done) => {
        reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      for (const module of publicModules) await api.register(module);
      await api.register(async (staff) => {
        staff.addHook('onRequest', staff.requireStaff);
        // decisions/roles-and-audit.md: the permission each route names in its options (auth/route-permissions.ts).
        staff.addHook('onRequest', staff.requirePermission);
        staff.addHook('onRoute', staff.listStaffRoute);
        await staff.register(auditWrites);
        for (const module of staffModules) await staff.register(module);
        await staff.register(orderStreamRoutes, { heartbeatMs: config.live.heartbeatMs });
      });
      await api.register(async (customers) => {
        customers.addHook('onRequest', customers.requireCustomer);
        await customers.register(auditWrites);
        await customers.register(customerOrdersRoutes);
        await customers.register(customerLanguageRoutes);
      });
    },
    { prefix: '/api' },
  );
  await runMessageDelivery(app, app.jobs, config);
  return app;
}
