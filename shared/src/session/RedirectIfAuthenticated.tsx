import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../store/hooks';
import { selectToken } from '../auth/auth-slice';
import type { RedirectIfAuthenticatedProps } from './guards.types';
import { isTokenExpired } from '../auth/token';

/** spec §2: /auth is for signed-out users only; a signed-in user (valid token) goes to /. */
export function RedirectIfAuthenticated({ children, redirectTo = '/' }: RedirectIfAuthenticatedProps) {
  const token = useAppSelector(selectToken);
  if (token && !isTokenExpired(token)) return <Navigate to={redirectTo} replace />;
  return <>{children ?? <Outlet />}</>;
}
