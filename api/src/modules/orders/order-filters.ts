import { sql, type SQL } from 'drizzle-orm';
import { inShopScope } from '../../auth/shop-scope';
import type { FieldErrors } from '../../http/errors';
import { readDayRange } from '../../kuwait/kuwait-days';
import { containing, latinDigits } from '../../kuwait/search-text';
import type { ListSort } from '../../http/sorted-paging';
import { MAX_INTEGER } from '../../http/schemas';
import { claimHeld } from './order-claims';
import type { OrderFiltersQuery } from './orders-schemas';

// decisions/search.md: the orders list's search, filters and sort, read from the query string and turned into
// SQL conditions. Pure parsing first (field → message, the way rules are written), then SQL.

/** `prepare-at`: by when the order needs the desk, soonest first (decisions/delivery-slots.md: the scheduled list's default). */
export const ORDER_SORTS = ['newest', 'oldest', 'amount-desc', 'amount-asc', 'prepare-at'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export interface OrderFilters {
  /** Order id typed as 48213 or #48213. */
  id: number | null;
  /** 4 or more consecutive digits of a phone, typed with or without +965, spaces or dashes. */
  phoneDigits: string | null;
  /** A customer name fragment, English or Arabic (normalised in SQL by dukkan_search_text). */
  name: string | null;
  /** Kuwait days, both included: [start instant, end instant). */
  createdFrom: Date | null;
  createdBefore: Date | null;
  shopId: number | null;
  governorateId: number | null;
  areaId: number | null;
  paymentMethod: string | null;
  minAmount: string | null;
  maxAmount: string | null;
  /** decisions/reports-and-bulk.md: in its status since before this instant (NEW since placed, ACCEPTED since accepted, others since their last change). */
  waitingSince: Date | null;
  sort: OrderSort;
  /** decisions/order-workspace.md: the orders `userId` holds ('mine'), or those nobody holds ('unclaimed'). */
  claim: { mode: 'mine' | 'unclaimed'; userId: number | null } | null;
  /** decisions/roles-and-audit.md: a shop-scoped account's shops (null: every shop). */
  shopIds: number[] | null;
  /** decisions/delivery-slots.md: only the scheduled orders (NEW, preparation time after `now`). */
  scheduled: boolean;
  /** The time the list is read at: what "scheduled" and the NEW tab (which leaves them out) are judged against. */
  now: Date;
}

const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;

/** Whether the query asks for anything beyond the plain newest-first tab. */
export const isFiltered = (filters: OrderFilters) =>
  filters.sort !== 'newest' ||
  [filters.id, filters.phoneDigits, filters.name, filters.createdFrom, filters.createdBefore, filters.shopId, filters.governorateId, filters.areaId, filters.paymentMethod, filters.minAmount, filters.maxAmount, filters.waitingSince, filters.claim, filters.shopIds].some(
    (value) => value !== null,
  ) ||
  filters.scheduled;

/**
 * Reads the filters of GET /orders and /orders/stats; a wrong one is a 400 naming its field, never a 5xx.
 * `userId`: the signed-in member of staff, whose claims `claim=mine` lists.
 */
export function readOrderFilters(query: OrderFiltersQuery, shopIds: number[] | null, now: Date = new Date(), userId: number | null = null): { errors: FieldErrors; filters: OrderFilters } {
  const errors: FieldErrors = {};
  const filters: OrderFilters = {
    id: null,
    phoneDigits: null,
    name: null,
    createdFrom: null,
    createdBefore: null,
    shopId: query.shopId ?? null,
    governorateId: query.governorateId ?? null,
    areaId: query.areaId ?? null,
    paymentMethod: query.payment ?? null,
    minAmount: null,
    maxAmount: null,
    waitingSince: query.waitingMinutes === undefined ? null : new Date(now.getTime() - query.waitingMinutes * 60_000),
    sort: 'newest',
    claim: query.claim ? { mode: query.claim, userId } : null,
    shopIds,
    scheduled: query.scheduled === true,
    now,
  };
  // decisions/delivery-slots.md: the scheduled orders come soonest first unless sorted otherwise.
  if (filters.scheduled) filters.sort = 'prepare-at';

  const q = latinDigits((query.q ?? '').trim());
  if (q) {
    const digits = q.replace(/\D/g, '');
    const id = /^#?\d{1,10}$/.test(q) ? Number(digits) : Number.NaN;
    // A number no integer column holds (past 2³¹ − 1) is never an id: it is searched as a phone.
    if (id >= 1 && id <= MAX_INTEGER) {
      filters.id = id;
      if (digits.length >= 4) filters.phoneDigits = digits;
    } else if (/^[+\d\s-]+$/.test(q) && digits.length >= 4) {
      filters.phoneDigits = digits;
    } else {
      filters.name = q;
    }
  }

  const created = readDayRange(query, errors);
  filters.createdFrom = created.start;
  filters.createdBefore = created.end;

  for (const [field, value] of [
    ['minAmount', query.minAmount],
    ['maxAmount', query.maxAmount],
  ] as const) {
    if (value === undefined || value === '') continue;
    const amount = latinDigits(value.trim()).replace('٫', '.');
    if (!AMOUNT_PATTERN.test(amount)) errors[field] = 'Enter an amount in KWD of 0 or more, e.g. 5 or 12.500';
    else filters[field] = amount;
  }
  if (filters.minAmount && filters.maxAmount && Number(filters.minAmount) > Number(filters.maxAmount)) errors.maxAmount = 'The highest amount must be at least the lowest';

  if (query.sort !== undefined) {
    if ((ORDER_SORTS as readonly string[]).includes(query.sort)) filters.sort = query.sort as OrderSort;
    else errors.sort = `Unknown sort: use ${ORDER_SORTS.join(', ')}`;
  }
  return { errors, filters };
}


/**
 * The phone numbers a phone fragment matches, read first from `order_phones` (each number orders
 * carry, once: thousands of rows where orders are a million) by orders-repository; null when the
 * fragment is so common that more match than it lists (the orders are then filtered by the fragment).
 */
export type MatchedPhones = readonly string[] | null;

/** The SQL conditions of the filters on `orders o` (the tab's status aside). */
export function orderFilterConditions(filters: OrderFilters, matchedPhones: MatchedPhones = null): SQL[] {
  const conditions: SQL[] = [];
  const searches: SQL[] = [];
  if (filters.id !== null) searches.push(sql`o.id = ${filters.id}`);
  // The numbers a fragment matches, each then found by the (phone_digits, status, id) index: the
  // planner knows from the column's statistics how many orders each has (migration 0014).
  if (filters.phoneDigits !== null) {
    if (matchedPhones === null) searches.push(sql`o.phone_digits LIKE ${containing(filters.phoneDigits)}`);
    else if (matchedPhones.length > 0) searches.push(sql`o.phone_digits IN ${[...matchedPhones]}`);
  }
  // The stored, normalised column of migration 0013, with its trigram index.
  if (filters.name !== null) searches.push(sql`o.customer_search LIKE dukkan_search_text(${containing(filters.name)})`);
  if (filters.id !== null || filters.phoneDigits !== null || filters.name !== null) conditions.push(searches.length > 0 ? sql`(${sql.join(searches, sql` OR `)})` : sql`false`);
  if (filters.createdFrom) conditions.push(sql`o.created_at >= ${filters.createdFrom.toISOString()}`);
  if (filters.createdBefore) conditions.push(sql`o.created_at < ${filters.createdBefore.toISOString()}`);
  if (filters.shopId !== null) conditions.push(sql`o.shop_id = ${filters.shopId}`);
  if (filters.governorateId !== null) conditions.push(sql`o.governorate_id = ${filters.governorateId}`);
  if (filters.areaId !== null) conditions.push(sql`o.area_id = ${filters.areaId}`);
  if (filters.paymentMethod !== null) conditions.push(sql`o.payment_method = ${filters.paymentMethod}`);
  if (filters.minAmount !== null) conditions.push(sql`o.total_amount >= ${filters.minAmount}::numeric`);
  if (filters.maxAmount !== null) conditions.push(sql`o.total_amount <= ${filters.maxAmount}::numeric`);
  // decisions/reports-and-bulk.md's needs-attention links: how long an order has waited in its status.
  // A NEW slot order waits from its preparation time (decisions/delivery-slots.md).
  if (filters.waitingSince !== null) {
    conditions.push(sql`(CASE o.status WHEN 'NEW' THEN ${deskTime} WHEN 'ACCEPTED' THEN o.accepted_at ELSE o.updated_at END) < ${filters.waitingSince.toISOString()}`);
  }
  if (filters.scheduled) conditions.push(scheduledAt(filters.now));
  if (filters.claim?.mode === 'mine') conditions.push(sql`o.claimed_by = ${filters.claim.userId ?? 0} AND ${claimHeld()}`);
  if (filters.claim?.mode === 'unclaimed') conditions.push(sql`NOT coalesce(${claimHeld()}, false)`);
  const scope = inShopScope(sql`o.shop_id`, filters.shopIds);
  if (scope) conditions.push(scope);
  return conditions;
}

/**
 * decisions/delivery-slots.md: when a NEW order needs the desk — its preparation time for a slot order, its placing
 * otherwise (migration 0029's orders_new_due_idx): the desk's ages and timers count from it.
 */
export const deskTime = sql`coalesce(o.prepare_at, o.created_at)`;

/** The scheduled orders at `now`: NEW, preparation time still ahead (migration 0029's orders_scheduled_idx). */
export const scheduledAt = (now: Date): SQL => sql`(o.status = 'NEW' AND o.prepare_at > ${now.toISOString()})`;

/** Not scheduled at `now`: what the NEW tab and its count hold (a scheduled order joins them when its time comes). */
export const notScheduledAt = (now: Date): SQL => sql`(o.prepare_at IS NULL OR o.prepare_at <= ${now.toISOString()})`;

/** The sorts of the orders list (ids are monotonic, so "newest" is the id). */
export const ORDER_SORT_SQL: Readonly<Record<OrderSort, ListSort>> = {
  newest: { value: sql`o.id`, direction: 'desc', id: sql`o.id`, type: 'int' },
  oldest: { value: sql`o.id`, direction: 'asc', id: sql`o.id`, type: 'int' },
  'amount-desc': { value: sql`o.total_amount`, direction: 'desc', id: sql`o.id`, type: 'numeric' },
  'amount-asc': { value: sql`o.total_amount`, direction: 'asc', id: sql`o.id`, type: 'numeric' },
  // As epoch seconds: the cursor carries a number, exact to the microsecond.
  'prepare-at': { value: sql`extract(epoch FROM ${deskTime})`, direction: 'asc', id: sql`o.id`, type: 'numeric' },
};

/**
 * The sort within a tab or over all orders. A tab's newest (or oldest) first is read from the
 * (status, id DESC NULLS LAST) index, which serves only its own NULLS order; ids are never null,
 * so the rows are the same. Over all orders the primary key serves the plain order.
 */
export const orderSort = (sort: OrderSort, status: string | null): ListSort =>
  status !== null && (sort === 'newest' || sort === 'oldest') ? { ...ORDER_SORT_SQL[sort], nulls: sort === 'newest' ? 'last' : 'first' } : ORDER_SORT_SQL[sort];
