import type { ApiConfig } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { generatePassword, hashPassword } from '../auth/passwords';

export const DEFAULT_ADMIN_EMAIL = 'admin@dukkan.kw';

/**
 * Makes sure the staff login exists: ADMIN_EMAIL / ADMIN_PASSWORD when configured, else the
 * default address with a generated password. Returns the login to print, or null when the
 * account already existed (its password is not ours to print).
 */
export async function ensureStaffAccount(db: Db, config: Pick<ApiConfig, 'adminEmail' | 'adminPassword'>) {
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = config.adminPassword ?? generatePassword();
  const inserted = await db
    .insert(users)
    .values({ name: 'Dukkan Admin', email, phone: '+96550000000', role: 'owner', passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0 ? { email, password } : null;
}
