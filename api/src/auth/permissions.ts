import type { StaffRole, UserRole } from '../db/schema';

// decisions/roles-and-audit.md: who may do what. This file is the one source of truth: the staff routes check it (the
// `permission` hook of plugins/auth.ts refuses with 403 what a role may not do, and refuses to start
// an app with a staff route missing from STAFF_ROUTES), the sign-in answer and `GET /api/user/me`
// carry a user's permissions from it, the panel hides what they do not include, and the route ×
// role test matrix is generated from it.

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
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Each role's permissions. Owner: everything. Operations: orders, read-only catalogue and
 * locations. Catalogue: shops, categories, products, locations; read-only orders. Shop staff: their
 * shops' orders (and actions), categories and products, read-only locations (shop-scoped: see
 * SHOP_SCOPED_ROLES).
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  operations: ['dashboard.read', 'orders.read', 'orders.act', 'shops.read', 'catalog.read', 'locations.read', 'reports.read', 'views.manage'],
  catalogue: ['dashboard.read', 'orders.read', 'shops.read', 'shops.write', 'catalog.read', 'catalog.write', 'locations.read', 'locations.write', 'views.manage'],
  shop_staff: ['dashboard.read', 'orders.read', 'orders.act', 'shops.read', 'catalog.read', 'catalog.write', 'locations.read', 'views.manage'],
};

/** Roles that see and change only the rows of their own shops (user_shops); another shop's row is "not found". */
export const SHOP_SCOPED_ROLES: readonly StaffRole[] = ['shop_staff'];

/** What every staff role may do: read its own account and permissions. */
export const ANY_STAFF = 'any-staff';

/**
 * Every staff route (method and path under /api, as Fastify registers it) and the permission it
 * needs. A staff route missing here stops the app at start-up.
 */
export const STAFF_ROUTES: Record<string, Permission | typeof ANY_STAFF> = {
  'GET /api/dashboard/stats': 'dashboard.read',
  // decisions/reports-and-bulk.md: revenue and top lists across every shop: the sales report's readers only.
  'GET /api/dashboard/insights': 'reports.read',
  'GET /api/user/me': ANY_STAFF,

  'GET /api/user': 'users.manage',
  'GET /api/user/export': 'users.manage',
  'GET /api/user/:id': 'users.manage',
  'POST /api/user/register': 'users.manage',
  'PUT /api/user/:id': 'users.manage',
  'DELETE /api/user/:id': 'users.manage',

  'GET /api/audit': 'audit.read',
  'GET /api/audit/export': 'audit.read',

  'GET /api/location/search': 'locations.read',
  'GET /api/location/governorates': 'locations.read',
  'POST /api/location/governorates': 'locations.write',
  'PUT /api/location/governorates/:id': 'locations.write',
  'PATCH /api/location/governorates/:id': 'locations.write',
  'DELETE /api/location/governorates/:id': 'locations.write',
  'GET /api/location/governorates/:id/areas': 'locations.read',
  'POST /api/location/governorates/:id/areas': 'locations.write',
  'PUT /api/location/governorates/:governorateId/areas/:id': 'locations.write',
  'PATCH /api/location/governorates/:governorateId/areas/:id': 'locations.write',
  'DELETE /api/location/governorates/:governorateId/areas/:id': 'locations.write',
  'GET /api/location/areas/:id/blocks': 'locations.read',
  'POST /api/location/areas/:id/blocks': 'locations.write',
  'PUT /api/location/areas/:areaId/blocks/:id': 'locations.write',
  'PATCH /api/location/areas/:areaId/blocks/:id': 'locations.write',
  'DELETE /api/location/areas/:areaId/blocks/:id': 'locations.write',

  'GET /api/shop': 'shops.read',
  'GET /api/shop/export': 'shops.read',
  'GET /api/shop/:id': 'shops.read',
  'POST /api/shop': 'shops.write',
  'PUT /api/shop/:id': 'shops.write',
  'PATCH /api/shop/:id': 'shops.write',
  'DELETE /api/shop/:id': 'shops.write',
  'PUT /api/shop/:id/hours': 'shops.write',
  'POST /api/shop/:id/pause': 'shops.write',
  'POST /api/shop/:id/resume': 'shops.write',
  'POST /api/shop/:id/busy': 'shops.write',
  'DELETE /api/shop/:id/busy': 'shops.write',
  'GET /api/availability/overrides': 'shops.read',
  'POST /api/availability/overrides': 'shops.write',
  'DELETE /api/availability/overrides/:id': 'shops.write',

  'GET /api/categories': 'catalog.read',
  'GET /api/categories/export': 'catalog.read',
  'GET /api/categories/:id': 'catalog.read',
  'POST /api/categories': 'catalog.write',
  'PUT /api/categories/:id': 'catalog.write',
  'PATCH /api/categories/:id': 'catalog.write',
  'DELETE /api/categories/:id': 'catalog.write',

  'GET /api/products': 'catalog.read',
  'GET /api/products/export': 'catalog.read',
  'POST /api/products/bulk': 'catalog.write',
  'GET /api/products/import/template': 'catalog.write',
  'POST /api/products/import/preview': 'catalog.write',
  'POST /api/products/import': 'catalog.write',
  'GET /api/products/category/:categoryId': 'catalog.read',
  'GET /api/products/:id': 'catalog.read',
  'POST /api/products': 'catalog.write',
  'PUT /api/products/:id': 'catalog.write',
  'PATCH /api/products/:id': 'catalog.write',
  'DELETE /api/products/:id': 'catalog.write',
  'PATCH /api/products/:id/status': 'catalog.write',
  'GET /api/products/:id/stock': 'catalog.read',
  'POST /api/products/:id/sold-out': 'catalog.write',
  'DELETE /api/products/:id/sold-out': 'catalog.write',

  'GET /api/orders': 'orders.read',
  'GET /api/orders/export': 'orders.read',
  'POST /api/orders/bulk': 'orders.act',
  'GET /api/orders/stats': 'orders.read',
  'GET /api/orders/stream': 'orders.read',
  'GET /api/orders/:id': 'orders.read',
  'GET /api/orders/:id/events': 'orders.read',
  'PUT /api/orders/:id/status': 'orders.act',
  'PATCH /api/orders/:id/status': 'orders.act',

  'GET /api/reports/sales': 'reports.read',

  'GET /api/views': 'views.manage',
  'POST /api/views': 'views.manage',
  'DELETE /api/views/:id': 'views.manage',
};

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
