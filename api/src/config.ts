import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { S3Settings } from './images/s3-blobs';
import { STAFF_ROLES, type StaffRole } from './db/schema';

/** Everything the API reads from its environment, read once and validated (architecture §5). */
export interface ApiConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when unset the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | null;
  /** A Redis server for the counters every process shares (sign-in throttling); when unset they are rows of the database. */
  redisUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  corsOrigins: string[];
  uploadLimitBytes: number;
  /** Where clients reach this API; image URLs are built from it. */
  publicUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  seedDemo: boolean;
  /** Demo customers place this many orders a minute through the customers' API (0: none). */
  demoOrdersPerMinute: number;
  logLevel: string;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's `trustProxy`). Off by default: trusting it
   * blindly would let a client pick its own IP and dodge the per-IP sign-in limit.
   */
  trustProxy: boolean | string[];
  /**
   * How long a client may take, so slow or idle clients cannot hold connections open (slowloris):
   * the whole request (a 5 MB upload at 1.6 Mbit/s takes ~26 s), its headers, and an idle
   * keep-alive connection between requests. All in milliseconds.
   */
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  /**
   * Stopping on SIGTERM (src/ops/shutdown.ts): for `drainDelayMs` readiness answers 503 and every
   * answer closes its connection while the load balancer notices; then the server stops accepting
   * and in-flight requests get `timeoutMs` to finish before the process exits anyway.
   */
  shutdown: { drainDelayMs: number; timeoutMs: number };
  /**
   * Uploaded pictures: the most pixels an upload may decode to; how old a stored file no row shows
   * must be before the sweep removes it (a request still writing its row is younger); and the
   * S3-compatible bucket they live in, when S3_BUCKET is set (else the `uploads` folder in DATA_DIR).
   */
  images: { maxPixels: number; unclaimedAfterMs: number; s3: S3Settings | null };
  /** The live order stream (modules/order-stream): a `ping` every `heartbeatMs` keeps idle proxies from closing it. */
  live: { heartbeatMs: number };
  /**
   * A shop that leaves `afterUnanswered` NEW orders unanswered for more than `minutes` stops taking
   * orders until staff resume it (decisions/live-desk.md). 0: off, the default.
   */
  autoPause: { afterUnanswered: number; minutes: number };
  /**
   * How often the desk's upkeep runs (ops/order-desk-upkeep.ts): idle claims, the unanswered rule, the questions to customers
   * that ran out, and scheduled orders whose preparation time came (decisions/delivery-slots.md: the desks ring within it).
   */
  deskUpkeepMs: number;
  /** decisions/roles-and-audit.md: audit log entries older than this many days are removed (ops/audit-retention.ts). */
  auditRetentionDays: number;
  /** decisions/customer-catalogue.md: how long (ms) the catalogue's public answers are kept by this replica; 0 keeps none. */
  catalogCacheMs: number;
  /** decisions/dispatch.md: how long a replica may keep the board's counts and drivers between change signals (0: never). */
  dispatchMemoMs: number;
  /**
   * decisions/customer-messages.md: the job engine (src/jobs/job-engine.ts). `run`: this process works the queues
   * (JOBS_RUN; a replica that only answers requests still sends jobs); `pollIntervalMs`: how often an idle worker looks.
   */
  jobs: { run: boolean; pollIntervalMs: number };
  /** decisions/customer-messages.md: where messages to customers go, how long a provider may take, how they are retried. */
  messages: MessagesSettings;
  /** decisions/staff-access.md: where the panel is (invite links point there): PANEL_URL, else the first CORS origin. */
  panelUrl: string;
  /** decisions/staff-access.md: TOTP_KEY, the key second-factor secrets are encrypted with; null: derived from the JWT secret. */
  totpKey: string | null;
  /** decisions/staff-access.md: the staff roles that must sign in with a second factor (TWO_FACTOR_REQUIRED_ROLES; owners by default). */
  twoFactorRequiredRoles: StaffRole[];
}

/** MESSAGES_PROVIDER and its companions; the HTTP providers' settings are there only when that provider is chosen. */
export interface MessagesSettings {
  provider: 'whatsapp' | 'sms' | 'log';
  timeoutMs: number;
  /** Tries after the first, and the first retry's delay in seconds (doubled each time, at most retryDelayMaxSeconds; 0: at once, no backoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  whatsapp: { apiUrl: string; phoneNumberId: string; token: string } | null;
  sms: { apiUrl: string; apiKey: string; sender: string } | null;
}

export class ConfigError extends Error {}

// The host's local origin. `pnpm dev` adds each remote's (a remote's standalone page calls the API
// too) from the table of remotes; the API itself knows nothing of the front end.
const DEFAULT_CORS = ['http://localhost:4100', 'http://127.0.0.1:4100'];

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

/** S3_BUCKET and its companions, or null when no bucket is configured. */
function parseS3(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET;
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT || null;
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) throw new ConfigError(`S3_ENDPOINT must be an http(s) origin, got "${endpoint}"`);
  const region = env.S3_REGION || 'us-east-1';
  const keyId = env.S3_ACCESS_KEY_ID || '';
  const secret = env.S3_SECRET_ACCESS_KEY || '';
  if (Boolean(keyId) !== Boolean(secret)) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? (endpoint ? 'true' : 'false');
  if (!['true', 'false'].includes(pathStyle)) throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  const defaultPublic = endpoint
    ? `${endpoint.replace(/\/$/, '')}/${bucket}`
    : `https://${bucket}.s3.${region}.amazonaws.com`;
  const publicUrl = (env.S3_PUBLIC_URL || defaultPublic).replace(/\/$/, '');
  if (!/^https?:\/\//.test(publicUrl)) throw new ConfigError(`S3_PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  return {
    bucket,
    region,
    endpoint,
    credentials: keyId ? { accessKeyId: keyId, secretAccessKey: secret } : null,
    forcePathStyle: pathStyle === 'true',
    publicUrl,
  };
}

function parseNonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be 0 or a positive integer, got "${value}"`);
  return n;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (!['true', 'false'].includes(value)) throw new ConfigError(`${name} must be true or false, got "${value}"`);
  return value === 'true';
}

function requiredUrl(name: string, value: string | undefined): string {
  if (!value || !/^https?:\/\/[^\s]+$/.test(value)) throw new ConfigError(`${name} must be an http(s) URL, got "${value ?? ''}"`);
  return value.replace(/\/$/, '');
}

function required(name: string, value: string | undefined, why: string): string {
  if (!value) throw new ConfigError(`${name} is required ${why}`);
  return value;
}

/** decisions/customer-messages.md: MESSAGES_PROVIDER (log by default) and the chosen provider's settings. */
function parseMessages(env: NodeJS.ProcessEnv): MessagesSettings {
  const provider = env.MESSAGES_PROVIDER || 'log';
  if (provider !== 'whatsapp' && provider !== 'sms' && provider !== 'log') throw new ConfigError(`MESSAGES_PROVIDER must be whatsapp, sms or log, got "${provider}"`);
  const forWhatsapp = 'when MESSAGES_PROVIDER is whatsapp';
  const forSms = 'when MESSAGES_PROVIDER is sms';
  return {
    provider,
    timeoutMs: parsePositiveInt('MESSAGES_TIMEOUT_MS', env.MESSAGES_TIMEOUT_MS, 10_000),
    retryLimit: parseNonNegativeInt('MESSAGES_RETRY_LIMIT', env.MESSAGES_RETRY_LIMIT, 5),
    retryDelaySeconds: parseNonNegativeInt('MESSAGES_RETRY_DELAY_SECONDS', env.MESSAGES_RETRY_DELAY_SECONDS, 2),
    retryDelayMaxSeconds: parsePositiveInt('MESSAGES_RETRY_DELAY_MAX_SECONDS', env.MESSAGES_RETRY_DELAY_MAX_SECONDS, 300),
    whatsapp:
      provider === 'whatsapp'
        ? {
            apiUrl: requiredUrl('WHATSAPP_API_URL', env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0'),
            phoneNumberId: required('WHATSAPP_PHONE_NUMBER_ID', env.WHATSAPP_PHONE_NUMBER_ID, forWhatsapp),
            token: required('WHATSAPP_TOKEN', env.WHATSAPP_TOKEN, forWhatsapp),
          }
        : null,
    sms:
      provider === 'sms'
        ? {
            apiUrl: requiredUrl('SMS_API_URL', env.SMS_API_URL),
            apiKey: required('SMS_API_KEY', env.SMS_API_KEY, forSms),
            sender: required('SMS_SENDER', env.SMS_SENDER, forSms),
          }
        : null,
  };
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

/** PANEL_URL: an http(s) address without a trailing slash; unset, the panel is the first CORS origin. */
function parsePanelUrl(value: string | undefined, corsOrigins: string[]): string {
  if (value === undefined || value === '') return corsOrigins[0] ?? DEFAULT_CORS[0];
  if (!/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(value)) throw new ConfigError(`PANEL_URL must be an http(s) address, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** TOTP_KEY: at least 32 characters, like JWT_SECRET (changing it makes every second factor set up so far unreadable). */
function parseTotpKey(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < 32) throw new ConfigError('TOTP_KEY must be at least 32 characters long');
  return value;
}

/** TWO_FACTOR_REQUIRED_ROLES: a comma list of staff roles; unset, owners; empty, none. */
function parseRequiredRoles(value: string | undefined): StaffRole[] {
  if (value === undefined) return ['owner'];
  const roles = value.split(',').map((role) => role.trim()).filter(Boolean);
  const unknown = roles.find((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  if (unknown !== undefined) throw new ConfigError(`TWO_FACTOR_REQUIRED_ROLES has an unknown staff role "${unknown}" (expected some of ${STAFF_ROLES.join(', ')})`);
  return [...new Set(roles)] as StaffRole[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = parsePort('API_PORT', env.API_PORT, 4000);
  const host = env.HOST || '0.0.0.0';
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
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
    redisUrl,
    dataDir,
    jwtSecret: resolveJwtSecret(env, dataDir),
    corsOrigins,
    uploadLimitBytes: uploadLimitMb * 1024 * 1024,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmail,
    adminPassword,
    seedDemo: seed === 'true',
    demoOrdersPerMinute: parseNonNegativeInt('DEMO_ORDERS_PER_MINUTE', env.DEMO_ORDERS_PER_MINUTE, 0),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeouts: {
      requestMs: parsePositiveInt('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000),
      headersMs: parsePositiveInt('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 10_000),
      keepAliveMs: parsePositiveInt('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
    },
    shutdown: {
      // Replicas (and so a load balancer) need a server database; the embedded one is one process.
      drainDelayMs: parseNonNegativeInt('DRAIN_DELAY_MS', env.DRAIN_DELAY_MS, databaseUrl ? 5_000 : 0),
      timeoutMs: parsePositiveInt('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    },
    images: {
      maxPixels: parsePositiveInt('IMAGE_MAX_MEGAPIXELS', env.IMAGE_MAX_MEGAPIXELS, 40) * 1_000_000,
      unclaimedAfterMs: parsePositiveInt('UNCLAIMED_IMAGE_AFTER_MS', env.UNCLAIMED_IMAGE_AFTER_MS, 60 * 60_000),
      s3: parseS3(env),
    },
    live: {
      heartbeatMs: parsePositiveInt('LIVE_HEARTBEAT_MS', env.LIVE_HEARTBEAT_MS, 15_000),
    },
    autoPause: {
      afterUnanswered: parseNonNegativeInt('AUTO_PAUSE_AFTER_UNANSWERED', env.AUTO_PAUSE_AFTER_UNANSWERED, 0),
      minutes: parsePositiveInt('AUTO_PAUSE_UNANSWERED_MINUTES', env.AUTO_PAUSE_UNANSWERED_MINUTES, 15),
    },
    deskUpkeepMs: parsePositiveInt('ORDER_DESK_UPKEEP_MS', env.ORDER_DESK_UPKEEP_MS, 15_000),
    auditRetentionDays: parsePositiveInt('AUDIT_RETENTION_DAYS', env.AUDIT_RETENTION_DAYS, 365),
    catalogCacheMs: parseNonNegativeInt('CATALOG_CACHE_MS', env.CATALOG_CACHE_MS, 2_000),
    dispatchMemoMs: parseNonNegativeInt('DISPATCH_MEMO_MS', env.DISPATCH_MEMO_MS, 2_000),
    jobs: {
      run: parseBoolean('JOBS_RUN', env.JOBS_RUN, true),
      pollIntervalMs: Math.max(500, parsePositiveInt('JOBS_POLL_INTERVAL_MS', env.JOBS_POLL_INTERVAL_MS, 2_000)),
    },
    messages: parseMessages(env),
    panelUrl: parsePanelUrl(env.PANEL_URL, corsOrigins),
    totpKey: parseTotpKey(env.TOTP_KEY),
    twoFactorRequiredRoles: parseRequiredRoles(env.TWO_FACTOR_REQUIRED_ROLES),
  };
}
