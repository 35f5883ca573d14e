import type { RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { ActivityPage } from '../activity/ActivityPage';
import { AddUserPage } from '../users/AddUserPage';
import { EditUserPage } from '../users/EditUserPage';
import { UsersPage } from '../users/UsersPage';

/** spec §2: the users remote owns /users and /users/add; issue 18: /users/edit/{id} and the Activity screen. */
const routes: RemoteRoute[] = [
  { path: '/users', element: <UsersPage /> },
  { path: '/users/add', element: <AddUserPage /> },
  { path: '/users/edit/:id', element: <EditUserPage /> },
  { path: '/activity', element: <ActivityPage /> },
];
export default routes;
