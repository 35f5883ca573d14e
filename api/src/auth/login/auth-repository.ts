import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInAddresses, users } from '../../db/schema';
import { accountColumns } from '../account-columns';

/** decisions/staff-access.md: what stood in for the password's second step, as the sign-in's audit entry says. */
export type SecondFactorUsed = 'totp' | 'recovery-code' | 'trusted-device';

/** How many addresses are remembered per account (the most recent), and for how long unused. */
export const KNOWN_ADDRESSES_PER_USER = 10;
export const KNOWN_ADDRESS_DAYS = 90;

const knownSince = () => sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`;

export function authRepository(db: Db) {
  return {
    /**
     * decisions/roles-and-audit.md: a sign-in, or a failed one, in the audit log (the email tried; never the
     * password). Run in the request's transaction (`app.audited`), which says who and from where.
     * decisions/staff-access.md: `secondFactor`, how the second step was passed (or tried).
     */
    async recordSignIn(userId: number | null, email: string, succeeded: boolean, secondFactor: SecondFactorUsed | null = null): Promise<void> {
      const after = secondFactor === null ? sql`jsonb_build_object('email', ${email}::text)` : sql`jsonb_build_object('email', ${email}::text, 'second_factor', ${secondFactor}::text)`;
      await db.execute(sql`SELECT dukkan_audit_record('user', ${userId}::integer, ${succeeded ? 'sign-in' : 'sign-in-failed'}, NULL, ${after})`);
    },

    /**
     * The account for a sign-in, with its hash, and whether it has signed in from `address`
     * before; emails match whatever their case.
     */
    async findForSignIn(email: string, address: string) {
      const [row] = await db
        .select({
          ...accountColumns,
          passwordHash: users.passwordHash,
          knownHere: sql<boolean>`exists (${db
            .select({ one: sql`1` })
            .from(signInAddresses)
            .where(
              and(
                eq(signInAddresses.userId, users.id),
                eq(signInAddresses.address, address),
                gt(signInAddresses.lastSignedInAt, knownSince()),
              ),
            )})`,
        })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row ?? null;
    },

    /** Notes a successful sign-in from `address`, keeping the account's most recent few. */
    async rememberAddress(userId: number, address: string): Promise<void> {
      await db
        .insert(signInAddresses)
        .values({ userId, address })
        .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.address], set: { lastSignedInAt: sql`now()` } });
      await db.execute(sql`
        DELETE FROM sign_in_addresses
        WHERE user_id = ${userId}
          AND (last_signed_in_at <= ${knownSince()}
               OR address NOT IN (SELECT address FROM sign_in_addresses WHERE user_id = ${userId}
                                  ORDER BY last_signed_in_at DESC, address LIMIT ${KNOWN_ADDRESSES_PER_USER}))`);
    },
  };
}
