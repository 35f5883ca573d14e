import { randomUUID } from 'node:crypto';
import { API_URL } from './browser';
import { apiGet, type LoginAnswer } from './session';

// The customers' side of the API (decisions/ordering.md), as their app uses it: a customer signs up and in,
// and places orders with a fresh Idempotency-Key each. Journeys use it to make real orders arrive.

/** One API call; a refusal throws with the server's message. */
export async function apiCall<T>(method: string, pathname: string, token: string | null, body?: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${API_URL}/${pathname}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${json.message ?? ''}`);
  return json.data;
}

/** What a customer may add to the address the journey gives (decisions/order-workspace.md: the Kuwaiti address). */
export interface AddressDetails {
  avenue?: string;
  floor?: string;
  apartment?: string;
  paci?: string;
  directions?: string;
  pin?: { latitude: number; longitude: number };
}

/**
 * What else a customer may choose for an order: a delivery slot instead of as soon as possible (decisions/delivery-slots.md);
 * cash at the door instead of KNET (decisions/dispatch.md: what a driver collects); a coupon's code (decisions/promotions.md).
 */
export interface OrderChoices {
  slot?: { startsAt: string };
  paymentMethod?: 'CASH' | 'KNET' | 'CARD';
  couponCode?: string;
}

/** What the customers' app is answered for an order placed: since decisions/promotions.md, its discount and promotion too. */
export interface PlacedOrder {
  id: number;
  status: string;
  totalAmount: number;
  discount: number;
  promotion: { id: number; name: string; nameAr: string; code: string | null; discount: number } | null;
}

export interface Customer {
  /** What the customers' app does: POST /customer/orders with a fresh Idempotency-Key (to the shop's block, Street 5, building 7). */
  placeOrder(quantity?: number, details?: AddressDetails, choices?: OrderChoices): Promise<PlacedOrder>;
  /** What the customers' app does when its customer cancels before the shop accepts (decisions/customer-orders.md). */
  cancelOrder(id: number): Promise<{ id: number; status: string }>;
  /** The order as its customer sees it (GET customer/orders/{id}): its status and, since decisions/dispatch.md, the delivery code. */
  order(id: number): Promise<{ id: number; status: string; deliveryCode: string; delivery: { state: string; driverName: string | null } | null }>;
  /** The customer's account: its email, and the token their app holds. */
  email: string;
  token: string;
  /** The shop and product the orders are for. */
  shopId: number;
  product: { id: number; name: string; nameAr: string };
}

/**
 * A new customer, signed in, and a demo shop open around the clock (staff set its hours, so a
 * journey runs at any hour in Kuwait) with an active product stocked for every order placed.
 */
export async function prepareCustomer(staff: LoginAnswer, name = 'Noura Al-Zaid', phone = '99001122'): Promise<Customer> {
  const email = `e2e.customer.${randomUUID().slice(0, 8)}@example.com`;
  await apiCall('POST', 'customer/register', null, { name, email, phone, password: 'customer password' });
  const token = (await apiCall<{ token: string }>('POST', 'customer/login', null, { email, password: 'customer password' })).token;
  const shop = (await apiGet<{ items: { id: number; governorateId: number; areaId: number; blockId: number }[] }>('shop?page=1&limit=1', staff.token)).items[0];
  await apiCall('PATCH', `shop/${shop.id}`, staff.token, { isOpen: 'true', openTime: '00:00', closeTime: '00:00' });
  const category = (await apiGet<{ items: { id: number; shopId: number }[] }>('categories', staff.token)).items.find((c) => c.shopId === shop.id);
  const products = (await apiGet<{ items: { id: number; name: string; name_ar: string; status: string }[] }>(`products/category/${category?.id}?page=1&limit=10`, staff.token)).items;
  const product = products.find((p) => p.status === 'active');
  if (!product) throw new Error('The demo shop has no active product');
  await apiCall('PATCH', `products/${product.id}`, staff.token, { stock: '500' });
  const address = { governorateId: shop.governorateId, areaId: shop.areaId, blockId: shop.blockId, street: 'Street 5', building: '7' };
  return {
    email,
    token,
    shopId: shop.id,
    product: { id: product.id, name: product.name, nameAr: product.name_ar || product.name },
    placeOrder: (quantity = 1, details = {}, choices = {}) =>
      apiCall<PlacedOrder>(
        'POST',
        'customer/orders',
        token,
        { items: [{ productId: product.id, quantity }], address: { ...address, ...details }, paymentMethod: 'KNET', ...choices },
        { 'idempotency-key': randomUUID() },
      ),
    cancelOrder: (id) => apiCall<{ id: number; status: string }>('POST', `customer/orders/${id}/cancel`, token, undefined, { 'idempotency-key': randomUUID() }),
    order: (id) => apiCall('GET', `customer/orders/${id}`, token),
  };
}
