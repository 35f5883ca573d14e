import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { selectToken } from '../auth/auth-slice';
import { setLanguage } from '../i18n/i18n';
import { fail, fakeJwt, ok, renderWithProviders, stubFetch, testUser } from '../test-utils';
import { RedirectIfAuthenticated } from './RedirectIfAuthenticated';
import { RECOVERY_CODES_FILE_NAME } from './RecoveryCodesPanel';
import { SignInPage } from './SignInPage';
import { trustedDeviceToken } from './trusted-devices';

// decisions/staff-access.md: an owner without a second factor sets one up on the way in, then keeps its recovery codes.
const CHALLENGE = 'setup-challenge';
const KEY = 'JBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Dukkan%20Admin:owner@dukkan.test?secret=${KEY}&issuer=Dukkan%20Admin`;
const CODES = ['7KQ2M-X9D4P', 'A1B2C-D3E4F', 'G5H6J-K7M8N', 'P9Q0R-S1T2V', 'W3X4Y-Z5A6B', 'C7D8E-F9G0H', 'J1K2M-N3P4Q', 'R5S6T-V7W8X', 'Y9Z0A-B1C2D', 'E3F4G-H5J6K'];

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

/** A right password on an owner's account without a second factor: the setup step is asked for. */
async function setupStep(handlers: Parameters<typeof stubFetch>[0]) {
  const api = stubFetch({
    'POST user/login': ok({ secondFactor: 'setup', challenge: CHALLENGE }),
    'POST user/login/setup': ok({ secret: KEY, otpauthUrl: OTPAUTH }),
    ...handlers,
  });
  const rendered = renderSignIn();
  await rendered.user.type(screen.getByLabelText(/^Email/), 'owner@dukkan.test');
  await rendered.user.type(screen.getByLabelText(/^Password/), 'secret');
  await rendered.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { api, ...rendered };
}

const codeField = () => screen.getByLabelText(/^Enter the 6-digit code from your authenticator app/);

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the sign-in setup step (decisions/staff-access.md)', () => {
  it('makes a key for the setup challenge and shows it as a QR code and as text', async () => {
    const { api } = await setupStep({});
    expect(await screen.findByRole('heading', { level: 2, name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(
      screen.getByText('Your role requires a code from an authenticator app when you sign in. Scan the QR code with the app, or type the key, then enter the 6-digit code it shows.'),
    ).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code of the key for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByTestId('two-factor-key')).toHaveAttribute('dir', 'ltr');
    expect(api.callsTo('POST user/login/setup')).toHaveLength(1);
    expect(api.callsTo('POST user/login/setup')[0].body).toEqual({ challenge: CHALLENGE });
    expect(api.callsTo('POST user/login/setup')[0].headers.get('authorization')).toBeNull();
    // No recovery code before the factor exists; the device can be trusted already.
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Trust this device for 30 days' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('turns the factor on with the first code, shows the recovery codes once, and signs in on Continue', async () => {
    const token = fakeJwt();
    const { api, user, store } = await setupStep({ 'POST user/login/verify': ok({ token, user: testUser, recoveryCodes: CODES, deviceToken: 'device-owner' }) });
    await screen.findByTestId('two-factor-key');
    await user.click(screen.getByRole('checkbox', { name: 'Trust this device for 30 days' }));
    await user.type(codeField(), '654 321');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));

    const heading = await screen.findByRole('heading', { name: 'Save your recovery codes' });
    expect(heading).toHaveFocus();
    expect(api.callsTo('POST user/login/verify')[0].body).toEqual({ challenge: CHALLENGE, code: '654321', trustDevice: true });
    expect(screen.getByText('Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(list).toHaveAttribute('dir', 'ltr');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(trustedDeviceToken('owner@dukkan.test')).toBe('device-owner');
    // Not signed in yet: the panel opens once the codes were kept.
    expect(selectToken(store.getState())).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Welcome to Dukkan Admin')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(selectToken(store.getState())).toBe(token);
  });

  it('copies the codes and downloads them as a text file', async () => {
    const saved: { name: string; text: Promise<string> }[] = [];
    let lastBlob: Blob | null = null;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:codes';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, text: lastBlob.text() });
    });
    const { user } = await setupStep({ 'POST user/login/verify': ok({ token: fakeJwt(), user: testUser, recoveryCodes: CODES }) });
    await screen.findByTestId('two-factor-key');
    await user.type(codeField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    await screen.findByRole('heading', { name: 'Save your recovery codes' });

    const copy = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByText('Codes copied')).toBeInTheDocument();
    expect(copy).toHaveBeenCalledWith(`${CODES.join('\n')}\n`);

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe(RECOVERY_CODES_FILE_NAME);
    expect(RECOVERY_CODES_FILE_NAME).toBe('dukkan-recovery-codes.txt');
    expect(await saved[0].text).toBe(`${CODES.join('\n')}\n`);
  });

  it("says a wrong first code and stays on the key", async () => {
    const { user, store } = await setupStep({ 'POST user/login/verify': fail(401, 'That code is not right. Check your app and try again', { code: 'INVALID_CODE' }) });
    await screen.findByTestId('two-factor-key');
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await screen.findByText('That code is not right. Check your app and try again')).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    expect(screen.getByTestId('two-factor-key')).toBeInTheDocument();
    expect(selectToken(store.getState())).toBeNull();
  });

  it('goes back to the password with the reason when the setup challenge ran out', async () => {
    await setupStep({ 'POST user/login/setup': fail(401, 'Sign in again: the code was not entered in time', { code: 'CHALLENGE_EXPIRED' }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Sign in again: the code was not entered in time')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Set up two-factor sign-in' })).not.toBeInTheDocument();
  });

  it('says when the key could not be made, and makes it on Try again', async () => {
    let fails = true;
    const { api, user } = await setupStep({ 'POST user/login/setup': () => (fails ? fail(500, 'Database unavailable') : ok({ secret: KEY, otpauthUrl: OTPAUTH })) });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await waitFor(() => expect(api.callsTo('POST user/login/setup')).toHaveLength(2));
  });

  it('reads in Arabic, right to left, the key and the codes kept left to right', async () => {
    await act(() => setLanguage('ar'));
    const api = stubFetch({
      'POST user/login': ok({ secondFactor: 'setup', challenge: CHALLENGE }),
      'POST user/login/setup': ok({ secret: KEY, otpauthUrl: OTPAUTH }),
      'POST user/login/verify': ok({ token: fakeJwt(), user: testUser, recoveryCodes: CODES }),
    });
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText(/^البريد الإلكتروني/), 'owner@dukkan.test');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'secret');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('heading', { name: 'إعداد تسجيل الدخول بخطوتين' })).toBeInTheDocument();
    expect(document.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByTestId('two-factor-key')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('checkbox', { name: 'الوثوق بهذا الجهاز لمدة 30 يوماً' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^أدخل الرمز المكوّن من 6 أرقام/), '١٢٣٤٥٦');
    await user.click(screen.getByRole('button', { name: 'التفعيل وتسجيل الدخول' }));
    expect(await screen.findByRole('heading', { name: 'احفظ رموز الاسترداد' })).toBeInTheDocument();
    expect(api.callsTo('POST user/login/verify')[0].body).toEqual({ challenge: CHALLENGE, code: '123456' });
    expect(screen.getByRole('list', { name: 'رموز الاسترداد الخاصة بك' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'نسخ الرموز' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'متابعة' })).toBeInTheDocument();
  });
});
