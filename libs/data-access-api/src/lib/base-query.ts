import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { API_BASE_PATH } from '@bp/api-contract/constants';
import { normaliseFetchError, type ApiError } from './api-error';
import { bodyHasStatusCode, classifyFailure, loadMessageTexts, type FailureKind } from './failure-policy';

/** Same-origin tenant API base: the API serves the portal, so no host and no CORS (spec 01 §7). */
export const apiBasePath = API_BASE_PATH;

/**
 * Returns the signed-in user's Cognito id token, or undefined when nobody is signed in.
 * `forceRefresh` asks for a new one (after a 401) and answers undefined when the session is over.
 */
export type IdTokenProvider = (options?: { forceRefresh?: boolean }) => string | undefined | Promise<string | undefined>;

let currentIdTokenProvider: IdTokenProvider = () => undefined;

/**
 * The app registers where the id token comes from (the sign-in library owns the session), so this
 * library never depends on the identity provider.
 */
export function setIdTokenProvider(provider: IdTokenProvider): void {
  currentIdTokenProvider = provider;
}

/** A failure that needs more than the calling screen: the session ends, or a snackbar shows. */
export interface ApiFailure {
  kind: Exclude<FailureKind, 'SILENT'>;
  error: ApiError;
  endpoint: string;
}

export type ApiFailureHandler = (failure: ApiFailure, api: BaseQueryApi) => void;

let currentFailureHandler: ApiFailureHandler = () => undefined;

/** The shell registers the global handling of spec 01 §8 (it owns the snackbar and the dialogs). */
export function setApiFailureHandler(handler: ApiFailureHandler): void {
  currentFailureHandler = handler;
}

/** Per-endpoint options. */
export interface PortalExtraOptions {
  /** Sent without a token: saas-config, saas-i18n, the reset-password start. */
  anonymous?: boolean;
  /** No snackbar for this endpoint's failures (the screen shows them, or the spec only logs them). */
  silent?: boolean;
  /**
   * 403 message codes that refuse this call's action, not the user: the session stays (e.g. an
   * alert asked for without the authority to set one, on an endpoint any buyer may call).
   */
  actionRefusals?: readonly string[];
}

export type PortalBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, PortalExtraOptions, FetchBaseQueryMeta>;

export interface PortalBaseQueryOptions {
  baseUrl?: string;
  /** Tests pass a stub; the browser uses the global fetch. */
  fetchFn?: typeof fetch;
}

function optionsOf(extraOptions: unknown): PortalExtraOptions {
  return typeof extraOptions === 'object' && extraOptions !== null ? (extraOptions as PortalExtraOptions) : {};
}

/**
 * The signed-in user's id token for calls made outside RTK Query (uploads over XHR, which report
 * progress where fetch cannot). `forceRefresh` after a 401, as the base query does.
 */
export async function currentIdToken(options?: { forceRefresh?: boolean }): Promise<string | undefined> {
  try {
    return await currentIdTokenProvider(options);
  } catch {
    return undefined;
  }
}

async function refreshedIdToken(): Promise<string | undefined> {
  try {
    return await currentIdTokenProvider({ forceRefresh: true });
  } catch {
    return undefined;
  }
}

/**
 * fetchBaseQuery plus the session (spec 01 §8): a bearer ID token on every signed-in call, one
 * token refresh and retry on a 401, errors normalised to ApiError and handed to the global handler.
 */
export function createPortalBaseQuery({ baseUrl = apiBasePath, fetchFn }: PortalBaseQueryOptions = {}): PortalBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    fetchFn,
    prepareHeaders: async (headers, { extraOptions }) => {
      if (optionsOf(extraOptions).anonymous) return headers;
      const idToken = await currentIdTokenProvider();
      if (idToken) headers.set('authorization', `Bearer ${idToken}`);
      return headers;
    },
  });
  return async (args, api, extraOptions) => {
    const { anonymous = false, silent = false, actionRefusals } = optionsOf(extraOptions);
    let result = await rawBaseQuery(args, api, extraOptions);
    // An expired or revoked ID token: one refresh through the session, then the call once more.
    if (result.error?.status === 401 && !anonymous && (await refreshedIdToken())) result = await rawBaseQuery(args, api, extraOptions);
    if (!result.error) return { data: result.data, meta: result.meta };

    const error = normaliseFetchError(result.error, result.meta);
    const forbiddenByApi = typeof result.error.status === 'number' && bodyHasStatusCode(result.error.data, 403);
    const kind = classifyFailure(error, { anonymous, silent, forbiddenByApi, actionRefusals });
    // A reported failure, or a refusal (422) its screen shows, reads as the portal's English text of
    // its code: those texts load on demand. Other failures keep the API's own message, and a page
    // whose startup calls a refusal answers (a 403 or 404 it expects) downloads nothing for them.
    if (kind === 'REPORT' || error.status === 422) await loadMessageTexts();
    if (kind !== 'SILENT') currentFailureHandler({ kind, error, endpoint: api.endpoint }, api);
    return { error, meta: result.meta };
  };
}
