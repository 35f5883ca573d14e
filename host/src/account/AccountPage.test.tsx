import { rememberTrustedDevice, TRUSTED_DEVICES_STORAGE_KEY } from '@dukkan/shared';
import { fail, ok, openDialog, signedInState, type StubRequest, stubFetch, testUser } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test-utils/render-app';

const KEY = 'JBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Dukkan%20Admin:staff@dukkan.test?secret=${KEY}&issuer=Dukkan%20Admin`;
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const THIS_ONE = { id: 's-1', createdAt: '2026-11-27T06:00:00.000Z', lastSeenAt: '2026-11-28T07:30:00.000Z', userAgent: CHROME_WINDOWS, ip: '10.0.0.5', current: true };
const PHONE = { id: 's-2', createdAt: '2026-11-20T10:00:00.000Z', lastSeenAt: '2026-11-26T18:15:00.000Z', userAgent: SAFARI_IPHONE, ip: '2001:db8::7', current: false };
const OLD = { id: 's-3', createdAt: '2026-11-01T10:00:00.000Z', lastSeenAt: '2026-11-02T10:00:00.000Z', userAgent: 'curl/8.5.0', ip: '192.0.2.9', current: false };
const CODES = ['7KQ2M-X9D4P', 'A1B2C-D3E4F', 'G5H6J-K7M8N', 'P9Q0R-S1T2V', 'W3X4Y-Z5A6B', 'C7D8E-F9G0H', 'J1K2M-N3P4Q', 'R5S6T-V7W8X', 'Y9Z0A-B1C2D', 'E3F4G-H5J6K'];
const TRUSTED_HERE = { id: 'd-1', createdAt: '2026-11-20T09:00:00.000Z', lastUsedAt: '2026-11-27T06:00:00.000Z', expiresAt: '2026-12-20T09:00:00.000Z', userAgent: CHROME_WINDOWS, current: true };
const TRUSTED_PHONE = { id: 'd-2', createdAt: '2026-11-25T18:00:00.000Z', lastUsedAt: null, expiresAt: '2026-12-25T18:00:00.000Z', userAgent: SAFARI_IPHONE, current: false };

/** GET user/me/two-factor's answer. */
const status = (enabled: boolean, extra: { required?: boolean; recoveryCodesLeft?: number } = {}) => ({
  enabled,
  enabledAt: enabled ? '2026-11-20T08:00:00.000Z' : null,
  required: extra.required ?? false,
  recoveryCodesLeft: enabled ? (extra.recoveryCodesLeft ?? 10) : 0,
});

const twoFactor = async () => within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
const devices = async () => within(await screen.findByRole('region', { name: 'Trusted devices' }));
const sessions = async () => within(await screen.findByRole('region', { name: 'Where you are signed in' }));

describe('the account page (decisions/staff-access.md)', () => {
  it('turns two-factor sign-in on: the QR code and the key to type, then a code from the app', async () => {
    let enabled = false;
    const api = stubFetch({
      'GET user/me/two-factor': () => ok(status(enabled)),
      'POST user/me/two-factor/setup': ok({ secret: KEY, otpauthUrl: OTPAUTH }),
      'POST user/me/two-factor/enable': () => {
        enabled = true;
        return ok({ ...status(true), recoveryCodes: CODES });
      },
      'GET user/me/devices': ok([]),
      'GET user/me/sessions': ok([THIS_ONE]),
    });
    const { user } = await renderApp({ route: '/account', preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const section = await twoFactor();
    await user.click(await section.findByRole('button', { name: 'Turn on' }));

    const qr = await section.findByRole('img', { name: 'QR code of the key for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(section.getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(section.getByTestId('two-factor-key')).toHaveAttribute('dir', 'ltr');

    const code = section.getByRole('textbox', { name: /^The 6-digit code the app shows/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123 456');
    await user.click(section.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByText('Two-factor sign-in is on')).toBeInTheDocument();
    expect(api.callsTo('POST user/me/two-factor/enable')[0].body).toEqual({ code: '123456' });
    // The answer's recovery codes, shown once, before the section says it is on.
    expect(await section.findByRole('heading', { level: 3, name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    await user.click(section.getByRole('button', { name: 'Done' }));
    expect(section.queryByRole('heading', { name: 'Save your recovery codes' })).not.toBeInTheDocument();
    expect(await section.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(section.getByText(/^On since/)).toBeInTheDocument();
    expect(section.getByText('Recovery codes: 10 left')).toBeInTheDocument();
  });

  it("says a wrong code under the field, and sends nothing until the code has 6 digits", async () => {
    const api = stubFetch({
      'GET user/me/two-factor': ok(status(false)),
      'POST user/me/two-factor/setup': ok({ secret: KEY, otpauthUrl: OTPAUTH }),
      'POST user/me/two-factor/enable': fail(400, 'That code is not right. Check your app and try again', { code: 'INVALID_CODE' }),
      'GET user/me/devices': ok([]),
      'GET user/me/sessions': ok([THIS_ONE]),
    });
    const { user } = await renderApp({ route: '/account', preloadedState: signedInState() });
    const section = await twoFactor();
    await user.click(await section.findByRole('button', { name: 'Turn on' }));
    const code = await section.findByRole('textbox', { name: /^The 6-digit code the app shows/ });
    await user.type(code, '12');
    await user.click(section.getByRole('button', { name: 'Turn on' }));
    expect(await section.findByText('The code has 6 digits.')).toBeInTheDocument();
    expect(api.callsTo('POST user/me/two-factor/enable')).toHaveLength(0);

    await user.type(code, '3456');
    await user.click(section.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not right. Check your app and try again'));
    expect(section.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('turns it off with the password and a code, a wrong password said under its field', async () => {
    let enabled = true;
    let tries = 0;
    const api = stubFetch({
      'GET user/me/two-factor': () => ok(status(enabled)),
      'POST user/me/two-factor/disable': () => {
        tries += 1;
        if (tries === 1) return fail(400, 'That password is not right', { code: 'INVALID_PASSWORD' });
        enabled = false;
        return ok(status(false));
      },
      'GET user/me/devices': ok([]),
      'GET user/me/sessions': ok([THIS_ONE]),
    });
    const { user } = await renderApp({ route: '/account', preloadedState: signedInState() });
    const section = await twoFactor();
    expect(await section.findByText(/^On since/)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Turn off' }));

    const { dialog: surface, button } = await openDialog('Turn off two-factor sign-in', 'dialog');
    const dialog = within(surface);
    const password = () => dialog.getByLabelText(/^Password/);
    await user.type(password(), 'wrong');
    await user.type(dialog.getByRole('textbox', { name: /^The 6-digit code/, hidden: true }), '654321');
    await user.click(button('Turn off'));
    await waitFor(() => expect(password()).toHaveAccessibleDescription('That password is not right'));

    await user.clear(password());
    await user.type(password(), 'secret');
    await user.click(button('Turn off'));
    expect(await screen.findByText('Two-factor sign-in is off')).toBeInTheDocument();
    expect(api.callsTo('POST user/me/two-factor/disable')[1].body).toEqual({ password: 'secret', code: '654321' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await section.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });

  it('says the recovery codes left, and makes new ones for a code from the app, shown once', async () => {
    let left = 3;
    const api = stubFetch({
      'GET user/me/two-factor': () => ok(status(true, { recoveryCodesLeft: left })),
      'POST user/me/two-factor/recovery-codes': (request: StubRequest) => {
        if ((request.body as { code: string }).code === '000000') return fail(400, 'That code is not right. Check your app and try again', { code: 'INVALID_CODE' });
        left = 10;
        return ok({ recoveryCodes: CODES });
      },
      'GET user/me/devices': ok([]),
      'GET user/me/sessions': ok([THIS_ONE]),
    });
    const { user } = await renderApp({ route: '/account', preloadedState: signedInState() });
    const section = await twoFactor();
    expect(await section.findByText('Recovery codes: 3 left')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'New recovery codes' }));

    const { dialog: surface, button } = await openDialog('New recovery codes', 'dialog');
    const dialog = within(surface);
    expect(dialog.getByText('Your current recovery codes will stop working. Confirm with a code from your app.')).toBeInTheDocument();
    const code = () => dialog.getByRole('textbox', { name: /^The 6-digit code/, hidden: true });
    await user.click(button('Make new codes'));
    expect(await dialog.findByText('Please enter the code.')).toBeInTheDocument();
    await user.type(code(), '000000');
    await user.click(button('Make new codes'));
    await waitFor(() => expect(code()).toHaveAccessibleDescription('That code is not right. Check your app and try again'));
    await user.clear(code());
    await user.type(code(), '246810');
    await user.click(button('Make new codes'));

    expect(await screen.findByText('New recovery codes made')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST user/me/two-factor/recovery-codes')[1].body).toEqual({ code: '246810' });
    expect(await section.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(section.getByRole('list', { name: 'Your recovery codes' })).toHaveAttribute('dir', 'ltr');
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    await user.click(section.getByRole('button', { name: 'Done' }));
    expect(await section.findByText('Recovery codes: 10 left')).toBeInTheDocument();
  });

  it('keeps a required second factor on: no Turn off, and says why', async () => {
    stubFetch({
      'GET user/me/two-factor': ok(status(true, { required: true })),
      'GET user/me/devices': ok([]),
      'GET user/me/sessions': ok([THIS_ONE]),
    });
    await renderApp({ route: '/account', preloadedState: signedInState() });
    const section = await twoFactor();
    expect(await section.findByText('Your role requires two-factor sign-in.')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('lists the trusted devices, this one marked, with when each was trusted, last used and expires', async () => {
    stubFetch({
      'GET user/me/two-factor': ok(status(true)),
      'GET user/me/devices': ok([TRUSTED_HERE, TRUSTED_PHONE]),
      'GET user/me/sessions': ok([THIS_ONE]),
    });
    await renderApp({ route: '/account', preloadedState: signedInState() });
    const list = await devices();
    const here = await list.findByRole('listitem', { name: 'Chrome on Windows' });
    expect(within(here).getByText('This device')).toBeInTheDocument();
    expect(within(here).getByText(/^Trusted/)).toBeInTheDocument();
    expect(within(here).getByText(/^Last used/)).toBeInTheDocument();
    expect(within(here).getByText(/^Expires/)).toBeInTheDocument();
    expect(here.querySelector('time[datetime="2026-12-20T09:00:00.000Z"]')).not.toBeNull();
    const phone = list.getByRole('listitem', { name: 'Safari on iOS' });
    expect(within(phone).queryByText('This device')).not.toBeInTheDocument();
    expect(within(phone).getByText('Not used yet')).toBeInTheDocument();
  });

  it("forgets a device; forgetting this one also drops this browser's token", async () => {
    rememberTrustedDevice(testUser.email, 'device-here');
    rememberTrustedDevice('other@dukkan.test', 'device-other');
    const api = stubFetch({
      'GET user/me/two-factor': ok(status(true)),
      'GET user/me/devices': ok([TRUSTED_HERE, TRUSTED_PHONE]),
      'DELETE user/me/devices/:id': (request: StubRequest) => ok({ id: request.params.id }),
      'GET user/me/sessions': ok([THIS_ONE]),
    });
    const { user } = await renderApp({ route: '/account', preloadedState: signedInState() });
    const list = await devices();
    await user.click(await list.findByRole('button', { name: 'Forget Safari on iOS' }));
    expect(await screen.findByText('Device forgotten')).toBeInTheDocument();
    expect(api.callsTo('DELETE user/me/devices/:id')[0].params).toEqual({ id: 'd-2' });
    expect(list.queryByRole('listitem', { name: 'Safari on iOS' })).not.toBeInTheDocument();
    // Another device: this browser's token stays.
    expect(JSON.parse(window.localStorage.getItem(TRUSTED_DEVICES_STORAGE_KEY) ?? 'null')).toEqual({ [testUser.email]: 'device-here', 'other@dukkan.test': 'device-other' });

    await user.click(list.getByRole('button', { name: 'Forget Chrome on Windows' }));
    expect(await list.findByText('No trusted devices. Tick "Trust this device" when you sign in with a code.')).toBeInTheDocument();
    expect(api.callsTo('DELETE user/me/devices/:id')[1].params).toEqual({ id: 'd-1' });
    expect(JSON.parse(window.localStorage.getItem(TRUSTED_DEVICES_STORAGE_KEY) ?? 'null')).toEqual({ 'other@dukkan.test': 'device-other' });
  });

  it('lists the open sessions, this device marked, and signs one out', async () => {
    const api = stubFetch({
      'GET user/me/two-factor': ok(status(false)),
      'GET user/me/devices': ok([]),
      'GET user/me/sessions': ok([THIS_ONE, PHONE, OLD]),
      'DELETE user/me/sessions/:id': ok(null),
    });
    const { user } = await renderApp({ route: '/account', preloadedState: signedInState() });
    const list = await sessions();
    const current = await list.findByRole('listitem', { name: 'Chrome on Windows' });
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(within(current).getByText('10.0.0.5')).toHaveAttribute('dir', 'ltr');
    expect(within(current).getByText('Signed in')).toBeInTheDocument();
    expect(within(current).getByText('Last active')).toBeInTheDocument();
    const phone = list.getByRole('listitem', { name: 'Safari on iOS' });
    expect(within(phone).queryByText('This device')).not.toBeInTheDocument();
    expect(list.getByRole('listitem', { name: 'Unknown browser on unknown system' })).toBeInTheDocument();

    await user.click(within(phone).getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('Session signed out')).toBeInTheDocument();
    expect(api.callsTo('DELETE user/me/sessions/:id')[0].params).toEqual({ id: 's-2' });
    expect(list.queryByRole('listitem', { name: 'Safari on iOS' })).not.toBeInTheDocument();
  });

  it('signs out every other session after asking, this one kept', async () => {
    const api = stubFetch({
      'GET user/me/two-factor': ok(status(false)),
      'GET user/me/devices': ok([]),
      'GET user/me/sessions': ok([THIS_ONE, PHONE, OLD]),
      'POST user/me/sessions/end-others': ok(null),
    });
    const { user } = await renderApp({ route: '/account', preloadedState: signedInState() });
    const list = await sessions();
    await user.click(await list.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await openDialog('Every other browser signed in to your account will need to sign in again.');
    await user.click(dialog.button('Sign out all other sessions'));
    expect(await screen.findByText('Every other session is signed out')).toBeInTheDocument();
    expect(api.callsTo('POST user/me/sessions/end-others')).toHaveLength(1);
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(list.getByRole('listitem', { name: 'Chrome on Windows' })).toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
  });

  it('signs this panel out when this device is signed out', async () => {
    const api = stubFetch({
      'GET user/me/two-factor': ok(status(false)),
      'GET user/me/devices': ok([]),
      'GET user/me/sessions': ok([THIS_ONE, PHONE]),
      'DELETE user/me/sessions/:id': ok(null),
    });
    const { user, router } = await renderApp({ route: '/account', preloadedState: signedInState() });
    const list = await sessions();
    await user.click(await list.findByRole('button', { name: 'Sign out Chrome on Windows' }));
    expect(await screen.findByText('You have been logged out successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(api.callsTo('DELETE user/me/sessions/:id')[0].params).toEqual({ id: 's-1' });
  });

  it('says when the sessions could not be loaded, with Retry; and when there are none', async () => {
    let fails = true;
    stubFetch({
      'GET user/me/two-factor': ok(status(false)),
      'GET user/me/devices': ok([]),
      'GET user/me/sessions': (_request: StubRequest) => (fails ? fail(500, 'Database unavailable') : ok([])),
    });
    const { user } = await renderApp({ route: '/account', preloadedState: signedInState() });
    const list = await sessions();
    expect(await list.findByText('Database unavailable')).toBeInTheDocument();
    fails = false;
    await user.click(list.getByRole('button', { name: 'Retry' }));
    expect(await list.findByText('No open sessions')).toBeInTheDocument();
  });

  it('is linked from the top bar as My account', async () => {
    stubFetch({
      'GET dashboard/stats': ok({ totalShops: 1 }),
      'GET user/me/two-factor': ok(status(false)),
      'GET user/me/devices': ok([]),
      'GET user/me/sessions': ok([THIS_ONE]),
    });
    const { user, router } = await renderApp({ route: '/', preloadedState: signedInState() });
    await user.click(await screen.findByRole('link', { name: 'My account' }));
    expect(router.state.location.pathname).toBe('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  });
});
