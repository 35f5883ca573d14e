import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { customerNotes, type OrderStatus, users } from '../../db/schema';
import { STAFF_REFUND_REASONS } from '../ledger/ledger-repository';
import type { AddressRow } from '../orders/delivery-address';
import { CUSTOMER_ORDER_COUNTS, type CustomerHistoryRow } from '../orders/orders-repository';
import { userFilterConditions } from '../users/users-repository';
import { FAILED_DELIVERIES_FLAG, REFUNDS_FLAG } from './customers-rules';

// decisions/customers.md: the customers list and profile, for staff. The list reads its page's keys first (newest
// first on the customers' own index), then the accounts and their order aggregates for those ids only.

/** GET customers' filters: a search of name, email or phone digits (the users list's), and which customers. */
export interface CustomerFilters {
  q: string | null;
  show: 'all' | 'blocked' | 'flagged';
}

/** Where a page starts: after the last row's (created_at as the database wrote it, id), or at an offset. */
export interface CustomerWindow {
  after: { at: string; id: number } | null;
  offset: number;
  take: number;
}

/** A customer account as the list and the profile read it. */
export interface CustomerAccountRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  signedOutAt: Date | null;
  blockedReason: string | null;
  blockedAt: Date | null;
  blockedById: number | null;
  blockedByName: string | null;
}

/** A customer's orders and money (amounts in fils, as text: exact whatever their size), and what their flags read. */
export interface CustomerStatsRow extends CustomerHistoryRow {
  id: number;
  /** What their delivered orders cost (orders.total_amount: the amount due, decisions/money-ledger.md). */
  deliveredFils: string;
  /** What the ledger says staff refunded them (a failed refund's reversal nets it out). */
  refundedFils: string;
  /** Delivered orders staff refunded (customers-rules.ts). */
  refundedOrders: number;
  failedDeliveries: number;
}

/** Of the addresses an order was delivered to, what the profile labels (delivery-address.ts) and the one-line address of older orders. */
export type CustomerAddressRow = AddressRow & { address: string | null; orders: number; lastUsedAt: Date };

export interface CustomerOrderRow {
  id: number;
  status: OrderStatus;
  createdAt: Date;
  totalAmount: string;
  shopId: number | null;
  shopName: string | null;
  shopNameAr: string | null;
}

export interface CustomerNoteRow {
  id: number;
  text: string;
  authorId: number | null;
  authorName: string;
  createdAt: Date;
}

/** A failed delivery attempt `d` (decisions/dispatch.md): a returned delivery failed first. */
const FAILED_ATTEMPT = sql`d.state IN ('failed', 'returned')`;
/** A refund `r` staff made, not failed. */
const STAFF_REFUND = sql`r.status <> 'failed' AND r.reason_code IN (${STAFF_REFUND_REASONS})`;

/**
 * The ids of every flagged customer (customers-rules.ts' thresholds, the same as `customerFlags`), over every
 * customer: found from the failed deliveries and the staff refunds, both few beside the orders; a refunded customer's
 * delivered orders are counted by their orders' index. (At 10,000 customers and 100,000 orders: ~130 ms on this
 * machine's PostgreSQL, the orders read once for each side; only the flagged filter runs it.)
 */
const FLAGGED_IDS = sql`
  SELECT o.user_id FROM deliveries d JOIN orders o ON o.id = d.order_id WHERE ${FAILED_ATTEMPT}
  GROUP BY o.user_id HAVING count(*) >= ${FAILED_DELIVERIES_FLAG}::int
  UNION
  SELECT refunded.user_id FROM (
    SELECT o.user_id, count(DISTINCT o.id) AS orders FROM refunds r JOIN orders o ON o.id = r.order_id
    WHERE o.status = 'DELIVERED' AND ${STAFF_REFUND} GROUP BY o.user_id
  ) refunded
  CROSS JOIN LATERAL (SELECT count(*) AS orders FROM orders WHERE user_id = refunded.user_id AND status = 'DELIVERED') delivered
  WHERE delivered.orders >= ${REFUNDS_FLAG.minDelivered}::int AND refunded.orders::numeric / delivered.orders >= ${String(REFUNDS_FLAG.minRate)}::numeric`;

/** The list's conditions: customers not anonymised (the users list's search), blocked or flagged ones only. */
function customerConditions({ q, show }: CustomerFilters): SQL[] {
  const conditions = userFilterConditions({ q, role: 'customer' });
  if (show === 'blocked') conditions.push(isNotNull(users.blockedAt));
  if (show === 'flagged') conditions.push(sql`${users.id} IN (${FLAGGED_IDS})`);
  return conditions;
}

/** A customer's id, and that they are one: a customer account not anonymised. */
const isCustomer = (id: number) => and(eq(users.id, id), eq(users.role, 'customer'), isNull(users.anonymisedAt));

export function customersRepository(db: Db) {
  return {
    /** The keys of a page, newest first (created_at desc, id desc): the created_at as text, exact to the microsecond for the cursor. */
    pageKeys(filters: CustomerFilters, { after, offset, take }: CustomerWindow): Promise<{ at: string; id: number }[]> {
      const afterKey = after ? sql`(${users.createdAt}, ${users.id}) < (${after.at}::timestamptz, ${after.id}::int)` : undefined;
      return db
        .select({ at: sql<string>`${users.createdAt}::text`, id: users.id })
        .from(users)
        .where(and(...customerConditions(filters), afterKey))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(take)
        .offset(offset);
    },

    async count(filters: CustomerFilters): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(and(...customerConditions(filters)));
      return row.n;
    },

    /** The accounts of these ids (any order). */
    accounts(ids: number[]): Promise<CustomerAccountRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return queryRows<CustomerAccountRow>(db, accountsWhere(sql`u.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`));
    },

    /** One customer's account; null for an unknown id, a staff account or an anonymised one. */
    async account(id: number): Promise<CustomerAccountRow | null> {
      const [row] = await queryRows<CustomerAccountRow>(db, accountsWhere(sql`u.id = ${id}`));
      return row ?? null;
    },

    /**
     * Locks a customer for a change (a note, a block, a sign-out): an erasure meanwhile waits, or is waited for and
     * then finds no one. Whether they are blocked; null: no such customer.
     */
    async lock(id: number): Promise<{ blocked: boolean } | null> {
      const [row] = await db.select({ blockedAt: users.blockedAt }).from(users).where(isCustomer(id)).for('update');
      return row ? { blocked: row.blockedAt !== null } : null;
    },

    /** Their orders and money, and what their flags read, for these ids (the page's or the profile's). */
    stats(ids: number[]): Promise<CustomerStatsRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      const customers = sql.join(ids.map((id) => sql`(${id}::int)`), sql`, `);
      return queryRows<CustomerStatsRow>(
        db,
        sql`SELECT c.id, counted.*, money.*, refunded.*, failed.*
            FROM (VALUES ${customers}) AS c(id)
            CROSS JOIN LATERAL (
              SELECT ${CUSTOMER_ORDER_COUNTS},
                     coalesce(sum(o.total_amount * 1000) FILTER (WHERE o.status = 'DELIVERED'), 0)::bigint::text AS "deliveredFils"
              FROM orders o WHERE o.user_id = c.id
            ) counted
            CROSS JOIN LATERAL (
              SELECT coalesce(-sum(l.amount_fils), 0)::text AS "refundedFils"
              FROM orders o JOIN order_ledger l ON l.order_id = o.id AND l.kind = 'refund' JOIN refunds r ON r.id = l.refund_id
              WHERE o.user_id = c.id AND r.reason_code IN (${STAFF_REFUND_REASONS})
            ) money
            CROSS JOIN LATERAL (
              SELECT count(DISTINCT o.id)::int AS "refundedOrders"
              FROM orders o JOIN refunds r ON r.order_id = o.id WHERE o.user_id = c.id AND o.status = 'DELIVERED' AND ${STAFF_REFUND}
            ) refunded
            CROSS JOIN LATERAL (
              SELECT count(*)::int AS "failedDeliveries" FROM orders o JOIN deliveries d ON d.order_id = o.id WHERE o.user_id = c.id AND ${FAILED_ATTEMPT}
            ) failed`,
      );
    },

    /**
     * The addresses their orders went to, the last used first: grouped by what the labelled address reads (the same
     * address typed with and without its labels is merged by the caller, which labels them).
     */
    addresses(id: number, take: number): Promise<CustomerAddressRow[]> {
      return queryRows<CustomerAddressRow>(
        db,
        sql`SELECT NULL::int AS "governorateId", NULL::int AS "areaId", NULL::int AS "blockId",
                   governorate, area, block, governorate_ar AS "governorateAr", area_ar AS "areaAr", block_ar AS "blockAr",
                   street, avenue, building, floor, apartment, NULL AS paci, NULL AS directions, NULL AS latitude, NULL AS longitude,
                   address, count(*)::int AS orders, max(created_at) AS "lastUsedAt"
            FROM orders WHERE user_id = ${id}
            GROUP BY governorate, area, block, governorate_ar, area_ar, block_ar, street, avenue, building, floor, apartment, address
            ORDER BY max(created_at) DESC LIMIT ${take}`,
      );
    },

    /** Their last orders, newest first. */
    recentOrders(id: number, take: number): Promise<CustomerOrderRow[]> {
      return queryRows<CustomerOrderRow>(
        db,
        sql`SELECT o.id, o.status, o.created_at AS "createdAt", o.total_amount::text AS "totalAmount",
                   s.id AS "shopId", s.name AS "shopName", s.name_ar AS "shopNameAr"
            FROM orders o LEFT JOIN shops s ON s.id = o.shop_id
            WHERE o.user_id = ${id} ORDER BY o.id DESC LIMIT ${take}`,
      );
    },

    /** Staff's notes about them, newest first. */
    notes(id: number): Promise<CustomerNoteRow[]> {
      return queryRows<CustomerNoteRow>(db, notesWhere(sql`n.customer_id = ${id}`));
    },

    /** Writes a note (the customer locked first: `lock`). */
    async addNote(customerId: number, authorId: number, text: string): Promise<CustomerNoteRow> {
      const [{ id }] = await db.insert(customerNotes).values({ customerId, authorId, text }).returning({ id: customerNotes.id });
      const [note] = await queryRows<CustomerNoteRow>(db, notesWhere(sql`n.id = ${id}`));
      return note;
    },

    /** Blocks them with why and who, now (the customer locked first: `lock`). */
    async block(id: number, actorId: number, reason: string): Promise<void> {
      await db.update(users).set({ blockedReason: reason, blockedAt: sql`now()`, blockedBy: actorId }).where(eq(users.id, id));
    },

    async unblock(id: number): Promise<void> {
      await db.update(users).set({ blockedReason: null, blockedAt: null, blockedBy: null }).where(eq(users.id, id));
    },

    /** Every token issued to them before now is refused from now on (auth/auth-plugin.ts). */
    async signOut(id: number): Promise<void> {
      await db.update(users).set({ tokensValidAfter: sql`now()` }).where(eq(users.id, id));
    },
  };
}

/** The accounts of customers (not anonymised) matching `where` (over `u`), with who blocked them ('Unknown' once gone). */
const accountsWhere = (where: SQL) => sql`
  SELECT u.id, u.name, u.email, u.phone, u.created_at AS "createdAt", u.tokens_valid_after AS "signedOutAt",
         u.blocked_reason AS "blockedReason", u.blocked_at AS "blockedAt", u.blocked_by AS "blockedById",
         CASE WHEN u.blocked_at IS NOT NULL THEN coalesce(b.name, 'Unknown') END AS "blockedByName"
  FROM users u LEFT JOIN users b ON b.id = u.blocked_by
  WHERE ${where} AND u.role = 'customer' AND u.anonymised_at IS NULL`;

/** Notes matching `where` (over `n`), newest first, with their author ('Unknown' once gone). */
const notesWhere = (where: SQL) => sql`
  SELECT n.id, n.text, n.author_id AS "authorId", coalesce(a.name, 'Unknown') AS "authorName", n.created_at AS "createdAt"
  FROM customer_notes n LEFT JOIN users a ON a.id = n.author_id
  WHERE ${where} ORDER BY n.created_at DESC, n.id DESC`;
