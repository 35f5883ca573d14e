import '../i18n';
import { DashboardInsights } from '../dashboard/DashboardInsights';
import { ShopServicePanel } from '../dashboard/ShopServicePanel';

/**
 * The panels the reports remote adds to the dashboard (decisions/reports-and-bulk.md, decisions/dashboard-money.md; its
 * manifest's dashboardPanels name the same ids).
 */
const panels = [
  { id: 'insights', element: <DashboardInsights /> },
  { id: 'shop-service', element: <ShopServicePanel /> },
];
export default panels;
