import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { openShopWithProduct } from '../../test/customer-orders';
import { createTestApp, madeBeforeAll, setUpTestApp } from '../../test/test-app';

// decisions/live-desk.md: a shop that leaves AUTO_PAUSE_AFTER_UNANSWERED orders unanswered stops taking orders,
// says why, and takes them again once staff resume it. On PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp(() => createTestApp({ AUTO_PAUSE_AFTER_UNANSWERED: '2', AUTO_PAUSE_UNANSWERED_MINUTES: '10' }));
const customer = madeBeforeAll(() => t.createUser('customer'));

async function openShop() {
  const { shop, order } = await openShopWithProduct(t, { stock: 50 });
  const shopView = async () => (await t.app.inject({ method: 'GET', url: `/api/shop/${shop.id}`, headers: t.staffAuth })).json().data;
  return { shop, order: () => order(customer.authorization), shopView };
}

/** Orders of `shopId` placed `minutes` ago: they have waited that long. */
const age = (shopId: number, minutes: number) =>
  t.db.execute(sql`UPDATE orders SET created_at = now() - make_interval(mins => ${minutes}) WHERE shop_id = ${shopId} AND status = 'NEW'`);

describe('auto-pause after unanswered orders (AUTO_PAUSE_AFTER_UNANSWERED=2, 10 minutes)', () => {
  it('pauses a shop with 2 orders unanswered for over 10 minutes, refuses its next order with the reason, and resumes on request', async () => {
    const { shop, order, shopView } = await openShop();
    expect((await order()).statusCode).toBe(201);
    expect((await order()).statusCode).toBe(201);
    // Young orders are not unanswered yet.
    expect((await order()).statusCode).toBe(201);
    expect(await shopView()).toMatchObject({ pausedAt: null, pausedReason: null });

    await age(shop.id, 11);
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SHOP_PAUSED',
      message: `${shop.name} is not taking orders now. Paused: 3 orders left unanswered for over 10 minutes`,
    });
    const paused = await shopView();
    expect(paused.pausedReason).toBe('Paused: 3 orders left unanswered for over 10 minutes');
    // decisions/availability.md: the auto-pause is the shops' one pause, with its reason in Arabic too, until resumed.
    expect(paused.pausedReasonAr).toBe('متوقف: 3 طلبات دون رد لأكثر من 10 دقيقة');
    expect(paused.availability).toMatchObject({ state: 'paused', cause: 'pause', until: null, reason: paused.pausedReason });
    expect(Date.parse(paused.pausedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM orders WHERE shop_id = ${shop.id}`);
    expect(n).toBe(3);

    const resumed = await t.app.inject({ method: 'POST', url: `/api/shop/${shop.id}/resume`, headers: t.staffAuth });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toMatchObject({ id: shop.id, pausedAt: null, pausedReason: null });
    // The orders left before the resume no longer count: it takes orders again.
    expect((await order()).statusCode).toBe(201);
  });

  it('answers 404 for resuming a shop that does not exist, and 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/shop/999999/resume', headers: t.staffAuth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/shop/1/resume' })).statusCode).toBe(401);
  });
});
