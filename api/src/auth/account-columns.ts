import { sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { byName } from '../kuwait/name-order';

/** One of a shop-staff account's shops, as its account answers it. */
export type UserShop = { id: number; name: string; name_ar: string };

/** decisions/roles-and-audit.md: a shop-staff account's shops, by name (kuwait/name-order.ts; the outer row named in full: drizzle writes a lone column bare). */
export const userShopsColumn = sql<UserShop[]>`coalesce((SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'name_ar', s.name_ar) ORDER BY ${byName(sql`s.name`, sql`s.name_ar`, sql`s.id`, 'en')})
    FROM user_shops us JOIN shops s ON s.id = us.shop_id WHERE us.user_id = "users"."id"), '[]'::json)`;

/** The columns an account is answered with (auth/account-schemas.ts): never the password hash. */
export const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  shops: userShopsColumn,
};
