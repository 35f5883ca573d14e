import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { expiredJwt, renderWithProviders, signedInState, testUser } from '../test-utils';
import { selectToken } from '../auth/auth-slice';
import { RedirectIfAuthenticated } from './RedirectIfAuthenticated';
import { RequireAuth } from './RequireAuth';
import { SessionWatcher } from './SessionWatcher';

function routes() {
  return (
    <>
      <SessionWatcher />
      <Routes>
        <Route element={<RedirectIfAuthenticated />}>
          <Route path="/auth" element={<h1>Sign in here</h1>} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path="/" element={<h1>Dashboard</h1>} />
          <Route path="/shops" element={<h1>Shops</h1>} />
        </Route>
      </Routes>
    </>
  );
}

describe('RequireAuth (spec §2: the guarded area)', () => {
  it('shows the screen to a signed-in user', () => {
    renderWithProviders(routes(), { route: '/shops', preloadedState: signedInState() });
    expect(screen.getByRole('heading', { name: 'Shops' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth', () => {
    renderWithProviders(routes(), { route: '/shops' });
    expect(screen.getByRole('heading', { name: 'Sign in here' })).toBeInTheDocument();
  });

  it('ends a session whose token expired while the page was open, with its message (spec §4)', async () => {
    const { store } = renderWithProviders(routes(), {
      route: '/shops',
      preloadedState: signedInState(testUser, expiredJwt()),
    });
    expect(screen.getByRole('heading', { name: 'Sign in here' })).toBeInTheDocument();
    expect(await screen.findByText('Your session has expired. Please login again.')).toBeInTheDocument();
    expect(selectToken(store.getState())).toBeNull();
    expect(screen.getAllByText('Your session has expired. Please login again.')).toHaveLength(1);
  });
});

describe('RedirectIfAuthenticated (spec §2 /auth)', () => {
  it('sends a signed-in user from /auth to /', () => {
    renderWithProviders(routes(), { route: '/auth', preloadedState: signedInState() });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets a signed-out visitor sign in', () => {
    renderWithProviders(routes(), { route: '/auth' });
    expect(screen.getByRole('heading', { name: 'Sign in here' })).toBeInTheDocument();
  });

  it('lets a holder of an expired token sign in again', () => {
    renderWithProviders(routes(), { route: '/auth', preloadedState: signedInState(testUser, expiredJwt()) });
    expect(screen.getByRole('heading', { name: 'Sign in here' })).toBeInTheDocument();
  });
});
