import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * decisions/customer-catalogue.md: keeps this scope's public answers (the same bytes for everyone) for a moment,
     * by the key `keyOf` gives a request. Off when the API is configured with no time to keep them.
     */
    keepAnswers: (scope: FastifyInstance, keyOf: (request: FastifyRequest) => string) => void;
  }
}

interface KeptAnswer {
  payload: string;
  contentType: string;
}

/** Methods that never change anything: every other one that succeeds may have changed what a kept answer says. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** At most this many characters of answers kept at once (a block's shops, a shop's products per search and page), the least read first out. */
const MAX_KEPT_CHARACTERS = 8 * 1024 * 1024;

/**
 * The origin's own short cache of public answers, as a proxy's micro-cache would be, inside the 30 s any browser or
 * proxy may already keep them. Any write this replica answers successfully forgets every kept answer before its
 * own answer leaves, so whoever changed something reads the change next; a write through another replica, or the
 * clock moving a shop from open to closed, shows within `ttlMs`. An asker wanting the origin's own answer says
 * `Cache-Control: no-cache` (HTTP's meaning): it is worked out afresh, and kept.
 */
export const answerCachePlugin = fp<{ ttlMs: number }>(async (app, { ttlMs }) => {
  const answers = ttlMs > 0 ? new LRUCache<string, KeptAnswer>({ maxSize: MAX_KEPT_CHARACTERS, sizeCalculation: (answer) => answer.payload.length, ttl: ttlMs }) : null;
  const servedKept = new WeakSet<FastifyRequest>();

  app.addHook('onSend', (request, reply, payload, done) => {
    if (answers && !READS.has(request.method) && reply.statusCode < 400) answers.clear();
    done(null, payload);
  });

  app.decorate('keepAnswers', (scope: FastifyInstance, keyOf: (request: FastifyRequest) => string) => {
    if (!answers) return;
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || /no-cache/i.test(request.headers['cache-control'] ?? '')) return;
      const kept = answers.get(keyOf(request));
      if (!kept) return;
      servedKept.add(request);
      reply.header('content-type', kept.contentType);
      return reply.send(kept.payload);
    });
    scope.addHook('onSend', (request, reply, payload, done) => {
      if (request.method === 'GET' && reply.statusCode === 200 && typeof payload === 'string' && !servedKept.has(request)) {
        answers.set(keyOf(request), { payload, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') });
      }
      done(null, payload);
    });
  });
});
