import { spawnSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectPostgres } from '../db/client';
import { TEST_JWT_SECRET, type TestApp } from './test-app';

// Another API instance on a test app's database, standing in for a second process: its own
// signals listener and, on PostgreSQL, its own pool. Same secret, so tokens work on both.

export interface SecondApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** An app on `t`'s database; `env` adds configuration (e.g. REDIS_URL). */
export async function buildSecondApp(t: TestApp, env: Record<string, string> = {}): Promise<SecondApp> {
  const config = loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: TEST_JWT_SECRET, UPLOAD_LIMIT_MB: '5', CATALOG_CACHE_MS: '0', DISPATCH_MEMO_MS: '0', JOBS_RUN: 'false', ...env });
  const listener = t.database.listener;
  // PGlite is one in-process database, so a second process's view of it is the same instance.
  const database = listener.kind === 'postgres' ? connectPostgres(listener.url, 5) : t.database;
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

/** The Redis the Redis-backed tests use: TEST_REDIS_URL, else this machine's default port. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether a Redis server answers PING at `url`, decided before the tests are collected (Jest has
 * no way to skip a test once it runs), so the Redis tests are skipped cleanly when none answers.
 */
export function redisAnswers(url = TEST_REDIS_URL): boolean {
  const { hostname, port } = new URL(url);
  const probe = `
    const socket = require('node:net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname || '127.0.0.1')});
    socket.setTimeout(1000, () => process.exit(1));
    socket.on('error', () => process.exit(1));
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));`;
  const result = spawnSync(process.execPath, ['-e', probe], { timeout: 3000, env: { PATH: process.env.PATH ?? '' } });
  return result.status === 0;
}
