import { guardedRoute, type RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { SalesReportPage } from '../sales/SalesReportPage';

/** The reports remote owns /reports/sales (its manifest.json lists the same paths). */
const routes: RemoteRoute[] = [
  // decisions/roles-and-audit.md: other roles are told the screen is not theirs.
  guardedRoute('/reports/sales', 'reports.read', <SalesReportPage />),
];
export default routes;
