import type { RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { SalesReportPage } from '../sales/SalesReportPage';

/** The reports remote owns /reports/sales (its manifest.json lists the same paths). */
const routes: RemoteRoute[] = [{ path: '/reports/sales', element: <SalesReportPage /> }];
export default routes;
