import { baseApi, orderEventTags, setLanguage } from '@dukkan/shared';
import { fail, ok, openDialog, renderWithProviders, signedInState, stubFetch, testUser, type StubRequest } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import type { DispatchOrder, DispatchOrderState } from '../common/dispatch-types';
import { AHMAD, board, courier, delivery, dispatchOrder, FAHAD, minutesAgo, page } from '../test-utils/dispatch-fixtures';
import { DispatchBoardPage } from './DispatchBoardPage';

// decisions/dispatch.md: the dispatch board, its row actions and the courier hand-over, with the network stubbed.

const WAITING = dispatchOrder(41);
const ASSIGNED = dispatchOrder(42, { state: 'assigned', delivery: delivery(501, 42), suggestedDriver: null, paymentMethod: 'KNET', cashToCollect: 0 });
const FAILED = dispatchOrder(43, {
  orderStatus: 'INTRANSIT',
  state: 'failed',
  delivery: delivery(502, 43, { state: 'failed', pickedUpAt: null, failReasonCode: 'customerUnreachable', failNote: 'No answer at the door' }),
});
/** On its way with a courier: staff mark what the courier reports. */
const WITH_COURIER = dispatchOrder(45, {
  orderStatus: 'INTRANSIT',
  state: 'picked_up',
  suggestedDriver: null,
  delivery: delivery(503, 45, { state: 'picked_up', driver: null, courier: courier(), pickedUpAt: minutesAgo(5) }),
});
/** A photo the courier sent: a JPEG (its first bytes say so). */
const courierPhoto = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])], 'door.jpg', { type: 'image/jpeg' });

/** The board's API: each state's orders, and what an assignment or another action answers. */
function boardServer(extra: Parameters<typeof stubFetch>[0] = {}) {
  const lists: Record<DispatchOrderState, DispatchOrder[]> = { waiting: [WAITING], assigned: [ASSIGNED], picked_up: [], failed: [FAILED] };
  const api = stubFetch({
    'GET dispatch/board': ok(board()),
    'GET dispatch/orders': (request: StubRequest) => page(lists[request.query.get('state') as DispatchOrderState] ?? []),
    ...extra,
  });
  return { api, lists };
}

const renderBoard = (route = '/dispatch', user = testUser) => renderWithProviders(<DispatchBoardPage />, { route, path: '/dispatch', preloadedState: signedInState(user) });

const card = async (list: string, orderId: number) => within(await screen.findByRole('list', { name: list })).getByRole('listitem', { name: new RegExp(`#${orderId}\\b`) });

afterEach(async () => {
  await setLanguage('en');
});

describe('the dispatch board (decisions/dispatch.md)', () => {
  it('lists the waiting orders with the suggested driver first and chosen, each driver with their load, a full one disabled', async () => {
    boardServer();
    renderBoard();
    const row = await card('Orders waiting for a driver', 41);
    expect(row).toHaveTextContent('Jabriya Fresh');
    expect(row).toHaveTextContent('Salmiya, block 4');
    expect(row).toHaveTextContent('Mona Al-Ali');
    expect(row).toHaveTextContent('KWD 3.250');
    expect(row).toHaveTextContent('12 min ago');
    expect(row).toHaveTextContent('Picked');
    expect(row).toHaveTextContent('Nobody yet');
    // Every attempt and its proof: the order's delivery page.
    expect(within(row).getByRole('link', { name: 'Delivery details of order #41' })).toHaveAttribute('href', '/dispatch/orders/41');

    const picker = within(row).getByRole('combobox', { name: 'Driver for order #41' });
    const options = within(picker).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Choose a driver', 'Fahad (0/3) · Suggested', 'Ahmad (1/3)', 'Bader (2/2) · Full']);
    expect(within(picker).getByRole('option', { name: 'Bader (2/2) · Full' })).toBeDisabled();
    expect(picker).toHaveValue(String(FAHAD.id));

    // The counts per state, the areas with theirs, and the drivers on shift with their loads.
    expect(screen.getByRole('tab', { name: 'Waiting 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Salmiya 1' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Load of Bader' })).toBeInTheDocument();
    expect(screen.getByText('2 of 2 orders')).toBeInTheDocument();
  });

  it('assigns in one action: the request names the driver and the delivery it replaces, then the board reads itself again', async () => {
    const { api, lists } = boardServer({
      'POST orders/:id/delivery': () => {
        const assigned = { ...WAITING, state: 'assigned' as const, delivery: delivery(601, 41, { driver: { id: FAHAD.id, name: FAHAD.name, phone: FAHAD.phone } }) };
        lists.waiting = [];
        lists.assigned = [ASSIGNED, assigned];
        return ok(assigned);
      },
    });
    const { user } = renderBoard();
    const row = await card('Orders waiting for a driver', 41);
    await user.click(within(row).getByRole('button', { name: 'Assign order #41' }));

    expect(await screen.findByText('Order #41 assigned to Fahad')).toBeInTheDocument();
    expect(api.callsTo('POST orders/:id/delivery')[0].body).toEqual({ replaces: null, driverId: FAHAD.id });
    expect(await screen.findByText('No orders waiting')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET dispatch/board').length).toBeGreaterThan(1));
  });

  it('says the server’s 409 and reads the board again: someone else assigned it first', async () => {
    const { api } = boardServer({
      'POST orders/:id/delivery': fail(409, 'Order #41 was just assigned by someone else', { code: 'DELIVERY_CHANGED' }),
    });
    const { user } = renderBoard();
    const row = await card('Orders waiting for a driver', 41);
    const asked = api.callsTo('GET dispatch/orders').length;
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Driver for order #41' }), String(AHMAD.id));
    await user.click(within(row).getByRole('button', { name: 'Assign order #41' }));

    expect(await screen.findByText('Order #41 was just assigned by someone else')).toBeInTheDocument();
    expect(api.callsTo('POST orders/:id/delivery')[0].body).toEqual({ replaces: null, driverId: AHMAD.id });
    await waitFor(() => expect(api.callsTo('GET dispatch/orders').length).toBeGreaterThan(asked));
    await waitFor(() => expect(api.callsTo('GET dispatch/board').length).toBeGreaterThan(1));
  });

  it('reassigns an assigned order naming the delivery it replaces, and withdraws it only once asked', async () => {
    const { api } = boardServer({
      'POST deliveries/:id/withdraw': ok({ ...ASSIGNED, state: 'waiting', delivery: null }),
      'POST orders/:id/delivery': ok({ ...ASSIGNED, delivery: delivery(602, 42, { driver: { id: FAHAD.id, name: FAHAD.name, phone: FAHAD.phone } }) }),
    });
    const { user } = renderBoard('/dispatch?state=assigned');
    const row = await card('Orders assigned', 42);
    expect(row).toHaveTextContent('Ahmad');
    expect(row).toHaveTextContent('Paid');
    // Ahmad carries it already: he is not offered it again; no suggestion, so the lead picks.
    const picker = within(row).getByRole('combobox', { name: 'Driver for order #42' });
    expect(within(picker).queryByRole('option', { name: /Ahmad/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Reassign order #42' })).toBeDisabled();
    await user.selectOptions(picker, String(FAHAD.id));
    await user.click(within(row).getByRole('button', { name: 'Reassign order #42' }));
    expect(await screen.findByText('Order #42 assigned to Fahad')).toBeInTheDocument();
    expect(api.callsTo('POST orders/:id/delivery')[0].body).toEqual({ replaces: 501, driverId: FAHAD.id });

    await user.click(within(await card('Orders assigned', 42)).getByRole('button', { name: 'More actions for order #42' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Withdraw' }));
    const { dialog, button } = await openDialog('Withdraw order #42?');
    expect(dialog).toHaveTextContent('Ahmad will no longer carry it: the order goes back to the waiting list.');
    expect(api.callsTo('POST deliveries/:id/withdraw')).toHaveLength(0);
    await user.click(button('Withdraw'));
    expect(await screen.findByText('Order #42 is back in the waiting list')).toBeInTheDocument();
    expect(api.callsTo('POST deliveries/:id/withdraw')[0].path).toBe('deliveries/501/withdraw');
  });

  it('returns a failed order to the shop only once asked, saying why it failed; Retry names the failed delivery', async () => {
    const { api } = boardServer({
      'POST deliveries/:id/return': ok({ ...FAILED, orderStatus: 'CANCELLED', delivery: { ...FAILED.delivery, state: 'returned' } }),
      'POST orders/:id/delivery': ok({ ...FAILED, state: 'assigned' }),
    });
    const { user } = renderBoard('/dispatch?state=failed');
    const row = await card('Failed deliveries', 43);
    expect(row).toHaveTextContent("Failed: Couldn't reach the customer — No answer at the door");

    await user.click(within(row).getByRole('button', { name: 'More actions for order #43' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Return to shop' }));
    const { dialog, button } = await openDialog('Return order #43 to the shop?');
    expect(dialog).toHaveTextContent("Why it failed: Couldn't reach the customer — No answer at the door");
    await user.click(button('Cancel'));
    expect(api.callsTo('POST deliveries/:id/return')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'More actions for order #43' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Return to shop' }));
    await user.click((await openDialog('Return order #43 to the shop?')).button('Return to shop'));
    expect(await screen.findByText('Order #43 returned to the shop')).toBeInTheDocument();
    expect(api.callsTo('POST deliveries/:id/return')[0].path).toBe('deliveries/502/return');

    await user.click(within(await card('Failed deliveries', 43)).getByRole('button', { name: 'Retry order #43' }));
    await waitFor(() => expect(api.callsTo('POST orders/:id/delivery')[0]?.body).toEqual({ replaces: 502, driverId: FAHAD.id }));
  });

  it('hands an order to a courier: the form says what is missing, then sends the courier with the delivery it replaces', async () => {
    const { api } = boardServer({
      'POST orders/:id/delivery': (request: StubRequest) =>
        ok({ ...WAITING, state: 'assigned', delivery: delivery(603, 41, { driver: null, courier: { ...(request.body as { courier: { company: string; reference: string; cost: number } }).courier, trackingUrl: null, driverName: null, driverPhone: null } }) }),
    });
    const { user } = renderBoard();
    const row = await card('Orders waiting for a driver', 41);
    await user.click(within(row).getByRole('button', { name: 'More actions for order #41' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hand to courier' }));
    const { dialog, button } = await openDialog('Hand order #41 to a courier', 'dialog');

    await user.type(within(dialog).getByLabelText(/Tracking link/), 'track.example/AX-1');
    await user.click(button('Hand over'));
    expect(await within(dialog).findByText('Enter the courier company')).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the courier's reference")).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a link starting with http:// or https://')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount in KWD with up to 3 decimals')).toBeInTheDocument();
    expect(api.callsTo('POST orders/:id/delivery')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Courier company/), 'Aramex');
    await user.type(within(dialog).getByLabelText(/Courier's reference/), 'AX-1');
    await user.clear(within(dialog).getByLabelText(/Tracking link/));
    await user.type(within(dialog).getByLabelText(/Tracking link/), 'https://track.example/AX-1');
    await user.type(within(dialog).getByLabelText(/What it costs us/), '1.5');
    await user.click(button('Hand over'));

    expect(await screen.findByText('Order #41 handed to Aramex')).toBeInTheDocument();
    expect(api.callsTo('POST orders/:id/delivery')[0].body).toEqual({
      replaces: null,
      courier: { company: 'Aramex', reference: 'AX-1', trackingUrl: 'https://track.example/AX-1', cost: 1.5 },
    });
  });

  it("marks a courier's delivery delivered on the courier's word: no code, and the photo they sent offered, not needed", async () => {
    const { api, lists } = boardServer({ 'POST deliveries/:id/deliver': ok({ ...WITH_COURIER, orderStatus: 'DELIVERED' }) });
    lists.picked_up = [WITH_COURIER];
    const { user } = renderBoard('/dispatch?state=picked_up');
    await user.click(within(await card('Orders on the way', 45)).getByRole('button', { name: 'More actions for order #45' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Courier delivered' }));
    const { dialog, button } = await openDialog('Deliver order #45', 'dialog');
    expect(within(dialog).queryByLabelText(/Customer's code/)).toBeNull();
    expect(dialog).toHaveTextContent("The courier's word is enough: add the photo they sent, if any.");
    // Picked from the desk's files (no camera), and not asked for.
    const picker = within(dialog).getByLabelText('Photo from the courier (optional)');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).not.toHaveAttribute('capture');
    expect(picker).not.toBeRequired();

    await user.click(button('Delivered'));
    expect(await screen.findByText('Order #45 delivered')).toBeInTheDocument();
    expect(api.callsTo('POST deliveries/:id/deliver')[0].body).toEqual({ cashCollected: 3.25 });
  });

  it("sends a courier's delivery with the photo they sent as a form: the picture beside the cash, no code", async () => {
    const { api, lists } = boardServer({ 'POST deliveries/:id/deliver': ok({ ...WITH_COURIER, orderStatus: 'DELIVERED' }) });
    lists.picked_up = [WITH_COURIER];
    const { user } = renderBoard('/dispatch?state=picked_up');
    await user.click(within(await card('Orders on the way', 45)).getByRole('button', { name: 'More actions for order #45' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Courier delivered' }));
    const { dialog, button } = await openDialog('Deliver order #45', 'dialog');
    await user.upload(within(dialog).getByLabelText('Photo from the courier (optional)'), courierPhoto());
    expect((await within(dialog).findByRole('img', { name: 'Image preview' })).getAttribute('src')).toMatch(/^blob:/);
    await user.click(button('Delivered'));

    expect(await screen.findByText('Order #45 delivered')).toBeInTheDocument();
    const [sent] = api.callsTo('POST deliveries/:id/deliver');
    expect(sent.path).toBe('deliveries/503/deliver');
    const form = sent.body as FormData;
    expect((form.get('photo') as File).name).toBe('door.jpg');
    expect(form.get('cashCollected')).toBe('3.25');
    expect(form.has('code')).toBe(false);
  });

  it('shows a shop’s staff the board without its actions: only dispatch.act hands orders over', async () => {
    boardServer();
    renderBoard('/dispatch', { ...testUser, role: 'shop_staff', permissions: ['dispatch.read', 'orders.read'] });
    const row = await card('Orders waiting for a driver', 41);
    expect(row).toHaveTextContent('Mona Al-Ali');
    expect(within(row).queryByRole('button', { name: 'Assign order #41' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'More actions for order #41' })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Delivery details of order #41' })).toHaveAttribute('href', '/dispatch/orders/41');
  });

  it('reads itself again on a step heard on the order stream', async () => {
    const { api } = boardServer();
    const { store } = renderBoard();
    await card('Orders waiting for a driver', 41);
    const asked = api.callsTo('GET dispatch/board').length;
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(orderEventTags([{ id: 900, orderId: 41, from: 'ACCEPTED', to: 'INTRANSIT', at: new Date().toISOString() }])));
    });
    await waitFor(() => expect(api.callsTo('GET dispatch/board').length).toBeGreaterThan(asked));
  });

  it('reads in Arabic, right to left', async () => {
    await setLanguage('ar');
    boardServer();
    renderBoard();
    expect(await screen.findByRole('heading', { name: 'التوزيع' })).toBeInTheDocument();
    const row = await card('طلبات بانتظار سائق', 41);
    expect(within(row).getByRole('option', { name: 'Fahad (0/3) · مقترح' })).toBeInTheDocument();
    expect(within(row).getByText('KWD 3.250').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('tab', { name: /بانتظار سائق/ })).toHaveAttribute('aria-selected', 'true');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
