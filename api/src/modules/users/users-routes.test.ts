import { eq } from 'drizzle-orm';
import { orderItems, orders, shops, users } from '../../db/schema';
import { makeLocation } from '../../test/fixtures';
import { openShopWithProduct } from '../../test/customer-orders';
import { createTestApp, setUpTestApp } from '../../test/test-app';
import { describeStaffGuard } from '../../test/staff-guard';
import { tinyPng, uploadedFiles } from '../../test/upload-forms';

// Password hashing and database set-up are slow on a busy machine; the project-level testTimeout
// in jest.config.cjs does not reach tests run as a project.
jest.setTimeout(30_000);

const t = setUpTestApp();

const get = (url: string, headers: Record<string, string> = t.staffAuth) => t.app.inject({ method: 'GET', url, headers });
const register = (payload: object, headers: Record<string, string> = t.staffAuth) =>
  t.app.inject({ method: 'POST', url: '/api/user/register', payload, headers });
const remove = (id: number, headers: Record<string, string> = t.staffAuth) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers });

async function placeOrder(userId: number, productImage: string | null = null) {
  const [order] = await t.db
    .insert(orders)
    .values({ userId, customerName: 'Customer', paymentMethod: 'CASH', totalQuantity: 1, totalAmount: '1.250' })
    .returning({ id: orders.id });
  await t.db.insert(orderItems).values({ orderId: order.id, productName: 'Milk', unitPrice: '1.250', quantity: 1, productImage });
  return order.id;
}

async function shopValues() {
  const location = await makeLocation(t.db);
  return { name: 'Corner', nameAr: 'الزاوية', phone: '+96522223333', governorateId: location.governorate.id, areaId: location.area.id, blockId: location.block.id, openTime: '08:00' };
}

describeStaffGuard(() => t, [
  ['GET', '/api/user'],
  ['POST', '/api/user/register', {}],
  ['DELETE', '/api/user/999'],
  ['GET', '/api/user/me'],
  ['GET', '/api/user/999'],
  ['PUT', '/api/user/999', { name: 'X', role: 'owner' }],
]);

describe('GET /api/user', () => {
  it('pages by 9, newest first, with id, name, email, phone, role and createdAt, never the hash', async () => {
    for (let i = 0; i < 12; i++) await t.createUser(i % 2 ? 'customer' : 'owner');
    const res = await get('/api/user');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const total = await t.db.$count(users);
    expect(data).toMatchObject({ total, page: 1, limit: 9, pages: Math.ceil(total / 9) });
    expect(data.items).toHaveLength(9);
    const ids = data.items.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Object.keys(data.items[0]).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'phone', 'role', 'shops']);
    expect(res.body).not.toMatch(/password|hash/i);
    expect(typeof data.nextCursor).toBe('string');
  });

  it('caps limit at 100', async () => {
    const res = await get('/api/user?limit=5000');
    expect(res.json().data.limit).toBe(100);
  });

  it('answers 400 for a bad page, limit or cursor', async () => {
    for (const query of ['page=0', 'limit=0', 'page=abc', 'after=bm90LWEtY3Vyc29y']) {
      const res = await get(`/api/user?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
  });

  it('gives the same page 2 by cursor as by page number, and a row added meanwhile neither repeats nor skips a row', async () => {
    const first = (await get('/api/user?limit=4')).json().data;
    const byPage = (await get('/api/user?limit=4&page=2')).json().data;
    const byCursor = (await get(`/api/user?limit=4&after=${first.nextCursor}`)).json().data;
    expect(byCursor.items).toEqual(byPage.items);

    await t.createUser('customer'); // lands at the top of the list
    const shiftedByPage = (await get('/api/user?limit=4&page=2')).json().data;
    const afterInsertByCursor = (await get(`/api/user?limit=4&after=${first.nextCursor}`)).json().data;
    expect(afterInsertByCursor.items).toEqual(byPage.items);
    // Offset paging shows the shift the cursor avoids: its page 2 now repeats the last row of page 1.
    expect(shiftedByPage.items[0]).toEqual(first.items[3]);
  });

  it('walks the whole list by cursor with every user exactly once', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/user?limit=5${cursor ? `&after=${cursor}` : ''}`;
      const data = (await get(url)).json().data;
      seen.push(...data.items.map((u: { id: number }) => u.id));
      cursor = data.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(await t.db.$count(users));
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('POST /api/user/register', () => {
  it('registers a staff account (201) that can then sign in', async () => {
    const res = await register({ name: '  Noura  ', email: 'Noura@Dukkan.kw', password: 'welcome-2024' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ name: 'Noura', email: 'noura@dukkan.kw', role: 'owner', phone: null });
    expect(res.body).not.toMatch(/password|hash/i);
    const [row] = await t.db.select().from(users).where(eq(users.id, data.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'noura@dukkan.kw', password: 'welcome-2024' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it.each([
    [{ email: 'a@dukkan.kw', password: 'password1' }, 'name', 'Name is required'],
    [{ name: '   ', email: 'a@dukkan.kw', password: 'password1' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(101), email: 'a@dukkan.kw', password: 'password1' }, 'name', 'Name must be at most 100 characters'],
    [{ name: 'Ali', password: 'password1' }, 'email', 'Email is required'],
    [{ name: 'Ali', email: 'ali at dukkan', password: 'password1' }, 'email', 'Please enter a valid email address'],
    [{ name: 'Ali', email: 'a@dukkan.kw' }, 'password', 'Password is required'],
    [{ name: 'Ali', email: 'a@dukkan.kw', password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ name: 'Ali', email: 'a@dukkan.kw', password: 'p'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
  ])('answers 400 with the message for %j', async (body, field, message) => {
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { [field]: message } });
  });

  it('reports every invalid field at once', async () => {
    const res = await register({});
    expect(res.json().errors).toEqual({ name: 'Name is required', email: 'Email is required', password: 'Password is required' });
  });

  it("answers 409 'A user with this email already exists' whatever the case", async () => {
    await register({ name: 'Huda', email: 'huda@dukkan.kw', password: 'password-1' });
    const res = await register({ name: 'Huda Again', email: 'HUDA@dukkan.KW', password: 'password-2' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'A user with this email already exists' });
  });

  it('never writes unknown fields: id and createdAt are ignored; an owner when no role is sent', async () => {
    const res = await register({
      name: 'Sneaky',
      email: 'sneaky@dukkan.kw',
      password: 'password-1',
      id: 424242,
      createdAt: '2001-01-01T00:00:00.000Z',
      passwordHash: 'x',
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.id).not.toBe(424242);
    expect(data.role).toBe('owner');
    expect(new Date(data.createdAt).getFullYear()).toBeGreaterThan(2020);
  });

  it('registers the role Add User picks (decisions/roles-and-audit.md); never a customer, and shop staff need a shop that exists', async () => {
    const [shop] = await t.db.insert(shops).values(await shopValues()).returning({ id: shops.id });
    const staff = await register({ name: 'Mona', email: 'mona@dukkan.kw', password: 'password-1', role: 'shop_staff', shopIds: [shop.id] });
    expect(staff.statusCode).toBe(201);
    expect(staff.json().data).toMatchObject({ role: 'shop_staff', shops: [{ id: shop.id }] });
    expect((await register({ name: 'Ali', email: 'ali@dukkan.kw', password: 'password-1', role: 'operations', shopIds: [shop.id] })).json().data).toMatchObject({ role: 'operations', shops: [] });
    expect((await register({ name: 'Cust', email: 'cust@dukkan.kw', password: 'password-1', role: 'customer' })).statusCode).toBe(400);
    for (const shopIds of [[], [987654]]) {
      const res = await register({ name: 'Noor', email: 'noor@dukkan.kw', password: 'password-1', role: 'shop_staff', shopIds });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ shopIds: 'Select at least one shop' });
    }
  });
});

describe('PUT /api/user/{id} (decisions/roles-and-audit.md)', () => {
  const edit = (id: number, payload: object, headers: Record<string, string> = t.staffAuth) =>
    t.app.inject({ method: 'PUT', url: `/api/user/${id}`, payload, headers });

  it("changes a staff account's name and role, and the role applies to its next request", async () => {
    const user = await t.createUser('owner');
    expect((await get('/api/user', { authorization: user.authorization })).statusCode).toBe(200);
    const res = await edit(user.id, { name: 'Renamed', role: 'operations' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, name: 'Renamed', role: 'operations', shops: [] });
    const refused = await get('/api/user', { authorization: user.authorization });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: 'You do not have permission to do this' });
    expect((await get(`/api/user/${user.id}`)).json().data.role).toBe('operations');
  });

  it('answers 400 with the field for a missing name or shops, 404 for a customer or no one', async () => {
    const user = await t.createUser('catalogue');
    expect((await edit(user.id, { name: ' ', role: 'catalogue' })).json().errors).toEqual({ name: 'Name is required' });
    expect((await edit(user.id, { name: 'X', role: 'shop_staff' })).json().errors).toEqual({ shopIds: 'Select at least one shop' });
    expect((await edit(user.id, { name: 'X', role: 'king' })).statusCode).toBe(400);
    const customer = await t.createUser('customer');
    expect((await edit(customer.id, { name: 'X', role: 'owner' })).statusCode).toBe(404);
    expect((await edit(987654, { name: 'X', role: 'owner' })).statusCode).toBe(404);
  });

  it('keeps the last owner an owner (409), and a user cannot be left without one by deleting either', async () => {
    const solo = await createTestApp();
    try {
      const other = await solo.createUser('catalogue');
      const demoted = await solo.app.inject({ method: 'PUT', url: `/api/user/${solo.staffId}`, payload: { name: 'Me', role: 'operations' }, headers: solo.staffAuth });
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json()).toMatchObject({ success: false, code: 'LAST_OWNER', message: 'You cannot remove the last owner' });
      const promoted = await solo.app.inject({ method: 'PUT', url: `/api/user/${other.id}`, payload: { name: 'Other', role: 'owner' }, headers: solo.staffAuth });
      expect(promoted.statusCode).toBe(200);
      const nowDemoted = await solo.app.inject({ method: 'PUT', url: `/api/user/${solo.staffId}`, payload: { name: 'Me', role: 'operations' }, headers: solo.staffAuth });
      expect(nowDemoted.statusCode).toBe(200);
    } finally {
      await solo.close();
    }
  }, 60_000);
});

describe('DELETE /api/user/{id}', () => {
  it('deletes a customer without orders, and their token stops working at once', async () => {
    const customer = await t.createUser('customer');
    const res = await remove(customer.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: customer.id } });
    expect(await t.db.$count(users, eq(users.id, customer.id))).toBe(0);
    expect((await get('/api/customer/orders', { authorization: customer.authorization })).statusCode).toBe(401);
  });

  it('anonymises a customer with orders instead: personal data gone, orders and money kept, no sign-in, listed nowhere', async () => {
    const customer = await t.createUser('customer', { name: 'Noura Anon', email: 'noura.anon@example.com' });
    await t.db.update(users).set({ phone: '+96555443322' }).where(eq(users.id, customer.id));
    const first = await placeOrder(customer.id);
    const second = await placeOrder(customer.id);
    await t.db
      .update(orders)
      .set({ customerName: 'Noura Anon', customerNameAr: 'نورة', customerPhone: '+965 5544 3322', address: 'Block 3, Street 4, House 5', street: 'Street 4', building: '5', status: 'DELIVERED' })
      .where(eq(orders.userId, customer.id));
    const usersBefore = (await get('/api/user?limit=1')).json().data.total;

    const res = await remove(customer.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: customer.id } });

    const [account] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(account).toMatchObject({ name: 'Deleted customer', phone: null, role: 'customer' });
    expect(account.email).not.toContain('noura');
    expect(account.anonymisedAt).toBeInstanceOf(Date);
    const kept = await t.db.select().from(orders).where(eq(orders.userId, customer.id));
    expect(kept.map((order) => order.id).sort((a, b) => a - b)).toEqual([first, second]);
    for (const order of kept) {
      expect(order).toMatchObject({ customerName: 'Deleted customer', customerNameAr: null, customerPhone: null, address: null, street: null, building: null, totalAmount: '1.250', status: 'DELIVERED' });
    }
    // Searching the old phone finds no one; the order itself is still there by its id.
    expect((await get('/api/orders?q=55443322')).json().data.items).toEqual([]);
    expect((await get(`/api/orders/${first}`)).json().data).toMatchObject({ id: first, totalAmount: 1.25, customer: { name: 'Deleted customer', phone: null } });

    // The account is gone for everyone: its token, its sign-in, the users list and a second delete.
    expect((await get('/api/customer/orders', { authorization: customer.authorization })).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/customer/login', payload: { email: 'noura.anon@example.com', password: customer.password } });
    expect(signIn.statusCode).toBe(401);
    expect((await get(`/api/user/${customer.id}`)).statusCode).toBe(404);
    expect((await get('/api/user?q=deleted%20customer')).json().data.items).toEqual([]);
    expect((await get('/api/user?limit=1')).json().data.total).toBe(usersBefore - 1);
    expect((await remove(customer.id)).statusCode).toBe(404);
  });

  it('cancels their open orders with a reason and returns the stock those held, once, through the stock history', async () => {
    const customer = await t.createUser('customer');
    const shop = await openShopWithProduct(t, { stock: 10 });
    const placed: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      const answer = await shop.order(customer.authorization);
      expect(answer.statusCode).toBe(201);
      placed.push(answer.json().data.id);
    }
    const [fresh, accepted, shipped, delivered] = placed;
    const move = (id: number, status: string) => t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: t.staffAuth, payload: { status } });
    for (const [id, path] of [[accepted, ['ACCEPTED']], [shipped, ['ACCEPTED', 'INTRANSIT']], [delivered, ['ACCEPTED', 'INTRANSIT', 'DELIVERED']]] as const) {
      for (const status of path) expect((await move(id, status)).statusCode).toBe(200);
    }
    const [{ productId }] = (await get(`/api/orders/${fresh}`)).json().data.items;
    const stock = async () => (await get(`/api/products/${productId}`)).json().data.stock;
    expect(await stock()).toBe(6);

    expect((await remove(customer.id)).statusCode).toBe(200);

    // NEW, ACCEPTED and INTRANSIT held a unit each: three come back; the delivered one was sold.
    expect(await stock()).toBe(9);
    const statuses = await t.db.select({ id: orders.id, status: orders.status, held: orders.stockHeld }).from(orders).where(eq(orders.userId, customer.id));
    expect(Object.fromEntries(statuses.map((row) => [row.id, [row.status, row.held]]))).toEqual({
      [fresh]: ['CANCELLED', false],
      [accepted]: ['CANCELLED', false],
      [shipped]: ['CANCELLED', false],
      [delivered]: ['DELIVERED', true], // sold: its units stay taken
    });
    const timeline = (await get(`/api/orders/${accepted}/events`)).json().data.items;
    expect(timeline[timeline.length - 1]).toMatchObject({ from: 'ACCEPTED', to: 'CANCELLED', reason: 'Customer account deleted', actor: { kind: 'staff', id: t.staffId } });
    const ledger = (await get(`/api/products/${productId}/stock?limit=50`)).json().data.items as { reason: string; orderId: number | null; change: number; note: string | null }[];
    const returned = ledger.filter((row) => row.reason === 'returned');
    expect(returned.map((row) => row.orderId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([fresh, accepted, shipped]);
    expect(returned.every((row) => row.change === 1 && row.note === 'Customer account deleted')).toBe(true);

    // Nothing comes back twice: a second delete finds no one, and staff cannot move the cancelled orders.
    expect((await remove(customer.id)).statusCode).toBe(404);
    expect((await move(shipped, 'CANCELLED')).statusCode).toBe(409);
    expect(await stock()).toBe(9);
  });

  it("keeps the pictures an anonymised customer's orders still show", async () => {
    const customer = await t.createUser('customer');
    const only = await t.app.images.save({ buffer: tinyPng(), filename: 'a.png' });
    await placeOrder(customer.id, only);
    expect((await remove(customer.id)).statusCode).toBe(200);
    expect(uploadedFiles(t.dataDir)).toContain(only);
  });

  it('signs a deleted staff member out immediately', async () => {
    const colleague = await t.createUser('owner');
    expect((await get('/api/user', { authorization: colleague.authorization })).statusCode).toBe(200);
    expect((await remove(colleague.id)).statusCode).toBe(200);
    const after = await get('/api/user', { authorization: colleague.authorization });
    expect(after.statusCode).toBe(401);
  });

  it("refuses deleting yourself with 409 'You cannot delete your own account'", async () => {
    const res = await remove(t.staffId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'You cannot delete your own account' });
  });

  it('refuses deleting the last owner (409)', async () => {
    // Self-deletion is refused, so this needs a race: a fresh database with two owners, A and B;
    // A's role is cached by the auth hook when A is demoted, then A asks to delete B.
    const solo = await createTestApp();
    try {
      const target = await solo.createUser('owner');
      expect((await solo.app.inject({ method: 'GET', url: '/api/user', headers: solo.staffAuth })).statusCode).toBe(200);
      await solo.db.update(users).set({ role: 'customer' }).where(eq(users.id, solo.staffId));
      const res = await solo.app.inject({ method: 'DELETE', url: `/api/user/${target.id}`, headers: solo.staffAuth });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'LAST_OWNER', message: 'You cannot remove the last owner' });
      expect(await solo.db.$count(users, eq(users.id, target.id))).toBe(1);
    } finally {
      await solo.close();
    }
  }, 60_000);

  it('answers 404 for a user that does not exist, and 400 for a bad id', async () => {
    expect((await remove(987654)).statusCode).toBe(404);
    expect((await remove(987654)).json()).toMatchObject({ success: false, message: 'User not found' });
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/user/abc', headers: t.staffAuth });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/user search and role (decisions/search.md)', () => {
  it('finds users by a fragment of their name in English or Arabic, email or phone, and narrows by role', async () => {
    const search = async (query: string) => {
      const answer = await t.app.inject({ method: 'GET', url: `/api/user?${query}`, headers: t.staffAuth });
      expect(answer.statusCode).toBe(200);
      return (answer.json().data.items as { name: string }[]).map((user) => user.name);
    };
    await t.db.insert(users).values([
      { name: 'Hessa Yy Al-Sabah', email: 'hessa.yy@example.com', phone: '+96555012345', role: 'customer', passwordHash: 'x' },
      { name: 'فاطمة يي', email: 'fatima.yy@example.com', phone: '+96566098765', role: 'owner', passwordHash: 'x' },
    ]);
    expect(await search('q=hessa%20YY')).toEqual(['Hessa Yy Al-Sabah']);
    expect(await search(`q=${encodeURIComponent('فاطمه')}`)).toEqual(['فاطمة يي']);
    expect(await search('q=fatima.yy@')).toEqual(['فاطمة يي']);
    expect(await search(`q=${encodeURIComponent('5501 2345')}`)).toEqual(['Hessa Yy Al-Sabah']);
    expect(await search('q=yy&role=staff')).toEqual(['فاطمة يي']);
    expect(await search('q=yy&role=owner')).toEqual(['فاطمة يي']);
    const total = (await t.app.inject({ method: 'GET', url: '/api/user?q=yy', headers: t.staffAuth })).json().data.total;
    expect(total).toBe(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/user?role=admin', headers: t.staffAuth })).statusCode).toBe(400);
  });
});
