import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export function authRepository(db: Db) {
  return {
    /** The account for a sign-in, with its hash; emails match whatever their case. */
    async findByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          role: users.role,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row ?? null;
    },
  };
}
