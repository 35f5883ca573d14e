import type { RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { AddUserPage } from '../users/AddUserPage';
import { UsersPage } from '../users/UsersPage';

/** spec §2: the users remote owns /users and /users/add (paths as in the host's remote-slots.ts). */
const routes: RemoteRoute[] = [
  { path: '/users', element: <UsersPage /> },
  { path: '/users/add', element: <AddUserPage /> },
];
export default routes;
