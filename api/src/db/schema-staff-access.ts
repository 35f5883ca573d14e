import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from './schema';

// decisions/staff-access.md (migrations 0035, 0036): staff sign-in hardened. Re-exported by schema.ts: import these from there
// (schema.ts is the one namespace the database client knows). The foreign keys to users (ON DELETE cascade / set null)
// are the migration's: naming the users table here would make an import cycle with schema.ts, and no query needs them.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A staff account's second factor: AES-256-GCM ciphertexts of its secrets (auth/staff-access/secret-box.ts), never a secret. */
export const staffTwoFactor = pgTable(
  'staff_two_factor',
  {
    userId: integer('user_id').primaryKey(),
    /** The secret in use; null while only a setup is pending. */
    secret: text('secret'),
    /** A setup not yet confirmed with a code (a second setup replaces it). */
    pendingSecret: text('pending_secret'),
    enabledAt: at('enabled_at'),
    /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused (used once). */
    lastStep: bigint('last_step', { mode: 'number' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('staff_two_factor_enabled_check', sql`(${t.secret} IS NULL) = (${t.enabledAt} IS NULL)`)],
);

/**
 * Migration 0036: an account's recovery codes (10, made when the factor is turned on or on request), each kept as an
 * HMAC-SHA-256 (auth/staff-access/recovery-codes.ts), used once. `userId` refers to staffTwoFactor: off, they go.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('staff_recovery_codes_code_key').on(t.userId, t.codeHash)],
);

/** Migration 0036: a device trusted at sign-in; only its token's SHA-256 is kept. Live until `expiresAt` or `revokedAt`. */
export const staffTrustedDevices = pgTable(
  'staff_trusted_devices',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The app's clock (tests move it), as `expiresAt` and `lastUsedAt`. */
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at'),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    check('staff_trusted_devices_user_agent_check', sql`char_length(${t.userAgent}) <= 300`),
    uniqueIndex('staff_trusted_devices_token_key').on(t.tokenHash),
    index('staff_trusted_devices_live_idx').on(t.userId, t.createdAt.desc()).where(sql`${t.revokedAt} IS NULL`),
  ],
);

/** One staff sign-in; its token carries `sid` and is refused once `endedAt` is set (auth/auth-plugin.ts). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Written at most once a minute per session. */
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    endedAt: at('ended_at'),
    /** Migration 0036: the trusted device the sign-in came through (staffTrustedDevices), if any. */
    deviceId: uuid('device_id'),
  },
  (t) => [
    check('staff_sessions_user_agent_check', sql`char_length(${t.userAgent}) <= 300`),
    index('staff_sessions_open_idx').on(t.userId, t.createdAt.desc()).where(sql`${t.endedAt} IS NULL`),
  ],
);

/** An invite by link: only its token's SHA-256 is kept. Pending until accepted, revoked or past `expiresAt`. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    shopIds: integer('shop_ids').array().notNull().default(sql`'{}'`),
    invitedBy: integer('invited_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedUserId: integer('accepted_user_id'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    check('staff_invites_role_check', sql`${t.role} IN ('owner', 'operations', 'catalogue', 'shop_staff', 'driver')`),
    check('staff_invites_settled_check', sql`${t.acceptedAt} IS NULL OR ${t.revokedAt} IS NULL`),
    uniqueIndex('staff_invites_token_key').on(t.tokenHash),
    uniqueIndex('staff_invites_open_email_key').on(sql`lower(${t.email})`).where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
    index('staff_invites_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
