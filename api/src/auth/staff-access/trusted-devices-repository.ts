import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffTrustedDevices } from '../../db/schema';
import { bearerTokenHash, isBearerToken, newBearerToken } from './bearer-tokens';
import { MAX_USER_AGENT } from './sessions-repository';

/** A device is trusted this long after the sign-in that trusted it. */
export const TRUSTED_DEVICE_DAYS = 30;

/** Not forgotten, not expired at `now`: a device that still stands in for the code. */
const live = (userId: number, now: Date) =>
  and(eq(staffTrustedDevices.userId, userId), isNull(staffTrustedDevices.revokedAt), gt(staffTrustedDevices.expiresAt, now));

/**
 * decisions/staff-access.md: devices trusted at a sign-in ("trust this device"); sent with the password, a device's
 * token stands in for the code. Only the token's SHA-256 is kept. Times are the app's clock (`now`), so tests move
 * past the 30 days.
 */
export function trustedDevicesRepository(db: Db) {
  return {
    /** A new trusted device of the account: its id (the session opened with it names it) and its token, answered once. */
    async trust(userId: number, userAgent: string, ip: string, now: Date): Promise<{ id: string; token: string }> {
      const id = randomUUID();
      const { token, tokenHash } = newBearerToken();
      const expiresAt = new Date(now.getTime() + TRUSTED_DEVICE_DAYS * 86_400_000);
      await db.insert(staffTrustedDevices).values({ id, userId, tokenHash, createdAt: now, expiresAt, userAgent: userAgent.slice(0, MAX_USER_AGENT), ip });
      return { id, token };
    },

    /**
     * The id of the account's live device with this token, noted as used at `now`; null for anything else (another
     * account's token, an expired or forgotten one, not a token at all): the sign-in then asks for the code.
     */
    async use(userId: number, token: string, now: Date): Promise<string | null> {
      if (!isBearerToken(token)) return null;
      const [row] = await db
        .update(staffTrustedDevices)
        .set({ lastUsedAt: now })
        .where(and(live(userId, now), eq(staffTrustedDevices.tokenHash, bearerTokenHash(token))))
        .returning({ id: staffTrustedDevices.id });
      return row?.id ?? null;
    },

    /** The account's live devices, the newest first. */
    listLive(userId: number, now: Date) {
      return db
        .select({
          id: staffTrustedDevices.id,
          createdAt: staffTrustedDevices.createdAt,
          lastUsedAt: staffTrustedDevices.lastUsedAt,
          expiresAt: staffTrustedDevices.expiresAt,
          userAgent: staffTrustedDevices.userAgent,
        })
        .from(staffTrustedDevices)
        .where(live(userId, now))
        .orderBy(desc(staffTrustedDevices.createdAt), desc(staffTrustedDevices.id))
        .limit(200);
    },

    /** Forgets one of the account's live devices; false when it has none of that id. */
    async forget(userId: number, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(staffTrustedDevices)
        .set({ revokedAt: now })
        .where(and(live(userId, now), eq(staffTrustedDevices.id, id)))
        .returning({ id: staffTrustedDevices.id });
      return rows.length > 0;
    },

    /** Forgets every device of the account (the factor was turned off). */
    async forgetAll(userId: number, now: Date): Promise<void> {
      await db
        .update(staffTrustedDevices)
        .set({ revokedAt: now })
        .where(and(eq(staffTrustedDevices.userId, userId), isNull(staffTrustedDevices.revokedAt)));
    },
  };
}
