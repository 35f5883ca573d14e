import type { StaffRole, UserRole } from '../db/schema';

// decisions/roles-and-audit.md: who may do what. This file is the one source of truth for what each role holds: each
// staff route names the permission it needs in its own options, and the staff scope refuses with
// 403 a role this table does not give it (route-permissions.ts); the sign-in answer and
// `GET /api/user/me` carry a user's permissions from it, and the panel hides what they do not include.

/** Everything a staff role may be allowed to do. `.read` sees, the others change. */
export const PERMISSIONS = [
  'dashboard.read',
  'orders.read',
  'orders.act',
  'shops.read',
  'shops.write',
  'catalog.read',
  'catalog.write',
  'locations.read',
  'locations.write',
  'reports.read',
  'users.manage',
  'audit.read',
  'views.manage',
  'settings.manage',
  // decisions/dispatch.md: the board, drivers, shifts and times; assigning and the shift's cash; a driver's own deliveries.
  'dispatch.read',
  'dispatch.act',
  'delivery.drive',
  // decisions/customers.md: the customers list and profile; notes, block, sign out everywhere, erasure.
  'customers.read',
  'customers.act',
  // decisions/complaints.md: complaints about orders; logging, notes, assigning, resolving and reopening them (shop staff: their shops').
  'complaints.read',
  'complaints.act',
  // decisions/customer-messages.md: the messages sent to customers and sending a failed one again; the templates (owners).
  'messages.read',
  'messages.act',
  'messages.manage',
  // decisions/scheduled-jobs.md: the jobs view (the background work, what failed) and running a scheduled job now (owners).
  'jobs.read',
  'jobs.run',
  // decisions/shop-statements.md: the shops' commission rates and weekly statements (shop staff: their shops'); setting rates and closing a week (owners).
  'money.read',
  'money.manage',
  // decisions/dashboard-money.md: the shops' service figures on the dashboard (owners).
  'service.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Each role's permissions. Owner: everything (the team's desk rules too: settings.manage).
 * Operations: orders, dispatch, customers (decisions/customers.md), complaints (decisions/complaints.md) and the messages sent to customers (decisions/customer-messages.md; owners edit the templates), read-only catalogue and locations. Catalogue: shops, categories, products,
 * locations; read-only orders. Shop staff: their shops' orders (and actions), categories and
 * products, read-only locations, their shops' orders on the dispatch board, their complaints and their statements (shop-scoped: see SHOP_SCOPED_ROLES).
 * Driver (decisions/dispatch.md): their own deliveries and nothing else.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  operations: ['dashboard.read', 'orders.read', 'orders.act', 'shops.read', 'catalog.read', 'locations.read', 'reports.read', 'views.manage', 'dispatch.read', 'dispatch.act', 'customers.read', 'customers.act', 'complaints.read', 'complaints.act', 'messages.read', 'messages.act'],
  catalogue: ['dashboard.read', 'orders.read', 'shops.read', 'shops.write', 'catalog.read', 'catalog.write', 'locations.read', 'locations.write', 'views.manage'],
  shop_staff: ['dashboard.read', 'orders.read', 'orders.act', 'shops.read', 'catalog.read', 'catalog.write', 'locations.read', 'views.manage', 'dispatch.read', 'complaints.read', 'complaints.act', 'money.read'],
  driver: ['delivery.drive'],
};

/** Roles that see and change only the rows of their own shops (user_shops); another shop's row is "not found". */
export const SHOP_SCOPED_ROLES: readonly StaffRole[] = ['shop_staff'];

/** Staff roles: the panel's accounts. A customer is none of them. */
export const isStaffRole = (role: UserRole): role is StaffRole => role !== 'customer';

export const permissionsOf = (role: UserRole): readonly Permission[] => (isStaffRole(role) ? ROLE_PERMISSIONS[role] : []);

export const may = (role: UserRole, permission: Permission): boolean => permissionsOf(role).includes(permission);

export const isShopScoped = (role: UserRole): boolean => isStaffRole(role) && SHOP_SCOPED_ROLES.includes(role);

/** What the sign-in answer and `user/me` carry: the permissions, and the shops of a scoped account (null: all). */
export const accessOf = (role: UserRole, shopIds: number[]) => ({
  permissions: [...permissionsOf(role)],
  shopIds: isShopScoped(role) ? shopIds : null,
});
