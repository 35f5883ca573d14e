/** '@dukkan/shared/test-utils': what every front-end package's tests render and stub with. */
export { renderWithProviders } from './render-with-providers';
export type { RenderWithProvidersOptions } from './render-with-providers';
export { stubFetch, reply, ok, fail, networkError } from './stub-fetch';
export { pagedList } from './paged-list';
export { stubWindowWidth } from './window-width';
export type { StubbedFetch, StubHandler, StubHandlers, StubReply, StubReplyInit, StubRequest } from './stub-fetch';
export { fakeJwt, expiredJwt, signedInState, testUser } from './fake-jwt';
export { describeCatalogues } from './catalogue-checks';
export { openDialog } from './open-dialog';
export { keepAllStyles } from './keep-all-styles';
export { stubOrderStream } from './order-stream';
export { teamSettings } from './team-settings';
export type { StreamMessage, StubbedOrderStream } from './order-stream';
export { describeRemoteManifest } from './manifest-checks';
