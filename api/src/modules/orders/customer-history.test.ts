import { type CatalogFixture, createCatalog, createOrder } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';
import { setUpTestApp } from '../../test/test-app';

// decisions/order-workspace.md: the order page says who the customer is to the shop — their other orders, delivered,
// cancelled or rejected, the first and the last — counted as the caller may see them. PGlite, and PostgreSQL when set.
jest.setTimeout(60_000);

const t = setUpTestApp();
let ours: CatalogFixture;
let theirs: CatalogFixture;
/** The order the page shows, and its customer's other orders, in our shop and in another. */
let asked: number;
let elsewhere: number;
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 30));

beforeAll(async () => {
  ours = await createCatalog(t.db, 'H');
  theirs = await createCatalog(t.db, 'I');
  const inOurs = (status: Parameters<typeof createOrder>[2], on: number) => createOrder(t.db, ours, status, [1], { shopId: ours.shopId, createdAt: day(on) });
  await inOurs('DELIVERED', 3);
  await inOurs('DELIVERED', 5);
  await inOurs('CANCELLED', 6);
  await inOurs('REJECTED', 8);
  await inOurs('ACCEPTED', 9);
  asked = await inOurs('NEW', 10);
  // The same customer at another shop: on the 1st (their first order of all) and the 12th (their last).
  elsewhere = await createOrder(t.db, ours, 'DELIVERED', [1], { shopId: theirs.shopId, createdAt: day(1) });
  await createOrder(t.db, ours, 'NEW', [1], { shopId: theirs.shopId, createdAt: day(12) });
  // Another customer's order in our shop counts for no one else.
  await createOrder(t.db, theirs, 'DELIVERED', [1], { shopId: ours.shopId, createdAt: day(2) });
}, 60_000);

const history = (id: number, headers = t.staffAuth) => t.app.inject({ method: 'GET', url: `/api/orders/${id}/customer-history`, headers });

describe('GET /api/orders/:id/customer-history', () => {
  it("counts the customer's other orders in every shop, delivered and cancelled or rejected, with the first and last", async () => {
    const res = await history(asked);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { orders: 7, delivered: 3, cancelled: 2, firstOrderAt: day(1).toISOString(), lastOrderAt: day(12).toISOString() },
    });
  });

  it('answers zeros and no dates for a first order', async () => {
    const only = await createOrder(t.db, await createCatalog(t.db, 'J'), 'NEW', [1]);
    expect((await history(only)).json().data).toEqual({ orders: 0, delivered: 0, cancelled: 0, firstOrderAt: null, lastOrderAt: null });
  });

  it("counts for shop staff their shops' orders only, and another shop's order is not found", async () => {
    const clerk = await t.createUser('shop_staff', { shopIds: [ours.shopId] });
    const auth = { authorization: clerk.authorization };
    const res = await history(asked, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ orders: 5, delivered: 2, cancelled: 2, firstOrderAt: day(3).toISOString(), lastOrderAt: day(9).toISOString() });
    const hidden = await history(elsewhere, auth);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ success: false, message: `Order #${elsewhere} was not found` });
  });

  it('answers 404 for an order that does not exist, and 400 for a bad id', async () => {
    const missing = await history(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order #999999 was not found');
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/abc/customer-history', headers: t.staffAuth })).statusCode).toBe(400);
  });
});

describeStaffGuard(() => t, [['GET', '/api/orders/1/customer-history']]);
