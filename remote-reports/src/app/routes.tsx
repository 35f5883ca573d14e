import { guardedRoute, type RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { SalesReportPage } from '../sales/SalesReportPage';
import { StatementsPage } from '../statements/StatementsPage';

/** The reports remote owns /reports/sales and /statements (its manifest.json lists the same paths). */
const routes: RemoteRoute[] = [
  // decisions/roles-and-audit.md: other roles are told the screen is not theirs.
  guardedRoute('/reports/sales', 'reports.read', <SalesReportPage />),
  // decisions/shop-statements.md: owners, and shop staff for their own shops.
  guardedRoute('/statements', 'money.read', <StatementsPage />),
];
export default routes;
