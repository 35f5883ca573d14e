/**
 * @dukkan/shared — the one place for what every Dukkan Admin app needs.
 * The names below are the contract between shared, the host and the remotes: add freely,
 * rename or remove only with every consumer.
 */

// Runtime configuration
export { apiBaseUrl, brandName, DEFAULT_API_BASE_URL, DEFAULT_BRAND, runtimeConfig } from './config/runtime-config';
export type { DukkanRuntimeConfig } from './config/runtime-config';

// The host/remote contract: what a remote's ./routes module default-exports.
export type { RemoteRoute } from './federation/remote-route';
export { lazyScreen } from './federation/lazy-screen';
// What a remote declares about itself (its manifest): navigation, routes, dashboard cards.
export type {
  BilingualText,
  RemoteDashboardCard,
  RemoteDashboardPanel,
  RemoteManifest,
  RemoteManifestData,
  RemoteManifestFile,
  RemoteNavEntry,
  RemotePageHeader,
  RemoteSearchGroup,
} from './federation/remote-manifest';

// The API's wire types, read from its JSON schemas (api/src/contract.ts): every answer and body the
// panel reads or sends. Types only; the lists of them the panel walks at run time are checked
// against them (everyMember).
export type * from './wire/api-contract';
export { everyMember } from './wire/every-member';
export type { Lenient } from './wire/lenient';
export { isOrderStatus, ORDER_STATUSES } from './wire/order-statuses';

// Store
export { createAppStore } from './store/create-app-store';
export type { AppStore, AppDispatch, RootState, CreateAppStoreOptions } from './store/create-app-store';
export { rootReducer } from './store/root-reducer';
export type { LazyLoadedSlices } from './store/root-reducer';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';

// API client
export { baseApi, TAG_TYPES } from './api/base-api';
export type { EntityTagName, EntityTagType, TagType, WholeTagType } from './api/base-api';
export { everyTag, idTag, listTag, listTags } from './api/cache-tags';
export { sessionAwareBaseQuery, isSuccessfulAnswer, earlyApiAnswer } from './api/base-query';
export { earlyOrFetch, takeEarlyResponse, EARLY_REQUEST_MAX_AGE_MS } from './api/early-fetch';
export type { EarlyRequest, EarlyStart } from './api/early-fetch';
export type { BaseQueryExtraOptions } from './api/base-query';
export {
  failureMessage,
  getErrorMessage,
  isApiError,
  isNetworkError,
  isSessionEndedError,
  serverMessage,
} from './api/api-error';
export type { ApiError, FailureTexts } from './api/api-error';
export { PERMISSION_DENIED_EVENT } from './api/permission-denied';
export type { PermissionDeniedDetail } from './api/permission-denied';
export { unwrapData, resolveAssetUrl, pictureUrl } from './api/unwrap-data';
export type { PictureFields } from './api/unwrap-data';
export {
  authApi,
  useLoginMutation,
  useSetUpSignInMutation,
  useVerifySignInMutation,
  parseLoginAnswer,
  parseSecondFactorAnswer,
  parseVerifyExtras,
  readSignInAnswer,
  isSecondFactorStep,
  NO_TOKEN_MESSAGE,
} from './api/login-api';
export type { LoginAnswer, LoginCredentials, LoginResult, SecondFactorStep, VerifiedSignIn } from './api/login-api';
export { meApi, useGetMeQuery } from './api/me-api';
export { auditApi, useGetAuditEntriesInfiniteQuery, AUDIT_PAGE_SIZE } from './api/audit-api';
export type { AuditFilter } from './api/audit-api';
export { savedViewsApi, useDeleteViewMutation, useGetSavedViewsQuery, useSaveViewMutation } from './api/saved-views-api';

// Session
export {
  authSlice,
  sessionStarted,
  sessionEnded,
  sessionNoticeShown,
  sessionUserUpdated,
  selectCurrentUser,
  selectToken,
  selectIsAuthenticated,
  selectSessionNotice,
} from './auth/auth-slice';
export type { AuthState, SessionUser, SessionEndReason, SessionNotice } from './auth/session-types';
export { isTokenExpired, tokenExpiry } from './auth/token';
export { can } from './auth/permissions';
export { useCan } from './session/use-can';
export { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './auth/session-storage';
export { SignInPage } from './session/SignInPage';
export { AuthCard } from './session/AuthCard';
export { sanitizeSignInCode, SIGN_IN_CODE_LENGTH, validateSignIn, validateSignInCode } from './session/sign-in-rules';
// decisions/staff-access.md: the second factor's steps, key and recovery codes (the sign-in, an invite's page, the
// account page), and the devices this browser was trusted as.
export { SecondFactorSteps } from './session/SecondFactorSteps';
export type { SecondFactorStepsProps } from './session/SecondFactorSteps';
export { TwoFactorKey } from './session/TwoFactorKey';
export { RecoveryCodesPanel, RECOVERY_CODES_FILE_NAME } from './session/RecoveryCodesPanel';
export type { RecoveryCodesPanelProps } from './session/RecoveryCodesPanel';
export { forgetTrustedDevice, rememberTrustedDevice, trustedDeviceToken, TRUSTED_DEVICES_STORAGE_KEY } from './session/trusted-devices';
export { RequireAuth } from './session/RequireAuth';
export { guardedRoute, NoPermissionPanel, RequirePermission } from './session/RequirePermission';
export { RedirectIfAuthenticated } from './session/RedirectIfAuthenticated';
export type { RequireAuthProps, RedirectIfAuthenticatedProps, RequirePermissionProps } from './session/guards.types';
export { SessionWatcher } from './session/SessionWatcher';
export { useLogout } from './session/use-logout';

// Providers
export { AppProviders } from './providers/AppProviders';
export type { AppProvidersProps } from './providers/AppProviders.types';

// i18n
export {
  i18n,
  addCatalogue,
  setLanguage,
  currentLanguage,
  directionOf,
  isLanguage,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  COMMON_NAMESPACE,
} from './i18n/i18n';
export type { Catalogue, Direction, Language } from './i18n/i18n';
export { useDirection, useLanguage, localizedName, otherLanguageName } from './i18n/use-language';
export { LanguageSwitch } from './i18n/LanguageSwitch';
export { usePaymentLabel } from './i18n/use-payment-label';
export type { LanguageSwitchProps } from './i18n/LanguageSwitch.types';

// Data helpers
export { normalizePage, normalizeList } from './data/page';
export type { Page, PageFallback } from './data/page';
export { loadMoreQueryOptions, pageParamToQuery } from './data/load-more';
export type { LoadMoreParam } from './data/load-more';
export { useLoadMore } from './data/use-load-more';
export { saveFile } from './ui/ExportButton/csv-download';
export type { InfinitePagesResult, LoadMoreState } from './data/use-load-more';

// UI pieces the shell itself needs (toasts, left-to-right runs). The list and form kit, FormField
// included, is '@dukkan/shared/kit'.
export { LtrText } from './ui/LtrText/LtrText';
export type { LtrTextProps } from './ui/LtrText/LtrText.types';
export { useNotify } from './ui/notifications/use-notify';
export type { Notify } from './ui/notifications/use-notify';
export { useFailureToast } from './ui/notifications/use-failure-toast';
export { useNotifiedCall } from './ui/notifications/use-notified-call';
export { AppToaster } from './ui/notifications/AppToaster';
export { APP_TOASTER_ID, TOAST_TIMEOUT_MS } from './ui/notifications/toast-timing';
export { formatKwd } from './ui/format/format-kwd';
export { madeOnFirstUse } from './ui/format/made-on-first-use';
export { KWD_AMOUNT_PATTERN, typedKwdToFils } from './ui/format/typed-kwd';
export { formatDateTime, formatDay, formatKuwaitTime, KUWAIT_TIME_ZONE, kuwaitDay, kuwaitDaysBack, lastKuwaitDays } from './ui/format/format-date-time';
export { formatRelativeTime } from './ui/format/format-relative-time';
export { toLatinDigits } from './ui/format/latin-digits';
export { useDebouncedValue } from './ui/search/use-debounced-value';
export { useListFilters } from './ui/search/use-list-filters';
export type { ListFilterValues } from './ui/search/use-list-filters';
export {
  toWirePhone,
  toScreenPhone,
  sanitizePhoneInput,
  isValidLocalPhone,
  KUWAIT_CALLING_CODE,
  PHONE_DIGITS,
} from './ui/phone/phone';

// Location reads: the locations remote's tree and the catalog remote's shop form share them.
export {
  locationsApi,
  useGetGovernoratesQuery,
  useGetAreasQuery,
  useGetBlocksQuery,
  LOCATION_CACHE_SECONDS,
  LOCATION_TAGS,
} from './locations/locations-api';

// Shop pickers: the catalog remote's forms and filters and the users remote's shop-staff accounts.
export { shopChoicesApi, useSearchShopChoicesQuery, useGetShopChoiceQuery, choicesPage, CHOICES_LIMIT } from './shops/shop-choices-api';
export type { ShopChoice } from './shops/shop-choices-api';

// The live order desk (decisions/live-desk.md): the stream, its state in the store, the per-browser settings,
// and the age of a waiting order.
export { orderEventTags, refreshOrdersUnlessLive, useOrderStream } from './live/order-stream';
export { orderClaimHeard, orderEscalationHeard, orderNotesTag } from './live/order-workspace';
export {
  orderDeskSlice,
  deskConnectionChanged,
  deskCountsReceived,
  deskRecentReceived,
  deskWaitingReceived,
  orderAcknowledged,
  orderEventsReceived,
  ordersDueReceived,
  selectDeskConnection,
  selectDueOrders,
  selectEscalatedOrders,
  selectFreshOrders,
  selectNewOrderCount,
  selectOrderCounts,
  selectRecentOrders,
  selectTeamSettings,
  selectWaitingOrders,
  teamSettingsReceived,
} from './live/order-desk-slice';
export { overdueNewOrders, useOverdueNewOrders } from './live/desk-counts';
export { countText } from './ui/format/count-text';
export type { NewOrdersSeen, OverdueNewOrders } from './live/desk-counts';
export type { DeskConnection, EscalatedOrder, FreshOrder, LiveOrderEvent, LiveOrderStatus, OrderDeskState, PlacedOrder } from './live/order-desk-slice';
export { DESK_SETTINGS_KEY, readDeskSettings, updateDeskSettings, useDeskSettings } from './live/desk-settings';
export type { DeskSettings } from './live/desk-settings';
export { useNow } from './live/use-now';
export { ageLevel, ageThresholds, DEFAULT_AGE_THRESHOLDS, formatAge, selectAgeThresholds, useAgeThresholds } from './live/order-age';
export { teamSettingsApi, useGetTeamSettingsQuery, useSaveTeamSettingsMutation } from './live/team-settings-api';
export type { AgeLevel, AgeThresholds } from './live/order-age';
