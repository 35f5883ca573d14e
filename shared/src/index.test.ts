import * as shared from './index';
import * as kit from './kit';
import * as testUtils from './test-utils';

/** The names the team contract promises (shared/README.md): removing one breaks a consumer. */
const CONTRACT = [
  'createAppStore', 'rootReducer', 'useAppDispatch', 'useAppSelector',
  'baseApi', 'apiBaseUrl',
  'authSlice', 'sessionStarted', 'sessionEnded',
  'selectCurrentUser', 'selectToken', 'selectIsAuthenticated', 'selectSessionNotice',
  'useLoginMutation', 'isTokenExpired', 'PERMISSION_DENIED_EVENT',
  'AppProviders', 'SignInPage', 'RequireAuth', 'RedirectIfAuthenticated', 'SessionWatcher', 'LanguageSwitch',
  'i18n', 'addCatalogue', 'useDirection', 'setLanguage',
  'normalizePage', 'normalizeList', 'loadMoreQueryOptions', 'pageParamToQuery', 'useLoadMore',
  'useNotify', 'formatKwd', 'formatDateTime', 'toWirePhone', 'toScreenPhone', 'sanitizePhoneInput', 'LtrText',
  'useLogout',
];

it('exports every name of the contract', () => {
  const missing = CONTRACT.filter((name) => (shared as Record<string, unknown>)[name] === undefined);
  expect(missing).toEqual([]);
  expect(shared.PERMISSION_DENIED_EVENT).toBe('permission-denied');
  expect(shared.baseApi.reducerPath).toBe('api');
});

/** The kit (`@dukkan/shared/kit`): stateless components each app bundles for itself. */
const KIT = ['LoadMoreTable', 'TableSkeleton', 'ConfirmDialog', 'PageHeader', 'ImagePicker', 'StatusBadge', 'FormField', 'useRulesForm', 'Controller', 'FormInput', 'FormImagePicker', 'FormSelect'];

it('exports the kit from its own entry, and keeps it out of the shared singleton', () => {
  expect(KIT.filter((name) => (kit as Record<string, unknown>)[name] === undefined)).toEqual([]);
  expect(KIT.filter((name) => name in shared)).toEqual([]);
});

it('exports the test utilities of the contract', () => {
  expect(typeof testUtils.renderWithProviders).toBe('function');
  expect(typeof testUtils.stubFetch).toBe('function');
});

it('defaults the API base to the local API', () => {
  expect(shared.apiBaseUrl()).toBe('http://localhost:4000/api');
});
