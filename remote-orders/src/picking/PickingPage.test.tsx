import { setLanguage, type Picking } from '@dukkan/shared';
import { networkError, ok, renderWithProviders, reply, signedInState, stubFetch, testUser, type StubHandlers, type StubRequest } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeOrder } from '../test-utils/test-orders';
import { deferred, slow } from '../test-utils/test-orders-page';
import { PickingPage } from './PickingPage';
import { hammour, labneh, makePickChange, makePickLine, makePicking } from './test-picking';

// decisions/picking.md: the picking screen with the network stubbed — scans, picks, retries and concurrent changes.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CHANGE = 'POST orders/:id/picking/lines/:itemId';

function renderPicking(handlers: StubHandlers, permissions?: string[]) {
  const api = stubFetch({ 'GET orders/:id': ok(makeOrder({ id: 42, status: 'ACCEPTED' })), ...handlers });
  const user = permissions ? { ...testUser, permissions: permissions as never } : testUser;
  const view = renderWithProviders(<PickingPage />, { route: '/order-items/42/pick', path: '/order-items/:id/pick', preloadedState: signedInState(user) });
  return { api, ...view };
}

/** The card of the line named `name`. */
const card = (name: string) => screen.findByRole('article', { name }, slow);
const scanField = () => screen.findByRole('textbox', { name: 'Scan or type a barcode' }, slow);
const changes = (api: ReturnType<typeof renderPicking>['api']) => api.callsTo(CHANGE);
const keyOf = (call: StubRequest) => call.headers.get('idempotency-key');

/** The picking after Labneh (line 2) was picked whole. */
const labnehPicked = () => makePicking([makePickLine(), labneh({ state: 'picked', pickedQuantity: 1 }), hammour()], { version: 4, changes: [makePickChange({ id: 7, itemId: 2, summary: 'Picked Labneh 400 g × 1', summary_ar: 'تم تجهيز لبنة 400 غ × 1' })] });

describe('the picking screen (decisions/picking.md)', () => {
  it('shows the order, how far it got, its total now against as ordered, each line as a card and the changes in Kuwait time', async () => {
    const picking = makePicking([makePickLine({ state: 'short', pickedQuantity: 1, lineTotal: 0.45 }), labneh(), hammour()], {
      changes: [makePickChange({ summary: 'Picked Fresh Milk 1 L: 1 of 2', amountChange: -0.45, amountChangeFils: -450, reason: 'out_of_stock', note: 'Only one left' })],
    });
    renderPicking({ 'GET orders/:id/picking': ok(picking) });
    expect(await screen.findByRole('heading', { name: 'Picking · Order #42' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('Abdullah Al-Mutairi')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 lines done')).toBeInTheDocument();
    expect(screen.getByText('Total now').nextElementSibling).toHaveTextContent('KWD 5.825Ordered: KWD 6.275');
    const milk = await card('Fresh Milk 1 L');
    expect(milk).toHaveTextContent('× 2');
    expect(milk).toHaveTextContent('KWD 0.450 each');
    expect(milk).toHaveTextContent('SKU MLK-1L');
    expect(milk).toHaveTextContent('Barcode 6281007020011');
    expect(milk).toHaveTextContent('Picked short1 of 2 picked');
    expect(milk).toHaveTextContent('KWD 0.450Ordered: KWD 0.900');
    expect(within(milk).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    const fish = await card('Hammour Fish');
    expect(fish).toHaveTextContent('(about 0.500 kg each)');
    expect(fish).toHaveTextContent('KWD 4.500 / kg');
    expect(fish).toHaveTextContent('If unavailable: Remove it');
    expect(within(fish).getByRole('button', { name: 'Weigh…' })).toBeInTheDocument();
    const [change] = within(screen.getByRole('list', { name: 'Changes of order #42' })).getAllByRole('listitem');
    expect(change).toHaveTextContent('Picked Fresh Milk 1 L: 1 of 2');
    expect(change).toHaveTextContent('−KWD 0.450');
    expect(change).toHaveTextContent('Why: Out of stock · Only one left');
    expect(change).toHaveTextContent('Staff Member');
    expect(change).toHaveTextContent('05 Mar 2025, 2:10 pm');
  });

  it('ticks the line whose barcode a scanner types (digits, then Enter), sending its version and an Idempotency-Key', async () => {
    const { api, user } = renderPicking({ 'GET orders/:id/picking': ok(makePicking()), [CHANGE]: ok(labnehPicked()) });
    await user.type(await scanField(), '6281007020028{Enter}');
    // Said under the field (the change's summary is in the changes too).
    expect(await screen.findByText('Picked Labneh 400 g × 1', { selector: '[role="status"]' }, slow)).toBeInTheDocument();
    const [sent] = changes(api);
    expect(sent.params).toEqual({ id: '42', itemId: '2' });
    expect(sent.body).toEqual({ version: 3, action: 'pick' });
    expect(keyOf(sent)).toMatch(UUID);
    expect(await card('Labneh 400 g')).toHaveTextContent('Picked');
    expect(screen.getByText('1 of 3 lines done')).toBeInTheDocument();
    // The field is empty again, for the next scan.
    expect(await scanField()).toHaveValue('');
  });

  it('lets a scan made while a change is on its way wait its turn, then sends it with the version the first answer gave', async () => {
    const first = deferred<ReturnType<typeof ok>>();
    const both = makePicking([makePickLine({ state: 'picked', pickedQuantity: 2 }), labneh({ state: 'picked', pickedQuantity: 1 }), hammour()], { version: 5 });
    const { api, user } = renderPicking({
      'GET orders/:id/picking': ok(makePicking()),
      [CHANGE]: (request) => (request.params.itemId === '2' ? first.promise : ok(both)),
    });
    await user.type(await scanField(), '6281007020028{Enter}');
    await user.type(await scanField(), '6281007020011{Enter}');
    await waitFor(() => expect(changes(api)).toHaveLength(1));
    first.resolve(ok(labnehPicked()));
    await waitFor(() => expect(changes(api)).toHaveLength(2));
    expect(changes(api).map((call) => [call.params.itemId, call.body])).toEqual([
      ['2', { version: 3, action: 'pick' }],
      ['1', { version: 4, action: 'pick' }],
    ]);
    expect(await screen.findByText('Picked Fresh Milk 1 L × 2', { selector: '[role="status"]' }, slow)).toBeInTheDocument();
  });

  it('says clearly when a barcode is on no line of the order, and opens the weighing of a by-weight line', async () => {
    const { api, user } = renderPicking({ 'GET orders/:id/picking': ok(makePicking()) });
    await user.type(await scanField(), '1234567890128{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No line of this order has the barcode 1234567890128');
    await user.type(await scanField(), '2000000000039{Enter}');
    expect(await screen.findByRole('dialog', undefined, slow)).toHaveTextContent('Weigh Hammour Fish');
    expect(changes(api)).toHaveLength(0);
  });

  it('lets digits typed while a button has the focus land in the scan field (a wedge scanner never types into nothing)', async () => {
    const { api, user } = renderPicking({ 'GET orders/:id/picking': ok(makePicking()), [CHANGE]: ok(labnehPicked()) });
    const milk = await card('Fresh Milk 1 L');
    await user.click(within(milk).getByRole('button', { name: 'One fewer' }));
    await user.keyboard('6281007020028{Enter}');
    await waitFor(() => expect(changes(api)).toHaveLength(1));
    expect(changes(api)[0].params.itemId).toBe('2');
  });

  it('offers the camera only where the browser reads barcodes; a code it reads goes the way a typed one does', async () => {
    const first = renderPicking({ 'GET orders/:id/picking': ok(makePicking()) });
    await scanField();
    expect(screen.queryByRole('button', { name: 'Camera' })).toBeNull();
    first.unmount();

    const stop = jest.fn();
    const detected = jest.fn(async () => [{ rawValue: '6281007020028' }]);
    Object.assign(window, { BarcodeDetector: class { detect = detected; } });
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: async () => ({ getTracks: () => [{ stop }] }) } });
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const ready = jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    try {
      const { api, user } = renderPicking({ 'GET orders/:id/picking': ok(makePicking()), [CHANGE]: ok(labnehPicked()) });
      await user.click(await screen.findByRole('button', { name: 'Camera' }, slow));
      await waitFor(() => expect(changes(api)).toHaveLength(1), slow);
      expect(changes(api)[0].params.itemId).toBe('2');
      // The camera is let go once a code is read.
      await waitFor(() => expect(stop).toHaveBeenCalled());
      expect(document.querySelector('[role="dialog"]')).toBeNull();
    } finally {
      delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
      delete (navigator as { mediaDevices?: unknown }).mediaDevices;
      play.mockRestore();
      ready.mockRestore();
    }
  });

  it('sends a short pick with the quantity chosen, and a double click sends nothing twice', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const { api, user } = renderPicking({ 'GET orders/:id/picking': ok(makePicking()), [CHANGE]: () => answer.promise });
    const milk = await card('Fresh Milk 1 L');
    await user.click(within(milk).getByRole('button', { name: 'One fewer' }));
    expect(within(milk).getByRole('group', { name: 'How many of Fresh Milk 1 L' })).toHaveTextContent('1 of 2');
    await user.dblClick(within(milk).getByRole('button', { name: 'Pick 1' }));
    answer.resolve(ok(makePicking([makePickLine({ state: 'short', pickedQuantity: 1, lineTotal: 0.45 }), labneh(), hammour()], { version: 4 })));
    await waitFor(async () => expect(await card('Fresh Milk 1 L')).toHaveTextContent('1 of 2 picked'), slow);
    expect(changes(api)).toHaveLength(1);
    expect(changes(api)[0].body).toEqual({ version: 3, action: 'pick', quantity: 1 });
  });

  it('sends a change again with the same Idempotency-Key after no answer came, and a new change with a new key', async () => {
    let calls = 0;
    const { api, user } = renderPicking({
      'GET orders/:id/picking': ok(makePicking()),
      [CHANGE]: (request) => {
        calls += 1;
        if (calls === 1) return networkError();
        return request.params.itemId === '2' ? ok(labnehPicked()) : ok(makePicking([makePickLine({ state: 'picked', pickedQuantity: 2 }), labneh({ state: 'picked', pickedQuantity: 1 }), hammour()], { version: 5 }));
      },
    });
    await user.click(within(await card('Labneh 400 g')).getByRole('button', { name: 'Pick' }));
    const notice = await screen.findByText('No answer from the server: the change may not have been made. Send it again.', undefined, slow);
    await user.click(within(notice.closest('.fui-MessageBar') as HTMLElement).getByRole('button', { name: 'Send again' }));
    expect(await card('Labneh 400 g')).toHaveTextContent('Picked');
    const [first, retry] = changes(api);
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(retry.body).toEqual(first.body);
    // The next change is another one: a new key, and the version now on screen.
    await user.click(within(await card('Fresh Milk 1 L')).getByRole('button', { name: 'Pick' }));
    await waitFor(() => expect(changes(api)).toHaveLength(3));
    expect(keyOf(changes(api)[2])).not.toBe(keyOf(first));
    expect(changes(api)[2].body).toEqual({ version: 4, action: 'pick' });
  });

  it('shows the lines as they are now at once when someone else changed them (409 LINES_CHANGED), and says so', async () => {
    const now: Picking = makePicking([makePickLine(), labneh({ state: 'removed', reason: 'damaged', lineTotal: 0 }), hammour()], { version: 5 });
    const { api, user } = renderPicking({
      'GET orders/:id/picking': ok(makePicking()),
      [CHANGE]: reply({ success: false, error: 'The lines of order #42 changed', message: 'The lines of order #42 changed', code: 'LINES_CHANGED', picking: now }, 409),
    });
    await user.click(within(await card('Labneh 400 g')).getByRole('button', { name: 'Pick' }));
    expect(await screen.findByText('Someone else changed the lines of this order: they are shown as they are now. Check them and try again.', undefined, slow)).toBeInTheDocument();
    const labnehCard = await card('Labneh 400 g');
    expect(labnehCard).toHaveTextContent('RemovedDamaged');
    expect(within(labnehCard).queryByRole('button', { name: 'Pick' })).toBeNull();
    // Not asked again: the refusal carried the lines.
    expect(api.callsTo('GET orders/:id/picking')).toHaveLength(1);
  });

  it('shows a shipped order read-only, and says so', async () => {
    renderPicking({ 'GET orders/:id/picking': ok(makePicking(undefined, { status: 'INTRANSIT', editable: false })) });
    expect(await screen.findByText('This order is In Transit: its lines can no longer change.', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Scan or type a barcode' })).toBeNull();
    expect(within(await card('Labneh 400 g')).queryByRole('button')).toBeNull();
  });

  it('says when the order is not found', async () => {
    renderPicking({ 'GET orders/:id/picking': reply({ success: false, message: 'Order not found', code: 'NOT_FOUND' }, 404) });
    expect(await screen.findByText('No order data found.', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/order-items/42');
  });

  it('offers a retry when the lines could not be loaded', async () => {
    let calls = 0;
    const { user } = renderPicking({ 'GET orders/:id/picking': () => (++calls === 1 ? networkError() : ok(makePicking())) });
    expect(await screen.findByText('Error loading the lines', undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Labneh 400 g')).toBeInTheDocument();
  });

  it('reads in Arabic, right to left', async () => {
    await act(() => setLanguage('ar'));
    try {
      renderPicking({ 'GET orders/:id/picking': ok(makePicking(undefined, { changes: [makePickChange()] })) });
      expect(await screen.findByRole('heading', { name: 'التجهيز · الطلب رقم 42' }, slow)).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      expect(screen.getByText('تم تجهيز 0 من 3 أصناف')).toBeInTheDocument();
      const milk = await card('حليب طازج 1 لتر');
      expect(within(milk).getByText('للتجهيز')).toBeInTheDocument();
      expect(within(milk).getByRole('button', { name: 'تجهيز' })).toBeInTheDocument();
      expect(milk).toHaveTextContent('KWD 0.450 للقطعة');
      expect(screen.getByRole('textbox', { name: 'امسح الباركود أو اكتبه' })).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'تغييرات الطلب رقم 42' })).getByRole('listitem')).toHaveTextContent('تم تجهيز حليب طازج 1 لتر × 2');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
