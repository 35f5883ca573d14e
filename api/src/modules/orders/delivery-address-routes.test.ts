import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { orders } from '../../db/schema';
import { createCatalog, createOrder, makeCategory, makeLocation, makeProduct, makeShop } from '../../test/fixtures';
import { setUpTestApp } from '../../test/test-app';

// decisions/order-workspace.md: every order answer to staff carries the one delivery address and the desk's
// escalation; deleting a customer takes what points at their door. PGlite, and PostgreSQL when set.
jest.setTimeout(60_000);

const t = setUpTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.staffAuth });

/** A customer's order placed through the customers' API, with every part of an address. */
async function placeWholeAddress() {
  const place = await makeLocation(t.db, { governorate: 'Hawalli', area: 'Salmiya', block: 'Block 2' });
  const shop = await makeShop(t.db, place, { openTime: '00:00', closeTime: '00:00' });
  const product = await makeProduct(t.db, (await makeCategory(t.db, shop.id)).id);
  const customer = await t.createUser('customer');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/orders',
    headers: { authorization: customer.authorization, 'idempotency-key': randomUUID() },
    payload: {
      items: [{ productId: product.id, quantity: 1 }],
      address: {
        governorateId: place.governorate.id, areaId: place.area.id, blockId: place.block.id,
        street: 'Street 5', avenue: '3', building: 'Building 12', floor: '2', apartment: '4',
        paci: '87654321', directions: 'Behind the co-op', pin: { latitude: 29.3375, longitude: 48.0613 },
      },
      paymentMethod: 'CASH',
    },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.id as number, place, customer };
}

describe('the delivery address on every order answer to staff', () => {
  it('answers the places with ids and both names, the parts, PACI, directions, pin and the labelled lines', async () => {
    const { id, place } = await placeWholeAddress();
    const res = await get(`/api/orders/${id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.deliveryAddress).toEqual({
      governorate: { id: place.governorate.id, name: 'Hawalli', name_ar: place.governorate.nameAr },
      area: { id: place.area.id, name: 'Salmiya', name_ar: place.area.nameAr },
      block: { id: place.block.id, name: 'Block 2', name_ar: place.block.nameAr },
      street: 'Street 5', avenue: '3', building: 'Building 12', floor: '2', apartment: '4',
      paci: '87654321', directions: 'Behind the co-op', pin: { latitude: 29.3375, longitude: 48.0613 },
      text: {
        en: 'Block 2, Street 5, Avenue 3, Building 12, Floor 2, Apt 4, Salmiya, Hawalli',
        ar: `${place.block.nameAr}، شارع 5، جادة 3، مبنى 12، الدور 2، شقة 4، ${place.area.nameAr}، ${place.governorate.nameAr}`,
      },
    });
    // The flat fields stay as they were (spec §3).
    expect(data).toMatchObject({ street: 'Street 5', building: 'Building 12', block: 'Block 2', area: 'Salmiya', governorate: 'Hawalli', address: null, orderedAddress: null });
    // The same in the list.
    const listed = (await get('/api/orders?status=NEW&limit=100')).json().data.items.find((order: { id: number }) => order.id === id);
    expect(listed.deliveryAddress).toEqual(data.deliveryAddress);
  });

  it('is null for an order whose address is one line only, which stays as written', async () => {
    const id = await createOrder(t.db, await createCatalog(t.db, 'line'), 'NEW', [1]);
    await t.db
      .update(orders)
      .set({ orderedAddress: 'Hawalli, Salmiya, Block 2, Street 5, House 12', apartment: null, floor: null, building: null, street: null, block: null, area: null, governorate: null })
      .where(eq(orders.id, id));
    const { data } = (await get(`/api/orders/${id}`)).json();
    expect(data).toMatchObject({ deliveryAddress: null, orderedAddress: 'Hawalli, Salmiya, Block 2, Street 5, House 12' });
  });

  it('says when the desk escalated the order (null until then)', async () => {
    const id = await createOrder(t.db, await createCatalog(t.db, 'esc'), 'NEW', [1]);
    expect((await get(`/api/orders/${id}`)).json().data.escalatedAt).toBeNull();
    await t.db.update(orders).set({ escalatedAt: new Date('2026-11-20T08:15:00Z') }).where(eq(orders.id, id));
    expect((await get(`/api/orders/${id}`)).json().data.escalatedAt).toBe('2026-11-20T08:15:00.000Z');
  });
});

describe('deleting a customer with orders', () => {
  it('takes the PACI number, directions and map pin off their orders with the rest of the address', async () => {
    const { id, customer } = await placeWholeAddress();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/${customer.id}`, headers: t.staffAuth })).statusCode).toBe(200);
    const [row] = await queryRows<Record<string, unknown>>(t.db, sql`SELECT paci, directions, latitude, longitude, street, building FROM orders WHERE id = ${id}`);
    expect(row).toEqual({ paci: null, directions: null, latitude: null, longitude: null, street: null, building: null });
    const { deliveryAddress } = (await get(`/api/orders/${id}`)).json().data;
    expect(deliveryAddress).toMatchObject({ paci: null, directions: null, pin: null, street: null, text: { en: 'Block 2, Salmiya, Hawalli' } });
  });
});
