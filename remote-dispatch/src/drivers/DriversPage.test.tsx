import { fail, ok, openDialog, renderWithProviders, signedInState, stubFetch, type StubRequest } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import type { Shift } from '../common/dispatch-types';
import { AHMAD, driver, page, SALMIYA, shift } from '../test-utils/dispatch-fixtures';
import { DriversPage } from './DriversPage';

// decisions/dispatch.md: the drivers page — profiles, shifts and their cash — with the network stubbed.

const FAHAD_OFF = driver(9, 'Fahad', { shift: null, phone: '', vehicle: '', areas: [] });
const JABRIYA = { id: 12, name: 'Jabriya', name_ar: 'الجابرية' };

function driversServer(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET drivers': ok([AHMAD, FAHAD_OFF]),
    'GET location/governorates': ok([{ id: 1, name: 'Hawalli', name_ar: 'حولي' }]),
    'GET location/governorates/:id/areas': ok([SALMIYA, JABRIYA]),
    'GET shifts': (request: StubRequest) =>
      page(request.query.get('driverId') === String(AHMAD.id) ? [shift(70), shift(60, { state: 'closed', closedAt: '2026-05-01T18:00:00.000Z', countedCash: 3, discrepancy: -0.25, resolutionNote: 'Short change given back' })] : []),
    ...extra,
  });
}

const renderDrivers = () => renderWithProviders(<DriversPage />, { route: '/dispatch/drivers', path: '/dispatch/drivers', preloadedState: signedInState() });

const row = async (name: string) => (await screen.findByRole('table', { name: 'Drivers' })).querySelector<HTMLElement>(`tr:has([aria-label="Edit ${name}"])`) as HTMLElement;

describe('the drivers page (decisions/dispatch.md)', () => {
  it('lists each driver with phone, vehicle, areas, shift and load, and their recent shifts with any difference and its note', async () => {
    driversServer();
    const { user } = renderDrivers();
    const ahmad = await row('Ahmad');
    expect(ahmad).toHaveTextContent('50001111');
    expect(ahmad).toHaveTextContent('Motorbike');
    expect(ahmad).toHaveTextContent('Salmiya');
    expect(ahmad).toHaveTextContent('On shift since');
    expect(ahmad).toHaveTextContent('1/3');
    const fahad = await row('Fahad');
    expect(fahad).toHaveTextContent('Not set');
    expect(fahad).toHaveTextContent('Off shift');
    expect(within(fahad).getByRole('button', { name: 'Start shift for Fahad' })).toBeInTheDocument();

    await user.click(within(ahmad).getByRole('button', { name: 'Recent shifts of Ahmad' }));
    const shifts = await screen.findByRole('table', { name: 'Recent shifts of Ahmad' });
    const closed = within(shifts).getAllByRole('row')[2];
    expect(closed).toHaveTextContent('Closed');
    expect(closed).toHaveTextContent('-KWD 0.250');
    expect(closed).toHaveTextContent('Short change given back');
  });

  it('edits a profile: the rules first, the server’s message at the areas, then the body the API reads', async () => {
    let answers = 0;
    const api = driversServer({
      'PUT drivers/:id': () => {
        answers += 1;
        return answers === 1 ? fail(400, 'Choose areas from the list', { errors: { areaIds: 'Choose areas from the list' } }) : ok(AHMAD);
      },
    });
    const { user } = renderDrivers();
    await user.click(within(await row('Ahmad')).getByRole('button', { name: 'Edit Ahmad' }));
    const { dialog, button } = await openDialog('Edit Ahmad', 'dialog');
    const phone = within(dialog).getByLabelText(/Phone/);
    expect(phone).toHaveValue('50001111');

    await user.clear(phone);
    await user.type(phone, '123');
    await user.clear(within(dialog).getByLabelText(/Orders carried at once/));
    await user.type(within(dialog).getByLabelText(/Orders carried at once/), '25');
    await user.click(button('Save'));
    expect(await within(dialog).findByText('Enter a valid Kuwaiti phone number')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number from 1 to 20')).toBeInTheDocument();
    expect(api.callsTo('PUT drivers/:id')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '99887766');
    await user.clear(within(dialog).getByLabelText(/Orders carried at once/));
    await user.type(within(dialog).getByLabelText(/Orders carried at once/), '4');
    await user.selectOptions(within(dialog).getByLabelText('Governorate'), '1');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Jabriya', hidden: true }));
    await user.click(button('Remove Salmiya'));
    await user.click(button('Save'));
    expect(await within(dialog).findByText('Choose areas from the list')).toBeInTheDocument();

    await user.click(button('Save'));
    expect(await screen.findByText('Ahmad saved')).toBeInTheDocument();
    expect(api.callsTo('PUT drivers/:id')[1].path).toBe('drivers/7');
    expect(api.callsTo('PUT drivers/:id')[1].body).toEqual({ phone: '+96599887766', vehicle: 'Motorbike', capacity: 4, areaIds: [JABRIYA.id] });
    await waitFor(() => expect(api.callsTo('GET drivers').length).toBeGreaterThan(1));
  });

  it('starts a driver’s shift', async () => {
    const api = driversServer({ 'POST drivers/:id/shift': ok({ ...FAHAD_OFF, shift: { id: 90, openedAt: new Date().toISOString(), state: 'open' } }) });
    const { user } = renderDrivers();
    await user.click(within(await row('Fahad')).getByRole('button', { name: 'Start shift for Fahad' }));
    expect(await screen.findByText('The shift of Fahad started')).toBeInTheDocument();
    expect(api.callsTo('POST drivers/:id/shift')[0].path).toBe('drivers/9/shift');
    await waitFor(() => expect(api.callsTo('GET drivers').length).toBeGreaterThan(1));
  });

  it('closes a shift: the cash counted against the ledger’s, a difference resolved with a note before it closes', async () => {
    const discrepancy: Shift = shift(70, { state: 'discrepancy', countedCash: 5, discrepancy: -0.5 });
    let closes = 0;
    const api = driversServer({
      'POST drivers/:id/shift/close': () => {
        closes += 1;
        return closes === 1 ? fail(409, "Hand over or finish Ahmad's deliveries before closing the shift", { code: 'DRIVER_HAS_DELIVERIES' }) : ok(discrepancy);
      },
      'POST shifts/:id/resolve': (request: StubRequest) => ok({ ...discrepancy, state: 'closed', resolutionNote: (request.body as { note: string }).note }),
    });
    const { user } = renderDrivers();
    await user.click(within(await row('Ahmad')).getByRole('button', { name: 'Close the shift of Ahmad' }));
    const close = await openDialog('Close the shift of Ahmad', 'dialog');
    await waitFor(() => expect(close.dialog).toHaveTextContent('Expected from the ledgerKWD 5.500'));
    expect(close.dialog).toHaveTextContent('Recorded as collected by the driverKWD 5.500');
    expect(close.dialog).toHaveTextContent('Deliveries this shift4');

    await user.click(close.button('Close shift'));
    expect(await within(close.dialog).findByText('Enter an amount in KWD with up to 3 decimals')).toBeInTheDocument();
    await user.type(within(close.dialog).getByLabelText(/Cash counted/), '5');
    await user.click(close.button('Close shift'));
    expect(await within(close.dialog).findByRole('alert')).toHaveTextContent("Hand over or finish Ahmad's deliveries before closing the shift");

    await user.click(close.button('Close shift'));
    const resolve = await openDialog('Explain the cash difference of Ahmad', 'dialog');
    expect(api.callsTo('POST drivers/:id/shift/close')[1].body).toEqual({ countedCash: 5 });
    expect(resolve.dialog).toHaveTextContent('Counted KWD 5.000 against KWD 5.500 expected: a difference of -KWD 0.500.');

    await user.type(within(resolve.dialog).getByLabelText(/What happened/), 'ok');
    await user.click(resolve.button('Resolve and close'));
    expect(await within(resolve.dialog).findByText('Explain the difference (3 to 500 characters)')).toBeInTheDocument();
    await user.type(within(resolve.dialog).getByLabelText(/What happened/), ' — 500 fils given as change');
    await user.click(resolve.button('Resolve and close'));
    expect(await screen.findByText('The shift of Ahmad is closed with a note')).toBeInTheDocument();
    expect(api.callsTo('POST shifts/:id/resolve')[0].path).toBe('shifts/70/resolve');
    expect(api.callsTo('POST shifts/:id/resolve')[0].body).toEqual({ note: 'ok — 500 fils given as change' });
  });
});
