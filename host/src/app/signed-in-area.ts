// Everything behind the sign-in, in one chunk the route table loads when a signed-in route opens
// (decisions/phone-speed.md: /auth downloads only what signing in needs). Its pieces are one chunk, not four: they
// are always needed together.
export { DashboardRoute } from './DashboardRoute';
export { dashboardLoader } from '../dashboard/dashboard-loader';
export { SignedInLayout } from './SignedInLayout';
export { RemoteRoutes } from '../remotes/RemoteRoutes';
export { SettingsPage } from '../settings/SettingsPage';
export { AccountPage } from '../account/AccountPage';
