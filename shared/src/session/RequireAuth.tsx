import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks';
import { selectToken, sessionEnded } from '../auth/auth-slice';
import type { RequireAuthProps } from './guards.types';
import { isTokenExpired } from '../auth/token';

/**
 * The guard of every panel route (spec §2, §4 Session): a missing token sends the visitor to
 * /auth; a token that expired while the page was open ends the session (with its message) first.
 */
export function RequireAuth({ children, redirectTo = '/auth' }: RequireAuthProps) {
  const token = useAppSelector(selectToken);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const expired = token !== null && isTokenExpired(token);

  useEffect(() => {
    // Check the store, not the render's value: the effect may run twice (StrictMode).
    if (expired && selectToken(store.getState()) === token) {
      dispatch(sessionEnded({ reason: 'expired' }));
    }
  }, [expired, token, store, dispatch]);

  if (!token || expired) {
    return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  }
  return <>{children ?? <Outlet />}</>;
}
