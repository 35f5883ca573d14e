import { guardedRoute, type RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { SalesReportPage } from '../sales/SalesReportPage';

/** The reports remote owns /reports/sales (its manifest.json lists the same paths). */
const routes: RemoteRoute[] = [
  // issue 18: other roles are told the screen is not theirs.
  guardedRoute('/reports/sales', 'reports.read', <SalesReportPage />),
];
export default routes;
