import { can, NoPermissionPanel, selectCurrentUser, useAppSelector } from '@dukkan/shared';
import { Navigate } from 'react-router-dom';
import { DashboardPage } from '../dashboard/DashboardPage';
import { RemoteDashboardPanels } from '../remotes/RemoteDashboardPanels';
import { useNavEntries } from '../sections/nav-entries';

/**
 * The dashboard route: the host's cards and strip, then the panels the remotes contribute (decisions/reports-and-bulk.md).
 * An account without the dashboard (a driver, decisions/dispatch.md) lands on its first screen instead.
 */
export function DashboardRoute() {
  const user = useAppSelector(selectCurrentUser);
  if (!can(user, 'dashboard.read')) return <FirstScreen />;
  return <DashboardPage panels={<RemoteDashboardPanels />} />;
}

/** The first entry of the navigation the account may use, once the remotes' manifests are read. */
function FirstScreen() {
  const { entries, status } = useNavEntries();
  const first = entries[0];
  if (first) return <Navigate to={first.path} replace />;
  // Nothing it may use: the panel that says so, as on any screen the role cannot use.
  return status === 'loading' ? null : <NoPermissionPanel />;
}
