import { can } from '../auth/permissions';
import { selectCurrentUser } from '../auth/auth-slice';
import { useAppSelector } from '../store/hooks';

/** decisions/roles-and-audit.md: `can` for the signed-in user, in a component: `useCan('catalog.write')`. */
export function useCan(permission: string | null | undefined): boolean {
  return can(useAppSelector(selectCurrentUser), permission);
}
