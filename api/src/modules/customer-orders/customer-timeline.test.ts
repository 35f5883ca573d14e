import { recordEscalationStep } from '../orders/order-events';
import { openShopWithProduct } from '../../test/customer-orders';
import { type PickingShop, pickingShop } from '../../test/picking-orders';
import { setUpTestApp } from '../../test/test-app';
import { type CustomerLogRow, placedTimeline, toCustomerTimeline } from './customer-timeline';

// decisions/customer-orders.md: the customer's timeline of their order, from the order's log: only the steps a customer
// is told (placed, accepted, items changed, on the way, delivered, cancelled, rejected), oldest first; never a claim,
// a note, an escalation, nor a line picked as ordered. PGlite, and PostgreSQL when set.
jest.setTimeout(120_000);

describe('toCustomerTimeline', () => {
  const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 9, minute));
  const row = (kind: CustomerLogRow['kind'], to: CustomerLogRow['to'], minute: number): CustomerLogRow => ({ orderId: 1, kind, to, at: at(minute) });

  it('names each status move as the customer reads it, placement first', () => {
    const rows = [row('status', 'NEW', 0), row('status', 'ACCEPTED', 1), row('status', 'INTRANSIT', 2), row('status', 'DELIVERED', 3)];
    expect(toCustomerTimeline(rows)).toEqual([
      { step: 'placed', at: at(0).toISOString() },
      { step: 'accepted', at: at(1).toISOString() },
      { step: 'on_the_way', at: at(2).toISOString() },
      { step: 'delivered', at: at(3).toISOString() },
    ]);
    expect(toCustomerTimeline([row('status', 'NEW', 0), row('status', 'REJECTED', 4)]).map((step) => step.step)).toEqual(['placed', 'rejected']);
    expect(toCustomerTimeline([row('status', 'NEW', 0), row('status', 'CANCELLED', 4)]).map((step) => step.step)).toEqual(['placed', 'cancelled']);
  });

  it('knows the steps placing writes before they are logged: placed, and scheduled for a slot', () => {
    expect(placedTimeline({ createdAt: at(0), slotStartsAt: null })).toEqual([{ step: 'placed', at: at(0).toISOString() }]);
    expect(placedTimeline({ createdAt: at(0).toISOString(), slotStartsAt: at(90) })).toEqual([
      { step: 'placed', at: at(0).toISOString() },
      { step: 'scheduled', at: at(0).toISOString() },
    ]);
  });

  it("shows a slot order's scheduled step after its placement", () => {
    const rows = [row('status', 'NEW', 0), row('scheduled', null, 0), row('status', 'CANCELLED', 7)];
    expect(toCustomerTimeline(rows).map((step) => step.step)).toEqual(['placed', 'scheduled', 'cancelled']);
  });

  it('reads a burst of line changes as one items_changed, at its first change (a step once shown never moves)', () => {
    const rows = [row('status', 'NEW', 0), row('status', 'ACCEPTED', 1), row('lines', null, 5), row('lines', null, 6), row('lines', null, 9), row('status', 'INTRANSIT', 12)];
    expect(toCustomerTimeline(rows)).toEqual([
      { step: 'placed', at: at(0).toISOString() },
      { step: 'accepted', at: at(1).toISOString() },
      { step: 'items_changed', at: at(5).toISOString() },
      { step: 'on_the_way', at: at(12).toISOString() },
    ]);
  });

  it('answers times as ISO strings whether the driver gave a Date or a string', () => {
    expect(toCustomerTimeline([{ orderId: 1, kind: 'status', to: 'NEW', at: '2025-03-01 12:00:00+03' }])).toEqual([{ step: 'placed', at: '2025-03-01T09:00:00.000Z' }]);
  });
});

describe("the customer's order answers its timeline", () => {
  const t = setUpTestApp();
  let shop: PickingShop;
  beforeAll(async () => {
    shop = await pickingShop(t);
  });

  const mine = async (orderId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/customer/orders/${orderId}`, headers: { authorization: shop.customer.authorization } });
    expect(res.statusCode).toBe(200);
    return res.json().data as { timeline: { step: string; at: string }[] };
  };
  const steps = async (orderId: number) => (await mine(orderId)).timeline.map((step) => step.step);
  const staffMove = (orderId: number, status: string) => t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/status`, headers: t.staffAuth, payload: { status } });
  const expectOk = (res: { statusCode: number; body: string }) => expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);

  it('answers the placing with the steps a later read gives', async () => {
    const customer = await t.createUser('customer');
    const placed = await (await openShopWithProduct(t, { stock: 5 })).order(customer.authorization);
    expect(placed.statusCode).toBe(201);
    const { id, timeline } = placed.json().data;
    expect(timeline).toEqual([{ step: 'placed', at: expect.any(String) }]);
    const read = await t.app.inject({ method: 'GET', url: `/api/customer/orders/${id}`, headers: { authorization: customer.authorization } });
    expect(read.json().data.timeline).toEqual(timeline);
  });

  it('from placing to delivery: picking that changed the order once, claims, notes and plain picks never', async () => {
    const order = await shop.place('CASH', [['milk', 2], ['labneh', 1], ['fish', 1]], { accept: false });
    expect(await steps(order.id)).toEqual(['placed']);
    // The desk's own business: an escalation, a claim, an internal note.
    await recordEscalationStep(t.db, { orderId: order.id });
    expectOk(await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/claim`, headers: t.staffAuth }));
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/notes`, headers: t.staffAuth, payload: { body: 'Rude on the phone' } })).statusCode).toBe(201);
    expect(await steps(order.id)).toEqual(['placed']);

    expectOk(await staffMove(order.id, 'ACCEPTED'));
    const [milk, labneh, fish] = order.itemIds;
    // Picked as ordered, and a question asked: the order did not change.
    expectOk(await shop.change(order.id, milk, { action: 'pick' }));
    expectOk(await shop.change(order.id, fish, { action: 'pick', weight: 1 }));
    expectOk(await shop.change(order.id, labneh, { action: 'ask', productId: shop.products.bread.id }));
    expect(await steps(order.id)).toEqual(['placed', 'accepted']);
    // A heavier fish changes what they pay: their order changed. The customer's answer after it is the same burst.
    expectOk(await shop.change(order.id, fish, { action: 'pick', weight: 1.25 }));
    expect(await steps(order.id)).toEqual(['placed', 'accepted', 'items_changed']);
    const changedAt = (await mine(order.id)).timeline[2].at;
    expectOk(await t.app.inject({ method: 'POST', url: `/api/customer/orders/${order.id}/items/${labneh}/answer`, headers: { authorization: shop.customer.authorization }, payload: { answer: 'remove' } }));
    expect((await mine(order.id)).timeline.slice(2)).toEqual([{ step: 'items_changed', at: changedAt }]);

    expectOk(await staffMove(order.id, 'INTRANSIT'));
    expectOk(await staffMove(order.id, 'DELIVERED'));
    const { timeline } = await mine(order.id);
    expect(timeline.map((step) => step.step)).toEqual(['placed', 'accepted', 'items_changed', 'on_the_way', 'delivered']);
    const times = timeline.map((step) => Date.parse(step.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(JSON.stringify(timeline)).not.toContain('Rude');
  });

  it('counts a line removed or substituted by the picker, not a tick undone', async () => {
    const order = await shop.place('KNET', [['milk', 1], ['labneh', 1]]);
    const [milk, labneh] = order.itemIds;
    expectOk(await shop.change(order.id, milk, { action: 'pick' }));
    expectOk(await shop.change(order.id, milk, { action: 'reset' }));
    expect(await steps(order.id)).toEqual(['placed', 'accepted']);
    expectOk(await shop.change(order.id, labneh, { action: 'substitute', productId: shop.products.bread.id, reason: 'out_of_stock' }));
    expect(await steps(order.id)).toEqual(['placed', 'accepted', 'items_changed']);
  });

  it('a rejected order: placed, then rejected; every order of the list carries its own', async () => {
    const rejected = await shop.place('CARD', [['bread', 1]], { accept: false });
    expectOk(await t.app.inject({ method: 'PATCH', url: `/api/orders/${rejected.id}/status`, headers: t.staffAuth, payload: { status: 'REJECTED', reason: 'Out of stock' } }));
    const waiting = await shop.place('CASH', [['bread', 1]], { accept: false });
    const list = await t.app.inject({ method: 'GET', url: '/api/customer/orders?limit=2', headers: { authorization: shop.customer.authorization } });
    const items = list.json().data.items as { id: number; timeline: { step: string }[] }[];
    expect(items.map((item) => [item.id, item.timeline.map((step) => step.step)])).toEqual([
      [waiting.id, ['placed']],
      [rejected.id, ['placed', 'rejected']],
    ]);
  });
});
