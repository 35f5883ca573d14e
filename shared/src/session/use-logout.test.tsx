import { Button } from '@fluentui/react-components';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createAppStore } from '../store/create-app-store';
import { fakeJwt, ok, renderWithProviders, stubFetch, testUser } from '../test-utils';
import { selectCurrentUser, selectToken, sessionStarted } from '../auth/auth-slice';
import { RequireAuth } from './RequireAuth';
import { SessionWatcher } from './SessionWatcher';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../auth/session-storage';
import { useLogout } from './use-logout';

function TopBar() {
  const logout = useLogout();
  return <Button onClick={logout}>Logout</Button>;
}

describe('logout (spec §4 Session)', () => {
  it("clears the session, says 'You have been logged out successfully.' and goes to /auth", async () => {
    const api = stubFetch({ 'POST user/logout': ok({ ended: 1 }) });
    const store = createAppStore();
    const token = fakeJwt();
    store.dispatch(sessionStarted({ token, user: testUser }));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();

    const { user } = renderWithProviders(
      <>
        <SessionWatcher />
        <Routes>
          <Route path="/auth" element={<h1>Sign in here</h1>} />
          <Route element={<RequireAuth />}>
            <Route path="/" element={<TopBar />} />
          </Route>
        </Routes>
      </>,
      { store },
    );

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('You have been logged out successfully.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in here' })).toBeInTheDocument();
    expect(selectToken(store.getState())).toBeNull();
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    // decisions/staff-access.md: the server ends the session the token named.
    expect(api.callsTo('POST user/logout')).toHaveLength(1);
    expect(api.callsTo('POST user/logout')[0].headers.get('authorization')).toBe(`Bearer ${token}`);
  });
});
