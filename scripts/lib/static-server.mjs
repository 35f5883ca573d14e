// A tiny static file server (node:http only) for built front ends: the host (with a single-page
// fallback to index.html) and each remote (with CORS for an explicit list of origins, ARCHITECTURE
// §6). Used by the e2e harness and by `pnpm start`; production serves the same files from any CDN.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * @param {object} options
 * @param {string} options.root folder to serve (a dist/)
 * @param {number} options.port
 * @param {string} [options.host] default 127.0.0.1
 * @param {boolean} [options.spa] unknown paths without an extension answer index.html
 * @param {string[]} [options.corsOrigins] origins allowed to load these files from another origin
 * @param {Record<string, string | (() => string)>} [options.overrides] URL path → body
 *   (e.g. '/remotes.json'), for configuration written at serve time instead of build time
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticServer({ root, port, host = '127.0.0.1', spa = false, corsOrigins = [], overrides = {} }) {
  const rootDir = path.resolve(root);
  const server = createServer(async (req, res) => {
    const origin = req.headers.origin;
    if (origin && corsOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const override = overrides[pathname];
    if (override !== undefined) {
      const body = typeof override === 'function' ? override() : override;
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(pathname)] ?? 'text/plain', 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let file = path.join(rootDir, pathname);
    if (!file.startsWith(rootDir)) {
      res.writeHead(403).end();
      return;
    }
    let info = await stat(file).catch(() => undefined);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => undefined);
    }
    if (!info && spa && !path.extname(pathname)) {
      file = path.join(rootDir, 'index.html');
      info = await stat(file).catch(() => undefined);
    }
    if (!info) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const ext = path.extname(file);
    // Hashed bundles may be cached for long; entry files (index.html, remoteEntry.js) never.
    const immutable = /\.[0-9a-f]{8,}\.(js|css)$/.test(file);
    res.writeHead(200, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
