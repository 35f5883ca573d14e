import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { containing } from '../../http/search-text';
import type { Db } from '../../db/client';
import { countRows } from '../row-counts';
import { orderItems, orders, type UserRole, users } from '../../db/schema';

/** The columns a user is ever answered with: never the password hash. */
const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  createdAt: users.createdAt,
};

export type PublicUser = { id: number; name: string; email: string; phone: string | null; role: 'admin' | 'customer'; createdAt: Date };

export type DeleteUserOutcome = { kind: 'deleted'; releasedImages: string[] } | { kind: 'not-found' } | { kind: 'last-staff' };

/** Issue 17: the users list's search and role filter. */
export interface UserFilters {
  q: string | null;
  role: UserRole | null;
}
const NO_FILTERS: UserFilters = { q: null, role: null };

/** The conditions of the filters; the search reads the trigram index of migration 0010 (the same expression). */
function userFilterConditions({ q, role }: UserFilters): SQL[] {
  const conditions: SQL[] = [];
  if (q !== null) {
    const digits = /^[+\d\s-]+$/.test(q) ? q.replace(/\D/g, '') : q;
    conditions.push(
      sql`dukkan_search_text(${users.name} || ' ' || ${users.email} || ' ' || regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g')) LIKE dukkan_search_text(${containing(digits)})`,
    );
  }
  if (role !== null) conditions.push(eq(users.role, role));
  return conditions;
}

export function usersRepository(db: Db) {
  return {
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return Boolean(row);
    },

    /** Inserts an account; null when the email is taken (the unique index decides races). */
    async insertUser(
      values: { name: string; email: string; passwordHash: string; phone?: string | null },
      role: UserRole,
    ): Promise<PublicUser | null> {
      const rows = await db
        .insert(users)
        .values({ name: values.name, email: values.email, passwordHash: values.passwordHash, phone: values.phone ?? null, role })
        .onConflictDoNothing()
        .returning(publicColumns);
      return rows[0] ?? null;
    },

    /**
     * Newest first; `afterId` pages by keyset, `offset` serves clients that send only `page`.
     * Issue 17: `filters` narrow it to a search (name, email or phone fragment) and a role.
     */
    listWindow({ afterId, offset, take }: { afterId: number | null; offset: number; take: number }, filters: UserFilters = NO_FILTERS): Promise<PublicUser[]> {
      return db
        .select(publicColumns)
        .from(users)
        .where(and(afterId === null ? undefined : lt(users.id, afterId), ...userFilterConditions(filters)))
        .orderBy(desc(users.id))
        .limit(take)
        .offset(offset);
    },

    async countAll(filters: UserFilters = NO_FILTERS): Promise<number> {
      if (filters.q === null && filters.role === null) return countRows(db, 'users');
      const [row] = await db.select({ n: count() }).from(users).where(and(...userFilterConditions(filters)));
      return row.n;
    },

    /**
     * Deletes a user and, through the foreign key, their orders and order items. Staff rows are
     * locked first, so two staff deleting each other at once cannot leave no staff account.
     * Returns the product images the deleted order items showed (the caller removes those no
     * other row shows). `beforeCommit` runs in the transaction once the row is gone (the route
     * publishes its signal there, so it goes out with the commit and never without it).
     */
    deleteUser(id: number, beforeCommit?: (tx: Db) => Promise<void>): Promise<DeleteUserOutcome> {
      return db.transaction(async (tx) => {
        const staff = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
        const [target] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id)).for('update');
        if (!target) return { kind: 'not-found' };
        if (target.role === 'admin' && staff.length <= 1) return { kind: 'last-staff' };
        const images = await tx
          .selectDistinct({ image: orderItems.productImage })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(eq(orders.userId, id));
        await tx.delete(users).where(eq(users.id, id));
        await beforeCommit?.(tx as unknown as Db);
        return { kind: 'deleted', releasedImages: images.map((r) => r.image).filter((n): n is string => Boolean(n)) };
      });
    },
  };
}
