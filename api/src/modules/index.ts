import type { RoutesPlugin } from '../http/type-provider';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { healthRoutes } from './health/health-routes';
import { locationsRoutes } from './locations/locations-routes';
import { shopsRoutes } from './shops/shops-routes';
import { shopAvailabilityRoutes } from './shops/shop-availability-routes';
import { categoriesRoutes } from './categories/categories-routes';
import { productsRoutes } from './products/products-routes';
import { authRoutes } from '../auth/login/auth-routes';
import { inviteAcceptRoutes, invitesRoutes, sessionsRoutes, signInVerifyRoutes, twoFactorRoutes } from '../auth/staff-access';
import { usersRoutes } from './users/users-routes';
import { ordersRoutes } from './orders/orders-routes';
import { customerSignUpRoutes } from './customers/customer-sign-up-routes';
import { customersRoutes } from './customers/customers-routes';
import { complaintsRoutes } from './complaints/complaints-routes';
import { customerOrdersRoutes } from './customer-orders/customer-orders-routes';
import { savedViewsRoutes } from './saved-views/saved-views-routes';
import { reportsRoutes } from './reports/reports-routes';
import { auditRoutes } from './audit/audit-routes';
import { productImportRoutes } from './product-import/product-import-routes';
import { orderNotesRoutes } from './order-notes/order-notes-routes';
import { deskSettingsRoutes } from './desk-settings/desk-settings-routes';
import { ledgerRoutes } from './ledger/ledger-routes';
import { pickingRoutes } from './picking/picking-routes';
import { catalogRoutes } from './catalog/catalog-routes';
import { coverageRoutes } from './delivery-coverage/coverage-routes';
import { slotRoutes } from './delivery-slots/slot-routes';
import { dispatchRoutes } from './dispatch/dispatch-routes';
import { driverRoutes } from './dispatch/driver-routes';
import { messagesRoutes } from './messages/messages-routes';
import { customerLanguageRoutes } from './customers/customer-language-routes';
import { jobsRoutes } from '../jobs/jobs-routes';
import { statementsRoutes } from './statements/statements-routes';
import { reconciliationRoutes } from './reconciliation/reconciliation-routes';
import { promotionsRoutes } from './promotions/promotions-routes';

// Each module is a folder with its routes (handlers), their schemas and a repository (the SQL).
// Public routes answer without a token; staff routes sit behind the requireStaff hook (app.ts).
// The sign-in routes live with the rest of auth (auth/login/; decisions/staff-access.md: the second factor, sessions
// and invites in auth/staff-access/).

/** Routes anyone may call (health, sign-in, a customer's sign-up, the customers' catalogue). */
export const publicModules: RoutesPlugin[] = [healthRoutes, authRoutes, signInVerifyRoutes, inviteAcceptRoutes, customerSignUpRoutes, catalogRoutes];

/**
 * Routes for signed-in staff only: 401 without a valid token, 403 for any other role, and 403 for a
 * staff role that does not hold the permission the route names in its options (`config:
 * { permission }`, auth/route-permissions.ts); a staff route that names none stops the app.
 */
export const staffModules: RoutesPlugin[] = [usersRoutes, twoFactorRoutes, sessionsRoutes, invitesRoutes, locationsRoutes, shopsRoutes, shopAvailabilityRoutes, coverageRoutes, slotRoutes, categoriesRoutes, productsRoutes, productImportRoutes, dashboardRoutes, ordersRoutes, customersRoutes, complaintsRoutes, orderNotesRoutes, ledgerRoutes, pickingRoutes, deskSettingsRoutes, savedViewsRoutes, reportsRoutes, auditRoutes, dispatchRoutes, driverRoutes, messagesRoutes, jobsRoutes, statementsRoutes, reconciliationRoutes, promotionsRoutes];

// Routes for signed-in customers only (their app: 401 without a valid token, 403 for staff), and
// the staff's live order stream (which takes configuration): app.ts registers them.
export { customerLanguageRoutes, customerOrdersRoutes };
