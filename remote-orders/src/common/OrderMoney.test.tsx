import { baseApi, idTag, setLanguage, type LedgerEntry, type OrderLedger, type Permission, type Refund } from '@dukkan/shared';
import { fail, networkError, ok, renderWithProviders, signedInState, stubFetch, testUser, type StubHandlers } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Order } from './order-types';
import { makeOrder } from '../test-utils/test-orders';
import { findDialog, ME, slow } from '../test-utils/test-orders-page';
import { OrderMoney } from './OrderMoney';

// decisions/money-ledger.md on the order page: the sums, the ledger, the refunds; a refund made and one settled.

const CUSTOMER = { id: 9, name: 'Abdullah Al-Mutairi' };

const entry = (id: number, kind: LedgerEntry['kind'], amount: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id,
  orderId: 5,
  kind,
  amount,
  amountFils: Math.round(amount * 1000),
  paymentMethod: 'KNET',
  liable: 'customer',
  reasonCode: 'order_placed',
  note: null,
  refundId: null,
  actor: CUSTOMER,
  at: '2025-03-05T11:07:00.000Z',
  ...overrides,
});

const pendingRefund: Refund = {
  id: 3,
  orderId: 5,
  amount: 0.875,
  amountFils: 875,
  method: 'KNET',
  status: 'pending',
  gatewayReference: null,
  reasonCode: 'item_damaged',
  note: 'Crushed box',
  liable: 'shop',
  lines: [{ itemId: 2, quantity: 1, amount: 0.875, amountFils: 875 }],
  createdBy: ME,
  createdAt: '2025-03-05T13:00:00.000Z',
  doneAt: null,
};

const sums = (due: number, refunded: number, cash = 0) => {
  const f = (kwd: number) => Math.round(kwd * 1000);
  const net = (f(due) - f(refunded)) / 1000;
  return { amountDue: due, amountDueFils: f(due), paid: due, paidFils: f(due), refunded, refundedFils: f(refunded), cashToCollect: cash, cashToCollectFils: f(cash), net, netFils: f(net) };
};

/** A delivered KNET order of 1.775 with a pending refund of its Labneh (0.875): 0.900 may still go back. */
const refundedLedger = (): OrderLedger => ({
  entries: [
    entry(1, 'charge', 1.775),
    entry(2, 'refund', -0.875, { liable: 'shop', reasonCode: 'item_damaged', note: 'Crushed box', refundId: 3, actor: ME, at: '2025-03-05T13:00:00.000Z' }),
  ],
  balances: sums(1.775, 0.875),
  refunds: [pendingRefund],
});
const freshLedger = (): OrderLedger => ({ entries: [entry(1, 'charge', 1.775)], balances: sums(1.775, 0), refunds: [] });

function renderMoney(order: Order, handlers: StubHandlers, permissions?: Permission[]) {
  const api = stubFetch(handlers);
  const view = renderWithProviders(<OrderMoney order={order} />, { preloadedState: signedInState(permissions ? { ...testUser, permissions } : testUser) });
  return { api, ...view };
}

const delivered = (overrides: Partial<Order> = {}) => makeOrder({ id: 5, status: 'DELIVERED', ...overrides });
/** The sum shown under `term`. */
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
const rowTexts = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

async function openRefund(user: ReturnType<typeof renderMoney>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Refund…' }, slow));
  return findDialog('dialog', 'Refund order #5');
}

describe('the order money section (decisions/money-ledger.md)', () => {
  it('shows the sums, the entries in Kuwait time with who bears each and why, and the refunds with their status', async () => {
    renderMoney(delivered(), { 'GET orders/:id/ledger': ok(refundedLedger()) });
    const table = await screen.findByRole('table', { name: 'Ledger of order #5' }, slow);
    expect(figure('Amount due')).toHaveTextContent('KWD 1.775');
    expect(figure('Paid')).toHaveTextContent('KWD 1.775');
    expect(figure('Refunded')).toHaveTextContent('KWD 0.875');
    expect(figure('Net')).toHaveTextContent('KWD 0.900');
    // A KNET order has no cash to collect.
    expect(screen.queryByText('Cash to collect', { selector: 'dt' })).toBeNull();
    expect(rowTexts(table)).toEqual([
      ['Charge', '+KWD 1.775', '05 Mar 2025, 2:07 pm', 'Customer', 'Abdullah Al-Mutairi', 'Order placed'],
      ['Refund', '−KWD 0.875', '05 Mar 2025, 4:00 pm', 'Shop', 'Staff Member', 'Item damaged · Crushed box'],
    ]);
    const refund = within(screen.getByRole('list', { name: 'Refunds of order #5' })).getByRole('listitem');
    expect(refund).toHaveTextContent(/^Refund #3KWD 0\.875KNETPendingItem damaged · Crushed boxLabneh \(400 g\) × 1ShopBy Staff Member05 Mar 2025, 4:00 pm/);
  });

  it('shows the cash to collect of a cash order, and says when nothing is recorded yet', async () => {
    const ledger: OrderLedger = { entries: [], balances: sums(1.775, 0, 1.775), refunds: [] };
    renderMoney(makeOrder({ id: 5, status: 'INTRANSIT', paymentMethod: 'CASH' }), { 'GET orders/:id/ledger': ok(ledger) });
    expect(await screen.findByText('Nothing recorded yet', undefined, slow)).toBeInTheDocument();
    expect(figure('Cash to collect')).toHaveTextContent('KWD 1.775');
    expect(screen.getByText('No refunds yet')).toBeInTheDocument();
    // An open order is not refunded (cancel it instead).
    expect(screen.queryByRole('button', { name: 'Refund…' })).toBeNull();
  });

  it('reads in Arabic', async () => {
    await act(() => setLanguage('ar'));
    try {
      renderMoney(delivered(), { 'GET orders/:id/ledger': ok(refundedLedger()) });
      const table = await screen.findByRole('table', { name: 'دفتر حساب الطلب #5' }, slow);
      expect(figure('المبلغ المستحق')).toHaveTextContent('KWD 1.775');
      expect(figure('الصافي')).toHaveTextContent('KWD 0.900');
      expect(rowTexts(table)[1]).toEqual(['استرداد', '−KWD 0.875', '\u206705 مارس 2025، 4:00 م\u2069', 'المتجر', 'Staff Member', 'صنف تالف · Crushed box']);
      expect(screen.getByText('قيد الانتظار')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'استرداد…' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says a failed load and offers Retry', async () => {
    let answer = fail(500, 'Database unavailable');
    const { user } = renderMoney(delivered(), { 'GET orders/:id/ledger': () => answer });
    expect(await screen.findAllByText('Database unavailable', undefined, slow)).not.toHaveLength(0);
    answer = ok(freshLedger());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Ledger of order #5' }, slow)).toBeInTheDocument();
  });

  it('refunds by lines: the chosen line and how many, the reason, who bears it, with an Idempotency-Key; then the ledger again', async () => {
    let ledger = freshLedger();
    const { api, user } = renderMoney(delivered(), {
      'GET orders/:id/ledger': () => ok(ledger),
      'POST orders/:id/refunds': () => {
        ledger = refundedLedger();
        return ok(pendingRefund, 201);
      },
    });
    const dialog = await openRefund(user);
    expect(dialog).toHaveTextContent('At most KWD 1.775 can be refunded');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Labneh (400 g)', hidden: true }));
    expect(dialog).toHaveTextContent('To refund: KWD 0.875');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/, hidden: true }), 'Item damaged');
    await user.click(within(dialog).getByRole('radio', { name: 'Shop', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund', hidden: true }));

    expect(await screen.findByText('Refund of KWD 0.875 made', undefined, slow)).toBeInTheDocument();
    const [post] = api.callsTo('POST orders/:id/refunds');
    expect(post.body).toEqual({ lines: [{ itemId: 2, quantity: 1 }], reasonCode: 'item_damaged', liable: 'shop' });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await waitFor(() => expect(figure('Refunded')).toHaveTextContent('KWD 0.875'), slow);
    expect(api.callsTo('GET orders/:id/ledger')).toHaveLength(2);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('refunds by an amount typed in Arabic digits, sending the same key again after a lost answer', async () => {
    let lost = true;
    const { api, user } = renderMoney(delivered(), {
      'GET orders/:id/ledger': ok(freshLedger()),
      'POST orders/:id/refunds': () => {
        if (lost) {
          lost = false;
          return networkError();
        }
        return ok({ ...pendingRefund, amount: 0.5, amountFils: 500, lines: [] }, 201);
      },
    });
    const dialog = await openRefund(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Amount', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount \(KWD\)/, hidden: true }), '٠٫٥');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/, hidden: true }), 'Goodwill');
    await user.click(within(dialog).getByRole('radio', { name: 'Platform', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund', hidden: true }));
    expect(await within(dialog).findByText('Error refunding the order', undefined, slow)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Refund', hidden: true }));
    expect(await screen.findByText('Refund of KWD 0.500 made', undefined, slow)).toBeInTheDocument();
    const posts = api.callsTo('POST orders/:id/refunds');
    expect(posts.map((call) => call.body)).toEqual([
      { amount: 0.5, reasonCode: 'goodwill', liable: 'platform' },
      { amount: 0.5, reasonCode: 'goodwill', liable: 'platform' },
    ]);
    expect(posts[1].headers.get('Idempotency-Key')).toBe(posts[0].headers.get('Idempotency-Key'));
  });

  it("refuses more than the limit and 'Other' without a note before sending, and shows the API's 409 in the dialog", async () => {
    const { api, user } = renderMoney(delivered(), {
      'GET orders/:id/ledger': ok(refundedLedger()),
      'POST orders/:id/refunds': fail(409, 'At most KWD 0.600 can be refunded', { code: 'REFUND_TOO_LARGE' }),
    });
    const dialog = await openRefund(user);
    expect(dialog).toHaveTextContent('At most KWD 0.900 can be refunded');
    // The Labneh went back already (pending): nothing left of it.
    expect(within(dialog).getByRole('checkbox', { name: 'Labneh (400 g)', hidden: true })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Amount', hidden: true }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount \(KWD\)/, hidden: true });
    await user.type(amount, '0.901');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/, hidden: true }), 'Other');
    await user.click(within(dialog).getByRole('radio', { name: 'Shop', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund', hidden: true }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('At most KWD 0.900 can be refunded'), slow);
    expect(within(dialog).getByText("Say why in the note (the reason is 'Other')")).toBeInTheDocument();
    expect(api.callsTo('POST orders/:id/refunds')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '0.7');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/, hidden: true }), 'Called twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund', hidden: true }));
    expect(await within(dialog).findByRole('alert', { hidden: true }, slow)).toHaveTextContent('At most KWD 0.600 can be refunded');
    expect(api.callsTo('POST orders/:id/refunds')[0].body).toEqual({ amount: 0.7, reasonCode: 'other', note: 'Called twice', liable: 'shop' });
    // Refused by what the server knows: the ledger is asked again.
    await waitFor(() => expect(api.callsTo('GET orders/:id/ledger')).toHaveLength(2), slow);
  });

  it("marks a pending refund refunded with the gateway's reference, which it asks for", async () => {
    let ledger = refundedLedger();
    const { api, user } = renderMoney(delivered(), {
      'GET orders/:id/ledger': () => ok(ledger),
      'POST refunds/:id/complete': (req) => {
        const done = { ...pendingRefund, status: 'done' as const, gatewayReference: (req.body as { gatewayReference: string }).gatewayReference, doneAt: '2025-03-05T14:00:00.000Z' };
        ledger = { ...ledger, refunds: [done] };
        return ok(done);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark refunded' }, slow));
    const dialog = await findDialog('dialog', 'Mark refund #3 refunded');
    expect(dialog).toHaveTextContent('The gateway refunded KWD 0.875: enter its reference.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded', hidden: true }));
    expect(await within(dialog).findByText("Enter the gateway's reference", undefined, slow)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Gateway's reference/, hidden: true }), ' KNET-778 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded', hidden: true }));

    expect(await screen.findByText('Refund #3 marked refunded', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('POST refunds/:id/complete').map((call) => [call.params.id, call.body])).toEqual([['3', { gatewayReference: 'KNET-778' }]]);
    const refund = await screen.findByText('Reference KNET-778', undefined, slow);
    expect(within(refund.closest('li') as HTMLElement).getByText('Done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark refunded' })).toBeNull();
  });

  it('marks a pending refund failed, with an optional note', async () => {
    const { api, user } = renderMoney(delivered(), {
      'GET orders/:id/ledger': ok(refundedLedger()),
      'POST refunds/:id/fail': ok({ ...pendingRefund, status: 'failed' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark failed' }, slow));
    const dialog = await findDialog('dialog', 'Mark refund #3 failed');
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed', hidden: true }));
    expect(await screen.findByText('Refund #3 marked failed', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('POST refunds/:id/fail')[0].body).toEqual({});
  });

  it('offers no refund and no settling to staff who may not act on orders, nor a refund of an open order', async () => {
    renderMoney(delivered(), { 'GET orders/:id/ledger': ok(refundedLedger()) }, ['dashboard.read', 'orders.read']);
    expect(await screen.findByText('Pending', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark refunded' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark failed' })).toBeNull();
  });

  it('asks for the ledger again after a move of this order (its id tag), not of another', async () => {
    const { api, store } = renderMoney(delivered(), { 'GET orders/:id/ledger': ok(freshLedger()) });
    await screen.findByRole('table', { name: 'Ledger of order #5' }, slow);
    act(() => void store.dispatch(baseApi.util.invalidateTags([idTag('Order', 6)])));
    act(() => void store.dispatch(baseApi.util.invalidateTags([idTag('Order', 5)])));
    await waitFor(() => expect(api.callsTo('GET orders/:id/ledger')).toHaveLength(2), slow);
    expect(api.callsTo('GET orders/:id/ledger').map((call) => call.params.id)).toEqual(['5', '5']);
  });

  it('offers a refund of a cancelled order whose refund failed, as the API allows', async () => {
    const failed = { ...pendingRefund, status: 'failed' as const, lines: [] };
    const ledger: OrderLedger = { entries: [], balances: sums(1.775, 0), refunds: [failed] };
    renderMoney(makeOrder({ id: 5, status: 'CANCELLED' }), { 'GET orders/:id/ledger': ok(ledger) });
    expect(await screen.findByRole('button', { name: 'Refund…' }, slow)).toBeInTheDocument();
  });
});
