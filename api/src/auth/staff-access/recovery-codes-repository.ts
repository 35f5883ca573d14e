import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffRecoveryCodes } from '../../db/schema';

/** decisions/staff-access.md: an account's recovery codes, as their hashes (recovery-codes.ts). */
export function recoveryCodesRepository(db: Db) {
  return {
    /** The account's codes become these: the old ones, used or not, are void. */
    async replace(userId: number, codeHashes: string[]): Promise<void> {
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /**
     * Uses one unused code, with one conditional update: of two requests with the same code, in one process or many,
     * one wins. False: no such code, or used already.
     */
    async use(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
        .returning({ id: staffRecoveryCodes.id });
      return rows.length > 0;
    },

    async countUnused(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
  };
}
