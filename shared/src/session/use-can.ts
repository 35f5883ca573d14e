import { can } from '../auth/permissions';
import { selectCurrentUser } from '../auth/auth-slice';
import { useAppSelector } from '../store/hooks';
import type { Permission } from '../wire/api-contract';

/** decisions/roles-and-audit.md: `can` for the signed-in user, in a component: `useCan('catalog.write')`. */
export function useCan(permission: Permission | null | undefined): boolean {
  return can(useAppSelector(selectCurrentUser), permission);
}
