import type { Permission } from '../wire/api-contract';
import type { SessionUser } from './session-types';

/**
 * decisions/roles-and-audit.md: whether the signed-in user may do what `permission` names (the API's permission table:
 * 'orders.act', 'catalog.write', 'users.manage', 'settings.manage'…). Hiding is a courtesy: the API's 403 is the rule.
 * No permission asked, or a session from before roles (no list): allowed.
 */
export function can(user: SessionUser | null | undefined, permission: Permission | null | undefined): boolean {
  if (!permission) return true;
  const permissions = user?.permissions;
  return !Array.isArray(permissions) || permissions.includes(permission);
}
