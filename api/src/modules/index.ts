import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { healthRoutes } from './health/health-routes';
import { locationsRoutes } from './locations/locations-routes';
import { shopsRoutes } from './shops/shops-routes';
import { categoriesRoutes } from './categories/categories-routes';
import { productsRoutes } from './products/products-routes';
import { authRoutes } from './auth/auth-routes';
import { usersRoutes } from './users/users-routes';
import { ordersRoutes } from './orders/orders-routes';

// Each module is a folder with its routes (schemas + handlers) and a repository (the SQL).
// Public routes answer without a token; staff routes sit behind the requireStaff hook (app.ts).

/** Routes anyone may call (health, login). */
export const publicModules: FastifyPluginAsync[] = [healthRoutes, authRoutes];

/** Routes for signed-in staff only: 401 without a valid token, 403 for any other role. */
export const staffModules: FastifyPluginAsync[] = [usersRoutes, locationsRoutes, shopsRoutes, categoriesRoutes, productsRoutes, dashboardRoutes, ordersRoutes];
