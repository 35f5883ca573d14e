import type { Db } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import { ledgerRepository } from './ledger-repository';
import { type CustomerMoney, toCustomerMoney } from './ledger-view';

/**
 * decisions/money-ledger.md: the money of a customer's orders (a page, or one), for their own order answer: two
 * statements for the whole page, summed by ledger-balances.ts.
 */
export async function customerMoneyOf(db: Db, orders: readonly { id: number; paymentMethod: string; status: OrderStatus }[]): Promise<Map<number, CustomerMoney>> {
  const repo = ledgerRepository(db);
  const ids = orders.map((order) => order.id);
  const entries = await repo.entries(ids);
  const refunds = await repo.refunds(ids);
  return new Map(
    orders.map((order) => [
      order.id,
      toCustomerMoney(
        order,
        entries.filter((entry) => entry.orderId === order.id),
        refunds.filter((refund) => refund.orderId === order.id),
      ),
    ]),
  );
}
