import { guardedRoute, lazyScreen, type RemoteRoute } from '@dukkan/shared';
import '../i18n';

/**
 * spec §2: the users remote owns /users and /users/add; decisions/roles-and-audit.md: /users/edit/{id} and the Activity
 * screen, each for the roles whose permissions include what it needs (others are told so); decisions/customers.md: the
 * customers' list and profile (the actions on a customer need customers.act besides); decisions/scheduled-jobs.md: the
 * jobs view (owners; Run now needs jobs.run besides). Each screen's code comes when its route is opened (lazyScreen: its
 * chunk named after the route).
 */
const routes: RemoteRoute[] = [
  guardedRoute('/users', 'users.manage', lazyScreen(() => import(/* webpackChunkName: "screen-users" */ '../users/UsersPage'), 'UsersPage')),
  guardedRoute('/users/add', 'users.manage', lazyScreen(() => import(/* webpackChunkName: "screen-users-add" */ '../users/AddUserPage'), 'AddUserPage')),
  guardedRoute('/users/edit/:id', 'users.manage', lazyScreen(() => import(/* webpackChunkName: "screen-users-edit-id" */ '../users/EditUserPage'), 'EditUserPage')),
  guardedRoute('/activity', 'audit.read', lazyScreen(() => import(/* webpackChunkName: "screen-activity" */ '../activity/ActivityPage'), 'ActivityPage')),
  guardedRoute('/customers', 'customers.read', lazyScreen(() => import(/* webpackChunkName: "screen-customers" */ '../customers/CustomersPage'), 'CustomersPage')),
  guardedRoute('/customers/:id', 'customers.read', lazyScreen(() => import(/* webpackChunkName: "screen-customers-id" */ '../customers/CustomerProfilePage'), 'CustomerProfilePage')),
  guardedRoute('/messages', 'messages.read', lazyScreen(() => import(/* webpackChunkName: "screen-messages" */ '../messages/MessagesPage'), 'MessagesPage')),
  guardedRoute('/messages/templates', 'messages.manage', lazyScreen(() => import(/* webpackChunkName: "screen-messages-templates" */ '../messages/TemplatesPage'), 'TemplatesPage')),
  guardedRoute('/jobs', 'jobs.read', lazyScreen(() => import(/* webpackChunkName: "screen-jobs" */ '../jobs/JobsPage'), 'JobsPage')),
];
export default routes;
