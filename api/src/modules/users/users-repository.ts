import { and, count, desc, eq, inArray, isNotNull, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { containing, latinDigits } from '../../kuwait/search-text';
import { accountColumns, type UserShop } from '../../auth/account-columns';
import { type Db, queryRows } from '../../db/client';
import { countRows } from '../row-counts';
import { customerNotes, idempotencyKeys, ORDER_STATUSES, orders, shops, type StaffRole, type UserRole, userShops, users } from '../../db/schema';
import { messagesRepository } from '../messages/messages-repository';
import { moveOrders, ORDER_TRANSITIONS } from '../orders/order-status-service';
import { sessionsRepository } from '../../auth/staff-access/sessions-repository';


/** The columns a user is ever answered with: never the password hash. */
const publicColumns = { ...accountColumns, createdAt: users.createdAt };

export type PublicUser = { id: number; name: string; email: string; phone: string | null; role: UserRole; shops: UserShop[]; createdAt: Date };

export type DeleteUserOutcome = { kind: 'deleted' } | { kind: 'anonymised'; cancelledOrders: number[] } | { kind: 'not-found' } | { kind: 'last-owner' };

/** What an anonymised account is called from then on (its orders' customer too). */
export const ANONYMISED_NAME = 'Deleted customer';
/** The timeline's and the stock history's reason for the orders an account's deletion cancelled. */
export const ACCOUNT_DELETED_REASON = 'Customer account deleted';
/** The statuses an order can still move from: an open order, cancelled when its customer goes. */
const OPEN_STATUSES = ORDER_STATUSES.filter((status) => ORDER_TRANSITIONS[status].length > 0);
/**
 * What of an order points at its customer and their door, cleared when they are anonymised (the name becomes
 * ANONYMISED_NAME); the block, area and governorate stay for the reports.
 */
const ORDER_PERSONAL_FIELDS = [
  'customerNameAr', 'customerPhone', 'address', 'orderedAddress', 'apartment', 'floor', 'building', 'avenue', 'street',
  // What points at their door: the PACI number, the directions and the map pin.
  'paci', 'directions', 'latitude', 'longitude',
] as const;
/** decisions/customers.md: the fields of an erased customer's audit entries that said who they were: as the columns are named there. */
const AUDITED_PERSONAL_FIELDS = {
  user: ['name', 'email', 'phone', 'blocked_reason'],
  order: ['customer_name', ...ORDER_PERSONAL_FIELDS.map((field) => orders[field].name)],
  customer_note: ['text'],
} as const;
export type EditUserOutcome = { kind: 'updated'; roleChanged: boolean } | { kind: 'not-found' } | { kind: 'not-staff' } | { kind: 'last-owner' };

/** decisions/search.md: the users list's search and role filter (decisions/roles-and-audit.md: 'staff' is any staff role). */
export interface UserFilters {
  q: string | null;
  role: UserRole | 'staff' | null;
}
const NO_FILTERS: UserFilters = { q: null, role: null };

/** The list's and the export's filters from their query (phone digits typed in Arabic read as Latin). */
export const readUserFilters = (query: { q?: string; role?: UserFilters['role'] }): UserFilters => ({
  q: latinDigits(query.q?.trim() ?? '') || null,
  role: query.role ?? null,
});

/**
 * The conditions of the filters; the search reads the trigram index of migration 0010 (the same expression). The
 * customers list (decisions/customers.md) searches with them too.
 */
export function userFilterConditions({ q, role }: UserFilters): SQL[] {
  // An anonymised account is no one's any longer: it is listed nowhere (its orders still are).
  const conditions: SQL[] = [isNull(users.anonymisedAt)];
  if (q !== null) {
    const digits = /^[+\d\s-]+$/.test(q) ? q.replace(/\D/g, '') : q;
    conditions.push(
      sql`dukkan_search_text(${users.name} || ' ' || ${users.email} || ' ' || regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g')) LIKE dukkan_search_text(${containing(digits)})`,
    );
  }
  if (role === 'staff') conditions.push(ne(users.role, 'customer'));
  else if (role !== null) conditions.push(eq(users.role, role));
  return conditions;
}

/**
 * decisions/customers.md: an erased customer's audit entries keep what was done and when, no longer who they were: their
 * name, email, phone and block reason on their account's entries (sign-ins too), their name, phone and door on their
 * orders' entries, the text of staff's notes about them; their name and address as the actor of what they did.
 * Run after the erasure's own writes, whose entries say the same.
 */
async function forgetInAuditLog(db: Db, customerId: number): Promise<void> {
  const without = (fields: readonly string[]) => sql`ARRAY[${sql.join(fields.map((field) => sql`${field}`), sql`, `)}]::text[]`;
  const forget = (fields: readonly string[]) => sql`before = before - ${without(fields)}, after = after - ${without(fields)}`;
  await db.execute(sql`UPDATE audit_log SET ${forget(AUDITED_PERSONAL_FIELDS.user)} WHERE entity = 'user' AND entity_id = ${customerId}`);
  await db.execute(sql`UPDATE audit_log SET ${forget(AUDITED_PERSONAL_FIELDS.order)}
                       WHERE entity = 'order' AND entity_id IN (SELECT id FROM orders WHERE user_id = ${customerId})`);
  await db.execute(sql`UPDATE audit_log SET ${forget(AUDITED_PERSONAL_FIELDS.customer_note)}
                       WHERE entity = 'customer_note' AND coalesce(before, after)->>'customer_id' = ${String(customerId)}`);
  await db.execute(sql`UPDATE audit_log SET actor_name = ${ANONYMISED_NAME}, client_address = NULL WHERE actor_id = ${customerId}`);
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

    /** Inserts an account (and a shop-staff account's shops); null when the email is taken (the unique index decides races). */
    async insertUser(
      values: { name: string; email: string; passwordHash: string; phone?: string | null; language?: 'en' | 'ar' },
      role: UserRole,
      shopIds: number[] = [],
    ): Promise<PublicUser | null> {
      const rows = await db
        .insert(users)
        .values({ name: values.name, email: values.email, passwordHash: values.passwordHash, phone: values.phone ?? null, role, ...(values.language ? { language: values.language } : {}) })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!rows[0]) return null;
      if (shopIds.length > 0) await db.insert(userShops).values(shopIds.map((shopId) => ({ userId: rows[0].id, shopId })));
      const [user] = await db.select(publicColumns).from(users).where(eq(users.id, rows[0].id));
      return user;
    },

    async findById(id: number): Promise<PublicUser | null> {
      const [row] = await db.select(publicColumns).from(users).where(and(eq(users.id, id), isNull(users.anonymisedAt)));
      return row ?? null;
    },

    /** How many of these shop ids name a shop. */
    async existingShops(shopIds: number[]): Promise<number> {
      if (shopIds.length === 0) return 0;
      const [row] = await db.select({ n: count() }).from(shops).where(inArray(shops.id, shopIds));
      return row.n;
    },

    /**
     * decisions/roles-and-audit.md: a staff account's name, role and shops. Owners are locked first, so two owners
     * demoting each other at once cannot leave none. A change of shops is an audit entry of its
     * own (the role's is the users row's). In the request's transaction.
     */
    async editStaff(id: number, values: { name: string; role: StaffRole; shopIds: number[] }): Promise<EditUserOutcome> {
      const owners = await db.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).for('update');
      const [target] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).for('update');
      if (!target) return { kind: 'not-found' };
      if (target.role === 'customer') return { kind: 'not-staff' };
      if (target.role === 'owner' && values.role !== 'owner' && owners.length <= 1) return { kind: 'last-owner' };
      await db.update(users).set({ name: values.name, role: values.role }).where(eq(users.id, id));
      // decisions/staff-access.md: a new role signs the account out of its sessions (the route's 'user-changed' forgets them).
      if (target.role !== values.role) await sessionsRepository(db).endAll(id);
      const before = (await db.select({ shopId: userShops.shopId }).from(userShops).where(eq(userShops.userId, id))).map((r) => r.shopId).sort((a, b) => a - b);
      const after = [...values.shopIds].sort((a, b) => a - b);
      const shopsChanged = before.join() !== after.join();
      if (shopsChanged) {
        await db.delete(userShops).where(eq(userShops.userId, id));
        if (after.length > 0) await db.insert(userShops).values(after.map((shopId) => ({ userId: id, shopId })));
        await db.execute(
          sql`SELECT dukkan_audit_record('user', ${id}, 'shops', jsonb_build_object('shopIds', ${JSON.stringify(before)}::jsonb), jsonb_build_object('shopIds', ${JSON.stringify(after)}::jsonb))`,
        );
      }
      return { kind: 'updated', roleChanged: target.role !== values.role || shopsChanged };
    },

    /**
     * Newest first; `afterId` pages by keyset, `offset` serves clients that send only `page`.
     * decisions/search.md: `filters` narrow it to a search (name, email or phone fragment) and a role.
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
      if (filters.q === null && filters.role === null) {
        // The kept count of rows, less the anonymised accounts (a partial index of migration 0018).
        const [anonymised] = await db.select({ n: count() }).from(users).where(isNotNull(users.anonymisedAt));
        return (await countRows(db, 'users')) - anonymised.n;
      }
      const [row] = await db.select({ n: count() }).from(users).where(and(...userFilterConditions(filters)));
      return row.n;
    },

    /**
     * Deletes a user (spec §7 DELETE user/{id}). A customer with orders is anonymised instead
     * (nothing of the money is lost): their name, email, phone and addresses go, on the account and on its orders; the
     * orders and their money stay; the account can no longer sign in. Their open orders are
     * cancelled, each with its step on the timeline, and the stock they held is returned once, in
     * the stock history. Owners are locked first, so two owners deleting each other at once cannot
     * leave no owner (decisions/roles-and-audit.md). `actorId`: the staff member deleting. In the
     * request's transaction. decisions/customers.md: a customer's erasure also takes their notes, their block, the
     * answers kept for their retries, their name on their orders' logs and the audit log's copies of who they were;
     * `only`: an account of another role is 'not-found' (DELETE customers/:id).
     */
    async deleteUser(id: number, actorId: number, only?: UserRole): Promise<DeleteUserOutcome> {
      const owners = await db.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).for('update');
      const [target] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.anonymisedAt)))
        .for('update');
      if (!target || (only !== undefined && target.role !== only)) return { kind: 'not-found' };
      if (target.role === 'owner' && owners.length <= 1) return { kind: 'last-owner' };
      const [ordered] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, id)).limit(1);
      if (!ordered) {
        await db.delete(users).where(eq(users.id, id));
        if (target.role === 'customer') await forgetInAuditLog(db, id);
        return { kind: 'deleted' };
      }
      const cancelledOrders = await moveOrders(db, sql`user_id = ${id}`, OPEN_STATUSES, 'CANCELLED', {
        actor: { kind: 'staff', id: actorId },
        reason: ACCOUNT_DELETED_REASON,
        stockNote: ACCOUNT_DELETED_REASON,
      });
      const phones = await queryRows<{ digits: string }>(db, sql`SELECT DISTINCT phone_digits AS digits FROM orders WHERE user_id = ${id} AND phone_digits <> ''`);
      await db
        .update(orders)
        .set({ customerName: ANONYMISED_NAME, ...Object.fromEntries(ORDER_PERSONAL_FIELDS.map((field) => [field, null])) })
        .where(eq(orders.userId, id));
      // The email stays unique and names no one; '!' is no password hash, so no password matches. Their block goes
      // with the rest (decisions/customers.md).
      await db
        .update(users)
        .set({
          name: ANONYMISED_NAME, email: `deleted-${id}@deleted.invalid`, phone: null, passwordHash: '!', anonymisedAt: sql`now()`,
          blockedReason: null, blockedAt: null, blockedBy: null,
        })
        .where(eq(users.id, id));
      await db.delete(userShops).where(eq(userShops.userId, id));
      await db.execute(sql`DELETE FROM sign_in_addresses WHERE user_id = ${id}`);
      // decisions/customers.md: what staff wrote about them, the answers kept for their retries (their orders as they
      // read them), and their name on the steps they took in their orders' logs.
      await db.delete(customerNotes).where(eq(customerNotes.customerId, id));
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, id));
      await db.execute(sql`UPDATE order_events SET actor_name = ${ANONYMISED_NAME}
                           WHERE actor_kind = 'customer' AND actor_id = ${id} AND order_id IN (SELECT id FROM orders WHERE user_id = ${id})`);
      await forgetInAuditLog(db, id);
      // decisions/customer-messages.md: their messages keep what was told and when, not where or what it said.
      await messagesRepository(db).forgetCustomer(id);
      // Their numbers that no order carries any longer leave the searched list (migration 0014 only adds to it).
      if (phones.length > 0) {
        await db.execute(sql`DELETE FROM order_phones p WHERE p.digits IN ${phones.map((row) => row.digits)}
                             AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.phone_digits = p.digits)`);
      }
      return { kind: 'anonymised', cancelledOrders };
    },
  };
}
