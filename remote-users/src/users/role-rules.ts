import type { RoleInput } from '../common/users-api';

/** decisions/roles-and-audit.md: shop staff need a shop (the API's own rule and message, 'Select at least one shop'). */
export function roleRules(values: RoleInput): { shopIds?: 'shopsRequired' } {
  return values.role === 'shop_staff' && values.shopIds.length === 0 ? { shopIds: 'shopsRequired' } : {};
}

/** What a form sends of the role: only a shop-staff account keeps shops. */
export function toRoleInput(values: RoleInput): RoleInput {
  return { role: values.role, shopIds: values.role === 'shop_staff' ? values.shopIds : [] };
}
