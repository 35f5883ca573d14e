import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, whereAll } from '../../db/client';
import { type CappedCount, countUpTo } from '../../http/capped-count';
import { inShopScope } from '../../auth/shop-scope';
import { type IfUnavailable, ORDER_STATUSES, type OrderIfUnavailable, type OrderStatus, type PickState, type ProductUnit } from '../../db/schema';
import { type ListSort, type SortCursor, sortAfter, sortKeyColumns, sortOrder } from '../../http/sorted-paging';
import { containing } from '../../kuwait/search-text';
import type { OrderPromotionRow } from '../promotions/promotion-view';
import { claimExpiresAt, claimHeld } from './order-claims';
import { notScheduledAt, ORDER_SORT_SQL, type MatchedPhones, type OrderFilters, type OrderSort, orderFilterConditions, orderSort, scheduledAt } from './order-filters';

/** An order as the database hands it over, before `order-view` shapes it for the answer. */
export interface OrderRow {
  id: number;
  status: OrderStatus;
  createdAt: Date | string;
  updatedAt: Date | string;
  /**
   * Sums over the items, computed in SQL on numeric (null for an order without items): how many of each the customer
   * gets, and what the lines cost now plus the delivery fee (decisions/delivery-coverage.md) less the discount
   * (decisions/promotions.md; never below 0, as picking keeps the total).
   */
  itemsQuantity: number | string | null;
  itemsAmount: string | null;
  storedQuantity: number;
  storedAmount: string;
  /** The delivery fee it was placed with (part of either amount). */
  deliveryFee: string;
  /** decisions/promotions.md: what its promotion took off (taken off either amount), and that promotion (null: none). */
  discount: string;
  promotion: OrderPromotionRow | null;
  paymentMethod: string;
  customerName: string;
  customerNameAr: string | null;
  customerPhone: string | null;
  userId: number;
  userName: string | null;
  userPhone: string | null;
  address: string | null;
  orderedAddress: string | null;
  apartment: string | null;
  floor: string | null;
  building: string | null;
  avenue: string | null;
  street: string | null;
  block: string | null;
  area: string | null;
  governorate: string | null;
  /** The rest of the delivery address (delivery-address.ts): the location ids, Arabic snapshots, PACI, directions, pin. */
  governorateId: number | null;
  areaId: number | null;
  blockId: number | null;
  governorateAr: string | null;
  areaAr: string | null;
  blockAr: string | null;
  paci: string | null;
  directions: string | null;
  /** numeric: exact decimals, as text. */
  latitude: string | null;
  longitude: string | null;
  escalatedAt: Date | null;
  ifUnavailable: OrderIfUnavailable;
  shopId: number | null;
  shopName: string | null;
  shopNameAr: string | null;
  shopPhone: string | null;
  /** decisions/order-workspace.md: the claim while it is held (nulls otherwise). */
  claimHolderId: number | null;
  claimHolderName: string | null;
  claimedAt: Date | null;
  claimExpiresAt: Date | null;
  /** decisions/delivery-slots.md: the slot (nulls: as soon as possible) and when preparation starts. */
  slotStartsAt: Date | string | null;
  slotEndsAt: Date | string | null;
  prepareAt: Date | string | null;
  items: OrderItemRow[];
}

/** The tab counts: every status's, NEW without the scheduled orders, and the scheduled ones (decisions/delivery-slots.md). */
export type OrderCounts = Record<OrderStatus | 'SCHEDULED', number>;

/** One line, built as JSON by PostgreSQL: numeric values arrive as exact JSON numbers. */
export interface OrderItemRow {
  id: number;
  productId: number | null;
  quantity: number;
  price: number;
  /** decisions/picking.md: what the line costs now, and as ordered; its unit and where picking stands with it. */
  lineTotal: number;
  orderedTotal: number;
  unit: ProductUnit;
  estimatedWeight: number | null;
  state: PickState;
  pickedQuantity: number | null;
  actualWeight: number | null;
  replacesItemId: number | null;
  /** Asking: the substitute proposed (names now; null without one), what that line would cost, and when the order's default applies. */
  ask: { productId: number | null; name: string | null; name_ar: string | null; price: number | null; deadline: string } | null;
  productName: string;
  productNameAr: string | null;
  image: string | null;
  categoryName: string | null;
  categoryNameAr: string | null;
  ifUnavailable: IfUnavailable;
  /** A named substitute (null otherwise): its id (null once deleted) and its names when ordered. */
  substitute: { id: number | null; name: string; name_ar: string | null } | null;
}

/** GET orders/{id}/customer-history: the customer's other orders, counted. */
export type CustomerHistoryRow = {
  orders: number;
  delivered: number;
  cancelled: number;
  firstOrderAt: Date | null;
  lastOrderAt: Date | null;
};

/**
 * A customer's orders `o` counted, as a CustomerHistoryRow: in any status, delivered, cancelled or rejected, and when
 * the first and the last were placed. The order page's history and the customers' profile (decisions/customers.md) count alike.
 */
export const CUSTOMER_ORDER_COUNTS = sql`count(o.id)::int AS orders,
  count(o.id) FILTER (WHERE o.status = 'DELIVERED')::int AS delivered,
  count(o.id) FILTER (WHERE o.status IN ('CANCELLED', 'REJECTED'))::int AS cancelled,
  min(o.created_at) AS "firstOrderAt", max(o.created_at) AS "lastOrderAt"`;

export interface OrdersWindow {
  afterId: number | null;
  offset: number;
  take: number;
}

/**
 * The full order for the ids chosen by `ids` (a subquery yielding `id`), newest first. The items
 * of every order come in the same statement (one round trip for a whole page, no N+1); totals
 * and line totals are computed here on numeric, never as float sums in JavaScript.
 */
function ordersByIds(ids: SQL, order: SQL = sql`o.id DESC`): SQL {
  return sql`
    SELECT o.id, o.status, o.created_at AS "createdAt", o.updated_at AS "updatedAt",
      it.quantity AS "itemsQuantity", CASE WHEN it.amount IS NOT NULL THEN greatest(it.amount + o.delivery_fee - o.discount, 0) END AS "itemsAmount",
      o.total_quantity AS "storedQuantity", o.total_amount AS "storedAmount", o.delivery_fee AS "deliveryFee", o.discount,
      (SELECT json_build_object('id', p.id, 'name', p.name, 'nameAr', p.name_ar, 'code', p.code, 'fundedBy', p.funded_by, 'discountFils', r.discount_fils)
       FROM promotion_redemptions r JOIN promotions p ON p.id = r.promotion_id WHERE r.order_id = o.id) AS promotion,
      o.payment_method AS "paymentMethod",
      o.customer_name AS "customerName", o.customer_name_ar AS "customerNameAr", o.customer_phone AS "customerPhone",
      o.user_id AS "userId", u.name AS "userName", u.phone AS "userPhone",
      o.address, o.ordered_address AS "orderedAddress", o.apartment, o.floor, o.building, o.avenue,
      o.street, o.block, o.area, o.governorate,
      o.governorate_id AS "governorateId", o.area_id AS "areaId", o.block_id AS "blockId",
      o.governorate_ar AS "governorateAr", o.area_ar AS "areaAr", o.block_ar AS "blockAr",
      o.paci, o.directions, o.latitude, o.longitude, o.escalated_at AS "escalatedAt", o.if_unavailable AS "ifUnavailable",
      o.shop_id AS "shopId", s.name AS "shopName", s.name_ar AS "shopNameAr", s.phone AS "shopPhone",
      held.holder AS "claimHolderId", CASE WHEN held.holder IS NOT NULL THEN coalesce(cu.name, 'Unknown') END AS "claimHolderName",
      CASE WHEN held.holder IS NOT NULL THEN o.claimed_at END AS "claimedAt",
      CASE WHEN held.holder IS NOT NULL THEN ${claimExpiresAt()} END AS "claimExpiresAt",
      o.slot_starts_at AS "slotStartsAt", o.slot_ends_at AS "slotEndsAt", o.prepare_at AS "prepareAt",
      coalesce(it.items, '[]'::json) AS items
    FROM (${ids}) AS chosen
    JOIN orders o ON o.id = chosen.id
    CROSS JOIN LATERAL (SELECT CASE WHEN ${claimHeld()} THEN o.claimed_by END AS holder) AS held
    LEFT JOIN users cu ON cu.id = held.holder
    LEFT JOIN users u ON u.id = o.user_id
    LEFT JOIN shops s ON s.id = o.shop_id
    LEFT JOIN LATERAL (
      SELECT
        json_agg(json_build_object(
          'id', i.id, 'productId', i.product_id, 'quantity', i.quantity,
          'price', i.unit_price, 'lineTotal', i.line_total, 'orderedTotal', i.ordered_total,
          'unit', i.unit, 'estimatedWeight', i.estimated_weight, 'state', i.pick_state, 'pickedQuantity', i.picked_quantity,
          'actualWeight', i.actual_weight, 'replacesItemId', i.replaces_item_id,
          'ask', CASE WHEN i.pick_state = 'asking' THEN json_build_object('productId', i.ask_product_id, 'name', ap.name, 'name_ar', ap.name_ar,
            'price', order_line_ordered_total(ap.unit, ap.price, i.quantity, ap.estimated_weight), 'deadline', i.ask_deadline) END,
          'productName', i.product_name, 'productNameAr', i.product_name_ar,
          'image', i.product_image, 'categoryName', i.category_name, 'categoryNameAr', i.category_name_ar,
          'ifUnavailable', i.if_unavailable,
          'substitute', CASE WHEN i.substitute_name IS NOT NULL
            THEN json_build_object('id', i.substitute_product_id, 'name', i.substitute_name, 'name_ar', i.substitute_name_ar) END
        -- decisions/picking.md: a substitute line follows the line it replaces.
        ) ORDER BY coalesce(i.replaces_item_id, i.id), i.id) AS items,
        sum(order_line_quantity(i.pick_state, i.quantity, i.picked_quantity)) AS quantity,
        sum(i.line_total) AS amount
      FROM order_items i
      LEFT JOIN products ap ON ap.id = i.ask_product_id
      WHERE i.order_id = o.id
    ) AS it ON true
    ORDER BY ${order}`;
}

/**
 * The keys (sort value and id) of the orders searched, filtered and sorted (decisions/search.md), in the sort's
 * order, after the cursor: a searched page's first read (http/sorted-paging.ts); `ordersByIds` reads the page's rows.
 */
export function filteredOrderKeysQuery(conditions: SQL[], sort: ListSort, cursor: SortCursor | null, limit: number): SQL {
  return sql`SELECT ${sortKeyColumns(sort)} FROM orders o ${whereAll([...conditions, ...(cursor ? [sortAfter(sort, cursor)] : [])])} ORDER BY ${sortOrder(sort)} LIMIT ${limit}`;
}

/**
 * A phone fragment matching more numbers than this is common: its orders lie close together in
 * any order, so they are filtered by the fragment as they are read instead of listed by number.
 */
const PHONE_MATCH_LIMIT = 2000;

/** The numbers in `order_phones` containing the digits, or null when more than PHONE_MATCH_LIMIT do. */
export function matchingPhonesQuery(digits: string): SQL {
  return sql`SELECT digits FROM order_phones WHERE digits LIKE ${containing(digits)} LIMIT ${PHONE_MATCH_LIMIT + 1}`;
}

/**
 * One page of orders, newest first, optionally of one status. The ids are picked first by the
 * (status, id desc) index alone — an OFFSET deep in the list then skips index entries, not whole
 * orders with their items — and `afterId` pages by keyset at any depth. The NEW tab leaves out the
 * orders scheduled at `now` (decisions/delivery-slots.md).
 */
export function ordersPageQuery(status: OrderStatus | null, { afterId, offset, take }: OrdersWindow, now: Date = new Date()): SQL {
  const conditions: SQL[] = [];
  if (status !== null) conditions.push(sql`status = ${status}`);
  if (status === 'NEW') conditions.push(notScheduledAt(now));
  if (afterId !== null) conditions.push(sql`id < ${afterId}`);
  const where = whereAll(conditions);
  // The (status, id) index is stored `id DESC NULLS LAST`, and only that exact order lets the planner
  // read it (plain DESC means NULLS FIRST; ids are never null, so the rows are the same). The
  // primary key read backwards gives `DESC NULLS FIRST`, the order of the list without a status.
  const order = status !== null ? sql`ORDER BY id DESC NULLS LAST` : sql`ORDER BY id DESC`;
  return ordersByIds(sql`SELECT id FROM orders o ${where} ${order} LIMIT ${take} OFFSET ${offset}`);
}

/** How many orders are scheduled at `now` (of the scope's shops): a walk of the few NEW slot orders' index. */
const scheduledCount = (now: Date, scope: SQL | null = null): SQL =>
  sql`(SELECT count(*) FROM orders o WHERE ${scheduledAt(now)} ${scope ? sql`AND ${scope}` : sql``})`;

/**
 * The list's total from the per-status counters (kept by a trigger), never count(*) over orders; the NEW tab's less
 * the orders scheduled at `now`.
 */
export function ordersTotalQuery(status: OrderStatus | null, now: Date = new Date()): SQL {
  if (status === null) return sql`SELECT coalesce(sum(count), 0)::bigint AS total FROM order_status_counts`;
  const scheduled = status === 'NEW' ? sql` - ${scheduledCount(now)}` : sql``;
  return sql`SELECT (coalesce((SELECT count FROM order_status_counts WHERE status = ${status}), 0)${scheduled})::bigint AS total`;
}

/**
 * The orders' reads. The statements above are exported on their own because the benchmark's bare
 * server (bench/bare-server.ts) runs the very same SQL without the app around it.
 */
export function ordersRepository(db: Db) {
  /**
   * The numbers a phone search matches (null: none asked, or too many to list), looked up once per
   * request's filters: an export reads thousands of batches, the tabs' counts six tabs, with the same.
   */
  const phonesOf = new WeakMap<OrderFilters, Promise<MatchedPhones>>();
  const lookUpPhones = async (digits: string): Promise<MatchedPhones> => {
    const rows = await queryRows<{ digits: string }>(db, matchingPhonesQuery(digits));
    return rows.length > PHONE_MATCH_LIMIT ? null : rows.map((row) => row.digits);
  };
  const matchedPhones = (filters: OrderFilters): Promise<MatchedPhones> => {
    if (filters.phoneDigits === null) return Promise.resolve(null);
    let phones = phonesOf.get(filters);
    if (!phones) {
      phones = lookUpPhones(filters.phoneDigits);
      phonesOf.set(filters, phones);
    }
    return phones;
  };
  /** The filters' conditions on `orders o`, and the tab's status when there is one (NEW: not scheduled, decisions/delivery-slots.md). */
  const tabConditions = (status: OrderStatus | null, filters: OrderFilters, phones: MatchedPhones): SQL[] => [
    ...orderFilterConditions(filters, phones),
    ...(status === null ? [] : [sql`o.status = ${status}`]),
    ...(status === 'NEW' ? [notScheduledAt(filters.now)] : []),
  ];
  /** `SELECT 1` over the orders of one tab (or all, null) that match: what a capped count reads. */
  const countMatching = (status: OrderStatus | null, filters: OrderFilters, phones: MatchedPhones) =>
    countUpTo(db, sql`SELECT 1 FROM orders o ${whereAll(tabConditions(status, filters, phones))}`);

  return {
    findPage(status: OrderStatus | null, window: OrdersWindow, now: Date = new Date()): Promise<OrderRow[]> {
      return queryRows<OrderRow>(db, ordersPageQuery(status, window, now));
    },

    async findFilteredKeys(status: OrderStatus | null, filters: OrderFilters, cursor: SortCursor | null, limit: number): Promise<SortCursor[]> {
      const conditions = tabConditions(status, filters, await matchedPhones(filters));
      return queryRows<SortCursor>(db, filteredOrderKeysQuery(conditions, orderSort(filters.sort, status), cursor, limit));
    },

    /** The orders of these ids with their items, in the sort's order (none for none: `IN ()` is no SQL). */
    async findByIds(ids: number[], sort: OrderSort): Promise<OrderRow[]> {
      if (ids.length === 0) return [];
      return queryRows<OrderRow>(db, ordersByIds(sql`SELECT id FROM orders WHERE id IN ${ids}`, sortOrder(ORDER_SORT_SQL[sort])));
    },

    /** How many orders of one tab (or of all, null) match the filters, up to the cap: a searched page's total. */
    async filteredCount(status: OrderStatus | null, filters: OrderFilters): Promise<CappedCount> {
      return countMatching(status, filters, await matchedPhones(filters));
    },

    /**
     * How many orders match the filters in every status (zeros included), each counted up to the
     * cap by its own (status, …) index: the tabs' counts under a search, and which of them are capped.
     */
    async filteredStatusCounts(filters: OrderFilters): Promise<{ counts: OrderCounts; capped: (OrderStatus | 'SCHEDULED')[] }> {
      const phones = await matchedPhones(filters);
      const counted = await Promise.all([
        ...ORDER_STATUSES.map(async (status) => [status, await countMatching(status, filters, phones)] as const),
        // decisions/delivery-slots.md: the scheduled orders the search matches, which the NEW tab leaves out.
        (async () => ['SCHEDULED', await countMatching(null, { ...filters, scheduled: true }, phones)] as const)(),
      ]);
      return {
        counts: Object.fromEntries(counted.map(([status, { total }]) => [status, total])) as OrderCounts,
        capped: counted.filter(([, { totalCapped }]) => totalCapped).map(([status]) => status),
      };
    },

    async count(status: OrderStatus | null, now: Date = new Date()): Promise<number> {
      const [row] = await queryRows<{ total: string | number }>(db, ordersTotalQuery(status, now));
      return Number(row.total);
    },

    async findById(id: number): Promise<OrderRow | null> {
      const [row] = await queryRows<OrderRow>(db, ordersByIds(sql`SELECT ${id}::int AS id`));
      return row ?? null;
    },

    /**
     * What the order page says of the order's customer (the account that placed it): their other
     * orders in any status, how many of them were delivered and how many cancelled or rejected, and
     * when the first and the last were placed; of the scope's shops only for a shop-scoped account.
     * Null when there is no such order.
     */
    async customerHistory(id: number, shopIds: number[] | null): Promise<CustomerHistoryRow | null> {
      const scope = inShopScope(sql`o.shop_id`, shopIds);
      const [row] = await queryRows<CustomerHistoryRow>(
        db,
        sql`SELECT ${CUSTOMER_ORDER_COUNTS}
            FROM orders asked
            LEFT JOIN orders o ON o.user_id = asked.user_id AND o.id <> asked.id ${scope ? sql`AND ${scope}` : sql``}
            WHERE asked.id = ${id}
            GROUP BY asked.id`,
      );
      return row ?? null;
    },

    /** The shop of an order; null when there is no such order or it is of no shop. */
    async shopIdOf(id: number): Promise<number | null> {
      const [row] = await queryRows<{ shopId: number | null }>(db, sql`SELECT shop_id AS "shopId" FROM orders WHERE id = ${id}`);
      return row?.shopId ?? null;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await queryRows(db, sql`SELECT 1 FROM orders WHERE id = ${id}`);
      return Boolean(row);
    },

    /** One customer's order: null when it is not theirs, so another's id reads as missing. */
    async findForCustomer(userId: number, id: number): Promise<OrderRow | null> {
      const [row] = await queryRows<OrderRow>(db, ordersByIds(sql`SELECT id FROM orders WHERE id = ${id} AND user_id = ${userId}`));
      return row ?? null;
    },

    /** A customer's own orders, newest first. */
    customerPage(userId: number, { afterId, offset, take }: OrdersWindow): Promise<OrderRow[]> {
      const after = afterId === null ? sql`` : sql`AND id < ${afterId}`;
      return queryRows<OrderRow>(
        db,
        ordersByIds(sql`SELECT id FROM orders WHERE user_id = ${userId} ${after} ORDER BY id DESC LIMIT ${take} OFFSET ${offset}`),
      );
    },

    async customerCount(userId: number): Promise<number> {
      const [row] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM orders WHERE user_id = ${userId}`);
      return row.total;
    },

    /**
     * The number of orders in every status, zeros included: six counter rows kept current by a
     * trigger (migration 0001), so reading them never scans the orders; and the orders scheduled at `now`
     * (decisions/delivery-slots.md: counted from their index, and left out of NEW).
     */
    async statusCounts(shopIds: number[] | null = null, now: Date = new Date()): Promise<OrderCounts> {
      const counts = Object.fromEntries([...ORDER_STATUSES, 'SCHEDULED'].map((status) => [status, 0])) as OrderCounts;
      // decisions/roles-and-audit.md: a shop-scoped account's counts are of its shops' orders (counted: a shop's orders, not the whole table).
      const scope = inShopScope(sql`o.shop_id`, shopIds);
      const query =
        shopIds === null
          ? sql`SELECT status, count FROM order_status_counts`
          : sql`SELECT status, count(*) AS count FROM orders o WHERE ${scope} GROUP BY status`;
      const rows = await queryRows<{ status: OrderStatus | 'SCHEDULED'; count: number | string }>(
        db,
        sql`${query} UNION ALL SELECT 'SCHEDULED', ${scheduledCount(now, scope)}`,
      );
      for (const row of rows) {
        if (row.status in counts) counts[row.status] = Number(row.count);
      }
      counts.NEW = Math.max(0, counts.NEW - counts.SCHEDULED);
      return counts;
    },
  };
}
