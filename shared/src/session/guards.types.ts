import type { ReactNode } from 'react';
import type { Permission } from '../wire/api-contract';

export interface RequireAuthProps {
  /** What to show to a signed-in user; the route's `<Outlet />` when omitted. */
  children?: ReactNode;
  /** Where signed-out users go (spec §2). @default '/auth' */
  redirectTo?: string;
}

export interface RedirectIfAuthenticatedProps {
  /** What to show to a signed-out user; the route's `<Outlet />` when omitted. */
  children?: ReactNode;
  /** Where signed-in users go (spec §2 /auth). @default '/' */
  redirectTo?: string;
}

export interface RequirePermissionProps {
  /** The permission the screen needs (the API's table: 'users.manage', 'catalog.write'…). */
  permission: Permission;
  /** The screen. */
  children: ReactNode;
}
