import type { ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError } from '../http/errors';
import { sharedRateLimitStore } from './shared-rate-limit-store';

const HELMET_OPTIONS: HelmetOptions = {
  // Images under /uploads are shown by the panel on other origins (host and remotes).
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // The only HTML this API serves is the OpenAPI UI.
  contentSecurityPolicy: false,
};

/**
 * The headers Helmet sets with `options`, read once. Without a CSP nonce they are the same on every
 * answer, and building Helmet's middleware for each request (what @fastify/helmet does) cost more
 * than the rest of an authorised list request's hooks together (decisions/phone-speed.md).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {}, // X-Powered-By: Fastify never sends it
  } as unknown as ServerResponse;
  helmet(options)({} as never, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers, CORS for the panel's origins, and rate limiting (global off: routes opt in),
 * counted on the counters every API process shares.
 */
export const securityPlugin = fp<{ corsOrigins: string[] }>(
  async (app, { corsOrigins }) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(cors, {
      origin: corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      // An export's file name (http/csv-export.ts): the panel on another origin may read it.
      exposedHeaders: ['Content-Disposition'],
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
