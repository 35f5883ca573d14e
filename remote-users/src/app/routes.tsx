import { guardedRoute, type RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { ActivityPage } from '../activity/ActivityPage';
import { AddUserPage } from '../users/AddUserPage';
import { EditUserPage } from '../users/EditUserPage';
import { UsersPage } from '../users/UsersPage';

/**
 * spec §2: the users remote owns /users and /users/add; decisions/roles-and-audit.md: /users/edit/{id} and the Activity
 * screen, each for the roles whose permissions include what it needs (others are told so).
 */
const routes: RemoteRoute[] = [
  guardedRoute('/users', 'users.manage', <UsersPage />),
  guardedRoute('/users/add', 'users.manage', <AddUserPage />),
  guardedRoute('/users/edit/:id', 'users.manage', <EditUserPage />),
  guardedRoute('/activity', 'audit.read', <ActivityPage />),
];
export default routes;
