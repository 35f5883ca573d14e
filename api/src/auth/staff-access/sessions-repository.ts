import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffSessions } from '../../db/schema';

/** A session outlives no token of it: tokens last 12 hours (auth-plugin.ts' TOKEN_LIFETIME). */
export const SESSION_HOURS = 12;
/** What of the browser is kept: the User-Agent header, cut to this many characters. */
export const MAX_USER_AGENT = 300;
/** last_seen_at is written at most this often per session (auth-plugin.ts). */
export const LAST_SEEN_EVERY_MS = 60_000;

/** A session id as we make them (randomUUID); anything else names none. */
export const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

const stillOpen = (userId: number) =>
  and(eq(staffSessions.userId, userId), isNull(staffSessions.endedAt), gt(staffSessions.createdAt, sql`now() - make_interval(hours => ${SESSION_HOURS})`));

/** decisions/staff-access.md: the sessions staff sign-ins open, listed and ended by their owner. */
export function sessionsRepository(db: Db) {
  return {
    /** A new session for a sign-in (through a trusted device: `deviceId`); its id goes into the token as `sid`. */
    async open(userId: number, userAgent: string, ip: string, deviceId: string | null = null): Promise<string> {
      const id = randomUUID();
      await db.insert(staffSessions).values({ id, userId, userAgent: userAgent.slice(0, MAX_USER_AGENT), ip, deviceId });
      return id;
    },

    /** The trusted device a session was opened through, if any (the devices' list marks it as current). */
    async deviceOf(sid: string): Promise<string | null> {
      const [row] = await db.select({ deviceId: staffSessions.deviceId }).from(staffSessions).where(eq(staffSessions.id, sid));
      return row?.deviceId ?? null;
    },

    /** One's sessions still open (not ended, token not yet expired), the newest first. */
    listOpen(userId: number) {
      return db
        .select({ id: staffSessions.id, createdAt: staffSessions.createdAt, lastSeenAt: staffSessions.lastSeenAt, userAgent: staffSessions.userAgent, ip: staffSessions.ip })
        .from(staffSessions)
        .where(stillOpen(userId))
        .orderBy(desc(staffSessions.createdAt), desc(staffSessions.id))
        .limit(200);
    },

    /** Ends one of the account's own open sessions; false when it has none of that id. */
    async endOne(userId: number, id: string): Promise<boolean> {
      const rows = await db
        .update(staffSessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(staffSessions.id, id), eq(staffSessions.userId, userId), isNull(staffSessions.endedAt)))
        .returning({ id: staffSessions.id });
      return rows.length > 0;
    },

    /** Ends every open session of the account but `keep` (null: all of them); how many it ended. */
    async endAll(userId: number, keep: string | null = null): Promise<number> {
      const rows = await db
        .update(staffSessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.endedAt), keep === null ? undefined : ne(staffSessions.id, keep)))
        .returning({ id: staffSessions.id });
      return rows.length;
    },
  };
}
