import { DashboardPage } from '../dashboard/DashboardPage';
import { RemoteDashboardPanels } from '../remotes/RemoteDashboardPanels';

/** The dashboard route: the host's cards and strip, then the panels the remotes contribute (decisions/reports-and-bulk.md). */
export function DashboardRoute() {
  return <DashboardPage panels={<RemoteDashboardPanels />} />;
}
