import { sql } from 'drizzle-orm';
import { setUpTestApp } from '../../test/test-app';
import { createCatalog, createOrder, makeLocation, makeShop } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';

const t = setUpTestApp();

const stats = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: t.staffAuth });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('GET /api/dashboard/stats', () => {
  it('answers the six counts, locations being governorates + areas + blocks', async () => {
    const before = await stats();
    const catalog = await createCatalog(t.db, 'dash');
    await createOrder(t.db, catalog, 'NEW');
    await createOrder(t.db, catalog, 'DELIVERED');
    await createOrder(t.db, catalog, 'REJECTED');
    const after = await stats();
    expect(Object.keys(after).sort()).toEqual(
      [
        ...['totalCategories', 'totalLocations', 'totalOrders', 'totalProducts', 'totalShops', 'totalUsers'],
        ...['shopsNotTakingOrders', 'shopsSwitchedClosed', 'shopsPaused', 'newOrdersOverdue', 'acceptedNotShipped', 'productsOutOfStock'],
      ].sort(),
    );
    expect(after).toEqual({
      totalShops: before.totalShops + 1,
      totalCategories: before.totalCategories + 1,
      totalProducts: before.totalProducts + 3,
      totalOrders: before.totalOrders + 3,
      totalLocations: before.totalLocations + 3, // one governorate, one area, one block
      totalUsers: before.totalUsers + 1, // the customer
      shopsNotTakingOrders: before.shopsNotTakingOrders,
      shopsSwitchedClosed: before.shopsSwitchedClosed,
      shopsPaused: before.shopsPaused,
      newOrdersOverdue: before.newOrdersOverdue, // placed just now
      acceptedNotShipped: before.acceptedNotShipped,
      productsOutOfStock: before.productsOutOfStock,
    });
  });

  it('counts every NEW order past the red age, never up to a cap: 150 placed 20 minutes ago are 150', async () => {
    const before = (await stats()).newOrdersOverdue;
    const catalog = await createCatalog(t.db, 'overdue');
    const placed = Date.now() - 20 * 60_000;
    for (let i = 0; i < 150; i += 1) await createOrder(t.db, catalog, 'NEW', [1], { createdAt: new Date(placed - i * 1000) });
    await createOrder(t.db, catalog, 'NEW'); // placed just now: not past the red age
    expect((await stats()).newOrdersOverdue).toBe(before + 150);
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats?overdueMinutes=30', headers: t.staffAuth });
    expect(res.json().data.newOrdersOverdue).toBe(before);
  });

  it('agrees with count(*) over every table, after inserts and deletes', async () => {
    await t.db.execute(sql`DELETE FROM orders WHERE status = 'REJECTED'`);
    const counted = await t.db.execute(sql`SELECT
      (SELECT count(*)::int FROM shops) AS "totalShops", (SELECT count(*)::int FROM categories) AS "totalCategories",
      (SELECT count(*)::int FROM products) AS "totalProducts", (SELECT count(*)::int FROM orders) AS "totalOrders",
      (SELECT (SELECT count(*) FROM governorates) + (SELECT count(*) FROM areas) + (SELECT count(*) FROM blocks))::int AS "totalLocations",
      (SELECT count(*)::int FROM users) AS "totalUsers"`);
    const { shopsNotTakingOrders: _a, shopsSwitchedClosed: _b, shopsPaused: _c, newOrdersOverdue: _d, acceptedNotShipped: _e, productsOutOfStock: _f, ...counts } = await stats();
    expect(counts).toEqual((counted as unknown as { rows: object[] }).rows[0]);
  });

  it('counts the shops that should be open now but are not taking orders (decisions/availability.md): paused or switched closed', async () => {
    t.setClock(new Date('2026-11-26T12:00:00+03:00'));
    try {
      const before = (await stats()).shopsNotTakingOrders;
      const place = await makeLocation(t.db);
      const paused = await makeShop(t.db, place, { pausedAt: new Date('2026-11-26T11:00:00+03:00') });
      await makeShop(t.db, place, { isOpen: false });
      // Closed by its hours now: nothing to attend to.
      await makeShop(t.db, place, { isOpen: false, openTime: '18:00', closeTime: '22:00' });
      await makeShop(t.db, place, { pausedAt: new Date('2026-11-26T11:00:00+03:00'), openTime: '18:00', closeTime: '22:00' });
      // Closed by its plain hours, but its weekly schedule opens it on Thursdays from 08:00.
      const scheduled = await makeShop(t.db, place, { pausedAt: new Date('2026-11-26T11:00:00+03:00'), openTime: '18:00', closeTime: '22:00' });
      await t.app.inject({ method: 'PUT', url: `/api/shop/${scheduled.id}/hours`, headers: t.staffAuth, payload: { hours: [{ weekday: 4, opens: '08:00', closes: '14:00' }] } });
      expect((await stats()).shopsNotTakingOrders).toBe(before + 3);
      // Why: one switched closed, two paused.
      expect(await stats()).toMatchObject({ shopsSwitchedClosed: 1, shopsPaused: 2 });
      await t.app.inject({ method: 'POST', url: `/api/shop/${scheduled.id}/resume`, headers: t.staffAuth });
      await t.app.inject({ method: 'POST', url: `/api/shop/${paused.id}/resume`, headers: t.staffAuth });
      expect((await stats()).shopsNotTakingOrders).toBe(before + 1);
    } finally {
      t.setClock(null);
    }
  });
});

describeStaffGuard(() => t, [['GET', '/api/dashboard/stats']]);
