import { setLanguage } from '@dukkan/shared';
import {
  ok,
  type StubbedFetch,
  type StubRequest,
} from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { OrderStatus } from '../common/order-types';
import { eventsAnswer, makeOrder, makeOrderEvent, placedEvent } from '../test-utils/test-orders';
import { slow, fakeApi, findDialog, renderOrders, rowOf, rowById, tabNamed, statusBodies, ask } from '../test-utils/test-orders-page';

describe('the reason for a reject or a cancel (decisions/ordering.md)', () => {
  // Back to English while the screen is still mounted: the switch re-renders it.
  afterEach(() => act(() => setLanguage('en')));

  it('sends the reason typed in the reject dialog; Enter makes a new line and does not reject', async () => {
    const order = makeOrder();
    const api = fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    const { dialog, field } = await ask(user, order.id, 'Reject', 'Reject order');
    expect(dialog).toHaveTextContent(`Are you sure you want to reject order #${order.id}? This cannot be undone.`);
    expect(dialog).toHaveTextContent('0/500');
    await user.click(field);
    // Pasted around the one key that matters (each typed key re-renders the dialog: seconds on a
    // loaded 2-core machine): Enter makes a new line, it does not reject.
    await user.paste('Customer called');
    await user.keyboard('{Enter}');
    await user.paste('twice');
    expect(field).toHaveValue('Customer called\ntwice');
    expect(dialog).toHaveTextContent('21/500');
    expect(api.callsTo('PATCH orders/:id/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await screen.findByText('Order rejected successfully', undefined, slow)).toBeInTheDocument();
    expect(statusBodies(api)).toEqual([{ status: 'REJECTED', reason: 'Customer called\ntwice' }]);
  });

  // Real Tab presses are the browser journeys' to check: in jsdom, Tabster's focus trap sends Tab
  // to its own guard elements. Here: the field is in the natural tab order, first in the dialog.
  it('puts the reason field first in the dialog\'s tab order, then the one-click reasons, then the buttons', async () => {
    const order = makeOrder();
    fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    const { dialog, field } = await ask(user, order.id, 'Reject', 'Reject order');
    const tabbable = [...dialog.querySelectorAll<HTMLElement>('textarea, button, input, a[href], [tabindex]')].filter(
      (element) => element !== dialog && element.tabIndex >= 0 && !element.hasAttribute('disabled') && !element.hasAttribute('data-tabster-dummy'),
    );
    expect(tabbable.map((element) => element.textContent || element.tagName)).toEqual([
      'TEXTAREA',
      'Out of stock',
      'Shop closed',
      'Customer asked',
      'Address unreachable',
      'Go Back',
      'Reject',
    ]);
    expect(tabbable[0]).toBe(field);
  });

  it('fills the field with a one-click reason, which is sent as its code; the cancel dialog offers them too', async () => {
    const [toReject, toCancel] = [makeOrder(), makeOrder({ status: 'INTRANSIT' })];
    const api = fakeApi({ NEW: [toReject], INTRANSIT: [toCancel] });
    const { user } = renderOrders();
    let { dialog, field } = await ask(user, toReject.id, 'Reject', 'Reject order');
    // Pasted, not typed key by key: each key re-renders the dialog, which took this test past its
    // time on a loaded machine; the point is only that a one-click reason replaces what is there.
    await user.click(field);
    await user.paste('something else');
    expect(field).toHaveValue('something else');
    await user.click(within(dialog).getByRole('button', { name: 'Out of stock', hidden: true }));
    expect(field).toHaveValue('Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await screen.findByText('Order rejected successfully', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow);

    await user.click(tabNamed(/^In Transit/));
    ({ dialog, field } = await ask(user, toCancel.id, 'Cancel Order', 'Cancel order'));
    expect(field).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Address unreachable', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order', hidden: true }));
    expect(await screen.findByText('Order cancelled successfully', undefined, slow)).toBeInTheDocument();
    expect(statusBodies(api)).toEqual([
      { status: 'REJECTED', reasonCode: 'outOfStock' },
      { status: 'CANCELLED', reasonCode: 'addressUnreachable' },
    ]);
  });

  it('sends a one-click reason edited afterwards as the words typed', async () => {
    const order = makeOrder();
    const api = fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    const { dialog, field } = await ask(user, order.id, 'Reject', 'Reject order');
    const preset = within(dialog).getByRole('button', { name: 'Shop closed', hidden: true });
    await user.click(preset);
    expect(preset).toHaveAttribute('aria-pressed', 'true');
    await user.click(field);
    await user.paste(' until 4 pm');
    expect(preset).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    await waitFor(() => expect(statusBodies(api)).toEqual([{ status: 'REJECTED', reason: 'Shop closed until 4 pm' }]), slow);
  });

  it('sends no reason key when the field is left empty or blank', async () => {
    const [first, second] = [makeOrder(), makeOrder()];
    const api = fakeApi({ NEW: [first, second] });
    const { user } = renderOrders();
    let { dialog, field } = await ask(user, first.id, 'Reject', 'Reject order');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await screen.findByText('Order rejected successfully', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow);

    ({ dialog, field } = await ask(user, second.id, 'Reject', 'Reject order'));
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    await waitFor(() => expect(statusBodies(api)).toHaveLength(2), slow);
    for (const body of statusBodies(api)) expect(body).toEqual({ status: 'REJECTED' });
    for (const body of statusBodies(api)) expect(body).not.toHaveProperty('reason');
  });

  it('keeps the reason to 500 characters, however it arrives', async () => {
    const order = makeOrder();
    const api = fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    const { dialog, field } = await ask(user, order.id, 'Reject', 'Reject order');
    expect(field).toHaveAttribute('maxlength', '500');
    await user.click(field);
    await user.paste('x'.repeat(600));
    expect(field.value).toHaveLength(500);
    await user.keyboard('y');
    expect(field.value).toBe('x'.repeat(500));
    expect(dialog).toHaveTextContent('500/500');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    await waitFor(() => expect(statusBodies(api)).toEqual([{ status: 'REJECTED', reason: 'x'.repeat(500) }]), slow);
  });

  it('does not ask why an order is accepted, shipped or delivered', async () => {
    const [accepted, shipped] = [makeOrder(), makeOrder({ status: 'ACCEPTED' })];
    const api = fakeApi({ NEW: [accepted], ACCEPTED: [shipped] });
    const { user } = renderOrders();
    await user.click(within(await rowOf(accepted.id)).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Order accepted successfully', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('tab', { name: /^Accepted/ }));
    await user.click(within(await rowOf(shipped.id)).getByRole('button', { name: 'Ship Now' }));
    expect(await screen.findByText('Order marked as shipped', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(statusBodies(api)).toEqual([{ status: 'ACCEPTED' }, { status: 'INTRANSIT' }]);
  });

  it('asks in Arabic; a one-click reason shows in Arabic and is sent as its code', async () => {
    await setLanguage('ar');
    const order = makeOrder();
    const api = fakeApi({ NEW: [order] });
    const { user } = renderOrders();
    await user.click(within(await rowById(order.id)).getByRole('button', { name: 'رفض' }));
    const dialog = await findDialog('alertdialog', 'رفض الطلب');
    const field = within(dialog).getByRole('textbox', { name: 'السبب (اختياري)', hidden: true });
    for (const reason of ['نفدت الكمية', 'المتجر مغلق', 'طلب العميل']) {
      expect(within(dialog).getByRole('button', { name: reason, hidden: true })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'تعذر الوصول إلى العنوان', hidden: true }));
    expect(field).toHaveValue('تعذر الوصول إلى العنوان');
    await user.click(within(dialog).getByRole('button', { name: 'رفض', hidden: true }));
    await waitFor(() => expect(statusBodies(api)).toEqual([{ status: 'REJECTED', reasonCode: 'addressUnreachable' }]), slow);
  });
});

describe('the history in the detail popup (decisions/ordering.md)', () => {
  it('shows the steps, and after a reject with a reason shows that step too', async () => {
    const order = makeOrder({ id: 9100 });
    // The timeline as our API keeps it: the placement, then one step per status change made.
    const api: StubbedFetch = fakeApi(
      { NEW: [order] },
      {
        'GET orders/:id/events': (req: StubRequest) =>
          ok(
            eventsAnswer([
              placedEvent(),
              ...api
                .callsTo('PATCH orders/:id/status')
                .filter((call) => call.params.id === req.params.id)
                .map((call) => {
                  const { status, reason } = call.body as { status: OrderStatus; reason?: string };
                  return makeOrderEvent({ to: status, reason: reason ?? null, at: new Date().toISOString() });
                }),
            ]),
          ),
      },
    );
    const { user } = renderOrders();
    await user.click(within(await rowOf(9100)).getByRole('button', { name: 'fresh milk (1 l) +1' }));
    let dialog = await findDialog('dialog', 'Order #9100');
    let history = await within(dialog).findByRole('list', { name: 'History of order #9100', hidden: true }, slow);
    expect(within(history).getAllByRole('listitem', { hidden: true }).map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^NewAbdullah Al-MutairiCustomer.+ · 05 Mar 2025, 2:07 pm$/),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);

    const { dialog: question, field } = await ask(user, 9100, 'Reject', 'Reject order');
    await user.type(field, 'Shop closed early');
    await user.click(within(question).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await screen.findByText('Order rejected successfully', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow);

    await user.click(tabNamed(/^Rejected/));
    await user.click(within(await rowById(9100)).getByRole('button', { name: 'fresh milk (1 l) +1', hidden: true }));
    dialog = await findDialog('dialog', 'Order #9100');
    history = await within(dialog).findByRole('list', { name: 'History of order #9100', hidden: true }, slow);
    await waitFor(() => expect(within(history).getAllByRole('listitem', { hidden: true })).toHaveLength(2), slow);
    expect(within(history).getAllByRole('listitem', { hidden: true })[1]).toHaveTextContent(/^RejectedFatima Al-Sabahnow · .+Reason: Shop closed early$/);
    expect(api.callsTo('GET orders/:id/events')).toHaveLength(2);
  });
});
