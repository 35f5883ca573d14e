import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { makeCategory, makeLocation, makeProduct, makeShop } from './fixtures';
import type { TestApp } from './test-app';

// A shop open around the clock with one product, and the customers' app's request for it: the
// tests that need real orders placed (the live stream, auto-pause) start here.

export interface OpenShop {
  shop: Awaited<ReturnType<typeof makeShop>>;
  /** POST /api/customer/orders for one of its product, as `authorization`, with a fresh Idempotency-Key. */
  order(authorization: string): Promise<LightMyRequestResponse>;
}

export async function openShopWithProduct(t: TestApp, productFields: Parameters<typeof makeProduct>[2] = {}): Promise<OpenShop> {
  const place = await makeLocation(t.db);
  const shop = await makeShop(t.db, place, { openTime: '00:00', closeTime: '00:00', isOpen: true });
  const product = await makeProduct(t.db, (await makeCategory(t.db, shop.id)).id, productFields);
  return {
    shop,
    order: (authorization) => placeCustomerOrder(t, place, product.id, authorization),
  };
}

/**
 * The customers' app's request: POST /api/customer/orders for one of `productId`, delivered in `place`'s block, paid
 * cash, as `authorization`, with a fresh Idempotency-Key; `extra` joins the body (a delivery slot).
 */
export function placeCustomerOrder(
  t: TestApp,
  place: Awaited<ReturnType<typeof makeLocation>>,
  productId: number,
  authorization: string,
  extra: object = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/orders',
    headers: { authorization, 'idempotency-key': randomUUID() },
    payload: {
      items: [{ productId, quantity: 1 }],
      address: { governorateId: place.governorate.id, areaId: place.area.id, blockId: place.block.id, street: 'Street 1', building: '2' },
      paymentMethod: 'CASH',
      ...extra,
    },
  });
}
