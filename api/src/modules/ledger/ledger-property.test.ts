import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { LedgerKind, OrderStatus, PaymentMethod } from '../../db/schema';
import { divideHalfUp, kwdToFils } from '../../money/fils';
import { type MoneyShop, shopForMoney } from '../../test/money-orders';
import { setUpTestApp } from '../../test/test-app';
import { isOpen, ledgerBalances, ledgerProblems } from './ledger-balances';

// decisions/money-ledger.md: 50 random lives of real orders — placed through the customers' API with random lines and
// payment methods, their lines picked, picked short, taken off and put back (decisions/picking.md), moved, refunded,
// their refunds completed or failed — and after each life the stored ledger's sums (summed by the database) against
// the module's balances and the order's own total: always 0.000 KWD apart. The shop has a commission rate
// (decisions/shop-statements.md): a delivered order's commission is written once, to the fil, and the customer's sums never read it.

jest.setTimeout(300_000);

const t = setUpTestApp();
let shop: MoneyShop;
/** The shop's commission rate: 12.5% of the items and 0.050 per order. */
const RATE = { percentBp: 1250, feeFils: 50 };
beforeAll(async () => {
  shop = await shopForMoney(t);
  await t.db.execute(sql`INSERT INTO shop_commission_rates (shop_id, percent_bp, fee_fils, effective_from) VALUES (${shop.shopId}, ${RATE.percentBp}, ${RATE.feeFils}, '2020-01-01')`);
});

const lifeArbitrary = fc.record({
  method: fc.constantFrom<PaymentMethod>('CASH', 'KNET', 'CARD'),
  lines: fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 5 })), { minLength: 1, maxLength: 3, selector: ([index]) => index }),
  ops: fc.array(
    fc.oneof(
      fc.record({ t: fc.constant('line' as const), index: fc.nat(2), quantity: fc.integer({ min: 1, max: 6 }) }),
      fc.record({ t: fc.constant('advance' as const) }),
      fc.record({ t: fc.constant('end' as const) }),
      fc.record({ t: fc.constant('refund' as const), fils: fc.integer({ min: 1, max: 9_000 }) }),
      fc.record({ t: fc.constant('settle' as const), which: fc.nat(4), done: fc.boolean() }),
    ),
    { maxLength: 8 },
  ),
});

const FORWARD: Partial<Record<OrderStatus, OrderStatus>> = { NEW: 'ACCEPTED', ACCEPTED: 'INTRANSIT', INTRANSIT: 'DELIVERED' };
const ENDS: Partial<Record<OrderStatus, OrderStatus>> = { NEW: 'REJECTED', INTRANSIT: 'CANCELLED' };

/**
 * A picking change through the API (decisions/picking.md): quantity 6 takes the line off, fewer than ordered picks it short,
 * as many picks it whole, and a line taken off is put back. Refused while the order is not ACCEPTED, for a state that
 * does not allow it (400), or a prepaid order that would cost more (409): nothing is written then.
 */
async function pickLine(orderId: number, index: number, quantity: number): Promise<void> {
  const picking = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/picking`, headers: t.staffAuth })).json().data;
  const line = picking.lines.filter((each: { replacesItemId: number | null }) => each.replacesItemId === null)[index];
  const body = quantity === 6 ? { action: 'remove' } : line.state === 'removed' ? { action: 'reset' } : { action: 'pick', quantity: Math.min(quantity, line.quantity) };
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/picking/lines/${line.id}`,
    headers: { ...t.staffAuth, 'idempotency-key': randomUUID() },
    payload: { ...body, version: picking.version },
  });
  expect([200, 400, 409]).toContain(res.statusCode);
}

it('balances the stored ledgers of 50 random orders to 0.000 KWD against the module and their totals', async () => {
  await fc.assert(
    fc.asyncProperty(lifeArbitrary, async ({ method, lines, ops }) => {
      const order = await shop.place(method, lines);
      let status: OrderStatus = 'NEW';
      for (const op of ops) {
        if (op.t === 'line') {
          await pickLine(order.id, op.index % lines.length, op.quantity);
        } else if (op.t === 'advance' || op.t === 'end') {
          const to: OrderStatus | undefined = (op.t === 'advance' ? FORWARD : ENDS)[status];
          if (!to) continue;
          const res = await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, headers: t.staffAuth, payload: { status: to } });
          expect(res.statusCode).toBe(200);
          status = to;
        } else if (op.t === 'refund') {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/orders/${order.id}/refunds`,
            headers: { ...t.staffAuth, 'idempotency-key': `property-${order.id}-${ops.indexOf(op)}` },
            payload: { amount: op.fils / 1000, reasonCode: 'goodwill', liable: 'platform' },
          });
          expect([201, 409]).toContain(res.statusCode);
          if (res.statusCode === 409) expect(res.json().code).toBe(isOpen(status) ? 'ORDER_NOT_DELIVERED' : 'REFUND_TOO_LARGE');
        } else {
          const pending = await queryRows<{ id: number }>(t.db, sql`SELECT id FROM refunds WHERE order_id = ${order.id} AND status = 'pending' ORDER BY id`);
          const refund = pending[op.which % Math.max(pending.length, 1)];
          if (!refund) continue;
          const payload = op.done ? { gatewayReference: `GW-${refund.id}` } : {};
          const res = await t.app.inject({ method: 'POST', url: `/api/refunds/${refund.id}/${op.done ? 'complete' : 'fail'}`, headers: t.staffAuth, payload });
          expect(res.statusCode).toBe(200);
        }
      }

      // The database's sums, the order's total, the refunds, and the module over the stored entries.
      const [stored] = await queryRows<{ due: string; refunded: string; cash: string; commission: string; total: string; given: string }>(
        t.db,
        sql`SELECT coalesce(sum(amount_fils) FILTER (WHERE kind IN ('charge', 'delivery_fee', 'discount', 'line_change')), 0)::text AS due,
              coalesce(-sum(amount_fils) FILTER (WHERE kind = 'refund'), 0)::text AS refunded,
              coalesce(sum(amount_fils) FILTER (WHERE kind = 'cash_to_collect'), 0)::text AS cash,
              coalesce(-sum(amount_fils) FILTER (WHERE kind = 'commission'), 0)::text AS commission,
              (SELECT total_amount::text FROM orders WHERE id = ${order.id}) AS total,
              (SELECT coalesce(sum(amount_fils), 0)::text FROM refunds WHERE order_id = ${order.id} AND status <> 'failed') AS given
            FROM order_ledger WHERE order_id = ${order.id}`,
      );
      const entries = await queryRows<{ kind: LedgerKind; amountFils: string }>(t.db, sql`SELECT kind, amount_fils::text AS "amountFils" FROM order_ledger WHERE order_id = ${order.id}`);
      const balances = ledgerBalances({ paymentMethod: method, status }, entries.map((entry) => ({ kind: entry.kind, amountFils: Number(entry.amountFils) })));
      const answered = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/ledger`, headers: t.staffAuth })).json().data.balances;
      const totalFils = kwdToFils(stored.total);
      const off =
        Math.abs(Number(stored.due) - balances.amountDue) + Math.abs(totalFils - balances.amountDue) + Math.abs(Number(stored.refunded) - balances.refunded) +
        Math.abs(Number(stored.given) - balances.refunded) + Math.abs(Number(stored.cash) - balances.cashToCollect) + Math.abs(answered.netFils - balances.net);
      expect((off / 1000).toFixed(3)).toBe('0.000');
      expect(ledgerProblems({ paymentMethod: method, status, totalAmountFils: totalFils }, balances)).toEqual([]);
      expect(answered).toMatchObject({ amountDueFils: balances.amountDue, paidFils: balances.paid, refundedFils: balances.refunded, cashToCollectFils: balances.cashToCollect });
      // Delivered: 12.5% of the items (the amount due less the delivery fee; none here), half-up, + 0.050; otherwise none.
      const commission = status === 'DELIVERED' ? Number(divideHalfUp(BigInt(balances.amountDue) * 1250n, 10_000n)) + RATE.feeFils : 0;
      expect(Number(stored.commission)).toBe(commission);
    }),
    { numRuns: 50 },
  );
});
