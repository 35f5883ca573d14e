import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fail, fakeJwt, networkError, ok, renderWithProviders, reply, stubFetch, testUser } from '../test-utils';
import { selectCurrentUser, selectToken } from '../auth/auth-slice';
import { RedirectIfAuthenticated } from './RedirectIfAuthenticated';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../auth/session-storage';
import { SignInPage } from './SignInPage';

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

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/);
const signIn = () => screen.getByRole('button', { name: 'Sign in' });

describe('SignInPage (spec §2 /auth, §5 Login, §8)', () => {
  it('asks for the email and the password', async () => {
    const api = stubFetch({});
    const { user } = renderSignIn();
    await user.click(signIn());
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Please enter your email address.');
    expect(api.calls).toHaveLength(0);
  });

  it('asks for an email that looks like an address', async () => {
    stubFetch({});
    const { user } = renderSignIn();
    await user.type(email(), 'staff-at-dukkan');
    await user.type(password(), 'secret');
    await user.click(signIn());
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your password.')).not.toBeInTheDocument();
  });

  it('clears a message when its field is edited', async () => {
    stubFetch({});
    const { user } = renderSignIn();
    await user.click(signIn());
    await user.type(email(), 's');
    expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
  });

  it("reads 'Signing in...' while busy, then welcomes by brand and goes to /", async () => {
    const token = fakeJwt();
    let answer: (value: unknown) => void = () => {};
    stubFetch({
      'POST user/login': () =>
        new Promise((resolve) => {
          answer = resolve as typeof answer;
        }).then(() => ok({ token, user: testUser })),
    });
    const { user, store } = renderSignIn();
    await user.type(email(), 'staff@dukkan.test');
    await user.type(password(), 'secret');
    await user.click(signIn());

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer(undefined);

    expect(await screen.findByText('Welcome to Dukkan Admin')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(selectToken(store.getState())).toBe(token);
    expect(selectCurrentUser(store.getState())).toEqual(testUser);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(testUser);
  });

  it('names the configured brand in the welcome', async () => {
    window.__DUKKAN_CONFIG__ = { brand: 'Souq' };
    try {
      stubFetch({ 'POST user/login': ok({ token: fakeJwt(), user: testUser }) });
      const { user } = renderSignIn();
      await user.type(email(), 'staff@dukkan.test');
      await user.type(password(), 'secret');
      await user.click(signIn());
      expect(await screen.findByText('Welcome to Souq Admin')).toBeInTheDocument();
    } finally {
      delete window.__DUKKAN_CONFIG__;
    }
  });

  async function failWith(handler: Parameters<typeof stubFetch>[0][string]) {
    stubFetch({ 'POST user/login': handler });
    const { user, store } = renderSignIn();
    await user.type(email(), 'staff@dukkan.test');
    await user.type(password(), 'wrong');
    await user.click(signIn());
    const alert = await screen.findByRole('alert');
    expect(selectToken(store.getState())).toBeNull();
    expect(signIn()).toBeEnabled();
    return within(alert);
  }

  it("shows the server's message when the login fails", async () => {
    const alert = await failWith(fail(401, 'Invalid email or password'));
    expect(alert.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it("falls back to 'Login failed. Please try again.' when the server gives no message", async () => {
    const alert = await failWith(reply({ success: false }, 500));
    expect(alert.getByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it("says 'No authentication token received from server' when the answer has no token", async () => {
    const alert = await failWith(ok({ user: testUser }));
    expect(alert.getByText('No authentication token received from server')).toBeInTheDocument();
  });

  it("says 'An unexpected error occurred. Please try again.' when the server cannot be reached", async () => {
    const alert = await failWith(networkError());
    expect(alert.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });
});
