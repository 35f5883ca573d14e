import { divideHalfUp, filsToKwdNumber } from '../../money/fils';
import { deliveryAddressOf } from '../orders/delivery-address';
import type { CustomerAccountRow, CustomerAddressRow, CustomerNoteRow, CustomerOrderRow, CustomerStatsRow } from './customers-repository';
import { customerFlags, refundRate } from './customers-rules';
import type { CustomerProfileAnswer, CustomerRowAnswer } from './customers-schemas';

// decisions/customers.md: a customer as the list and the profile answer them, from the repository's rows. Money is
// worked in fils and answered in KWD; the average basket is rounded by the house's one rule (money/fils.ts).

/** The profile's addresses: the last used first. */
export const PROFILE_ADDRESSES = 10;
/** The profile's orders: the newest. */
export const PROFILE_ORDERS = 10;

/** A customer without an order yet. */
const NO_ORDERS: Omit<CustomerStatsRow, 'id'> = {
  orders: 0, delivered: 0, cancelled: 0, firstOrderAt: null, lastOrderAt: null,
  deliveredFils: '0', refundedFils: '0', refundedOrders: 0, failedDeliveries: 0,
};

/** What their delivered orders came to, less what staff refunded on them (only a delivered order is refunded so). */
const spentFils = (stats: Omit<CustomerStatsRow, 'id'>) => Number(stats.deliveredFils) - Number(stats.refundedFils);

/** Each customer's stats by id (none for a customer who never ordered). */
export const statsById = (rows: CustomerStatsRow[]) => (id: number) => rows.find((row) => row.id === id) ?? NO_ORDERS;

export function toCustomerRow(account: CustomerAccountRow, stats: Omit<CustomerStatsRow, 'id'>): CustomerRowAnswer {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    phone: account.phone,
    createdAt: account.createdAt,
    orders: stats.orders,
    spent: filsToKwdNumber(spentFils(stats)),
    lastOrderAt: stats.lastOrderAt,
    blocked: account.blockedAt !== null,
    flags: customerFlags(stats),
  };
}

/** The addresses as the profile lists them: one per labelled line (typed with or without its labels), the last used first. */
function addressesOf(rows: CustomerAddressRow[]): CustomerProfileAnswer['addresses'] {
  const byText = new Map<string, CustomerProfileAnswer['addresses'][number]>();
  for (const row of rows) {
    const text = deliveryAddressOf(row)?.text ?? (row.address ? { en: row.address, ar: row.address } : null);
    if (!text) continue;
    const seen = byText.get(text.en);
    if (!seen) byText.set(text.en, { text, orders: row.orders, lastUsedAt: row.lastUsedAt });
    // Rows come the last used first: the first of a line keeps its time.
    else seen.orders += row.orders;
  }
  return [...byText.values()].slice(0, PROFILE_ADDRESSES);
}

export const toCustomerNote = (row: CustomerNoteRow) => ({ id: row.id, text: row.text, author: { id: row.authorId, name: row.authorName }, createdAt: row.createdAt });

export function toCustomerProfile(parts: {
  account: CustomerAccountRow;
  stats: Omit<CustomerStatsRow, 'id'>;
  addresses: CustomerAddressRow[];
  orders: CustomerOrderRow[];
  notes: CustomerNoteRow[];
}): CustomerProfileAnswer {
  const { account, stats } = parts;
  const spent = spentFils(stats);
  return {
    customer: { id: account.id, name: account.name, email: account.email, phone: account.phone, createdAt: account.createdAt, signedOutAt: account.signedOutAt },
    blocked:
      account.blockedAt === null
        ? null
        : { reason: account.blockedReason ?? '', at: account.blockedAt, by: { id: account.blockedById, name: account.blockedByName ?? 'Unknown' } },
    totals: {
      orders: stats.orders,
      delivered: stats.delivered,
      cancelled: stats.cancelled,
      spent: filsToKwdNumber(spent),
      refunded: filsToKwdNumber(Number(stats.refundedFils)),
      averageBasket: stats.delivered === 0 ? 0 : filsToKwdNumber(Number(divideHalfUp(BigInt(spent), BigInt(stats.delivered)))),
      firstOrderAt: stats.firstOrderAt,
      lastOrderAt: stats.lastOrderAt,
    },
    flags: {
      refundRate: refundRate(stats),
      refundedOrders: stats.refundedOrders,
      failedDeliveries: stats.failedDeliveries,
      raised: customerFlags(stats),
    },
    addresses: addressesOf(parts.addresses),
    recentOrders: parts.orders.map((order) => ({
      id: order.id,
      status: order.status,
      createdAt: order.createdAt,
      totalAmount: Number(order.totalAmount),
      shop: order.shopId === null ? null : { id: order.shopId, name: order.shopName ?? '', name_ar: order.shopNameAr ?? '' },
    })),
    notes: parts.notes.map(toCustomerNote),
  };
}
