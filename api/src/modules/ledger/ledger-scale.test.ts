import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { LedgerKind, Liable, OrderStatus, PaymentMethod } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { createCatalog, makeLocation, makeShop } from '../../test/fixtures';
import { createPromotion } from '../../test/promotion-orders';
import { setUpTestApp } from '../../test/test-app';
import { moveOrders } from '../orders/order-status-service';
import { sumsOfPeriod } from '../statements/statements-service';
import { type LedgerAmount, ledgerBalances, ledgerProblems } from './ledger-balances';
import { completeRefund, createRefund, failRefund } from './refund-service';

// decisions/money-ledger.md, decisions/shop-statements.md, decisions/promotions.md: the whole marketplace's money at
// scale. 10,000 random orders over five shops, each with its own commission rate — cash, KNET and card, with and without
// a delivery fee, a third with a discount funded by the shop or by the platform — are opened by the ledger's own
// function, ended by the status service in bulk (delivered, with their commission; rejected; cancelled after
// acceptance, their money given back), and 400 delivered ones refunded by staff, borne by the shop or the
// platform, the refunds completed or failed. Then every order's ledger keeps its rule, and what the customers paid and
// kept paid (paid − refunded, summed over every order) equals, to the fil, what the statements pay the shops plus what
// the platform keeps (delivery fees and commission, less the promotions and refunds it bears): 0.000 KWD apart.

jest.setTimeout(600_000);

const t = setUpTestApp();

const ORDERS = 10_000;
const REFUNDED = 400;

/** A seeded generator (mulberry32): the same orders on every run, on either database. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Row {
  orderId: number;
  kind: LedgerKind;
  amountFils: string;
  liable: Liable;
}

it('balances 10,000 random orders to 0.000 KWD: every ledger keeps its rule, and the customers’ money is the shops’ payouts plus the platform’s take', async () => {
  const random = seeded(39);
  const started = new Date(Date.now() - 1000);
  const catalog = await createCatalog(t.db, 'S');
  const place = await makeLocation(t.db, { governorate: 'Scale', area: 'Scale area', block: 'Scale block' });
  const shopIds = [catalog.shopId];
  for (let i = 1; i < 5; i += 1) shopIds.push((await makeShop(t.db, place)).id);
  // Each shop's commission from long ago: 0–30 % of the items and 0–0.200 KWD an order.
  for (const shopId of shopIds) {
    await t.db.execute(sql`INSERT INTO shop_commission_rates (shop_id, percent_bp, fee_fils, effective_from)
                           VALUES (${shopId}, ${Math.floor(random() * 3001)}, ${Math.floor(random() * 201)}, '2020-01-01')`);
  }
  // A coupon the first shop funds and one the platform funds (their redemptions are written with the orders below).
  const byShop = await createPromotion(t, { name: 'Shop funded', nameAr: 'على المتجر', code: 'SCALESHOP', kind: 'fixed', amount: 1, fundedBy: 'shop', shopId: catalog.shopId });
  const byPlatform = await createPromotion(t, { name: 'Platform funded', nameAr: 'على المنصة', code: 'SCALEALL', kind: 'percent', percent: 10, fundedBy: 'platform' });

  // The orders, as placing totals them: items + delivery fee − discount (never below 0), in one statement.
  const planned = Array.from({ length: ORDERS }, () => {
    const shopIndex = Math.floor(random() * shopIds.length);
    const itemsFils = 1 + Math.floor(random() * 20_000);
    const feeFils = [0, 250, 500, 1000][Math.floor(random() * 4)];
    const discounted = random() < 0.33;
    const promotionId = discounted ? (shopIndex === 0 && random() < 0.5 ? byShop.id : byPlatform.id) : null;
    const discountFils = discounted ? 1 + Math.floor(random() * Math.min(itemsFils + feeFils, 3000)) : 0;
    const method: PaymentMethod = (['CASH', 'KNET', 'CARD'] as const)[Math.floor(random() * 3)];
    // 70 % to be delivered, 15 % rejected, 15 % cancelled once accepted: each written at the step before its money moves.
    const fate = random();
    const status: OrderStatus = fate < 0.7 ? 'INTRANSIT' : fate < 0.85 ? 'NEW' : 'ACCEPTED';
    return { shopId: shopIds[shopIndex], itemsFils, feeFils, discountFils, promotionId, method, status };
  });
  const values = planned.map(
    (order, index) =>
      sql`(${index}::int, ${order.shopId}::int, ${order.method}, ${order.status}, ${(order.itemsFils + order.feeFils - order.discountFils) / 1000}::numeric, ${order.feeFils / 1000}::numeric, ${order.discountFils / 1000}::numeric)`,
  );
  const inserted: { id: number }[] = [];
  for (let from = 0; from < values.length; from += 2000) {
    inserted.push(
      ...(await queryRows<{ id: number }>(
        t.db,
        sql`INSERT INTO orders (user_id, status, customer_name, customer_phone, payment_method, shop_id, street, building, block, area, governorate,
                                total_quantity, total_amount, delivery_fee, discount, created_at)
            SELECT ${catalog.customerId}, v.status, 'Scale customer', '+96599000000', v.method, v.shop_id, 'Street 1', '1', 'Block 1', 'Salmiya', 'Hawalli',
                   1, v.total, v.fee, v.discount, now()
            FROM (VALUES ${sql.join(values.slice(from, from + 2000), sql`, `)}) AS v(n, shop_id, method, status, total, fee, discount)
            ORDER BY v.n
            RETURNING id`,
      )),
    );
  }
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  expect(ids).toHaveLength(ORDERS);
  const redemptions = planned.flatMap((order, index) =>
    order.promotionId === null ? [] : [sql`(${order.promotionId}::int, ${ids[index]}::int, ${catalog.customerId}::int, ${order.discountFils}::bigint)`],
  );
  for (let from = 0; from < redemptions.length; from += 2000) {
    await t.db.execute(sql`INSERT INTO promotion_redemptions (promotion_id, order_id, user_id, discount_fils) VALUES ${sql.join(redemptions.slice(from, from + 2000), sql`, `)}`);
  }
  // The promotions' counters, as placing keeps them (a reject or cancel gives its redemption back).
  await t.db.execute(sql`UPDATE promotions p SET spent_fils = r.spent, redemptions = r.count
                         FROM (SELECT promotion_id, sum(discount_fils) AS spent, count(*)::int AS count FROM promotion_redemptions GROUP BY promotion_id) r
                         WHERE p.id = r.promotion_id`);
  await t.db.execute(sql`SELECT order_ledger_open('order_placed', ${sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]`})`);

  // Their ends, in bulk through the status service (the steps before move no money: the orders were written at them):
  // delivered, with their commission; rejected; cancelled once accepted, their money given back.
  const delivered = ids.filter((_, i) => planned[i].status === 'INTRANSIT');
  const rejected = ids.filter((_, i) => planned[i].status === 'NEW');
  const cancelled = ids.filter((_, i) => planned[i].status === 'ACCEPTED');
  const actor = { actor: { kind: 'staff' as const, id: t.staffId } };
  const move = async (which: number[], from: OrderStatus, to: OrderStatus) => {
    for (let at = 0; at < which.length; at += 1000) {
      const batch = which.slice(at, at + 1000);
      await inTransaction(t.db, (tx) => moveOrders(tx, sql`o.id = ANY(${sql`ARRAY[${sql.join(batch.map((id) => sql`${id}`), sql`, `)}]::int[]`})`, [from], to, actor));
    }
  };
  await move(rejected, 'NEW', 'REJECTED');
  await move(cancelled, 'ACCEPTED', 'CANCELLED');
  await move(delivered, 'INTRANSIT', 'DELIVERED');

  // Staff refund 400 delivered orders (never more than kept), borne by the shop or the platform; half of the
  // gateway refunds are completed, a quarter fail (given back to the ledger), the rest wait.
  const kept = await queryRows<{ orderId: number; net: string }>(
    t.db,
    sql`SELECT order_id AS "orderId", sum(amount_fils) FILTER (WHERE kind IN ('charge', 'delivery_fee', 'discount', 'line_change'))::text AS net
        FROM order_ledger WHERE order_id = ANY(${sql`ARRAY[${sql.join(delivered.slice(0, REFUNDED).map((id) => sql`${id}`), sql`, `)}]::int[]`})
        GROUP BY order_id ORDER BY order_id`,
  );
  for (const { orderId, net } of kept) {
    if (Number(net) < 1) continue;
    const amountFils = 1 + Math.floor(random() * Number(net));
    const liable: Liable = random() < 0.5 ? 'shop' : 'platform';
    const outcome = random();
    await inTransaction(t.db, async (tx) => {
      const refundId = await createRefund(tx, orderId, { lines: null, amountFils, reasonCode: 'goodwill', liable, note: null }, t.staffId);
      const [refund] = await queryRows<{ status: string }>(tx, sql`SELECT status FROM refunds WHERE id = ${refundId}`);
      if (refund.status !== 'pending') return;
      if (outcome < 0.5) await completeRefund(tx, refundId, `GW-SCALE-${refundId}`);
      else if (outcome < 0.75) await failRefund(tx, refundId, 'Declined by the gateway', t.staffId);
    });
  }

  // Every order's ledger keeps its rule, and what the customers paid and kept paid.
  const orders = await queryRows<{ id: number; status: OrderStatus; paymentMethod: string; totalFils: string }>(
    t.db,
    sql`SELECT id, status, payment_method AS "paymentMethod", (total_amount * 1000)::bigint::text AS "totalFils" FROM orders WHERE id >= ${ids[0]} AND id <= ${ids[ids.length - 1]} ORDER BY id`,
  );
  const rows = await queryRows<Row>(
    t.db,
    sql`SELECT order_id AS "orderId", kind, amount_fils::text AS "amountFils", liable FROM order_ledger WHERE order_id >= ${ids[0]} AND order_id <= ${ids[ids.length - 1]}`,
  );
  const entriesOf = new Map<number, LedgerAmount[]>();
  for (const row of rows) {
    const list = entriesOf.get(row.orderId) ?? [];
    list.push({ kind: row.kind, amountFils: Number(row.amountFils) });
    entriesOf.set(row.orderId, list);
  }
  let customersKept = 0;
  const broken: string[] = [];
  for (const order of orders) {
    const balances = ledgerBalances(order, entriesOf.get(order.id) ?? []);
    const problems = ledgerProblems({ ...order, totalAmountFils: Number(order.totalFils) }, balances);
    if (problems.length > 0) broken.push(`#${order.id}: ${problems.join('; ')}`);
    customersKept += balances.net;
  }
  expect(orders).toHaveLength(ORDERS);
  expect(broken).toEqual([]);
  expect(orders.filter((order) => order.status === 'DELIVERED')).toHaveLength(delivered.length);

  // The statements of the period (every shop): what the shops are paid and what the platform keeps.
  const sums = await sumsOfPeriod(t.db, { start: started, end: new Date(Date.now() + 60_000) }, shopIds);
  let payouts = 0;
  let platformTake = 0;
  let commission = 0;
  let promotionsShop = 0;
  for (const { totals } of sums.values()) {
    payouts += totals.netPayout;
    platformTake += totals.deliveryFees + totals.commission - totals.promotionsPlatform - totals.refundsPlatform;
    commission += totals.commission;
    promotionsShop += totals.promotionsShop;
  }
  expect(((customersKept - payouts - platformTake) / 1000).toFixed(3)).toBe('0.000');

  // And the statements' parts are the ledger's own sums: the commission, the discounts the shops fund.
  const [ledger] = await queryRows<{ commission: string; promotionsShop: string; orders: number }>(
    t.db,
    sql`SELECT coalesce(-sum(l.amount_fils) FILTER (WHERE l.kind = 'commission'), 0)::text AS commission,
               coalesce(-sum(l.amount_fils) FILTER (WHERE l.kind = 'discount' AND l.liable = 'shop' AND o.status = 'DELIVERED'), 0)::text AS "promotionsShop",
               count(DISTINCT l.order_id) FILTER (WHERE l.kind = 'commission')::int AS orders
        FROM order_ledger l JOIN orders o ON o.id = l.order_id WHERE l.order_id >= ${ids[0]} AND l.order_id <= ${ids[ids.length - 1]}`,
  );
  expect(commission).toBe(Number(ledger.commission));
  expect(promotionsShop).toBe(Number(ledger.promotionsShop));
  expect(commission).toBeGreaterThan(0);
  expect(promotionsShop).toBeGreaterThan(0);
});
