export { api, type PortalApi } from './lib/api';
export {
  apiBasePath,
  createPortalBaseQuery,
  setIdTokenProvider,
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
export { tenantApi, useGetSaasConfigQuery, useGetSaasI18nQuery } from './lib/tenant';
