import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the API reads from its environment, read once and validated (ARCHITECTURE §5). */
export interface ApiConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when unset the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  corsOrigins: string[];
  uploadLimitBytes: number;
  /** Where clients reach this API; image URLs are built from it. */
  publicUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  seedDemo: boolean;
  logLevel: string;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's `trustProxy`). Off by default: trusting it
   * blindly would let a client pick its own IP and dodge the per-IP sign-in limit.
   */
  trustProxy: boolean | string[];
}

export class ConfigError extends Error {}

const DEFAULT_CORS = [4100, 4101, 4102, 4103, 4104].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

function parsePort(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a port number between 0 and 65535, got "${value}"`);
  }
  return port;
}

/** An IPv4 or IPv6 address, optionally with a /prefix. */
const IP_OR_CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/;

/** TRUST_PROXY: 'true', 'false', or a comma list of the proxies' addresses / CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  const proxies = value.split(',').map((part) => part.trim()).filter(Boolean);
  if (proxies.length > 0 && proxies.every((proxy) => IP_OR_CIDR.test(proxy))) return proxies;
  throw new ConfigError(`TRUST_PROXY must be true, false or the proxies' addresses, got "${value}"`);
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** The JWT secret comes from configuration, else it is generated once and kept in the data folder,
 *  so tokens survive restarts without a fixed secret in the code. */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = parsePort('PORT', env.PORT, 4000);
  const host = env.HOST || '0.0.0.0';
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
    : DEFAULT_CORS;
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      throw new ConfigError(`CORS_ORIGINS has an invalid origin "${origin}" (expected e.g. http://localhost:4100)`);
    }
  }
  const uploadLimitMb = parsePositiveInt('UPLOAD_LIMIT_MB', env.UPLOAD_LIMIT_MB, 5);
  const adminEmail = env.ADMIN_EMAIL || null;
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL is not a valid email address: "${adminEmail}"`);
  }
  const adminPassword = env.ADMIN_PASSWORD || null;
  if (adminPassword && adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  const seed = env.SEED_DEMO ?? 'true';
  if (!['true', 'false'].includes(seed)) throw new ConfigError(`SEED_DEMO must be true or false, got "${seed}"`);

  return {
    port,
    host,
    databaseUrl,
    dataDir,
    jwtSecret: resolveJwtSecret(env, dataDir),
    corsOrigins,
    uploadLimitBytes: uploadLimitMb * 1024 * 1024,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmail,
    adminPassword,
    seedDemo: seed === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
