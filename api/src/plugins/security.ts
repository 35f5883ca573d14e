import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors';
import { sharedRateLimitStore } from './shared-rate-limit-store';

/**
 * Security headers, CORS for the panel's origins, and rate limiting (global off: routes opt in),
 * counted on the counters every API process shares.
 */
export const securityPlugin = fp<{ corsOrigins: string[] }>(
  async (app, { corsOrigins }) => {
    await app.register(helmet, {
      // Images under /uploads are shown by the panel on other origins (host and remotes).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // The only HTML this API serves is the OpenAPI UI.
      contentSecurityPolicy: false,
    });
    await app.register(cors, {
      origin: corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    });
    await app.register(rateLimit, {
      global: false,
      store: sharedRateLimitStore(app.counters),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.ceil(context.ttl / 1000);
        return new HttpError(429, 'TOO_MANY_REQUESTS', `Too many attempts. Please try again in ${seconds} seconds.`);
      },
    });
  },
  { name: 'security', dependencies: ['counters'] },
);
