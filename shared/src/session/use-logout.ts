import { useCallback } from 'react';
import { authApi } from '../api/login-api';
import { selectToken, sessionEnded } from '../auth/auth-slice';
import { useAppDispatch, useAppStore } from '../store/hooks';

/**
 * Logout (spec §4 Session): clears the session. The SessionWatcher then says 'You have been
 * logged out successfully.' and goes to /auth, so every logout button behaves the same.
 * decisions/staff-access.md: the server ends the session too (its token is refused from then on);
 * the panel does not wait for that answer, and signs out even when there is none.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(() => {
    const token = selectToken(store.getState());
    if (token) void dispatch(authApi.endpoints.endSession.initiate(token));
    dispatch(sessionEnded({ reason: 'logout' }));
  }, [dispatch, store]);
}
