import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { createPromotion, type PromotionShop, shopForPromotions } from '../../test/promotion-orders';
import { createTestApp, type TestApp } from '../../test/test-app';

// decisions/promotions.md: a promotion under concurrent orders — its budget and its maximum are never overspent, and one
// customer's orders are counted one after the other (the limit per customer). The embedded database runs one statement
// at a time, so the races are staged on the PostgreSQL server (the jest project run with TEST_DATABASE_URL).
const onPostgres = process.env.API_TEST_DB === 'postgres';
const itOnPostgres = onPostgres ? it : it.skip;

let t: TestApp;
let shop: PromotionShop;
let customers: { id: number; authorization: string }[];
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  // As orders-race.test.ts: the pool's idle connections must not crash the worker when the test database is dropped.
  (t.db as unknown as { $client: { on(event: 'error', listener: () => void): void } }).$client.on('error', () => {});
  shop = await shopForPromotions(t);
  customers = [];
  for (let i = 0; i < 10; i += 1) customers.push(await t.createUser('customer'));
}, 120_000);
afterAll(async () => {
  if (onPostgres) await t.close();
}, 60_000);

/** `n` orders of one 2.000 item at once, by the customers in turn (or all by `by`), with the coupon. */
const atOnce = (n: number, couponCode: string | undefined, by?: { authorization: string }) =>
  Promise.all(Array.from({ length: n }, (_, i) => shop.order(by ?? customers[i % customers.length], [[1, 1]], { couponCode })));

const countsOf = (answers: Awaited<ReturnType<typeof atOnce>>) => {
  const counts: Record<string, number> = {};
  for (const res of answers) {
    const key = res.statusCode === 201 ? `201 discount ${res.json().data.discount}` : `${res.statusCode} ${res.json().code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

const stored = async (promotionId: number) => {
  const [row] = await queryRows<{ spent: string; redemptions: number; given: string; orders: number }>(
    t.db,
    sql`SELECT p.spent_fils::text AS spent, p.redemptions,
          (SELECT coalesce(sum(o.discount), 0)::text FROM promotion_redemptions r JOIN orders o ON o.id = r.order_id WHERE r.promotion_id = p.id) AS given,
          (SELECT count(*)::int FROM promotion_redemptions r WHERE r.promotion_id = p.id) AS orders
        FROM promotions p WHERE p.id = ${promotionId}`,
  );
  return row;
};

describe('concurrent orders with one promotion', () => {
  itOnPostgres('100 orders at once with a KWD 1 coupon of a KWD 10 budget: exactly 10 discounted, spent 10.000, the rest 409 PROMOTION_EXHAUSTED', async () => {
    const promotion = await createPromotion(t, { name: 'Ten', nameAr: 'عشرة', code: 'TEN-KWD', kind: 'fixed', amount: 1, budget: 10, fundedBy: 'platform' });
    const answers = await atOnce(100, 'TEN-KWD');
    expect(countsOf(answers)).toEqual({ '201 discount 1': 10, '409 PROMOTION_EXHAUSTED': 90 });
    for (const res of answers.filter((each) => each.statusCode === 409)) expect(res.json().errors).toEqual({ couponCode: 'This code has been fully used' });
    expect(await stored(promotion.id)).toEqual({ spent: '10000', redemptions: 10, given: '10.000', orders: 10 });
  }, 120_000);

  itOnPostgres('30 orders at once with a coupon of 5 redemptions: exactly 5', async () => {
    const promotion = await createPromotion(t, { name: 'Five', nameAr: 'خمسة', code: 'FIVE-USES', kind: 'fixed', amount: 0.2, maxRedemptions: 5, fundedBy: 'platform' });
    expect(countsOf(await atOnce(30, 'FIVE-USES'))).toEqual({ '201 discount 0.2': 5, '409 PROMOTION_EXHAUSTED': 25 });
    expect(await stored(promotion.id)).toEqual({ spent: '1000', redemptions: 5, given: '1.000', orders: 5 });
  }, 120_000);

  itOnPostgres('10 orders at once by one customer with a code of 1 per customer: exactly 1', async () => {
    const promotion = await createPromotion(t, { name: 'Mine', nameAr: 'لي', code: 'ONE-EACH', kind: 'fixed', amount: 0.3, perCustomerLimit: 1, fundedBy: 'platform' });
    expect(countsOf(await atOnce(10, 'ONE-EACH', customers[0]))).toEqual({ '201 discount 0.3': 1, '409 PROMOTION_LIMIT': 9 });
    expect(await stored(promotion.id)).toEqual({ spent: '300', redemptions: 1, given: '0.300', orders: 1 });
  }, 120_000);

  itOnPostgres('20 orders at once with an automatic offer of 3 redemptions: 3 discounted, the rest placed without it', async () => {
    const own = await shopForPromotions(t);
    const promotion = await createPromotion(t, { name: 'Auto', nameAr: 'تلقائي', kind: 'fixed', amount: 0.4, maxRedemptions: 3, shopId: own.shopId, fundedBy: 'shop' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => own.order(customers[i % customers.length], [[1, 1]])));
    expect(countsOf(answers)).toEqual({ '201 discount 0.4': 3, '201 discount 0': 17 });
    expect(await stored(promotion.id)).toEqual({ spent: '1200', redemptions: 3, given: '1.200', orders: 3 });
    for (const res of answers) expect(await own.ledgerProblems(res.json().data.id)).toEqual([]);
  }, 120_000);

  itOnPostgres('orders taking a promotion while others give theirs back: the counters end exact', async () => {
    const promotion = await createPromotion(t, { name: 'Churn', nameAr: 'تقلب', code: 'CHURN', kind: 'fixed', amount: 0.5, budget: 5, fundedBy: 'platform' });
    const first = (await atOnce(10, 'CHURN')).map((res) => res.json().data.id as number);
    // Five of them rejected while ten more try: the five freed places go, and no more.
    const [rejects, more] = await Promise.all([
      Promise.all(first.slice(0, 5).map((id) => shop.move(id, 'REJECTED'))),
      atOnce(10, 'CHURN'),
    ]);
    expect(rejects.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const placed = more.filter((res) => res.statusCode === 201).length;
    expect(placed).toBeLessThanOrEqual(5);
    const now = await stored(promotion.id);
    expect(now).toMatchObject({ spent: String(500 * (5 + placed)), redemptions: 5 + placed });
    const live = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM promotion_redemptions WHERE promotion_id = ${promotion.id} AND released_at IS NULL`);
    expect(live).toEqual([{ n: 5 + placed }]);
  }, 120_000);

  if (!onPostgres) {
    it.skip('the races run only on the PostgreSQL server (set TEST_DATABASE_URL): PGlite serialises every statement', () => {});
  }
});
