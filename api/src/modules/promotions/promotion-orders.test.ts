import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { pickingShop } from '../../test/picking-orders';
import { createPromotion, type PromotionShop, shopForPromotions } from '../../test/promotion-orders';
import { setUpTestApp } from '../../test/test-app';
import { weekOf } from '../statements/statement-weeks';

// decisions/promotions.md: promotions at ordering — each kind (a percentage capped, a fixed amount, free delivery), the
// terms (minimum basket, first order, per customer, schedule by the API's clock, shop, budget and maximum), the automatic
// offer giving the most, a coupon before any offer; the order's discount in its answers and its ledger (balanced, the
// discount borne by the funder); a rejected or cancelled order giving its redemption back; picking keeping the discount;
// and a week's statement with a shop-funded and a platform-funded promotion. On PGlite and PostgreSQL.
jest.setTimeout(180_000);

const t = setUpTestApp();
let shop: PromotionShop;
let otherShop: PromotionShop;

beforeAll(async () => {
  shop = await shopForPromotions(t);
  otherShop = await shopForPromotions(t);
});
afterEach(() => t.setClock(null));

const customer = () => t.createUser('customer');
/** Places the order; expects 201 and answers the customer's order. */
const placed = async (...args: Parameters<PromotionShop['order']>) => {
  const res = await shop.order(...args);
  expect({ status: res.statusCode, body: res.statusCode === 201 ? null : res.json() }).toEqual({ status: 201, body: null });
  return res.json().data;
};
const promotionNow = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/promotions/${id}`, headers: t.staffAuth })).json().data;
const staffOrder = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: t.staffAuth })).json().data;
const ledger = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}/ledger`, headers: t.staffAuth })).json().data as {
    entries: { kind: string; amountFils: number; liable: string; reasonCode: string }[];
  };
/** A refused coupon: 409 with its code and message under couponCode, and no order written. */
const refused = async (res: Awaited<ReturnType<PromotionShop['order']>>, code: string, message: string) => {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 409, body: expect.objectContaining({ success: false, code, message, errors: { couponCode: message } }) });
};

describe('each kind', () => {
  it('takes a percentage of the items, capped; answers the discount and the promotion; the ledger balances with the discount on the funder', async () => {
    const promotion = await createPromotion(t, { name: 'Twenty', nameAr: 'عشرون', code: 'TWENTY', kind: 'percent', percent: 20, maxDiscount: 1, fundedBy: 'platform' });
    const buyer = await customer();
    // 2 × 5.000 = 10.000: 20% is 2.000, capped at 1.000; + 0.500 delivery.
    const order = await placed(buyer, [[2, 2]], { couponCode: 'twenty' });
    expect(order).toMatchObject({ totalAmount: 9.5, deliveryFee: 0.5, discount: 1, amountDue: 9.5 });
    expect(order.promotion).toEqual({ id: promotion.id, name: 'Twenty', nameAr: 'عشرون', code: 'TWENTY', discount: 1 });
    const staff = await staffOrder(order.id);
    expect(staff).toMatchObject({ totalAmount: 9.5, discount: 1, promotion: { id: promotion.id, name: 'Twenty', nameAr: 'عشرون', code: 'TWENTY', fundedBy: 'platform', discount: 1 } });
    expect((await ledger(order.id)).entries.map(({ kind, amountFils, liable, reasonCode }) => ({ kind, amountFils, liable, reasonCode }))).toEqual([
      { kind: 'charge', amountFils: 10_000, liable: 'customer', reasonCode: 'order_placed' },
      { kind: 'delivery_fee', amountFils: 500, liable: 'customer', reasonCode: 'order_placed' },
      { kind: 'discount', amountFils: -1000, liable: 'platform', reasonCode: 'promotion' },
      { kind: 'cash_to_collect', amountFils: 9500, liable: 'customer', reasonCode: 'order_placed' },
    ]);
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
    expect(await promotionNow(promotion.id)).toMatchObject({ redemptions: 1, spent: 1, state: 'running' });
    // Read back by the customer.
    const mine = await t.app.inject({ method: 'GET', url: `/api/customer/orders/${order.id}`, headers: buyer });
    expect(mine.json().data).toMatchObject({ discount: 1, promotion: { id: promotion.id, code: 'TWENTY', discount: 1 } });
    expect(mine.json().data.promotion).not.toHaveProperty('fundedBy');
  });

  it('rounds a percentage half-up to the fil', async () => {
    await createPromotion(t, { name: 'Eighth', nameAr: 'ثمن', code: 'EIGHTH', kind: 'percent', percent: 12.5, fundedBy: 'platform' });
    // 12.5% of 1.250 = 0.15625 → 0.156.
    expect(await placed(await customer(), [[0, 1]], { couponCode: 'EIGHTH' })).toMatchObject({ discount: 0.156, totalAmount: 1.594 });
  });

  it('takes a fixed amount, never more than the items (the fee is still paid)', async () => {
    await createPromotion(t, { name: 'One', nameAr: 'واحد', code: 'ONE-KWD', kind: 'fixed', amount: 1, fundedBy: 'platform' });
    await createPromotion(t, { name: 'Five', nameAr: 'خمسة', code: 'FIVE-KWD', kind: 'fixed', amount: 5, fundedBy: 'platform' });
    expect(await placed(await customer(), [[1, 1]], { couponCode: 'ONE-KWD' })).toMatchObject({ discount: 1, totalAmount: 1.5 });
    const whole = await placed(await customer(), [[0, 1]], { couponCode: 'FIVE-KWD', method: 'KNET' });
    expect(whole).toMatchObject({ discount: 1.25, totalAmount: 0.5, amountDue: 0.5 });
    expect(await shop.ledgerProblems(whole.id)).toEqual([]);
  });

  it('takes the delivery fee off, borne by the shop that funds it', async () => {
    const free = await createPromotion(t, { name: 'Free delivery', nameAr: 'توصيل مجاني', code: 'FREESHIP', kind: 'free_delivery', shopId: shop.shopId, fundedBy: 'shop' });
    const order = await placed(await customer(), [[0, 1]], { couponCode: 'FREESHIP', method: 'CARD' });
    expect(order).toMatchObject({ deliveryFee: 0.5, discount: 0.5, totalAmount: 1.25 });
    expect((await ledger(order.id)).entries.find((entry) => entry.kind === 'discount')).toMatchObject({ amountFils: -500, liable: 'shop', reasonCode: 'promotion' });
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
    expect(await promotionNow(free.id)).toMatchObject({ redemptions: 1, spent: 0.5 });
  });
});

describe('the terms', () => {
  it('refuses an unknown code, and one of another shop', async () => {
    await refused(await shop.order(await customer(), [[0, 1]], { couponCode: 'NO-SUCH' }), 'PROMOTION_UNKNOWN', 'This code is not valid');
    await refused(await shop.order(await customer(), [[0, 1]], { couponCode: '%%' }), 'PROMOTION_UNKNOWN', 'This code is not valid');
    await createPromotion(t, { name: 'Other', nameAr: 'آخر', code: 'ELSEWHERE', kind: 'fixed', amount: 0.2, shopId: otherShop.shopId, fundedBy: 'shop' });
    await refused(await shop.order(await customer(), [[0, 1]], { couponCode: 'ELSEWHERE' }), 'PROMOTION_OTHER_SHOP', 'This code is not valid at this shop');
    expect((await otherShop.order(await customer(), [[0, 1]], { couponCode: 'elsewhere' })).json().data).toMatchObject({ discount: 0.2 });
  });

  it('needs the minimum basket of items, before the discount', async () => {
    const buyer = await customer();
    await createPromotion(t, { name: 'Big basket', nameAr: 'سلة كبيرة', code: 'BIG-BASKET', kind: 'fixed', amount: 1, minBasket: 5, fundedBy: 'platform' });
    const before = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${buyer.id}`);
    await refused(await shop.order(buyer, [[1, 2]], { couponCode: 'BIG-BASKET' }), 'PROMOTION_MIN_BASKET', 'This code needs a basket of at least KWD 5.000');
    // Refused: no order, no redemption.
    expect(await queryRows(t.db, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${buyer.id}`)).toEqual(before);
    expect(await placed(buyer, [[2, 1]], { couponCode: 'BIG-BASKET' })).toMatchObject({ discount: 1 });
  });

  it('keeps a first-order code to a first order (one rejected before does not count)', async () => {
    await createPromotion(t, { name: 'First', nameAr: 'أول', code: 'FIRST', kind: 'fixed', amount: 0.5, firstOrderOnly: true, fundedBy: 'platform' });
    const buyer = await customer();
    const rejected = await placed(buyer, [[0, 1]]);
    expect((await shop.move(rejected.id, 'REJECTED')).statusCode).toBe(200);
    expect(await placed(buyer, [[0, 1]], { couponCode: 'FIRST' })).toMatchObject({ discount: 0.5 });
    await refused(await shop.order(buyer, [[0, 1]], { couponCode: 'FIRST' }), 'PROMOTION_FIRST_ORDER', 'This code is for a first order only');
  });

  it('keeps to the limit per customer; a cancelled order gives its use back', async () => {
    const promotion = await createPromotion(t, { name: 'Once', nameAr: 'مرة', code: 'ONCE', kind: 'fixed', amount: 0.5, perCustomerLimit: 1, fundedBy: 'platform' });
    const buyer = await customer();
    const first = await placed(buyer, [[0, 1]], { couponCode: 'ONCE', method: 'KNET' });
    await refused(await shop.order(buyer, [[0, 1]], { couponCode: 'ONCE' }), 'PROMOTION_LIMIT', 'You have used this code already');
    expect(await placed(await customer(), [[0, 1]], { couponCode: 'ONCE' })).toMatchObject({ discount: 0.5 });
    expect(await promotionNow(promotion.id)).toMatchObject({ redemptions: 2, spent: 1 });

    // The customer cancels before the shop accepts: the redemption is given back, once; the ledger still balances.
    const cancel = await t.app.inject({ method: 'POST', url: `/api/customer/orders/${first.id}/cancel`, headers: buyer, payload: {} });
    expect(cancel.statusCode).toBe(200);
    expect(await promotionNow(promotion.id)).toMatchObject({ redemptions: 1, spent: 0.5 });
    const [redemption] = await queryRows<{ released: boolean }>(t.db, sql`SELECT released_at IS NOT NULL AS released FROM promotion_redemptions WHERE order_id = ${first.id}`);
    expect(redemption.released).toBe(true);
    expect(await shop.ledgerProblems(first.id)).toEqual([]);
    // The cancelled order's refund is what was paid: 1.250 + 0.500 − 0.500.
    const refunds = await queryRows<{ amount_fils: string }>(t.db, sql`SELECT amount_fils::text FROM refunds WHERE order_id = ${first.id}`);
    expect(refunds).toEqual([{ amount_fils: '1250' }]);
    expect(await placed(buyer, [[0, 1]], { couponCode: 'ONCE' })).toMatchObject({ discount: 0.5 });
  });

  it('is valid from its start to its end by the API’s clock, and not while paused', async () => {
    const promotion = await createPromotion(t, {
      name: 'March',
      nameAr: 'مارس',
      code: 'MARCH',
      kind: 'fixed',
      amount: 0.1,
      fundedBy: 'platform',
      startsAt: '2031-03-01T00:00:00.000Z',
      endsAt: '2031-04-01T00:00:00.000Z',
    });
    const buyer = await customer();
    await refused(await shop.order(buyer, [[0, 1]], { couponCode: 'MARCH' }), 'PROMOTION_NOT_RUNNING', 'This code is not valid now');
    t.setClock(new Date('2031-03-15T12:00:00Z'));
    expect(await placed(buyer, [[0, 1]], { couponCode: 'MARCH' })).toMatchObject({ discount: 0.1 });
    t.setClock(new Date('2031-04-01T00:00:00Z'));
    await refused(await shop.order(buyer, [[0, 1]], { couponCode: 'MARCH' }), 'PROMOTION_NOT_RUNNING', 'This code is not valid now');
    t.setClock(new Date('2031-03-15T12:00:00Z'));
    await t.app.inject({ method: 'PATCH', url: `/api/promotions/${promotion.id}`, headers: t.staffAuth, payload: { active: false } });
    await refused(await shop.order(buyer, [[0, 1]], { couponCode: 'MARCH' }), 'PROMOTION_NOT_RUNNING', 'This code is not valid now');
  });

  it('refuses a code fully used: its maximum, or a discount its budget cannot pay', async () => {
    await createPromotion(t, { name: 'Single', nameAr: 'واحدة', code: 'SINGLE', kind: 'fixed', amount: 0.2, maxRedemptions: 1, fundedBy: 'platform' });
    expect(await placed(await customer(), [[0, 1]], { couponCode: 'SINGLE' })).toMatchObject({ discount: 0.2 });
    await refused(await shop.order(await customer(), [[0, 1]], { couponCode: 'SINGLE' }), 'PROMOTION_EXHAUSTED', 'This code has been fully used');
    const budget = await createPromotion(t, { name: 'Budget', nameAr: 'ميزانية', code: 'BUDGET', kind: 'fixed', amount: 1, budget: 1.5, fundedBy: 'platform' });
    expect(await placed(await customer(), [[1, 1]], { couponCode: 'BUDGET' })).toMatchObject({ discount: 1 });
    await refused(await shop.order(await customer(), [[1, 1]], { couponCode: 'BUDGET' }), 'PROMOTION_EXHAUSTED', 'This code has been fully used');
    expect(await promotionNow(budget.id)).toMatchObject({ spent: 1, redemptions: 1, state: 'running' });
  });
});

describe('automatic offers', () => {
  it('gives the offer taking the most off (ties: the lowest id); a coupon comes before any offer; a refused coupon is not replaced by one', async () => {
    const own = await shopForPromotions(t);
    const small = await createPromotion(t, { name: 'Small', nameAr: 'صغير', kind: 'fixed', amount: 0.3, shopId: own.shopId, fundedBy: 'platform' });
    const tenth = await createPromotion(t, { name: 'Tenth', nameAr: 'عشر', kind: 'percent', percent: 10, shopId: own.shopId, fundedBy: 'shop' });
    // Elsewhere and not yet: never given here.
    await createPromotion(t, { name: 'Elsewhere', nameAr: 'هناك', kind: 'fixed', amount: 4, shopId: otherShop.shopId, fundedBy: 'shop' });
    await createPromotion(t, { name: 'Later', nameAr: 'لاحقاً', kind: 'fixed', amount: 4, shopId: own.shopId, fundedBy: 'platform', startsAt: '2099-01-01T00:00:00.000Z' });
    const buyer = await customer();
    // 1.250: 10% is 0.125 < 0.300. 2 × 2.000 = 4.000: 10% is 0.400 > 0.300.
    expect((await own.order(buyer, [[0, 1]])).json().data).toMatchObject({ discount: 0.3, promotion: { id: small.id, code: null } });
    const larger = (await own.order(buyer, [[1, 2]])).json().data;
    expect(larger).toMatchObject({ discount: 0.4, promotion: { id: tenth.id } });
    expect((await ledger(larger.id)).entries.find((entry) => entry.kind === 'discount')).toMatchObject({ amountFils: -400, liable: 'shop' });
    await createPromotion(t, { name: 'Coupon', nameAr: 'قسيمة', code: 'SMALLER', kind: 'fixed', amount: 0.1, fundedBy: 'platform' });
    expect((await own.order(buyer, [[1, 2]], { couponCode: 'SMALLER' })).json().data).toMatchObject({ discount: 0.1, promotion: { code: 'SMALLER' } });
    await refused(await own.order(buyer, [[1, 2]], { couponCode: 'NOPE' }), 'PROMOTION_UNKNOWN', 'This code is not valid');
  });

  it('breaks a tie by the lowest id, and skips an offer its budget cannot pay', async () => {
    const own = await shopForPromotions(t, 0);
    const first = await createPromotion(t, { name: 'A', nameAr: 'أ', kind: 'fixed', amount: 0.5, shopId: own.shopId, fundedBy: 'platform' });
    await createPromotion(t, { name: 'B', nameAr: 'ب', kind: 'fixed', amount: 0.5, shopId: own.shopId, fundedBy: 'platform' });
    const tight = await createPromotion(t, { name: 'C', nameAr: 'ج', kind: 'fixed', amount: 0.9, budget: 1, shopId: own.shopId, fundedBy: 'platform' });
    const buyer = await customer();
    expect((await own.order(buyer, [[0, 1]])).json().data).toMatchObject({ discount: 0.9, promotion: { id: tight.id } });
    // C has 0.100 left: not enough for 0.900, so A (the lower id of the two 0.500s).
    expect((await own.order(buyer, [[0, 1]])).json().data).toMatchObject({ discount: 0.5, promotion: { id: first.id } });
    // Free delivery of an order with no fee gives nothing: no promotion.
    const fee0 = await shopForPromotions(t, 0);
    await createPromotion(t, { name: 'Ship', nameAr: 'شحن', kind: 'free_delivery', shopId: fee0.shopId, fundedBy: 'platform' });
    expect((await fee0.order(buyer, [[0, 1]])).json().data).toMatchObject({ discount: 0, promotion: null });
  });
});

describe('after placing', () => {
  it('a rejected order gives its redemption back, once', async () => {
    const promotion = await createPromotion(t, { name: 'Reject', nameAr: 'رفض', code: 'REJECT-ME', kind: 'fixed', amount: 0.25, fundedBy: 'shop', shopId: shop.shopId });
    const order = await placed(await customer(), [[1, 1]], { couponCode: 'REJECT-ME' });
    expect((await shop.move(order.id, 'REJECTED')).statusCode).toBe(200);
    expect((await shop.move(order.id, 'REJECTED')).statusCode).toBe(409);
    expect(await promotionNow(promotion.id)).toMatchObject({ redemptions: 0, spent: 0 });
    expect(await shop.ledgerProblems(order.id)).toEqual([]);
    // The order keeps what it was given (its ledger says so).
    expect(await staffOrder(order.id)).toMatchObject({ discount: 0.25, promotion: { id: promotion.id, discount: 0.25 } });
  });

  it('picking keeps the discount: the total is the lines and the fee less it, and the ledger balances', async () => {
    const picking = await pickingShop(t);
    await createPromotion(t, { name: 'Pick', nameAr: 'قطف', kind: 'fixed', amount: 0.3, shopId: picking.shopId, fundedBy: 'platform' });
    // 0.450 + 0.875 − 0.300 (no fee here).
    const order = await picking.place('KNET', [['milk', 1], ['labneh', 1]]);
    expect((await staffOrder(order.id)).totalAmount).toBe(1.025);
    expect((await picking.change(order.id, order.itemIds[1], { action: 'remove', reason: 'out_of_stock' })).statusCode).toBe(200);
    expect(await staffOrder(order.id)).toMatchObject({ totalAmount: 0.15, discount: 0.3 });
    expect((await picking.picking(order.id)).json().data).toMatchObject({ orderedTotal: 1.025, total: 0.15 });
    expect(await picking.ledgerProblems(order.id)).toEqual([]);
  });
});

describe('the shop’s statement', () => {
  it('counts the promotions by who funds them; the commission is of the items as the shop sold them', async () => {
    const own = await shopForPromotions(t);
    await t.db.execute(sql`INSERT INTO shop_commission_rates (shop_id, percent_bp, fee_fils, effective_from) VALUES (${own.shopId}, 1000, 0, '2020-01-01')`);
    await createPromotion(t, { name: 'Ours', nameAr: 'منا', code: 'PLATFORM-1', kind: 'fixed', amount: 1, fundedBy: 'platform' });
    await createPromotion(t, { name: 'Theirs', nameAr: 'منهم', code: 'SHOP-SHIP', kind: 'free_delivery', shopId: own.shopId, fundedBy: 'shop' });
    const buyer = await customer();
    // 5.000 + 0.500 − 1.000 (the platform's) = 4.500: commission 10% of 5.000. 2.000 + 0.500 − 0.500 (the shop's) = 2.000: 10% of 1.500.
    const platformFunded = (await own.order(buyer, [[2, 1]], { couponCode: 'PLATFORM-1' })).json().data;
    const shopFunded = (await own.order(buyer, [[1, 1]], { couponCode: 'SHOP-SHIP' })).json().data;
    for (const id of [platformFunded.id, shopFunded.id]) {
      for (const status of ['ACCEPTED', 'INTRANSIT', 'DELIVERED']) expect((await own.move(id, status)).statusCode).toBe(200);
      expect(await own.ledgerProblems(id)).toEqual([]);
    }
    const statement = (await t.app.inject({ method: 'GET', url: `/api/shops/${own.shopId}/statements/${weekOf(new Date())}`, headers: t.staffAuth })).json().data;
    expect(statement.totals).toEqual({
      orders: 2,
      sales: 6.5,
      deliveryFees: 1,
      promotionsShop: 0.5,
      promotionsPlatform: 1,
      commission: 0.65,
      refundsShop: 0,
      refundsPlatform: 0,
      netPayout: 5.85,
      netPayoutFils: 5850,
    });
    expect(statement.lines).toEqual([
      expect.objectContaining({ orderId: platformFunded.id, sales: 4.5, deliveryFees: 0.5, promotionsShop: 0, promotionsPlatform: 1, commission: 0.5, netPayout: 4.5 }),
      expect.objectContaining({ orderId: shopFunded.id, sales: 2, deliveryFees: 0.5, promotionsShop: 0.5, promotionsPlatform: 0, commission: 0.15, netPayout: 1.35 }),
    ]);
    const csv = await t.app.inject({ method: 'GET', url: `/api/shops/${own.shopId}/statements/${weekOf(new Date())}/csv`, headers: t.staffAuth });
    expect(csv.body).toContain('Promotions funded by the shop (KWD),Promotions funded by the platform (KWD)');
    expect(csv.body).toContain('0.000,1.000,0.500,');
  });
});
