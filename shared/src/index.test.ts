import * as shared from './index';
import * as testUtils from './test-utils';

/** The names the team contract promises (notes/contract.md): removing one breaks a consumer. */
const CONTRACT = [
  'createAppStore', 'rootReducer', 'useAppDispatch', 'useAppSelector',
  'baseApi', 'apiBaseUrl',
  'authSlice', 'sessionStarted', 'sessionEnded',
  'selectCurrentUser', 'selectToken', 'selectIsAuthenticated', 'selectSessionNotice',
  'useLoginMutation', 'isTokenExpired', 'PERMISSION_DENIED_EVENT',
  'AppProviders', 'SignInPage', 'RequireAuth', 'RedirectIfAuthenticated', 'SessionWatcher', 'LanguageSwitch',
  'i18n', 'addCatalogue', 'useDirection', 'setLanguage',
  'normalizePage', 'normalizeList', 'loadMoreQueryOptions', 'pageParamToQuery', 'useLoadMore',
  'LoadMoreTable', 'TableSkeleton', 'ConfirmDialog', 'PageHeader', 'FormField', 'ImagePicker', 'StatusBadge',
  'useNotify', 'formatKwd', 'formatDateTime', 'toWirePhone', 'toScreenPhone', 'sanitizePhoneInput', 'LtrText',
  'useLogout',
];

it('exports every name of the contract', () => {
  const missing = CONTRACT.filter((name) => (shared as Record<string, unknown>)[name] === undefined);
  expect(missing).toEqual([]);
  expect(shared.PERMISSION_DENIED_EVENT).toBe('permission-denied');
  expect(shared.baseApi.reducerPath).toBe('api');
});

it('exports the test utilities of the contract', () => {
  expect(typeof testUtils.renderWithProviders).toBe('function');
  expect(typeof testUtils.stubFetch).toBe('function');
});

it('defaults the API base to the local API', () => {
  expect(shared.apiBaseUrl()).toBe('http://localhost:4000/api');
});
