import { guardedRoute, type RemoteRoute } from '@dukkan/shared';
import '../i18n';
import { ActivityPage } from '../activity/ActivityPage';
import { CustomerProfilePage } from '../customers/CustomerProfilePage';
import { CustomersPage } from '../customers/CustomersPage';
import { JobsPage } from '../jobs/JobsPage';
import { MessagesPage } from '../messages/MessagesPage';
import { TemplatesPage } from '../messages/TemplatesPage';
import { AddUserPage } from '../users/AddUserPage';
import { EditUserPage } from '../users/EditUserPage';
import { UsersPage } from '../users/UsersPage';

/**
 * spec §2: the users remote owns /users and /users/add; decisions/roles-and-audit.md: /users/edit/{id} and the Activity
 * screen, each for the roles whose permissions include what it needs (others are told so); decisions/customers.md: the
 * customers' list and profile (the actions on a customer need customers.act besides); decisions/scheduled-jobs.md: the
 * jobs view (owners; Run now needs jobs.run besides).
 */
const routes: RemoteRoute[] = [
  guardedRoute('/users', 'users.manage', <UsersPage />),
  guardedRoute('/users/add', 'users.manage', <AddUserPage />),
  guardedRoute('/users/edit/:id', 'users.manage', <EditUserPage />),
  guardedRoute('/activity', 'audit.read', <ActivityPage />),
  guardedRoute('/customers', 'customers.read', <CustomersPage />),
  guardedRoute('/customers/:id', 'customers.read', <CustomerProfilePage />),
  guardedRoute('/messages', 'messages.read', <MessagesPage />),
  guardedRoute('/messages/templates', 'messages.manage', <TemplatesPage />),
  guardedRoute('/jobs', 'jobs.read', <JobsPage />),
];
export default routes;
