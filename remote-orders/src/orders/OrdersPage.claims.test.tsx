import { orderClaimHeard } from '@dukkan/shared';
import { fail, ok } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeOrder, ordersPage } from '../test-utils/test-orders';
import { claimBy, FATIMA, fakeApi, findDialog, ME, renderOrders, rowById, rowOf, slow, table } from '../test-utils/test-orders-page';

// decisions/order-workspace.md: claims in the list and the popup, live; the Mine/Unclaimed filter; a move over
// another's claim asks first.

/** Opens the order's popup from its row's View. */
async function openPopup(user: ReturnType<typeof renderOrders>['user'], id: number) {
  await user.click(within(await rowOf(id)).getByRole('button', { name: 'View' }));
  return findDialog('dialog', `Order #${id}`);
}

describe('claims on the orders list and popup (decisions/order-workspace.md)', () => {
  it('claims from the popup: the holder shows in the popup and on the row at once, from the answer, without asking the list again', async () => {
    const order = makeOrder({ claim: null });
    const api = fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    const popup = await openPopup(user, order.id);
    expect(within(popup).getByText('Not claimed')).toBeInTheDocument();
    const listLoads = api.callsTo('GET orders').length;

    await user.click(within(popup).getByRole('button', { name: 'Claim', hidden: true }));
    expect(await screen.findByText('Order claimed', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('POST orders/:id/claim')).toHaveLength(1);
    expect(await within(popup).findByText('Claimed by you', undefined, slow)).toBeInTheDocument();
    expect(within(await rowById(order.id)).getByText('Claimed by you')).toBeInTheDocument();
    // Mine now: Claim gives way to Release.
    expect(within(popup).queryByRole('button', { name: 'Claim', hidden: true })).toBeNull();
    expect(api.callsTo('GET orders')).toHaveLength(listLoads);

    await user.click(within(popup).getByRole('button', { name: 'Release', hidden: true }));
    expect(await screen.findByText('Claim released', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('DELETE orders/:id/claim')).toHaveLength(1);
    expect(await within(popup).findByText('Not claimed', undefined, slow)).toBeInTheDocument();
    expect(within(await rowById(order.id)).queryByText(/^Claimed by/)).toBeNull();
  });

  it("shows the API's 409 naming the holder when someone else claimed it first", async () => {
    const order = makeOrder({ claim: null });
    fakeApi({ NEW: [order] }, { 'POST orders/:id/claim': fail(409, `Order #${order.id} is already claimed by Fatima Al-Sabah`, { code: 'ORDER_CLAIMED' }) });
    const { user } = renderOrders();
    const popup = await openPopup(user, order.id);
    await user.click(within(popup).getByRole('button', { name: 'Claim', hidden: true }));
    expect(await screen.findByText(`Order #${order.id} is already claimed by Fatima Al-Sabah`, undefined, slow)).toBeInTheDocument();
  });

  it("writes the stream's claims into the rows and the open popup, with no request", async () => {
    const order = makeOrder({ claim: null });
    const api = fakeApi({ NEW: [order] });
    const { user, store } = renderOrders();
    const popup = await openPopup(user, order.id);
    const loads = api.calls.length;
    const event = { id: 50, orderId: order.id, action: 'claim' as const, holder: FATIMA, by: { ...FATIMA, kind: 'staff' as const }, at: '2025-03-05T08:10:00.000Z' };

    act(() => void store.dispatch(orderClaimHeard(event)));
    expect(await within(popup).findByText('Claimed by Fatima Al-Sabah', undefined, slow)).toBeInTheDocument();
    expect(within(await rowById(order.id)).getByText('Claimed by Fatima Al-Sabah')).toBeInTheDocument();

    act(() => void store.dispatch(orderClaimHeard({ ...event, id: 51, action: 'expire' })));
    expect(await within(popup).findByText('Not claimed', undefined, slow)).toBeInTheDocument();
    expect(within(await rowById(order.id)).queryByText(/^Claimed by/)).toBeNull();
    expect(api.calls).toHaveLength(loads);
  });

  it('asks before moving an order a colleague holds; Go Back leaves it, Act anyway moves it', async () => {
    const order = makeOrder({ claim: claimBy(FATIMA) });
    const mine = makeOrder({ claim: claimBy(ME) });
    const api = fakeApi({ NEW: [order, mine] });
    const { user } = renderOrders();
    expect(within(await rowOf(order.id)).getByText('Claimed by Fatima Al-Sabah')).toBeInTheDocument();

    await user.click(within(await rowOf(order.id)).getByRole('button', { name: 'Accept' }));
    let dialog = await findDialog('alertdialog', 'Claimed order');
    expect(dialog).toHaveTextContent(`Order #${order.id} is claimed by Fatima Al-Sabah. Act on it anyway?`);
    await user.click(within(dialog).getByRole('button', { name: 'Go Back', hidden: true }));
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull(), slow);
    expect(api.callsTo('PATCH orders/:id/status')).toHaveLength(0);

    await user.click(within(await rowOf(order.id)).getByRole('button', { name: 'Accept' }));
    dialog = await findDialog('alertdialog', 'Claimed order');
    await user.click(within(dialog).getByRole('button', { name: 'Act anyway', hidden: true }));
    expect(await screen.findByText('Order accepted successfully', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('PATCH orders/:id/status')[0].body).toEqual({ status: 'ACCEPTED' });

    // One's own claim asks nothing more than before.
    await user.click(within(await rowOf(mine.id)).getByRole('button', { name: 'Accept', hidden: true }));
    await waitFor(() => expect(api.callsTo('PATCH orders/:id/status')).toHaveLength(2), slow);
  });

  it('assigns to a colleague picked by search; a colleague the order cannot go to is said under the picker', async () => {
    const order = makeOrder({ claim: null });
    let refuse = true;
    const api = fakeApi(
      { NEW: [order] },
      {
        'GET user': ok(ordersPage([{ id: 3, name: 'Fatima Al-Sabah', email: 'fatima@dukkan.kw' }] as never[])),
        'POST orders/:id/assign': () => {
          if (refuse) return fail(400, 'Validation failed', { errors: { userId: 'Fatima Al-Sabah does not work for this shop' } });
          return ok({ ...order, claim: claimBy(FATIMA) });
        },
      },
    );
    const { user } = renderOrders();
    const popup = await openPopup(user, order.id);
    await user.click(within(popup).getByRole('button', { name: 'Assign to…', hidden: true }));
    const picker = within(popup).getByRole('combobox', { name: 'Assign to', hidden: true });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Fatima Al-Sabah/, hidden: true }, slow));
    expect(api.callsTo('GET user')[0].query.get('role')).toBe('staff');

    await user.click(within(popup).getByRole('button', { name: 'Assign', hidden: true }));
    expect(await within(popup).findByText('Fatima Al-Sabah does not work for this shop', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('POST orders/:id/assign')[0].body).toEqual({ userId: 3 });

    refuse = false;
    await user.click(within(popup).getByRole('button', { name: 'Assign', hidden: true }));
    expect(await screen.findByText('Order assigned to Fatima Al-Sabah', undefined, slow)).toBeInTheDocument();
    expect(await within(popup).findByText('Claimed by Fatima Al-Sabah', undefined, slow)).toBeInTheDocument();
  });

  it('filters Mine and Unclaimed through the address and the API (claim=mine|unclaimed)', async () => {
    const api = fakeApi({ NEW: [makeOrder()] });
    const { user, router } = renderOrders();
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Claimed' }), 'Mine');
    await waitFor(() => expect(router.state.location.search).toContain('claim=mine'), slow);
    await waitFor(() => expect(api.callsTo('GET orders').some((call) => call.query.get('claim') === 'mine')).toBe(true), slow);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Claimed' }), 'Unclaimed');
    await waitFor(() => expect(api.callsTo('GET orders').some((call) => call.query.get('claim') === 'unclaimed')).toBe(true), slow);
  });

  it("drops from a Mine list an order the stream says someone else now holds", async () => {
    const order = makeOrder({ claim: claimBy(ME) });
    fakeApi({ NEW: [order] });
    const { store } = renderOrders('/orders?claim=mine');
    expect(within(await rowOf(order.id)).getByText('Claimed by you')).toBeInTheDocument();
    act(() => void store.dispatch(orderClaimHeard({ id: 60, orderId: order.id, action: 'assign', holder: FATIMA, by: { ...FATIMA, kind: 'staff' }, at: '2025-03-05T08:10:00.000Z' })));
    expect(await screen.findByText('No orders match these filters', undefined, slow)).toBeInTheDocument();
  });
});
