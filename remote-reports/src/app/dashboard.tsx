import '../i18n';
import { DashboardInsights } from '../dashboard/DashboardInsights';

/** The panels the reports remote adds to the dashboard (decisions/reports-and-bulk.md; its manifest's dashboardPanels name the same ids). */
const panels = [{ id: 'insights', element: <DashboardInsights /> }];
export default panels;
