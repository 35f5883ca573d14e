// The server for built front ends, on maintained libraries (Fastify, @fastify/static, @fastify/cors,
// @fastify/http-proxy): the host (a single-page fallback to index.html, and the API proxied under
// its own origin so the panel's calls need no CORS preflight) and each remote (CORS for the host's
// origins, architecture §6). `pnpm start` and the e2e harness both serve with it; production serves
// the same files, with the same headers, from any CDN (docs/deploy.md).
//
// - Compression: the `.br` and `.gz` files made at build time (scripts/lib/precompress.mjs) are
//   sent to clients that accept them (`preCompressed`), with `Vary: Accept-Encoding`.
// - Caching: hashed bundles are immutable for a year; entry and configuration files (index.html,
//   remoteEntry.js, config.js, remotes.json) are `no-cache` with an ETag, so a browser revalidates
//   them and gets 304, not a full download, when nothing changed.
import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { createRequire } from 'node:module';

// Named by its content hash: kept for good; anything else revalidated (the service worker follows the same rule).
const { HASHED_FILE } = createRequire(import.meta.url)('../../shared/federation/deployed-files.cjs');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8' };

/**
 * @param {object} options
 * @param {string} options.root folder to serve (a dist/)
 * @param {number} options.port
 * @param {string} [options.host] default 127.0.0.1
 * @param {boolean} [options.spa] unknown paths without an extension answer index.html
 * @param {string[]} [options.corsOrigins] origins allowed to load these files from another origin
 * @param {Record<string, string | (() => string)>} [options.overrides] URL path → body
 *   (e.g. '/remotes.json'), for configuration written at serve time instead of build time
 * @param {string} [options.apiUpstream] an API origin (http://127.0.0.1:4000) to serve under /api;
 *   the API should trust this server's X-Forwarded-For (TRUST_PROXY=127.0.0.1)
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticServer({ root, port, host = '127.0.0.1', spa = false, corsOrigins = [], overrides = {}, apiUpstream }) {
  const app = Fastify({ logger: false, return503OnClosing: false });
  if (corsOrigins.length > 0) await app.register(fastifyCors, { origin: corsOrigins, methods: ['GET', 'HEAD'] });

  if (apiUpstream) {
    // Same origin as the panel: no preflight before each call (a cross-origin call with an
    // Authorization header needs one per URL). The API sees the client's address in X-Forwarded-For.
    await app.register(fastifyProxy, {
      upstream: apiUpstream,
      prefix: '/api',
      rewritePrefix: '/api',
      http2: false,
      // The client's address, for the API's per-address sign-in limits (it trusts this proxy: TRUST_PROXY).
      replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }) },
    });
  }

  for (const [url, body] of Object.entries(overrides)) {
    app.get(url, (request, reply) => {
      const text = typeof body === 'function' ? body() : body;
      const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
      reply.header('content-type', TYPES[path.extname(url)] ?? 'text/plain; charset=utf-8');
      reply.header('cache-control', REVALIDATE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(text);
    });
  }

  await app.register(fastifyStatic, {
    root: path.resolve(root),
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    index: ['index.html'],
    // Never list a folder, never serve dot files.
    list: false,
    dotfiles: 'deny',
    // Called with the reply (@fastify/static 10).
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', HASHED_FILE.test(filePath) ? IMMUTABLE : REVALIDATE);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname) && !pathname.startsWith('/api/')) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  await app.listen({ port, host });
  return {
    url: `http://${host}:${port}`,
    port,
    close: async () => {
      app.server.closeAllConnections?.();
      await app.close();
    },
  };
}
