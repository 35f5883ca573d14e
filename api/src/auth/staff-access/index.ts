// decisions/staff-access.md: staff sign-in hardened — its routes, listed in modules/index.ts beside the sign-in's.
export { inviteAcceptRoutes } from './invite-accept-routes';
export { invitesRoutes } from './invites-routes';
export { sessionsRoutes } from './sessions-routes';
export { signInVerifyRoutes } from './sign-in-verify-routes';
export { twoFactorRoutes } from './two-factor-routes';
