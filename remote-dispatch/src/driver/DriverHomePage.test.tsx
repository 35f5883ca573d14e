import { setLanguage } from '@dukkan/shared';
import { fail, ok, openDialog, renderWithProviders, signedInState, stubFetch, testUser, type StubRequest } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import type { DriverHome } from '../common/dispatch-types';
import { driverDelivery, driverHome } from '../test-utils/dispatch-fixtures';
import { DriverHomePage } from './DriverHomePage';

// decisions/dispatch.md: the driver's own screen, phone first, with the network stubbed.

const TO_PICK_UP = driverDelivery(801, 41);
const PREPAID = driverDelivery(802, 44, { paymentMethod: 'KNET', cashToCollect: 0, customerName: 'Salem' });
const ON_THE_WAY = { ...TO_PICK_UP, state: 'picked_up' as const, pickedUpAt: new Date().toISOString() };
/** A photo as the phone's camera hands it over: a JPEG (its first bytes say so). */
const doorPhoto = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])], 'door.jpg', { type: 'image/jpeg' });

/** The driver's API: GET driver/me answers `home` (each action's answer becomes it), plus the actions given. */
function driverServer(first: DriverHome, actions: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({ 'GET driver/me': ok(first), ...actions });
}

const DRIVER = { ...testUser, id: 7, name: 'Ahmad', role: 'driver', permissions: ['delivery.drive' as const] };
const renderDriver = () => renderWithProviders(<DriverHomePage />, { route: '/driver', path: '/driver', preloadedState: signedInState(DRIVER) });

const card = async (orderId: number) => within(await screen.findByRole('list', { name: 'Your deliveries, in pickup order' })).getByRole('listitem', { name: new RegExp(`#${orderId}\\b`) });

afterEach(async () => {
  await setLanguage('en');
});

describe("the driver's screen (decisions/dispatch.md)", () => {
  it('starts the shift when off shift, then shows what the shift delivered and collected', async () => {
    const api = driverServer(driverHome({ shift: null }), { 'POST driver/shift': ok(driverHome()) });
    const { user } = renderDriver();
    expect(await screen.findByRole('heading', { name: 'You are off shift' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start shift' }));
    expect(await screen.findByText('Your shift has started')).toBeInTheDocument();
    expect(api.callsTo('POST driver/shift')).toHaveLength(1);
    expect(screen.getByText('Delivered this shift').parentElement).toHaveTextContent('2');
    expect(screen.getByText('Cash collected').parentElement).toHaveTextContent('KWD 4.750');
    expect(screen.getByText('No deliveries for now')).toBeInTheDocument();
  });

  it('lists the deliveries in pickup order with what to collect and tel: links, and marks one picked up', async () => {
    const api = driverServer(driverHome({ deliveries: [TO_PICK_UP, PREPAID] }), {
      'POST driver/deliveries/:id/pickup': ok(driverHome({ deliveries: [ON_THE_WAY, PREPAID] })),
    });
    const { user } = renderDriver();
    const list = await screen.findByRole('list', { name: 'Your deliveries, in pickup order' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((each) => within(each).getByRole('heading', { level: 2 }).textContent)).toEqual(['Order #41', 'Order #44']);
    expect(cards[0]).toHaveTextContent('Collect KWD 3.250');
    expect(cards[1]).toHaveTextContent('Paid — collect nothing');
    expect(within(cards[0]).getByRole('link', { name: 'Call +96522223333' })).toHaveAttribute('href', 'tel:+96522223333');
    expect(within(cards[0]).getByRole('link', { name: 'Call +96599887766' })).toHaveAttribute('href', 'tel:+96599887766');
    expect(cards[0]).toHaveTextContent('4 items');

    await user.click(within(cards[0]).getByRole('button', { name: 'Picked up order #41' }));
    expect(await screen.findByText('Order #41 picked up')).toBeInTheDocument();
    expect(api.callsTo('POST driver/deliveries/:id/pickup')[0].path).toBe('driver/deliveries/801/pickup');
    expect(within(await card(41)).getByRole('button', { name: 'Delivered order #41' })).toBeInTheDocument();
  });

  it('delivers with the customer’s code: a wrong code said at the field, too many said as the API words it', async () => {
    const answers = [
      fail(400, "This is not the order's code", { errors: { code: "This is not the order's code" } }),
      fail(429, 'Too many wrong codes. Call the customer or the desk.', { code: 'TOO_MANY_ATTEMPTS' }),
      ok(driverHome({ deliveries: [], shift: { id: 70, openedAt: new Date().toISOString(), state: 'open', delivered: 3, collectedCash: 8 } })),
    ];
    const api = driverServer(driverHome({ deliveries: [ON_THE_WAY] }), { 'POST driver/deliveries/:id/deliver': () => answers.shift() ?? fail(500, 'unexpected') });
    const { user } = renderDriver();
    await user.click(within(await card(41)).getByRole('button', { name: 'Delivered order #41' }));
    const { dialog, button } = await openDialog('Deliver order #41', 'dialog');
    const code = within(dialog).getByLabelText(/Customer's code/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(within(dialog).getByLabelText(/Cash collected/)).toHaveValue('3.250');

    await user.type(code, '12');
    await user.click(button('Delivered'));
    expect(await within(dialog).findByText('Enter the 4-digit code')).toBeInTheDocument();
    expect(api.callsTo('POST driver/deliveries/:id/deliver')).toHaveLength(0);

    await user.type(code, '34');
    await user.click(button('Delivered'));
    expect(await within(dialog).findByText("This is not the order's code")).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.click(button('Delivered'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many wrong codes. Call the customer or the desk.');

    await user.clear(code);
    await user.type(code, '٤٣٢١'); // Arabic-Indic digits, as an Arabic keyboard types them
    await user.click(button('Delivered'));
    expect(await screen.findByText('Order #41 delivered')).toBeInTheDocument();
    expect(api.callsTo('POST driver/deliveries/:id/deliver')[2].path).toBe('driver/deliveries/801/deliver');
    expect(api.callsTo('POST driver/deliveries/:id/deliver')[2].body).toEqual({ code: '4321', cashCollected: 3.25 });
    expect(await screen.findByText('No deliveries for now')).toBeInTheDocument();
  });

  it('delivers with a photo taken instead of the code: the camera offered, the photo previewed, sent as a form with no code', async () => {
    const api = driverServer(driverHome({ deliveries: [ON_THE_WAY] }), { 'POST driver/deliveries/:id/deliver': ok(driverHome({ deliveries: [] })) });
    const { user } = renderDriver();
    await user.click(within(await card(41)).getByRole('button', { name: 'Delivered order #41' }));
    const { dialog, button } = await openDialog('Deliver order #41', 'dialog');
    const camera = within(dialog).getByLabelText('Take a photo instead');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');

    await user.upload(camera, doorPhoto());
    expect((await within(dialog).findByRole('img', { name: 'Image preview' })).getAttribute('src')).toMatch(/^blob:/);
    await user.click(button('Delivered'));
    expect(await screen.findByText('Order #41 delivered')).toBeInTheDocument();
    const [sent] = api.callsTo('POST driver/deliveries/:id/deliver');
    expect(sent.path).toBe('driver/deliveries/801/deliver');
    // Multipart (the stub reads it back as a form), the photo beside the cash and no code.
    const form = sent.body as FormData;
    expect((form.get('photo') as File).name).toBe('door.jpg');
    expect(form.get('cashCollected')).toBe('3.25');
    expect(form.has('code')).toBe(false);
    expect(await screen.findByText('No deliveries for now')).toBeInTheDocument();
  });

  it('marks a delivery failed with a reason, words needed for "Something else"', async () => {
    const api = driverServer(driverHome({ deliveries: [ON_THE_WAY] }), {
      'POST driver/deliveries/:id/fail': (request: StubRequest) => (request.body ? ok(driverHome()) : fail(400, 'no body')),
    });
    const { user } = renderDriver();
    await user.click(within(await card(41)).getByRole('button', { name: 'Could not deliver order #41' }));
    const { dialog, button } = await openDialog('Order #41 could not be delivered', 'dialog');
    await user.click(button('Mark failed'));
    expect(await within(dialog).findByText('Choose what happened')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Something else', hidden: true }));
    await user.click(button('Mark failed'));
    expect(await within(dialog).findByText('Say what happened')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Note/), 'Building closed for the night');
    await user.click(button('Mark failed'));
    expect(await screen.findByText('Order #41 marked as failed')).toBeInTheDocument();
    expect(api.callsTo('POST driver/deliveries/:id/fail')[0].body).toEqual({ reasonCode: 'other', note: 'Building closed for the night' });
  });

  it('asks again when the screen comes back to the front (drivers have no live stream)', async () => {
    const api = driverServer(driverHome({ deliveries: [TO_PICK_UP] }));
    renderDriver();
    await card(41);
    const asked = api.callsTo('GET driver/me').length;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(api.callsTo('GET driver/me').length).toBeGreaterThan(asked));
  });

  it('reads in Arabic, right to left, the amount kept left to right', async () => {
    await setLanguage('ar');
    driverServer(driverHome({ deliveries: [TO_PICK_UP] }));
    renderDriver();
    expect(await screen.findByRole('heading', { name: 'توصيلاتي' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'توصيلاتك حسب ترتيب الاستلام' });
    expect(within(list).getByText('KWD 3.250').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(list).getByRole('listitem')).toHaveTextContent('حصّل KWD 3.250');
    expect(within(list).getByRole('button', { name: 'تم استلام الطلب #41' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
