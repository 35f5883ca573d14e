import { guardedRoute, type RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { PromotionsPage } from '../promotions/PromotionsPage';
import { ReconciliationPage } from '../reconciliation/ReconciliationPage';
import { SalesReportPage } from '../sales/SalesReportPage';
import { StatementsPage } from '../statements/StatementsPage';

/** The reports remote owns /reports/sales, /statements, /reconciliation and /promotions (its manifest.json lists the same paths). */
const routes: RemoteRoute[] = [
  // decisions/roles-and-audit.md: other roles are told the screen is not theirs.
  guardedRoute('/reports/sales', 'reports.read', <SalesReportPage />),
  // decisions/shop-statements.md: owners, and shop staff for their own shops.
  guardedRoute('/statements', 'money.read', <StatementsPage />),
  // decisions/reconciliation.md: owners only (the platform's money, not a shop's).
  guardedRoute('/reconciliation', 'money.manage', <ReconciliationPage />),
  // decisions/promotions.md: owners, and shop staff for the platform-wide promotions and their shops'.
  guardedRoute('/promotions', 'money.read', <PromotionsPage />),
];
export default routes;
