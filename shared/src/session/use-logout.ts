import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import { sessionEnded } from '../auth/auth-slice';

/**
 * Logout (spec §4 Session): clears the session. The SessionWatcher then says 'You have been
 * logged out successfully.' and goes to /auth, so every logout button behaves the same.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(sessionEnded({ reason: 'logout' }));
  }, [dispatch]);
}
