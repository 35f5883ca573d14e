import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import type { OrderStatus, PaymentMethod } from '../../db/schema';
import { NOT_AN_IMAGE } from '../../images/image-processing';
import { holdStream, type HeldStream } from '../../test/event-stream';
import { type MoneyShop, shopForMoney } from '../../test/money-orders';
import { databaseBefore } from '../../test/migrated-before';
import { describeStaffGuard } from '../../test/staff-guard';
import { buildSecondApp, type SecondApp } from '../../test/second-app';
import { createListeningTestApp, setUpTestApp } from '../../test/test-app';
import { until } from '../../test/waiting';
import { type FormFile, multipart, pngFile, storedName, textPretendingToBePng, tinyPng, uploadedFiles } from '../../test/upload-forms';
import { removeUnclaimedImages, removeUnusedImages, unusedImages } from '../uploads/image-lifecycle';
import { readDispatchOrder } from './dispatch-service';
import { TOO_MANY_CODES } from './driver-routes';

// decisions/dispatch.md: who delivers, through the API. Drivers and their profiles, shifts and their cash, the board and
// its lists (scoped to shop staff's shops), assigning exactly once under concurrency, capacity and shifts, the driver's
// own screen (only their deliveries; every other staff route 403), the customer's code (5 wrong → 429), a failure
// returned to the shop (stock back exactly once) or retried, a courier's hand-over, the ledger's cash to collect and
// a shift's discrepancy, the customer's answer, the stream's `delivery` event, a photo proof (its picture kept while the
// delivery shows it; a courier's proven by the picture they sent), an order's deliveries for staff. A real socket for the
// stream; PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
jest.setTimeout(120_000);

const t = setUpTestApp(() => createListeningTestApp({ LIVE_HEARTBEAT_MS: '200' }));

type Auth = { authorization: string };
type Driver = { id: number; authorization: string; name: string };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth: Auth = t.staffAuth) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });

let shopA: MoneyShop;
let shopB: MoneyShop;
let areaA: number;
let areaB: number;
const streams: HeldStream[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

/** An order of `shop` placed by its customer (`method`) and accepted by the owner, with its area. */
async function acceptedOrder(shop: MoneyShop, method: PaymentMethod = 'CASH', lines: [number, number][] = [[0, 2]]): Promise<number> {
  const order = await shop.place(method, lines);
  await shop.moveTo(order.id, 'ACCEPTED');
  return order.id;
}

/** A driver account, named, with a profile (capacity, areas) and a shift started by the owner when `onShift`. */
async function newDriver(name: string, profile: { capacity?: number; areaIds?: number[]; onShift?: boolean } = {}): Promise<Driver> {
  const user = await t.createUser('driver', { name });
  const saved = await call('PUT', `/drivers/${user.id}`, { phone: '5555 1234', vehicle: 'Scooter', capacity: profile.capacity ?? 3, areaIds: profile.areaIds ?? [] });
  expect(saved.statusCode).toBe(200);
  if (profile.onShift !== false) expect((await call('POST', `/drivers/${user.id}/shift`)).statusCode).toBe(200);
  return { id: user.id, authorization: user.authorization, name };
}

const assign = (orderId: number, body: object, auth: Auth = t.staffAuth) => call('POST', `/orders/${orderId}/delivery`, { replaces: null, ...body }, auth);
const liveDeliveryId = async (orderId: number): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(t.db, sql`SELECT id FROM deliveries WHERE order_id = ${orderId} AND live`);
  return row.id;
};
const statusOf = async (orderId: number): Promise<OrderStatus> => {
  const [row] = await queryRows<{ status: OrderStatus }>(t.db, sql`SELECT status FROM orders WHERE id = ${orderId}`);
  return row.status;
};
const codeOf = async (orderId: number): Promise<string> => {
  const [row] = await queryRows<{ code: string }>(t.db, sql`SELECT delivery_code AS code FROM orders WHERE id = ${orderId}`);
  return row.code;
};
const wrongCode = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');
const driverCall = (driver: Driver, method: 'GET' | 'POST', url: string, payload?: object) => call(method, url, payload, driver);
const stockOf = async (productId: number): Promise<number> => {
  const [row] = await queryRows<{ stock: number }>(t.db, sql`SELECT stock FROM products WHERE id = ${productId}`);
  return row.stock;
};
/** A deliver request as a phone sends a photo: multipart, the picture (when given) as `photo`. */
const sendPhoto = async (url: string, auth: Auth, fields: Record<string, string>, photo?: FormFile) => {
  const form = await multipart(fields, photo && { ...photo, field: 'photo' });
  return t.app.inject({ method: 'POST', url: `/api${url}`, payload: form.payload, headers: { authorization: auth.authorization, ...form.headers } });
};
/** A delivery's proof as stored. */
const proofOf = async (deliveryId: number) => {
  const [row] = await queryRows<{ proof: string | null; image: string | null; cash: string | null }>(
    t.db,
    sql`SELECT proof, proof_image AS image, cash_collected::text AS cash FROM deliveries WHERE id = ${deliveryId}`,
  );
  return row;
};
/** The picture at `url` (the image store's absolute URL) is served, as a PNG. */
const expectServedPng = async (url: string) => {
  const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect({ url, status: served.statusCode, type: served.headers['content-type'] }).toEqual({ url, status: 200, type: 'image/png' });
};

beforeAll(async () => {
  shopA = await shopForMoney(t);
  shopB = await shopForMoney(t);
  const areaOf = async (shop: MoneyShop) => {
    const id = await acceptedOrder(shop);
    const [row] = await queryRows<{ areaId: number }>(t.db, sql`SELECT area_id AS "areaId" FROM orders WHERE id = ${id}`);
    return row.areaId;
  };
  areaA = await areaOf(shopA);
  areaB = await areaOf(shopB);
}, 60_000);

describeStaffGuard(() => t, [
  ['GET', '/api/drivers'],
  ['PUT', '/api/drivers/1', { phone: '55551234', vehicle: '', capacity: 3, areaIds: [] }],
  ['POST', '/api/drivers/1/shift'],
  ['POST', '/api/drivers/1/shift/close', { countedCash: 0 }],
  ['POST', '/api/shifts/1/resolve', { note: 'Counted twice' }],
  ['GET', '/api/shifts'],
  ['GET', '/api/dispatch/board'],
  ['GET', '/api/dispatch/orders?state=waiting'],
  ['GET', '/api/dispatch/times'],
  ['GET', '/api/orders/1/delivery'],
  ['POST', '/api/orders/1/delivery', { replaces: null, driverId: 1 }],
  ['POST', '/api/deliveries/1/deliver', { cashCollected: 0 }],
  ['POST', '/api/deliveries/1/withdraw'],
  ['POST', '/api/deliveries/1/return'],
  ['GET', '/api/driver/me'],
  ['POST', '/api/driver/deliveries/1/deliver', { code: '1234' }],
]);

describe('drivers and their profiles', () => {
  it('lists every driver by name with the defaults until a profile is saved, and saves one in the contract’s words', async () => {
    const user = await t.createUser('driver', { name: 'Aaron Default' });
    const listed = (await call('GET', '/drivers')).json().data as { id: number }[];
    expect(listed.find((driver) => driver.id === user.id)).toEqual({
      id: user.id, name: 'Aaron Default', email: user.email, phone: '', vehicle: '', capacity: 3, areas: [], shift: null, load: 0,
    });

    const refused = await call('PUT', `/drivers/${user.id}`, { phone: '123', vehicle: 'x'.repeat(121), capacity: 2.5, areaIds: [987654] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      phone: 'Enter a valid Kuwaiti phone number',
      vehicle: 'Keep it under 120 characters',
      capacity: 'Enter a whole number from 1 to 20',
      areaIds: 'Choose areas from the list',
    });
    expect((await call('PUT', `/drivers/${user.id}`, { phone: '5', vehicle: '', capacity: 21, areaIds: [] })).json().errors.capacity).toBe('Enter a whole number from 1 to 20');

    const saved = await call('PUT', `/drivers/${user.id}`, { phone: '+965 5555 1111', vehicle: ' Toyota Yaris ', capacity: 4, areaIds: [areaA, areaA] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ phone: '+96555551111', vehicle: 'Toyota Yaris', capacity: 4, areas: [{ id: areaA }] });
    const audit = await queryRows<{ entity: string }>(t.db, sql`SELECT entity FROM audit_log WHERE entity = 'driver_profile' AND after->>'user_id' = ${String(user.id)}`);
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for a user who is not a driver, and drivers are made as users with the driver role', async () => {
    const clerk = await t.createUser('operations');
    const res = await call('PUT', `/drivers/${clerk.id}`, { phone: '55551234', vehicle: '', capacity: 3, areaIds: [] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Driver not found');
    const registered = await call('POST', '/user/register', { name: 'Bader Driver', email: 'bader.driver@dukkan.kw', password: 'password-1', role: 'driver' });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().data).toMatchObject({ role: 'driver' });
  });

  it('starts a shift once: a second start is SHIFT_OPEN, in the lead’s words and in the driver’s', async () => {
    const driver = await newDriver('Fahad Shift');
    const again = await call('POST', `/drivers/${driver.id}/shift`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SHIFT_OPEN', message: 'Fahad Shift is already on shift' });
    const mine = await driverCall(driver, 'POST', '/driver/shift');
    expect(mine.json()).toMatchObject({ code: 'SHIFT_OPEN', message: 'You are already on shift' });
  });
});

describe('assigning', () => {
  it('lets exactly one of 10 concurrent assignments win; the others get 409 DELIVERY_CHANGED with the winner', async () => {
    const orderId = await acceptedOrder(shopA);
    const drivers = [await newDriver('Race One'), await newDriver('Race Two')];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => assign(orderId, { driverId: drivers[i % 2].id })));
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((res) => res.statusCode !== 200);
    expect(lost.map((res) => res.statusCode)).toEqual(Array(9).fill(409));
    const winner = won[0].json().data;
    expect(winner).toMatchObject({ orderId, orderStatus: 'ACCEPTED', state: 'assigned', delivery: { state: 'assigned' } });
    for (const res of lost) {
      expect(res.json()).toMatchObject({ code: 'DELIVERY_CHANGED', message: `Order #${orderId} was just assigned by someone else`, delivery: { id: winner.delivery.id } });
    }
    const [{ live }] = await queryRows<{ live: number }>(t.db, sql`SELECT count(*)::int AS live FROM deliveries WHERE order_id = ${orderId} AND live`);
    expect(live).toBe(1);
  });

  it('reassigns when `replaces` names the live delivery (withdrawn), and refuses a stale one', async () => {
    const orderId = await acceptedOrder(shopA);
    const [first, second] = [await newDriver('Reassign One'), await newDriver('Reassign Two')];
    const one = (await assign(orderId, { driverId: first.id })).json().data.delivery.id;
    const stale = await assign(orderId, { driverId: second.id });
    expect(stale.json()).toMatchObject({ code: 'DELIVERY_CHANGED', delivery: { id: one, driver: { id: first.id, name: 'Reassign One' } } });
    const moved = await assign(orderId, { replaces: one, driverId: second.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.delivery.driver).toMatchObject({ id: second.id, name: 'Reassign Two', phone: '+96555551234' });
    const [old] = await queryRows<{ state: string; live: boolean }>(t.db, sql`SELECT state, live FROM deliveries WHERE id = ${one}`);
    expect(old).toEqual({ state: 'withdrawn', live: false });

    const withdrawn = await call('POST', `/deliveries/${moved.json().data.delivery.id}/withdraw`);
    expect(withdrawn.json().data).toMatchObject({ state: 'waiting', delivery: null });
    const again = await call('POST', `/deliveries/${moved.json().data.delivery.id}/withdraw`);
    expect(again.json()).toMatchObject({ code: 'DELIVERY_NOT_OPEN', message: 'This delivery has already moved on' });
  });

  it('refuses a driver off shift, at capacity, or who is no driver, and an order that cannot be handed over', async () => {
    const off = await newDriver('Off Shift', { onShift: false });
    const orderId = await acceptedOrder(shopA);
    const offShift = await assign(orderId, { driverId: off.id });
    expect(offShift.json()).toMatchObject({ code: 'DRIVER_OFF_SHIFT', message: 'Off Shift is not on shift' });

    const full = await newDriver('Full Capacity', { capacity: 1 });
    expect((await assign(orderId, { driverId: full.id })).statusCode).toBe(200);
    const other = await acceptedOrder(shopA);
    const atCapacity = await assign(other, { driverId: full.id });
    expect(atCapacity.statusCode).toBe(409);
    expect(atCapacity.json()).toMatchObject({ code: 'DRIVER_AT_CAPACITY', message: 'Full Capacity already carries 1 orders' });

    const clerk = await t.createUser('operations');
    const notDriver = await assign(other, { driverId: clerk.id });
    expect(notDriver.statusCode).toBe(400);
    expect(notDriver.json().errors).toEqual({ driverId: 'Choose a driver from the list' });
    expect((await assign(other, {})).json().errors).toEqual({ driverId: 'Choose a driver from the list' });

    const placed = await shopA.place('CASH', [[0, 1]]);
    const fresh = await assign(placed.id, { driverId: full.id });
    expect(fresh.json()).toMatchObject({ code: 'ORDER_NOT_DISPATCHABLE', message: `Order #${placed.id} cannot be handed over now` });
  });
});

describe('the board and its lists', () => {
  it('counts the open orders per state and area, lists the drivers on shift with their load, and suggests one', async () => {
    const near = await newDriver('Board Near', { areaIds: [areaA], capacity: 5 });
    const waiting = await acceptedOrder(shopA, 'CASH', [[0, 2]]);
    const prepaid = await acceptedOrder(shopA, 'KNET', [[1, 1]]);
    const board = (await call('GET', '/dispatch/board')).json().data;
    expect(board.counts.waiting).toBeGreaterThanOrEqual(2);
    const area = board.areas.find((row: { area: { id: number } }) => row.area.id === areaA);
    expect(area.counts.waiting).toBeGreaterThanOrEqual(2);
    expect(board.drivers.find((driver: { id: number }) => driver.id === near.id)).toMatchObject({ name: 'Board Near', load: 0, shift: { state: 'open' } });
    expect(board.drivers.every((driver: { shift: { state: string } | null }) => driver.shift?.state === 'open')).toBe(true);

    // The cash to collect is the ledger's: a cash order's total (2 × 1.250), nothing for one paid by KNET.
    const list = await call('GET', `/dispatch/orders?state=waiting&areaId=${areaA}&limit=100`);
    const items = list.json().data.items as { orderId: number; cashToCollect: number; totalAmount: number; suggestedDriver: { id: number } | null; acceptedAt: string }[];
    expect(items.find((row) => row.orderId === waiting)).toMatchObject({ cashToCollect: 2.5, totalAmount: 2.5, state: 'waiting', delivery: null, picked: false });
    expect(items.find((row) => row.orderId === prepaid)).toMatchObject({ cashToCollect: 0, paymentMethod: 'KNET' });
    expect(items.find((row) => row.orderId === waiting)?.suggestedDriver).toEqual({ id: near.id, name: 'Board Near' });
    const accepted = items.map((row) => Date.parse(row.acceptedAt));
    expect(accepted).toEqual([...accepted].sort((a, b) => a - b));
  });

  it('pages the waiting orders, accepted first first, by cursor', async () => {
    for (let i = 0; i < 3; i += 1) await acceptedOrder(shopB);
    const first = (await call('GET', `/dispatch/orders?state=waiting&areaId=${areaB}&limit=2`)).json().data;
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    const second = (await call('GET', `/dispatch/orders?state=waiting&areaId=${areaB}&limit=2&after=${first.nextCursor}`)).json().data;
    const ids = [...first.items, ...second.items].map((row: { orderId: number }) => row.orderId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await call('GET', '/dispatch/orders?state=waiting&after=not-a-cursor')).statusCode).toBe(400);
  });

  it("shows shop staff only their shops' orders on the board and the lists, and refuses them every change", async () => {
    const theirs = await acceptedOrder(shopB);
    const clerk = await t.createUser('shop_staff', { shopIds: [shopA.shopId] });
    const board = (await call('GET', '/dispatch/board', undefined, clerk)).json().data;
    expect(board.areas.map((row: { area: { id: number } }) => row.area.id)).not.toContain(areaB);
    const list = (await call('GET', '/dispatch/orders?state=waiting&limit=100', undefined, clerk)).json().data;
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.map((row: { orderId: number }) => row.orderId)).not.toContain(theirs);
    expect(list.items.every((row: { shop: { id: number } }) => row.shop.id === shopA.shopId)).toBe(true);
    expect(list.total).toBe(board.counts.waiting);
    expect((await assign(theirs, { driverId: 1 }, clerk)).statusCode).toBe(403);
  });
});

describe('the driver’s own screen', () => {
  it('shows the driver only their own deliveries (another’s is 404) and refuses every other staff route', async () => {
    const [mine, theirs] = [await newDriver('Own Screen'), await newDriver('Other Screen')];
    const orderId = await acceptedOrder(shopA);
    expect((await assign(orderId, { driverId: mine.id })).statusCode).toBe(200);
    const deliveryId = await liveDeliveryId(orderId);

    const home = (await driverCall(mine, 'GET', '/driver/me')).json().data;
    expect(home.driver).toMatchObject({ id: mine.id, load: 1 });
    expect(home.shift).toMatchObject({ state: 'open', delivered: 0, collectedCash: 0 });
    expect(home.deliveries).toEqual([
      expect.objectContaining({ id: deliveryId, orderId, state: 'assigned', cashToCollect: 2.5, paymentMethod: 'CASH', itemCount: 2, shop: expect.objectContaining({ id: shopA.shopId, phone: '+96550000000' }) }),
    ]);
    expect(home.deliveries[0].addressText.en).toMatch(/^Block .*, Street 1, Building 2/);
    expect((await driverCall(theirs, 'GET', '/driver/me')).json().data.deliveries).toEqual([]);

    for (const action of ['pickup', 'deliver', 'fail']) {
      const res = await driverCall(theirs, 'POST', `/driver/deliveries/${deliveryId}/${action}`, action === 'fail' ? { reasonCode: 'other', note: 'x' } : { code: '0000' });
      expect({ action, status: res.statusCode, message: res.json().message }).toEqual({ action, status: 404, message: 'Delivery not found' });
    }
    for (const url of ['/orders', `/orders/${orderId}`, '/dispatch/board', '/drivers', '/shop']) {
      expect({ url, status: (await driverCall(mine, 'GET', url)).statusCode }).toEqual({ url, status: 403 });
    }
    expect((await call('GET', '/driver/me')).json().message).toBe('Driver not found');
  });

  it('picks up (the order goes In Transit), refuses wrong codes, throttles after 5 even for the right one, and a right code delivers', async () => {
    const driver = await newDriver('Code Driver');
    const orderId = await acceptedOrder(shopA);
    await assign(orderId, { driverId: driver.id });
    const deliveryId = await liveDeliveryId(orderId);
    const code = await codeOf(orderId);
    expect(code).toMatch(/^\d{4}$/);

    expect((await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/deliver`, { code, cashCollected: 2.5 })).json().code).toBe('DELIVERY_NOT_OPEN');
    const picked = await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/pickup`);
    expect(picked.statusCode).toBe(200);
    expect(picked.json().data.deliveries[0]).toMatchObject({ id: deliveryId, state: 'picked_up' });
    expect(await statusOf(orderId)).toBe('INTRANSIT');

    const deliver = (body: object) => driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/deliver`, body);
    const missingCash = await deliver({ code });
    expect(missingCash.json().errors).toEqual({ cashCollected: 'Enter the cash collected' });
    expect((await deliver({ code, cashCollected: 2.5001 })).json().errors).toEqual({ cashCollected: 'Enter an amount in KWD with up to 3 decimals' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await deliver({ code: wrongCode(code), cashCollected: 2.5 });
      expect({ attempt, status: wrong.statusCode, errors: wrong.json().errors }).toEqual({ attempt, status: 400, errors: { code: "This is not the order's code" } });
    }
    const throttled = await deliver({ code, cashCollected: 2.5 });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_CODES });
    expect(await statusOf(orderId)).toBe('INTRANSIT');

    // The window passed (its counter gone): the right code delivers, the cash and the shift recorded.
    await t.db.execute(sql`DELETE FROM sign_in_counters WHERE key = ${`delivery-code:${deliveryId}`}`);
    const delivered = await deliver({ code: ` ${code} `, cashCollected: 2.5 });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toMatchObject({ deliveries: [], shift: { delivered: 1, collectedCash: 2.5 } });
    expect(await statusOf(orderId)).toBe('DELIVERED');
    const [row] = await queryRows<{ state: string; proof: string; cash: string; shiftId: number | null }>(
      t.db,
      sql`SELECT state, proof, cash_collected::text AS cash, shift_id AS "shiftId" FROM deliveries WHERE id = ${deliveryId}`,
    );
    expect(row).toMatchObject({ state: 'delivered', proof: 'code', cash: '2.500' });
    expect(row.shiftId).not.toBeNull();
  });

  it('refuses cash for an order already paid', async () => {
    const driver = await newDriver('Paid Driver');
    const orderId = await acceptedOrder(shopA, 'KNET');
    await assign(orderId, { driverId: driver.id });
    const deliveryId = await liveDeliveryId(orderId);
    await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/pickup`);
    const code = await codeOf(orderId);
    const refused = await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/deliver`, { code, cashCollected: 1 });
    expect(refused.json().errors).toEqual({ cashCollected: 'This order is paid: collect nothing' });
    expect((await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/deliver`, { code })).statusCode).toBe(200);
  });
});

describe('a photo instead of the code', () => {
  /** A cash order of 2.500 KWD carried by a new driver, picked up. */
  async function pickedUp(name: string) {
    const driver = await newDriver(name);
    const orderId = await acceptedOrder(shopA);
    await assign(orderId, { driverId: driver.id });
    const deliveryId = await liveDeliveryId(orderId);
    expect((await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/pickup`)).statusCode).toBe(200);
    return { driver, orderId, deliveryId };
  }
  /** The driver's deliver request with a photo. */
  const sendDriverPhoto = (driver: Driver, deliveryId: number, fields: Record<string, string>, photo?: FormFile) =>
    sendPhoto(`/driver/deliveries/${deliveryId}/deliver`, driver, fields, photo);

  it('delivers with a photo and no code, even with the wrong codes used up; staff see the picture, served from the store', async () => {
    const { driver, orderId, deliveryId } = await pickedUp('Photo Driver');
    const code = await codeOf(orderId);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/deliver`, { code: wrongCode(code), cashCollected: 2.5 })).statusCode).toBe(400);
    }

    const delivered = await sendDriverPhoto(driver, deliveryId, { cashCollected: '2.500' }, pngFile('door.png'));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toMatchObject({ deliveries: [], shift: { delivered: 1, collectedCash: 2.5 } });
    expect(await statusOf(orderId)).toBe('DELIVERED');
    const proof = await proofOf(deliveryId);
    expect(proof).toMatchObject({ proof: 'photo', cash: '2.500' });
    expect(uploadedFiles(t.dataDir)).toContain(proof.image);

    // The delivery as every staff answer shows it (the board's rows, the order's delivery).
    const { delivery } = await readDispatchOrder(t.db, orderId, t.app.images);
    expect(delivery).toMatchObject({ state: 'delivered', proof: 'photo', cashCollected: 2.5, proofImage: expect.stringMatching(/^https?:\/\//) });
    const url = delivery?.proofImage as string;
    expect(storedName(url)).toBe(proof.image);
    await expectServedPng(url);
  });

  it('refuses neither a code nor a photo, a file that is not an image, and a refused delivery’s photo is not kept', async () => {
    const { driver, orderId, deliveryId } = await pickedUp('No Proof Driver');
    const before = uploadedFiles(t.dataDir);
    const neither = { code: "Enter the customer's code or take a photo" };
    const json = await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/deliver`, { code: ' ', cashCollected: 2.5 });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual(neither);
    const form = await sendDriverPhoto(driver, deliveryId, { cashCollected: '2.500' });
    expect(form.statusCode).toBe(400);
    expect(form.json().errors).toEqual(neither);

    // The images' own refusal, as for a product's picture: judged by the bytes, whatever the name says.
    const text = await sendDriverPhoto(driver, deliveryId, { cashCollected: '2.500' }, { buffer: textPretendingToBePng(), filename: 'door.png' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ success: false, message: NOT_AN_IMAGE });

    // A photo with the cash wrong: the delivery is refused, and the picture stored for it removed again.
    const cash = await sendDriverPhoto(driver, deliveryId, { cashCollected: '2.5001' }, pngFile());
    expect(cash.json().errors).toEqual({ cashCollected: 'Enter an amount in KWD with up to 3 decimals' });
    expect(uploadedFiles(t.dataDir)).toEqual(before);
    expect(await statusOf(orderId)).toBe('INTRANSIT');
    expect(await proofOf(deliveryId)).toEqual({ proof: null, image: null, cash: null });
  });

  it("shows the photo on the order's deliveries (GET orders/{id}/delivery), its picture served", async () => {
    const { driver, orderId, deliveryId } = await pickedUp('Shown Photo Driver');
    expect((await sendDriverPhoto(driver, deliveryId, { cashCollected: '2.500' }, pngFile('door.png'))).statusCode).toBe(200);
    const res = await call('GET', `/orders/${orderId}/delivery`);
    expect(res.statusCode).toBe(200);
    const { order, attempts } = res.json().data;
    expect(attempts).toEqual([expect.objectContaining({ id: deliveryId, state: 'delivered', proof: 'photo', cashCollected: 2.5, proofImage: expect.stringMatching(/^https?:\/\//) })]);
    expect(storedName(attempts[0].proofImage)).toBe((await proofOf(deliveryId)).image);
    expect(order).toMatchObject({ orderId, orderStatus: 'DELIVERED', delivery: { id: deliveryId, proofImage: attempts[0].proofImage } });
    await expectServedPng(attempts[0].proofImage);
  });

  it('keeps a proof picture while its delivery shows it; a picture nothing shows is removed', async () => {
    const { driver, deliveryId } = await pickedUp('Kept Photo Driver');
    expect((await sendDriverPhoto(driver, deliveryId, { cashCollected: '2.500' }, pngFile())).statusCode).toBe(200);
    const { image } = await proofOf(deliveryId);
    const shown = image as string;
    const unshown = await t.app.images.save({ buffer: tinyPng(), filename: 'left-over.png' });

    expect(await unusedImages(t.db, [shown, unshown], { orderItems: false })).toEqual([unshown]);
    await removeUnusedImages(t.db, t.app.images, t.app.log, [shown, unshown]);
    expect(uploadedFiles(t.dataDir)).toContain(shown);
    expect(uploadedFiles(t.dataDir)).not.toContain(unshown);
    // The sweep of pictures no row came to show passes it by too.
    await removeUnclaimedImages(t.db, t.app.images, new Date(Date.now() + 60_000));
    expect(uploadedFiles(t.dataDir)).toContain(shown);
  });
});

describe('a failed delivery', () => {
  it('returned to the shop: the order is cancelled and its stock comes back exactly once', async () => {
    const driver = await newDriver('Return Driver');
    const productId = shopA.products[2].id;
    const before = await stockOf(productId);
    const orderId = await acceptedOrder(shopA, 'CASH', [[2, 3]]);
    expect(await stockOf(productId)).toBe(before - 3);
    await assign(orderId, { driverId: driver.id });
    const deliveryId = await liveDeliveryId(orderId);
    await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/pickup`);

    const noNote = await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/fail`, { reasonCode: 'other', note: '  ' });
    expect(noNote.json().errors).toEqual({ note: 'Say what happened' });
    const failed = await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/fail`, { reasonCode: 'customerUnreachable' });
    expect(failed.statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('INTRANSIT');
    const failedList = (await call('GET', '/dispatch/orders?state=failed&limit=100')).json().data.items;
    expect(failedList.find((row: { orderId: number }) => row.orderId === orderId)).toMatchObject({ state: 'failed', delivery: { failReasonCode: 'customerUnreachable' } });

    const [returned, twice] = await Promise.all([call('POST', `/deliveries/${deliveryId}/return`), call('POST', `/deliveries/${deliveryId}/return`)]);
    expect([returned.statusCode, twice.statusCode].sort()).toEqual([200, 409]);
    const answer = (returned.statusCode === 200 ? returned : twice).json().data;
    expect(answer).toMatchObject({ orderId, orderStatus: 'CANCELLED', delivery: { state: 'returned' } });
    expect(await statusOf(orderId)).toBe('CANCELLED');
    expect(await stockOf(productId)).toBe(before);
    const events = (await call('GET', `/orders/${orderId}/events`)).json().data.items as { to: string; reason: string | null }[];
    expect(events.at(-1)).toMatchObject({ to: 'CANCELLED', reason: 'Returned to the shop: Customer unreachable' });
    expect((await call('POST', `/deliveries/${deliveryId}/return`)).json().code).toBe('DELIVERY_NOT_OPEN');
    expect(await stockOf(productId)).toBe(before);
  });

  it('retried: assigned again, the pickup moves no status, the delivery completes; the customer’s answer tells the story', async () => {
    const [first, second] = [await newDriver('Retry One'), await newDriver('Retry Two')];
    const order = await shopA.place('CASH', [[0, 1]]);
    await shopA.moveTo(order.id, 'ACCEPTED');
    await assign(order.id, { driverId: first.id });
    const failedId = await liveDeliveryId(order.id);
    await driverCall(first, 'POST', `/driver/deliveries/${failedId}/pickup`);
    await driverCall(first, 'POST', `/driver/deliveries/${failedId}/fail`, { reasonCode: 'addressNotFound', note: 'No building 2' });

    const retry = await assign(order.id, { replaces: failedId, driverId: second.id });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({ orderStatus: 'INTRANSIT', state: 'assigned' });
    const [old] = await queryRows<{ state: string; live: boolean }>(t.db, sql`SELECT state, live FROM deliveries WHERE id = ${failedId}`);
    expect(old).toEqual({ state: 'failed', live: false });
    const retryId = await liveDeliveryId(order.id);
    const steps = async () => ((await call('GET', `/orders/${order.id}/events`)).json().data.items as { to: string }[]).map((step) => step.to);
    const before = await steps();
    expect((await driverCall(second, 'POST', `/driver/deliveries/${retryId}/pickup`)).statusCode).toBe(200);
    expect(await steps()).toEqual(before);
    expect(before).toEqual(['NEW', 'ACCEPTED', 'INTRANSIT']);
    expect(await statusOf(order.id)).toBe('INTRANSIT');
    const code = await codeOf(order.id);
    expect((await driverCall(second, 'POST', `/driver/deliveries/${retryId}/deliver`, { code, cashCollected: 1.25 })).statusCode).toBe(200);

    const mine = (await t.app.inject({ method: 'GET', url: `/api/customer/orders/${order.id}`, headers: shopA.customer })).json().data;
    expect(mine.deliveryCode).toBe(code);
    expect(mine.delivery).toEqual({ state: 'delivered', driverName: 'Retry Two', courier: null });
    expect(mine.timeline.map((step: { step: string }) => step.step)).toEqual(['placed', 'accepted', 'driver_assigned', 'on_the_way', 'delivery_failed', 'driver_assigned', 'delivered']);
    expect(order.deliveryCode).toBe(code);
    expect(order.delivery).toBeNull();
  });
});

describe('couriers', () => {
  it('hands an order to a courier (its fields checked), whose delivery staff mark; a driver’s is the driver’s', async () => {
    const orderId = await acceptedOrder(shopA);
    const refused = await assign(orderId, { courier: { company: ' ', reference: 'x'.repeat(121), trackingUrl: 'javascript:alert(1)', cost: -1 } });
    expect(refused.json().errors).toEqual({
      'courier.company': 'Enter the courier company',
      'courier.reference': 'Keep it under 120 characters',
      'courier.trackingUrl': 'Enter a link starting with http:// or https://',
      'courier.cost': 'Enter an amount in KWD with up to 3 decimals',
    });
    expect((await assign(orderId, { driverId: 1, courier: { company: 'Aramex', reference: 'A1', cost: 1 } })).json().errors).toEqual({ courier: 'Choose a driver or a courier, not both' });
    const handed = await assign(orderId, { courier: { company: 'Aramex', reference: 'AX-1', trackingUrl: 'https://track.example.com/AX-1', driverName: 'Sami', cost: 1.5 } });
    expect(handed.statusCode).toBe(200);
    const deliveryId = handed.json().data.delivery.id;
    expect(handed.json().data.delivery).toMatchObject({ driver: null, courier: { company: 'Aramex', reference: 'AX-1', cost: 1.5, driverName: 'Sami', driverPhone: null } });
    expect((await call('POST', `/deliveries/${deliveryId}/pickup`)).json().data).toMatchObject({ orderStatus: 'INTRANSIT', state: 'picked_up' });
    const delivered = await call('POST', `/deliveries/${deliveryId}/deliver`, { cashCollected: 2.5 });
    expect(delivered.json().data).toMatchObject({ orderStatus: 'DELIVERED', delivery: { state: 'delivered', proof: 'courier', cashCollected: 2.5 } });

    const driver = await newDriver('Courier Neighbour');
    const other = await acceptedOrder(shopA);
    await assign(other, { driverId: driver.id });
    const refusedMark = await call('POST', `/deliveries/${await liveDeliveryId(other)}/pickup`);
    expect(refusedMark.json()).toMatchObject({ code: 'DELIVERY_IS_DRIVERS' });
  });
});

describe("a courier's delivery proven by a photo", () => {
  /** A cash order of 2.500 KWD handed to a courier company, picked up (marked by staff). */
  async function courierPickedUp() {
    const orderId = await acceptedOrder(shopA);
    const handed = await assign(orderId, { courier: { company: 'Aramex', reference: `AX-${orderId}`, cost: 1 } });
    const deliveryId = handed.json().data.delivery.id as number;
    expect((await call('POST', `/deliveries/${deliveryId}/pickup`)).statusCode).toBe(200);
    return { orderId, deliveryId };
  }
  const sendCourierPhoto = (deliveryId: number, fields: Record<string, string>, photo?: FormFile) => sendPhoto(`/deliveries/${deliveryId}/deliver`, t.staffAuth, fields, photo);

  it('records the picture the courier sent as a photo proof, served from the store', async () => {
    const { orderId, deliveryId } = await courierPickedUp();
    const delivered = await sendCourierPhoto(deliveryId, { cashCollected: '2.500' }, pngFile('courier-door.png'));
    expect(delivered.statusCode).toBe(200);
    const answer = delivered.json().data;
    expect(answer).toMatchObject({ orderId, orderStatus: 'DELIVERED', delivery: { id: deliveryId, state: 'delivered', proof: 'photo', cashCollected: 2.5, driver: null, courier: { company: 'Aramex' } } });
    const proof = await proofOf(deliveryId);
    expect(proof).toMatchObject({ proof: 'photo', cash: '2.500' });
    expect(uploadedFiles(t.dataDir)).toContain(proof.image);
    expect(storedName(answer.delivery.proofImage)).toBe(proof.image);
    await expectServedPng(answer.delivery.proofImage);
    const attempts = (await call('GET', `/orders/${orderId}/delivery`)).json().data.attempts;
    expect(attempts).toEqual([expect.objectContaining({ id: deliveryId, proof: 'photo', proofImage: answer.delivery.proofImage })]);
  });

  it('refuses a file that is not an image (no file kept), checks the form’s cash, and still takes the courier’s word as JSON', async () => {
    const { orderId, deliveryId } = await courierPickedUp();
    const before = uploadedFiles(t.dataDir);
    const text = await sendCourierPhoto(deliveryId, { cashCollected: '2.500' }, { buffer: textPretendingToBePng(), filename: 'door.png' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ success: false, message: NOT_AN_IMAGE });
    const cash = await sendCourierPhoto(deliveryId, { cashCollected: 'two' }, pngFile());
    expect(cash.json().errors).toEqual({ cashCollected: 'Enter an amount in KWD with up to 3 decimals' });
    expect(uploadedFiles(t.dataDir)).toEqual(before);
    expect(await statusOf(orderId)).toBe('INTRANSIT');
    expect(await proofOf(deliveryId)).toEqual({ proof: null, image: null, cash: null });
    // A body that is neither JSON nor the form is not a deliver request (no schema checks text).
    const plain = await t.app.inject({ method: 'POST', url: `/api/deliveries/${deliveryId}/deliver`, headers: { ...t.staffAuth, 'content-type': 'text/plain' }, payload: 'cashCollected=2.5' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors).toEqual({ body: 'Expected a form or a JSON object' });

    // Without a picture (JSON, or a form with none) it is the courier's word, as before.
    const delivered = await call('POST', `/deliveries/${deliveryId}/deliver`, { cashCollected: 2.5 });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toMatchObject({ orderStatus: 'DELIVERED', delivery: { proof: 'courier', proofImage: null, cashCollected: 2.5 } });
    const other = await courierPickedUp();
    const noPicture = await sendCourierPhoto(other.deliveryId, { cashCollected: '2.500' });
    expect(noPicture.json().data).toMatchObject({ orderStatus: 'DELIVERED', delivery: { proof: 'courier', proofImage: null } });
  });

  it("refuses a picture for a driver's delivery (it is the driver's to prove) and keeps no file", async () => {
    const driver = await newDriver('Staff Photo Neighbour');
    const orderId = await acceptedOrder(shopA);
    await assign(orderId, { driverId: driver.id });
    const deliveryId = await liveDeliveryId(orderId);
    await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/pickup`);
    const before = uploadedFiles(t.dataDir);
    const refused = await sendCourierPhoto(deliveryId, { cashCollected: '2.500' }, pngFile());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DELIVERY_IS_DRIVERS' });
    expect(uploadedFiles(t.dataDir)).toEqual(before);
    expect((await sendCourierPhoto(987654, { cashCollected: '2.500' }, pngFile())).json()).toMatchObject({ message: 'Delivery not found' });
  });
});

describe("an order's deliveries (GET orders/{id}/delivery)", () => {
  it('answers every attempt newest first after a failure and a retry, the failed one with its reason, and the order with the one that ended it', async () => {
    const [first, second] = [await newDriver('Attempts One'), await newDriver('Attempts Two')];
    const orderId = await acceptedOrder(shopA);
    await assign(orderId, { driverId: first.id });
    const failedId = await liveDeliveryId(orderId);
    await driverCall(first, 'POST', `/driver/deliveries/${failedId}/pickup`);
    await driverCall(first, 'POST', `/driver/deliveries/${failedId}/fail`, { reasonCode: 'addressNotFound', note: 'No building 2' });
    await assign(orderId, { replaces: failedId, driverId: second.id });
    const retryId = await liveDeliveryId(orderId);

    const retried = (await call('GET', `/orders/${orderId}/delivery`)).json().data;
    expect(retried.order).toMatchObject({ orderId, orderStatus: 'INTRANSIT', state: 'assigned', delivery: { id: retryId } });
    expect(retried.attempts).toEqual([
      expect.objectContaining({ id: retryId, orderId, state: 'assigned', driver: { id: second.id, name: 'Attempts Two', phone: '+96555551234' }, endedAt: null, proof: null }),
      expect.objectContaining({
        id: failedId, orderId, state: 'failed', driver: expect.objectContaining({ id: first.id }), failReasonCode: 'addressNotFound', failNote: 'No building 2',
        assignedBy: { id: t.staffId, name: expect.any(String) }, pickedUpAt: expect.any(String), endedAt: expect.any(String), proofImage: null,
      }),
    ]);

    await driverCall(second, 'POST', `/driver/deliveries/${retryId}/pickup`);
    await driverCall(second, 'POST', `/driver/deliveries/${retryId}/deliver`, { code: await codeOf(orderId), cashCollected: 2.5 });
    const delivered = (await call('GET', `/orders/${orderId}/delivery`)).json().data;
    expect(delivered.order).toMatchObject({ orderId, orderStatus: 'DELIVERED', delivery: { id: retryId, state: 'delivered', proof: 'code' } });
    expect(delivered.attempts.map((attempt: { id: number; state: string }) => [attempt.id, attempt.state])).toEqual([[retryId, 'delivered'], [failedId, 'failed']]);
  });

  it('answers an order never handed over with no attempts, and an unknown order 404', async () => {
    const orderId = await acceptedOrder(shopB);
    const res = await call('GET', `/orders/${orderId}/delivery`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ order: { orderId, orderStatus: 'ACCEPTED', state: 'waiting', delivery: null }, attempts: [] });
    const unknown = await call('GET', '/orders/987654/delivery');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Order #987654 was not found' });
  });

  it("answers shop staff their shops' orders only (another's is not found), and a driver 403", async () => {
    const [mine, theirs] = [await acceptedOrder(shopA), await acceptedOrder(shopB)];
    const clerk = await t.createUser('shop_staff', { shopIds: [shopA.shopId] });
    expect((await call('GET', `/orders/${mine}/delivery`, undefined, clerk)).json().data).toMatchObject({ order: { orderId: mine }, attempts: [] });
    const other = await call('GET', `/orders/${theirs}/delivery`, undefined, clerk);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(`Order #${theirs} was not found`);

    const driver = await newDriver('Attempts Driver');
    await assign(mine, { driverId: driver.id });
    const refused = await driverCall(driver, 'GET', `/orders/${mine}/delivery`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('shifts and their cash', () => {
  it('closes a shift against the ledger’s cash: a difference stays open as a discrepancy until a lead resolves it', async () => {
    const driver = await newDriver('Cash Driver');
    const orderId = await acceptedOrder(shopA, 'CASH', [[0, 1], [1, 2]]);
    await assign(orderId, { driverId: driver.id });
    const deliveryId = await liveDeliveryId(orderId);

    const holding = await call('POST', `/drivers/${driver.id}/shift/close`, { countedCash: 0 });
    expect(holding.json()).toMatchObject({ code: 'DRIVER_HAS_DELIVERIES', message: "Hand over or finish Cash Driver's deliveries before closing the shift" });

    await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/pickup`);
    // The driver records less than the ledger says: 1.250 + 2 × 0.875 = 3.000 due.
    await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/deliver`, { code: await codeOf(orderId), cashCollected: 2.9 });
    expect((await call('POST', `/drivers/${driver.id}/shift/close`, { countedCash: 1.0001 })).json().errors).toEqual({ countedCash: 'Enter an amount in KWD with up to 3 decimals' });

    const counted = await call('POST', `/drivers/${driver.id}/shift/close`, { countedCash: 2.9 });
    expect(counted.statusCode).toBe(200);
    const shift = counted.json().data;
    expect(shift).toMatchObject({ state: 'discrepancy', delivered: 1, expectedCash: 3, collectedCash: 2.9, countedCash: 2.9, discrepancy: -0.1, closedAt: null });
    expect((await call('GET', '/drivers')).json().data.find((row: { id: number }) => row.id === driver.id).shift).toMatchObject({ id: shift.id, state: 'discrepancy' });
    const board = (await call('GET', '/dispatch/board')).json().data;
    expect(board.drivers.map((row: { id: number }) => row.id)).not.toContain(driver.id);

    expect((await call('POST', `/shifts/${shift.id}/resolve`, { note: ' x ' })).json().errors).toEqual({ note: 'Explain the difference (3 to 500 characters)' });
    const resolved = await call('POST', `/shifts/${shift.id}/resolve`, { note: 'Change given from the float' });
    expect(resolved.json().data).toMatchObject({ state: 'closed', resolutionNote: 'Change given from the float', closedBy: { id: t.staffId } });
    expect((await call('POST', `/shifts/${shift.id}/resolve`, { note: 'Once more' })).json().code).toBe('SHIFT_NOT_IN_DISCREPANCY');
    expect((await call('POST', `/drivers/${driver.id}/shift/close`, { countedCash: 0 })).json()).toMatchObject({ code: 'NO_OPEN_SHIFT', message: 'Cash Driver is not on shift' });

    const listed = (await call('GET', `/shifts?driverId=${driver.id}`)).json().data;
    expect(listed.items).toEqual([expect.objectContaining({ id: shift.id, state: 'closed' })]);
    expect((await call('GET', '/shifts?state=discrepancy')).json().data.items.map((row: { id: number }) => row.id)).not.toContain(shift.id);
  });

  it('closes at once when the count matches, and measures the times of what was delivered', async () => {
    const driver = await newDriver('Even Driver');
    const orderId = await acceptedOrder(shopB, 'CASH', [[2, 1]]);
    await assign(orderId, { driverId: driver.id });
    const deliveryId = await liveDeliveryId(orderId);
    await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/pickup`);
    await driverCall(driver, 'POST', `/driver/deliveries/${deliveryId}/deliver`, { code: await codeOf(orderId), cashCollected: 2.1 });
    const closed = await call('POST', `/drivers/${driver.id}/shift/close`, { countedCash: 2.1 });
    expect(closed.json().data).toMatchObject({ state: 'closed', expectedCash: 2.1, discrepancy: 0, closedBy: { id: t.staffId } });

    const times = (await call('GET', '/dispatch/times')).json().data;
    expect(times.overall.deliveries).toBeGreaterThanOrEqual(1);
    expect(times.byDriver.find((row: { key: { id: number } }) => row.key.id === driver.id)).toMatchObject({ deliveries: 1, key: { name: 'Even Driver', name_ar: '' } });
    expect(times.byShop.find((row: { key: { id: number } }) => row.key.id === shopB.shopId)?.deliveries).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/dispatch/times?from=2026-13-01')).json().errors).toEqual({ from: 'Enter a date as YYYY-MM-DD' });
  });
});

describe('live', () => {
  it('sends each change of a delivery on the staff’s order stream as `delivery`', async () => {
    const address = t.app.server.address() as { port: number };
    const stream = holdStream(`http://127.0.0.1:${address.port}/api/orders/stream`, t.staffAuth.authorization);
    streams.push(stream);
    await stream.next((event) => event.type === 'ready');
    const driver = await newDriver('Live Driver');
    const orderId = await acceptedOrder(shopA);
    const assigned = await assign(orderId, { driverId: driver.id });
    const event = await stream.next((e) => e.type === 'delivery' && (e.data as { orderId: number }).orderId === orderId);
    expect(event.data).toEqual({
      id: Number(event.id), orderId, shopId: shopA.shopId, deliveryId: assigned.json().data.delivery.id, action: 'assigned', driver: { id: driver.id, name: 'Live Driver' }, at: expect.any(String),
    });
  });
});

describe('the board as a replica keeps it (board-memo.ts)', () => {
  let keeper: SecondApp;
  beforeAll(async () => {
    keeper = await buildSecondApp(t, { DISPATCH_MEMO_MS: '60000' });
  });
  afterAll(() => keeper.close());
  const keptBoard = async () => {
    const res = await keeper.app.inject({ method: 'GET', url: '/api/dispatch/board', headers: t.staffAuth });
    expect(res.statusCode).toBe(200);
    return res.json().data as { counts: Record<string, number>; areas: { area: { id: number; name: string } }[]; drivers: { id: number; load: number }[] };
  };
  const areaName = (board: Awaited<ReturnType<typeof keptBoard>>, areaId: number) => board.areas.find((row) => row.area.id === areaId)?.area.name;
  const keptWaiting = async () => (await keeper.app.inject({ method: 'GET', url: '/api/dispatch/orders?state=waiting', headers: t.staffAuth })).json();

  it('keeps the counts until a change is signalled, and forgets them when another replica changes an order or a shift', async () => {
    const before = await keptBoard();
    const [{ name }] = await queryRows<{ name: string }>(t.db, sql`SELECT name FROM areas WHERE id = ${areaA}`);
    // Written around every API: no signal, so the kept board does not see it.
    await t.db.execute(sql`UPDATE areas SET name = ${`${name} (renamed)`} WHERE id = ${areaA}`);
    try {
      expect(areaName(await keptBoard(), areaA)).toBe(name);
      // An order accepted through the other replica: its signal reaches this one after the commit.
      await acceptedOrder(shopA);
      await until('the kept board counts the order', async () => (await keptBoard()).counts.waiting === before.counts.waiting + 1);
      expect(areaName(await keptBoard(), areaA)).toBe(`${name} (renamed)`);
      expect((await keptWaiting()).data.total).toBe(before.counts.waiting + 1);
      // A shift opened through the other replica.
      const driver = await newDriver('Kept Driver', { areaIds: [areaA] });
      await until('the kept board lists the driver on shift', async () => (await keptBoard()).drivers.some((row) => row.id === driver.id));
    } finally {
      await t.db.execute(sql`UPDATE areas SET name = ${name} WHERE id = ${areaA}`);
    }
  });

  it('answers its own writes at once: the board read right after an assignment through it shows the load', async () => {
    const driver = await newDriver('Prompt Driver', { areaIds: [areaB] });
    const orderId = await acceptedOrder(shopB);
    await until('the kept board lists the driver', async () => (await keptBoard()).drivers.some((row) => row.id === driver.id));
    const waiting = (await keptBoard()).counts.waiting;
    const assigned = await keeper.app.inject({ method: 'POST', url: `/api/orders/${orderId}/delivery`, headers: t.staffAuth, payload: { replaces: null, driverId: driver.id } });
    expect(assigned.statusCode).toBe(200);
    const after = await keptBoard();
    expect({ waiting: after.counts.waiting, load: after.drivers.find((row) => row.id === driver.id)?.load }).toEqual({ waiting: waiting - 1, load: 1 });
  });
});

describe('migration 0030 on a database that has orders', () => {
  it('gives every order placed before it a code of 4 digits, drawn at random', async () => {
    const { database, close } = await databaseBefore('0030_dispatch');
    try {
      const [user] = await queryRows<{ id: number }>(database.db, sql`INSERT INTO users (name, email, role, password_hash) VALUES ('Mona', 'mona@example.com', 'customer', 'x') RETURNING id`);
      await database.db.execute(sql`INSERT INTO orders (user_id, customer_name, payment_method, status) SELECT ${user.id}, 'Mona', 'CASH', 'ACCEPTED' FROM generate_series(1, 40)`);
      await runMigrations(database);
      const codes = await queryRows<{ code: string }>(database.db, sql`SELECT delivery_code AS code FROM orders`);
      expect(codes).toHaveLength(40);
      expect(codes.every(({ code }) => /^\d{4}$/.test(code))).toBe(true);
      expect(new Set(codes.map(({ code }) => code)).size).toBeGreaterThan(1);
    } finally {
      await close();
    }
  });
});
