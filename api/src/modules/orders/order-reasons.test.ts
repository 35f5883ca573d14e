import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { createCatalog, createOrder } from '../../test/fixtures';
import { madeBeforeAll, setUpTestApp } from '../../test/test-app';

// A reject's or cancel's preset reason is stored as its code, so the panel shows it in each
// reader's language; words typed stay as typed, and steps stored before codes still read. On
// PGlite and on PostgreSQL.
jest.setTimeout(120_000);

const t = setUpTestApp();
const catalog = madeBeforeAll(() => createCatalog(t.db, 'reasons'));

const move = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: t.staffAuth, payload });
const lastStep = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}/events`, headers: t.staffAuth })).json().data.items.at(-1);
const stored = async (id: number) =>
  (await queryRows<{ reason: string | null }>(t.db, sql`SELECT reason FROM order_events WHERE order_id = ${id} ORDER BY id DESC LIMIT 1`))[0];

describe('reasons of a reject or cancel', () => {
  it('stores a preset reason as its code and answers the code with its English text', async () => {
    const id = await createOrder(t.db, catalog, 'NEW');
    expect((await move(id, { status: 'REJECTED', reasonCode: 'outOfStock' })).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ reason: 'outOfStock' });
    expect(await lastStep(id)).toMatchObject({ to: 'REJECTED', reasonCode: 'outOfStock', reason: 'Out of stock' });
  });

  it('keeps words typed as typed (trimmed), with no code', async () => {
    const id = await createOrder(t.db, catalog, 'NEW');
    expect((await move(id, { status: 'REJECTED', reason: '  الزبون لا يرد  ' })).statusCode).toBe(200);
    expect(await lastStep(id)).toMatchObject({ reason: 'الزبون لا يرد', reasonCode: null });
    const accepted = await createOrder(t.db, catalog, 'NEW');
    await move(accepted, { status: 'ACCEPTED' });
    expect(await lastStep(accepted)).toMatchObject({ reason: null, reasonCode: null });
  });

  it('still reads a reason stored as text before codes existed', async () => {
    const id = await createOrder(t.db, catalog, 'INTRANSIT');
    await move(id, { status: 'CANCELLED' });
    await t.db.execute(sql`UPDATE order_events SET reason = 'نفدت الكمية' WHERE order_id = ${id}`);
    expect(await lastStep(id)).toMatchObject({ to: 'CANCELLED', reason: 'نفدت الكمية', reasonCode: null });
  });

  it('refuses an unknown code, and a code with words beside it, with 400; the order stays', async () => {
    const id = await createOrder(t.db, catalog, 'NEW');
    const unknown = await move(id, { status: 'REJECTED', reasonCode: 'tooLate' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false });
    const both = await move(id, { status: 'REJECTED', reasonCode: 'shopClosed', reason: 'Closed for Eid' });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ success: false, errors: { reasonCode: 'Give a preset reason or your own words, not both' } });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: t.staffAuth })).json().data.status).toBe('NEW');
  });

  it('takes one preset reason for a bulk reject', async () => {
    const ids = [await createOrder(t.db, catalog, 'NEW'), await createOrder(t.db, catalog, 'NEW')];
    const answer = await t.app.inject({ method: 'POST', url: '/api/orders/bulk', headers: t.staffAuth, payload: { action: 'reject', ids, reasonCode: 'addressUnreachable' } });
    expect(answer.json().data).toEqual({ succeeded: ids, failed: [] });
    for (const id of ids) expect(await lastStep(id)).toMatchObject({ reasonCode: 'addressUnreachable', reason: 'Address unreachable' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/orders/bulk', headers: t.staffAuth, payload: { action: 'reject', ids, reasonCode: 'nope' } });
    expect(refused.statusCode).toBe(400);
  });
});
