import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffTwoFactor } from '../../db/schema';

/** decisions/staff-access.md: an account's second factor, as sealed secrets (secret-box.ts) and the last step accepted. */
export function twoFactorRepository(db: Db) {
  return {
    async find(userId: number) {
      const [row] = await db
        .select({ secret: staffTwoFactor.secret, pendingSecret: staffTwoFactor.pendingSecret, enabledAt: staffTwoFactor.enabledAt, lastStep: staffTwoFactor.lastStep })
        .from(staffTwoFactor)
        .where(eq(staffTwoFactor.userId, userId));
      return row ?? null;
    },

    /** A pending setup (replacing one pending before); never over a factor that is on. False when it is on. */
    async setPending(userId: number, sealed: string): Promise<boolean> {
      const rows = await db
        .insert(staffTwoFactor)
        .values({ userId, pendingSecret: sealed })
        .onConflictDoUpdate({ target: staffTwoFactor.userId, set: { pendingSecret: sealed, updatedAt: sql`now()` }, setWhere: isNull(staffTwoFactor.secret) })
        .returning({ userId: staffTwoFactor.userId });
      return rows.length > 0;
    },

    /** The pending secret becomes the one in use, `step` its first code used; false when nothing was pending (any more). */
    async enable(userId: number, sealedPending: string, step: number): Promise<boolean> {
      const rows = await db
        .update(staffTwoFactor)
        .set({ secret: sealedPending, pendingSecret: null, enabledAt: sql`now()`, lastStep: step, updatedAt: sql`now()` })
        .where(and(eq(staffTwoFactor.userId, userId), isNull(staffTwoFactor.secret), eq(staffTwoFactor.pendingSecret, sealedPending)))
        .returning({ userId: staffTwoFactor.userId });
      return rows.length > 0;
    },

    /**
     * Takes `step` as the last one used, only when it is later than the one before: of two requests with one code, in
     * one process or many, one wins. False: the code was used already.
     */
    async takeStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staffTwoFactor)
        .set({ lastStep: step, updatedAt: sql`now()` })
        .where(and(eq(staffTwoFactor.userId, userId), or(isNull(staffTwoFactor.lastStep), lt(staffTwoFactor.lastStep, step))))
        .returning({ userId: staffTwoFactor.userId });
      return rows.length > 0;
    },

    /** Turns the factor off: the row goes, and its recovery codes with it (cascade); a later setup starts afresh. */
    async remove(userId: number): Promise<void> {
      await db.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
    },

    /** decisions/staff-access.md: the account's audit entry for new recovery codes: how many were left, and now (never a code). */
    async recordRecoveryCodes(userId: number, leftBefore: number, leftNow: number): Promise<void> {
      await db.execute(
        sql`SELECT dukkan_audit_record('user', ${userId}::integer, 'update', jsonb_build_object('recovery_codes_left', ${leftBefore}::integer), jsonb_build_object('recovery_codes_left', ${leftNow}::integer))`,
      );
    },

    /** decisions/staff-access.md: the account's audit entry for the factor turned on or off (never a secret). */
    async recordChange(userId: number, on: boolean): Promise<void> {
      await db.execute(
        sql`SELECT dukkan_audit_record('user', ${userId}::integer, 'update', jsonb_build_object('two_factor', ${!on}::boolean), jsonb_build_object('two_factor', ${on}::boolean))`,
      );
    },
  };
}
