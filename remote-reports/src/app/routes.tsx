import { guardedRoute, lazyScreen, type RemoteRoute } from '@dukkan/shared';
import '../i18n';

/**
 * The reports remote owns /reports/sales, /statements, /reconciliation and /promotions (its manifest.json lists the same
 * paths); each screen's code comes when its route is opened (lazyScreen: its chunk named after the route).
 */
const routes: RemoteRoute[] = [
  // decisions/roles-and-audit.md: other roles are told the screen is not theirs.
  guardedRoute('/reports/sales', 'reports.read', lazyScreen(() => import(/* webpackChunkName: "screen-reports-sales" */ '../sales/SalesReportPage'), 'SalesReportPage')),
  // decisions/shop-statements.md: owners, and shop staff for their own shops.
  guardedRoute('/statements', 'money.read', lazyScreen(() => import(/* webpackChunkName: "screen-statements" */ '../statements/StatementsPage'), 'StatementsPage')),
  // decisions/reconciliation.md: owners only (the platform's money, not a shop's).
  guardedRoute('/reconciliation', 'money.manage', lazyScreen(() => import(/* webpackChunkName: "screen-reconciliation" */ '../reconciliation/ReconciliationPage'), 'ReconciliationPage')),
  // decisions/promotions.md: owners, and shop staff for the platform-wide promotions and their shops'.
  guardedRoute('/promotions', 'money.read', lazyScreen(() => import(/* webpackChunkName: "screen-promotions" */ '../promotions/PromotionsPage'), 'PromotionsPage')),
];
export default routes;
