import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { selectCurrentUser, selectToken } from '../auth/auth-slice';
import { clearSession } from '../auth/session-storage';
import { fail, fakeJwt, ok, renderWithProviders, stubFetch, testUser } from '../test-utils';
import { RedirectIfAuthenticated } from './RedirectIfAuthenticated';
import { SignInPage } from './SignInPage';
import { sanitizeSignInCode, validateRecoveryCode, validateSignInCode } from './sign-in-rules';
import { rememberTrustedDevice, TRUSTED_DEVICES_STORAGE_KEY, trustedDeviceToken } from './trusted-devices';

const CHALLENGE = 'signed-challenge';

function renderSignIn() {
  return renderWithProviders(
    <Routes>
      <Route element={<RedirectIfAuthenticated />}>
        <Route path="/auth" element={<SignInPage />} />
      </Route>
      <Route path="/" element={<h1>Dashboard</h1>} />
    </Routes>,
    { route: '/auth' },
  );
}

const codeField = () => screen.getByLabelText(/^Enter the 6-digit code from your authenticator app/);
const recoveryField = () => screen.getByLabelText(/^Recovery code/);

/** Types the email and the password and presses Sign in. */
async function signInWith(user: ReturnType<typeof renderSignIn>['user'], email = 'staff@dukkan.test') {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Signs in with a right password on an account with a second factor: the code step is on screen. */
async function passwordStep(handlers: Parameters<typeof stubFetch>[0]) {
  const api = stubFetch({ 'POST user/login': ok({ secondFactor: 'totp', challenge: CHALLENGE }), ...handlers });
  const rendered = renderSignIn();
  await signInWith(rendered.user);
  await screen.findByLabelText(/^Enter the 6-digit code/);
  return { api, ...rendered };
}

describe('the sign-in code step (decisions/staff-access.md)', () => {
  it('asks for the code in the same card after a right password, its field ready to type in', async () => {
    await passwordStep({});
    const field = codeField();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('signs in with the right code: the challenge and the code sent, welcome, then /', async () => {
    const token = fakeJwt();
    const { api, user, store } = await passwordStep({ 'POST user/login/verify': ok({ token, user: testUser }) });
    await user.type(codeField(), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Welcome to Dukkan Admin')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('POST user/login/verify')[0].body).toEqual({ challenge: CHALLENGE, code: '123456' });
    expect(api.callsTo('POST user/login/verify')[0].headers.get('authorization')).toBeNull();
    expect(selectToken(store.getState())).toBe(token);
    expect(selectCurrentUser(store.getState())).toEqual(testUser);
  });

  it("says the server's message for a wrong code, clears the field and stays on the step", async () => {
    const { api, user, store } = await passwordStep({
      'POST user/login/verify': fail(401, 'That code is not right. Check your app and try again', { code: 'INVALID_CODE' }),
    });
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('That code is not right. Check your app and try again')).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    expect(codeField()).toHaveFocus();
    expect(selectToken(store.getState())).toBeNull();
    expect(api.callsTo('POST user/login/verify')).toHaveLength(1);
  });

  it('says when too many codes were tried', async () => {
    const { user } = await passwordStep({ 'POST user/login/verify': fail(429, 'Too many attempts. Try again in a minute') });
    await user.type(codeField(), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many attempts. Try again in a minute')).toBeInTheDocument();
    expect(codeField()).toHaveValue('111111');
  });

  it('goes back to the password with the reason when the code came too late', async () => {
    const { user } = await passwordStep({
      'POST user/login/verify': fail(401, 'Sign in again: the code was not entered in time', { code: 'CHALLENGE_EXPIRED' }),
    });
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Sign in again: the code was not entered in time')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('staff@dukkan.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.queryByLabelText(/^Enter the 6-digit code/)).not.toBeInTheDocument();
  });

  it('asks for the 6 digits before sending anything', async () => {
    const { api, user } = await passwordStep({});
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the code.')).toBeInTheDocument();
    await user.type(codeField(), '12a3');
    expect(codeField()).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('The code has 6 digits.')).toBeInTheDocument();
    expect(api.callsTo('POST user/login/verify')).toHaveLength(0);
  });

  it('goes Back to the password step, the email kept', async () => {
    const { api, user } = await passwordStep({});
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('staff@dukkan.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST user/login/verify')).toHaveLength(0);
  });
});

describe('a recovery code instead of the app (decisions/staff-access.md)', () => {
  it('switches the field to a recovery code and back, and signs in with one', async () => {
    const token = fakeJwt();
    const { api, user, store } = await passwordStep({ 'POST user/login/verify': ok({ token, user: testUser }) });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByLabelText(/^Enter the 6-digit code/)).not.toBeInTheDocument();
    expect(recoveryField()).toHaveFocus();
    expect(recoveryField()).toHaveAttribute('autocomplete', 'off');
    expect(recoveryField()).toHaveAttribute('type', 'text');
    expect(recoveryField()).toHaveAttribute('dir', 'ltr');

    await user.click(screen.getByRole('button', { name: 'Use a code from the app' }));
    expect(codeField()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter a recovery code.')).toBeInTheDocument();
    expect(api.callsTo('POST user/login/verify')).toHaveLength(0);

    await user.type(recoveryField(), ' 7kq2m-x9d4p ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('POST user/login/verify')[0].body).toEqual({ challenge: CHALLENGE, recoveryCode: '7kq2m-x9d4p' });
    expect(selectToken(store.getState())).toBe(token);
  });

  it("says a wrong or used recovery code, keeping it to correct", async () => {
    const { user, store } = await passwordStep({
      'POST user/login/verify': fail(401, 'That recovery code is not right or was used already', { code: 'INVALID_RECOVERY_CODE' }),
    });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(recoveryField(), '7KQ2M-X9D4Q');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('That recovery code is not right or was used already')).toBeInTheDocument();
    expect(recoveryField()).toHaveValue('7KQ2M-X9D4Q');
    expect(recoveryField()).toHaveFocus();
    expect(selectToken(store.getState())).toBeNull();
  });
});

describe('a trusted device (decisions/staff-access.md)', () => {
  it('keeps the token of a device trusted at the code step, and sends it with the next password, which signs in without a code', async () => {
    const { api, user, unmount } = await passwordStep({ 'POST user/login/verify': ok({ token: fakeJwt(), user: testUser, deviceToken: 'device-1' }) });
    const trust = screen.getByRole('checkbox', { name: 'Trust this device for 30 days' });
    expect(trust).not.toBeChecked();
    await user.click(trust);
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('POST user/login/verify')[0].body).toEqual({ challenge: CHALLENGE, code: '123456', trustDevice: true });
    expect(JSON.parse(window.localStorage.getItem(TRUSTED_DEVICES_STORAGE_KEY) ?? 'null')).toEqual({ 'staff@dukkan.test': 'device-1' });
    unmount();
    clearSession(window.localStorage);

    // Next time, signed out: the password with the device's token is enough.
    const token = fakeJwt();
    const next = stubFetch({ 'POST user/login': ok({ token, user: testUser }) });
    const again = renderSignIn();
    await signInWith(again.user, 'Staff@Dukkan.test');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(next.callsTo('POST user/login')[0].body).toEqual({ email: 'Staff@Dukkan.test', password: 'secret', deviceToken: 'device-1' });
    expect(selectToken(again.store.getState())).toBe(token);
  });

  it('sends no token for an account this browser was not trusted for, and keeps none when the box was not ticked', async () => {
    rememberTrustedDevice('owner@dukkan.test', 'device-owner');
    const { api, user } = await passwordStep({ 'POST user/login/verify': ok({ token: fakeJwt(), user: testUser }) });
    expect(api.callsTo('POST user/login')[0].body).toEqual({ email: 'staff@dukkan.test', password: 'secret' });
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(trustedDeviceToken('staff@dukkan.test')).toBeUndefined();
    expect(trustedDeviceToken('owner@dukkan.test')).toBe('device-owner');
  });

  it('forgets a token that no longer works: the password step asked for a code although it was sent', async () => {
    rememberTrustedDevice('staff@dukkan.test', 'stale');
    const { api } = await passwordStep({});
    expect(api.callsTo('POST user/login')[0].body).toEqual({ email: 'staff@dukkan.test', password: 'secret', deviceToken: 'stale' });
    expect(trustedDeviceToken('staff@dukkan.test')).toBeUndefined();
    expect(codeField()).toBeInTheDocument();
  });
});

describe('the code rules', () => {
  it('keeps the digits of what is typed or pasted, Arabic-Indic ones too, at most 6', () => {
    expect(sanitizeSignInCode('123 456')).toBe('123456');
    expect(sanitizeSignInCode('١٢٣٤٥٦')).toBe('123456');
    expect(sanitizeSignInCode('1234567')).toBe('123456');
  });

  it('asks for a code of 6 digits', () => {
    expect(validateSignInCode('')).toBe('auth.codeRequired');
    expect(validateSignInCode('12345')).toBe('auth.codeIncomplete');
    expect(validateSignInCode('123456')).toBeNull();
  });

  it('asks for a recovery code, leaving its shape to the API', () => {
    expect(validateRecoveryCode('  ')).toBe('auth.recoveryCodeRequired');
    expect(validateRecoveryCode('7kq2m x9d4p')).toBeNull();
  });
});
