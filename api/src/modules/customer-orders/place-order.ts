import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { IfUnavailable } from '../../db/schema';
import { assertValid, badRequest, HttpError, unauthorized } from '../../http/errors';
import { claimIdempotencyKey, type KeptAnswer, keepAnswer, requestFingerprint } from '../../http/idempotency';
import { filsToKwd, kwdToFils } from '../../money/fils';
import { bookOrderSlot, type OrderSlot, orderSlotOf } from '../delivery-slots/slot-service';
import { openOrderLedger } from '../ledger/ledger-writer';
import { applyPromotion } from '../promotions/promotion-orders';
import { recordOrderEvent, recordScheduledStep } from '../orders/order-events';
import { describeStockChange } from '../products/stock-ledger';
import { KUWAIT_OFFSET_MS, kuwaitDay } from '../../kuwait/kuwait-days';
import { type Availability, shopAvailability } from '../shops/shop-availability';
import { availabilityInput } from '../shops/shop-view';
import { shopsRepository } from '../shops/shops-repository';
import { type AutoPauseRule, autoPauseIfUnanswered } from '../shops/shop-pause';
import { CUSTOMER_BLOCKED } from '../customers/customers-rules';
import { readAddress } from './address-rules';
import type { PlaceOrderBody } from './customer-orders-schemas';

/** What placing an order answered: kept with the idempotency key and answered again to a retry. */
export interface PlacedAnswer extends KeptAnswer {
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

interface ProductFacts {
  id: number;
  name: string;
  nameAr: string;
  image: string | null;
  status: string;
  stock: number;
  categoryName: string;
  shopId: number;
  shopName: string;
  /** "Sold out for today" (decisions/availability.md): off sale until then. */
  soldOutUntil: Date | null;
}

/**
 * A shop that left too many orders unanswered is paused before an order to it is looked at: before
 * the order's transaction, so the pause stays when the order is refused for it (shop-pause.ts).
 */
export async function autoPauseBeforeOrder(db: Db, body: PlaceOrderBody, rule: AutoPauseRule): Promise<void> {
  const [first] = await queryRows<{ shopId: number }>(
    db,
    sql`SELECT c.shop_id AS "shopId" FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ${body.items[0].productId}`,
  );
  if (first) await autoPauseIfUnanswered(db, first.shopId, rule);
}

/**
 * Places a customer's order, in the request's transaction (the route opens it with `app.audited`:
 * decisions/roles-and-audit.md, the order and its stock are the customer's writes in the audit log): the
 * idempotency key first (a retry with the same key gets the first answer; the same key with another
 * body is 422), then the customer (decisions/customers.md: a blocked one is 403 CUSTOMER_BLOCKED), the address against the location tree, the products (active, one shop, open
 * now in Kuwait), each line's choice if its item is unavailable (a named substitute of the same shop),
 * the order with its items priced from the products table and totalled in SQL on
 * numeric plus the delivery fee of the shop's zone (decisions/delivery-coverage.md: outside its coverage or below its
 * minimum basket is a 409) and, for a delivery slot, the slot and its preparation time (decisions/delivery-slots.md: an
 * unknown slot, one past its cutoff or a full one is a 409), its promotion (decisions/promotions.md: the coupon, else the
 * best automatic offer; a refused coupon is a 409), its ledger opened (decisions/money-ledger.md: the charge,
 * the delivery fee, the discount and, for cash, the cash to collect), then the slot's place taken with one conditional
 * statement and the stock with one conditional UPDATE per product in id order (concurrent orders never overbook a slot,
 * never oversell and never deadlock), the answer stored with the key, and last the timeline's first step (and a slot
 * order's `scheduled` step). Rows are locked in one order: the order's own, the promotion's, the slot's, the products'
 * (moveOrders frees them in the same order). Any refusal rolls all of it back: no order, no redemption, no entries, no
 * place, no stock taken, no key. A retry writes nothing.
 */
export async function placeOrder(
  tx: Db,
  request: { userId: number; key: string; body: PlaceOrderBody; now: Date },
  answer: (orderId: number) => Promise<unknown>,
): Promise<PlacedAnswer> {
  const { userId, key, body, now } = request;
  const earlier = await claimIdempotencyKey(tx, { userId, key, fingerprint: requestFingerprint(body), what: 'order' });
  if (earlier) return { ...earlier, replayed: true };

  const { orderId, products, shopId, slot } = await insertOrder(tx, userId, body, now);
  // The promotion's row is locked after the order's and before the slot's and the stock's.
  await applyPromotion(tx, { orderId, userId, shopId, couponCode: body.couponCode, now });
  await openOrderLedger(tx, orderId, userId);
  const response = await answer(orderId);
  // decisions/delivery-slots.md: the slot's place, then the stock: hot rows locked last, in the order moveOrders frees them.
  if (slot) await bookOrderSlot(tx, shopId, slot.slot);
  await takeStock(tx, orderId, body.items, products);
  await keepAnswer(tx, userId, key, { statusCode: 201, body: response });
  // Last: the timeline's steps take the live stream's lock (order-events.ts) after every row lock.
  const customer = { kind: 'customer', id: userId } as const;
  await recordOrderEvent(tx, { orderId, from: null, to: 'NEW', actor: customer });
  if (slot) await recordScheduledStep(tx, { orderId, actor: customer });
  return { statusCode: 201, body: response, replayed: false };
}

async function insertOrder(
  tx: Db,
  userId: number,
  body: PlaceOrderBody,
  now: Date,
): Promise<{ orderId: number; products: Map<number, ProductFacts>; shopId: number; slot: OrderSlot | null }> {
  const { address, items } = body;
  // Shared-locked: an account deleted meanwhile (anonymised) takes no order it would not show, and one blocked meanwhile
  // none at all (decisions/customers.md: a blocked customer is refused before anything else is looked at).
  const [customer] = await queryRows<{ name: string; phone: string | null; blocked: boolean }>(
    tx,
    sql`SELECT name, phone, blocked_at IS NOT NULL AS blocked FROM users WHERE id = ${userId} AND anonymised_at IS NULL FOR SHARE`,
  );
  if (!customer) throw unauthorized('This account no longer exists', 'TOKEN_INVALID');
  if (customer.blocked) throw new HttpError(403, 'CUSTOMER_BLOCKED', CUSTOMER_BLOCKED);
  const { errors, values } = readAddress(address);
  assertValid(errors);

  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.productId)) throw badRequest({ [`items.${index}.productId`]: 'This product is already in the order: change its quantity instead' });
    seen.add(item.productId);
  });

  // The address: each level must belong to the one above it. Its names in both languages are the order's snapshot.
  const [place] = await queryRows<{
    governorate: string | null; area: string | null; area_in: boolean; block: string | null; block_in: boolean;
    governorate_ar: string | null; area_ar: string | null; block_ar: string | null;
  }>(
    tx,
    sql`SELECT g.name AS governorate, a.name AS area, a.governorate_id = g.id AS area_in, b.name AS block, b.area_id = a.id AS block_in,
               nullif(g.name_ar, '') AS governorate_ar, nullif(a.name_ar, '') AS area_ar, nullif(b.name_ar, '') AS block_ar
        FROM (SELECT 1) one
        LEFT JOIN governorates g ON g.id = ${address.governorateId}
        LEFT JOIN areas a ON a.id = ${address.areaId}
        LEFT JOIN blocks b ON b.id = ${address.blockId}`,
  );
  if (!place.governorate) throw badRequest({ 'address.governorateId': 'The selected governorate does not exist' });
  if (!place.area || !place.area_in) throw badRequest({ 'address.areaId': 'The selected area is not in that governorate' });
  if (!place.block || !place.block_in) throw badRequest({ 'address.blockId': 'The selected block is not in that area' });

  const products = await queryRows<ProductFacts>(
    tx,
    sql`SELECT p.id, p.name, p.name_ar AS "nameAr", p.image, p.status, p.stock, c.name AS "categoryName",
               s.id AS "shopId", s.name AS "shopName", p.sold_out_until AS "soldOutUntil"
        FROM products p JOIN categories c ON c.id = p.category_id JOIN shops s ON s.id = c.shop_id
        WHERE p.id IN (${sql.join(items.map((item) => sql`${item.productId}`), sql`, `)})`,
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  items.forEach((item, index) => {
    const product = byId.get(item.productId);
    if (!product) throw badRequest({ [`items.${index}.productId`]: 'This product does not exist' });
    if (product.status !== 'active') {
      throw new HttpError(409, 'PRODUCT_UNAVAILABLE', `${product.name} is not available`, { [`items.${index}.productId`]: `${product.name} is not available` });
    }
    if (product.soldOutUntil && new Date(product.soldOutUntil).getTime() > now.getTime()) {
      const message = `${product.name} is sold out until ${kuwaitTime(new Date(product.soldOutUntil), now)}`;
      throw new HttpError(409, 'PRODUCT_UNAVAILABLE', message, { [`items.${index}.productId`]: message });
    }
  });
  const shop = byId.get(items[0].productId) as ProductFacts;
  if (products.some((product) => product.shopId !== shop.shopId)) {
    throw badRequest({ items: 'All items must come from one shop: place one order per shop' });
  }
  const choices = await readChoices(tx, body, shop.shopId);
  // Can the shop take orders now (decisions/availability.md): its hours, overrides, pause and open flag, in one answer.
  const shopRow = await shopsRepository(tx, () => now).findById(shop.shopId);
  const availability = shopAvailability(availabilityInput(shopRow as NonNullable<typeof shopRow>), now);
  // decisions/delivery-slots.md: an order for a slot may be placed while the shop is closed now (not paused or inactive).
  const refusal = refusalOf(shop.shopName, availability, now, body.slot !== undefined);
  if (refusal) throw new HttpError(409, refusal.code, refusal.message, { shop: refusal.message });
  const terms = await deliveryTermsOf(tx, shop.shopId, address.blockId);
  const slot = body.slot === undefined ? null : await orderSlotOf(tx, shop.shopId, body.slot.startsAt, now);
  // A slot closer than the shop's lead time needs the desk at once: no `due` to announce later.
  const dueAnnouncedAt = slot && slot.prepareAt.getTime() <= now.getTime() ? now.toISOString() : null;

  const [order] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO orders (user_id, status, customer_name, customer_phone, payment_method, if_unavailable, shop_id,
                            governorate_id, area_id, block_id, governorate, area, block, governorate_ar, area_ar, block_ar,
                            street, avenue, building, floor, apartment, paci, directions, latitude, longitude, stock_held,
                            slot_starts_at, slot_ends_at, prepare_at, due_announced_at)
        VALUES (${userId}, 'NEW', ${customer.name}, ${customer.phone}, ${body.paymentMethod}, ${orderChoice(body)}, ${shop.shopId},
                ${address.governorateId}, ${address.areaId}, ${address.blockId}, ${place.governorate}, ${place.area}, ${place.block},
                ${place.governorate_ar}, ${place.area_ar}, ${place.block_ar},
                ${values.street}, ${values.avenue}, ${values.building}, ${values.floor}, ${values.apartment},
                ${values.paci}, ${values.directions}, ${values.pin?.latitude ?? null}, ${values.pin?.longitude ?? null}, true,
                ${slot?.slot.startsAt.toISOString() ?? null}::timestamptz, ${slot?.slot.endsAt.toISOString() ?? null}::timestamptz,
                ${slot?.prepareAt.toISOString() ?? null}::timestamptz, ${dueAnnouncedAt}::timestamptz)
        RETURNING id`,
  );
  // Each line snapshots the product as it is now (its unit and estimated weight too), and a named substitute's names; its
  // price comes from the products table only, and both its totals are the line as ordered (decisions/picking.md: by weight,
  // quantity × estimated weight × price per kg, half-up to the fil). Inserted in the order sent, so the lines' ids (the
  // answer's order) keep it whatever the join's plan.
  const wanted = items.map((item, index) => sql`(${index}::int, ${item.productId}::int, ${item.quantity}::int, ${choices[index].ifUnavailable}, ${choices[index].substituteId}::int)`);
  await tx.execute(sql`
    INSERT INTO order_items (order_id, product_id, product_name, product_name_ar, product_image, category_name, category_name_ar, unit_price, quantity,
                             if_unavailable, substitute_product_id, substitute_name, substitute_name_ar, unit, estimated_weight, ordered_total, line_total)
    SELECT ${order.id}, p.id, p.name, p.name_ar, p.image, c.name, c.name_ar, p.price, wanted.quantity,
           wanted.if_unavailable, sp.id, sp.name, sp.name_ar, p.unit, p.estimated_weight, priced.total, priced.total
    FROM (VALUES ${sql.join(wanted, sql`, `)}) AS wanted(line, product_id, quantity, if_unavailable, substitute_id)
    JOIN products p ON p.id = wanted.product_id JOIN categories c ON c.id = p.category_id
    CROSS JOIN LATERAL (SELECT order_line_ordered_total(p.unit, p.price, wanted.quantity, p.estimated_weight) AS total) AS priced
    LEFT JOIN products sp ON sp.id = wanted.substitute_id
    ORDER BY wanted.line`);
  // decisions/delivery-coverage.md: the lines must reach the zone's minimum basket; the order costs them plus its fee.
  const [totals] = await queryRows<{ short: boolean }>(
    tx,
    sql`UPDATE orders SET total_quantity = t.quantity, total_amount = t.amount + ${terms.deliveryFee}::numeric, delivery_fee = ${terms.deliveryFee}::numeric
        FROM (SELECT sum(quantity) AS quantity, sum(line_total) AS amount FROM order_items WHERE order_id = ${order.id}) t
        WHERE id = ${order.id}
        RETURNING t.amount < ${terms.minBasket}::numeric AS short`,
  );
  if (totals.short) {
    const message = `The minimum order for this shop here is KWD ${filsToKwd(kwdToFils(terms.minBasket))}`;
    throw new HttpError(409, 'BELOW_MINIMUM', message, { items: message });
  }
  return { orderId: order.id, products: byId, shopId: shop.shopId, slot };
}

/**
 * The shop's delivery terms for the address's block (decisions/delivery-coverage.md), from the database's one answer
 * (shop_delivery_terms: the block's zone, else the area's, else the governorate's default or, for a shop without
 * zones, free): no terms, no delivery there.
 */
async function deliveryTermsOf(tx: Db, shopId: number, blockId: number): Promise<{ deliveryFee: string; minBasket: string }> {
  const [terms] = await queryRows<{ deliveryFee: string; minBasket: string }>(
    tx,
    sql`SELECT delivery_fee::text AS "deliveryFee", min_basket::text AS "minBasket" FROM shop_delivery_terms(${shopId}, ${blockId})`,
  );
  if (!terms) {
    const message = 'This shop does not deliver to this block';
    throw new HttpError(409, 'OUTSIDE_COVERAGE', message, { 'address.blockId': message });
  }
  return terms;
}

/** The order's default for the lines that make no choice of their own: remove, when the customer's app says nothing. */
const orderChoice = (body: PlaceOrderBody) => body.ifUnavailable ?? 'remove';

const SUBSTITUTE_REFUSED = 'Choose a product of the same shop to substitute';

/**
 * Each line's choice if its item is not there at picking (decisions/grocery-products.md): its own, else the order's; a
 * substitute sent alone means 'product'. A named substitute must be another active product of the order's shop; anything
 * else is a 400 under the line's field. Key-share locked: not deleted before its names are copied, while its stock and
 * status stay free for other orders (no lock order to keep with theirs).
 */
async function readChoices(tx: Db, body: PlaceOrderBody, shopId: number): Promise<{ ifUnavailable: IfUnavailable; substituteId: number | null }[]> {
  const choices = body.items.map((item, index) => {
    const ifUnavailable: IfUnavailable = item.ifUnavailable ?? (item.substituteProductId === undefined ? orderChoice(body) : 'product');
    if (ifUnavailable !== 'product' && item.substituteProductId !== undefined) {
      throw badRequest({ [`items.${index}.substituteProductId`]: 'A product to substitute goes with the choice to substitute it' });
    }
    if (ifUnavailable === 'product' && (item.substituteProductId === undefined || item.substituteProductId === item.productId)) {
      throw badRequest({ [`items.${index}.substituteProductId`]: SUBSTITUTE_REFUSED });
    }
    return { ifUnavailable, substituteId: item.substituteProductId ?? null };
  });
  const named = [...new Set(choices.flatMap((choice) => (choice.substituteId === null ? [] : [choice.substituteId])))];
  if (named.length === 0) return choices;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM products WHERE id IN (${sql.join(named.map((productId) => sql`${productId}`), sql`, `)}) AND shop_id = ${shopId} AND status = 'active' FOR KEY SHARE`,
  );
  const fit = new Set(rows.map((row) => row.id));
  choices.forEach((choice, index) => {
    if (choice.substituteId !== null && !fit.has(choice.substituteId)) throw badRequest({ [`items.${index}.substituteProductId`]: SUBSTITUTE_REFUSED });
  });
  return choices;
}

/** "14:30", or "Sun 30 Nov 08:00" when not today: a time in Kuwait, as the customer's refusal says it. */
function kuwaitTime(at: Date, now: Date): string {
  const local = new Date(at.getTime() + KUWAIT_OFFSET_MS).toISOString();
  const time = local.slice(11, 16);
  if (kuwaitDay(at) === kuwaitDay(now)) return time;
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(local.slice(0, 10)));
  return `${day} ${time}`;
}

/**
 * Why a shop refuses an order now, from its availability: "Corner Shop is paused until 14:30.
 * Oven broken", "Corner Shop is closed now and opens at 08:00: Eid". Null when it takes orders
 * (busy shops do, more slowly). `scheduled`: the order is for a delivery slot (decisions/delivery-slots.md), which a
 * shop closed by its hours or a dated override takes; one paused or switched off (inactive) does not.
 */
export function refusalOf(shopName: string, availability: Availability, now: Date, scheduled = false): { code: string; message: string } | null {
  if (scheduled && availability.state === 'closed' && availability.cause !== 'manual') return null;
  const why = availability.reason ? ` ${availability.reason}` : '';
  if (availability.state === 'paused') {
    const until = availability.until ? `paused until ${kuwaitTime(new Date(availability.until), now)}.` : 'not taking orders now.';
    return { code: 'SHOP_PAUSED', message: `${shopName} is ${until}${why}` };
  }
  if (availability.state === 'closed') {
    const opens = availability.opensAt ? ` and opens at ${kuwaitTime(new Date(availability.opensAt), now)}` : '';
    return { code: 'SHOP_CLOSED', message: `${shopName} is closed now${opens}${availability.reason ? `: ${availability.reason}` : ''}` };
  }
  return null;
}

/**
 * Takes the order's stock, product by product in id order: a product's row lock serialises
 * concurrent orders of it, and the condition is checked again after the wait, so stock never goes
 * below 0. Done last in the transaction, so the hot rows stay locked only until the commit.
 */
async function takeStock(tx: Db, orderId: number, items: PlaceOrderBody['items'], products: Map<number, ProductFacts>): Promise<void> {
  const byProduct = [...items.entries()].sort(([, a], [, b]) => a.productId - b.productId);
  await describeStockChange(tx, { reason: 'sold', orderId, actorId: null });
  for (const [index, item] of byProduct) {
    const taken = await queryRows(
      tx,
      sql`UPDATE products SET stock = stock - ${item.quantity} WHERE id = ${item.productId} AND stock >= ${item.quantity} RETURNING id`,
    );
    if (taken.length === 0) {
      const product = products.get(item.productId) as ProductFacts;
      const [left] = await queryRows<{ stock: number }>(tx, sql`SELECT stock FROM products WHERE id = ${item.productId}`);
      const message = `Not enough stock for ${product.name}: ${left?.stock ?? 0} left`;
      throw new HttpError(409, 'OUT_OF_STOCK', message, { [`items.${index}.quantity`]: message });
    }
  }
}
