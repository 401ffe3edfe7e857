export { api, selectAnyQueryPending, type PortalApi, type StateWithApi } from './lib/api';
export {
  apiBasePath,
  createPortalBaseQuery,
  setApiFailureHandler,
  setIdTokenProvider,
  type ApiFailure,
  type ApiFailureHandler,
  type IdTokenProvider,
  type PortalBaseQuery,
  type PortalBaseQueryOptions,
  type PortalExtraOptions,
} from './lib/base-query';
export {
  FALLBACK_ERROR_MESSAGE,
  MISSING_TRACE_ID,
  NETWORK_FAILURE_MESSAGE,
  NETWORK_FAILURE_STATUS,
  isApiError,
  networkFailure,
  normaliseFetchError,
  toApiError,
  type ApiError,
} from './lib/api-error';
export { bodyHasStatusCode, classifyFailure, fillMessageParams, resolveErrorMessage, type FailureContext, type FailureKind, type TranslateText } from './lib/failure-policy';
export { MESSAGE_CODE_TEXTS, englishTextOf, type ApiMessageCode } from './lib/message-texts';
export { CACHE_KEY_PREFIX, clearPortalCache, portalStorage, readStoredJson, removeStored, writeStoredJson } from './lib/portal-storage';
export { tenantApi, useGetSaasConfigQuery, useGetSaasI18nQuery } from './lib/tenant';
export {
  settingsApi,
  useGetCartSettingsQuery,
  useGetInventorySettingsQuery,
  useGetNetworkSettingsQuery,
  useGetPxnSalesOrderSettingsQuery,
  useGetPxnSettingsQuery,
  useGetPxnStocklistSettingsQuery,
  useGetSalesOrderSettingsQuery,
  useGetStocklistSettingsQuery,
  useGetWarehousesQuery,
} from './lib/settings-api';
export {
  NEW_PASSWORD_NAME_ATTRIBUTES,
  createCognitoSession,
  isIdentityError,
  toIdentityError,
  userPoolSettingsOf,
  type CognitoSession,
  type CognitoSessionOptions,
  type IdentityError,
  type SignInResult,
  type UserPoolSettings,
} from './lib/session/cognito-session';
export { CognitoSessionProvider, useCognitoSession, useSessionLifecycle } from './lib/session/cognito-session-context';
export { decodeIdToken, type IdTokenClaims } from './lib/session/id-token';
export {
  sessionApi,
  useGetAuthoritiesQuery,
  useGetBannersQuery,
  useGetNotificationPreferencesQuery,
  useGetPendingDocumentsQuery,
  useGetSalesRepsQuery,
  useGetUserInfoQuery,
  useStartPasswordResetMutation,
} from './lib/session/session-api';
export {
  AUTHORITIES_CACHE_KEY,
  BANNER_FETCH_FLAG_KEY,
  SIDE_MENU_CACHE_KEY,
  UNAUTHORIZED_MESSAGE_KEY,
  USER_INFO_CACHE_KEY,
  clearSessionCache,
  clearUnauthorizedNotice,
  readUnauthorizedNotice,
  readUserCache,
  writeUserCache,
  type SessionCacheKey,
} from './lib/session/session-cache';
export { endSession, followStoredSession, startSession, type SessionDispatch, type StateWithApiAndSession } from './lib/session/session-end';
export { createSessionLifecycle, type SessionLifecycle } from './lib/session/session-lifecycle';
export {
  selectSession,
  selectSessionUser,
  sessionEnded,
  sessionRestored,
  sessionSlice,
  sessionStarted,
  unauthorizedNoticeClosed,
  type SessionEndReason,
  type SessionState,
  type StateWithSession,
  type UnauthorizedNotice,
} from './lib/session/session-slice';
export { isOtherRole, sessionUserFromClaims, type SessionUser } from './lib/session/session-user';
export { cognitoKeyPrefix, clearStoredCognitoSession, readStoredCognitoSession, type StoredCognitoSession } from './lib/session/stored-cognito-session';
export {
  encodeOfferItemKey,
  offersApi,
  useAcceptOfferImportMutation,
  useCancelOfferImportMutation,
  useCreateOfferMutation,
  useDeleteImportRowMutation,
  useDeleteOfferMutation,
  useDeleteOffersMutation,
  useGetOffersQuery,
  useGetOnHoldOrderWarehousesQuery,
  useGetPendingOfferImportQuery,
  useMoveToCartMutation,
  useUpdateOfferMutation,
  useUploadOfferImportMutation,
  type CartItem,
  type CartOffer,
  type OfferCreateArgs,
  type OfferDeleteArgs,
  type OfferIdsArgs,
  type OfferImportUpload,
  type OfferUpdateArgs,
  type PartnerScoped,
} from './lib/offers-api';
export {
  checkoutApi,
  useCalculateChargesQuery,
  useCapturePaymentMutation,
  useCheckPaymentStatusMutation,
  useGetPaymentLinkMutation,
  useGetPreferencesOptionsQuery,
  useGetRacTermsQuery,
  useGetSalesOrderQuery,
  useGetSelectedPreferencesQuery,
  useGetTermsOfSaleQuery,
  useLazyGetSalesOrderQuery,
  useLoadAddToExistingQuery,
  useLoadCheckoutQuery,
  useReviewCombinedOrderQuery,
  useSavePreferencesMutation,
  useSubmitCartMutation,
  useUpdateCombinedOrderMutation,
  type CheckoutOffersArgs,
  type CheckoutScope,
  type CombinedOrderArgs,
  type PaymentCaptureArgs,
  type PaymentLinkArgs,
  type SubmitCartArgs,
  type UpdateCombinedOrderArgs,
} from './lib/checkout-api';
export {
  HandoverKey,
  clearCheckoutHandover,
  readCheckoutHandover,
  writeAddToExistingSalesOrder,
  writeCheckoutHandover,
  type CheckoutHandover,
} from './lib/checkout-handover';
export {
  DEFAULT_ORDERS_EXPORT_FILE_NAME,
  fileNameOfDownload,
  listFetchError,
  ordersApi,
  useCancelOrderMutation,
  useExportInvoiceMutation,
  useExportManifestMutation,
  useExportOrderMutation,
  useExportOrdersMutation,
  useGetManifestSummaryQuery,
  useGetOrdersQuery,
  useUpsertOrderMutation,
  type CancelOrderArgs,
  type InvoiceExportArgs,
} from './lib/orders-api';
