import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { API_BASE_PATH } from '@bp/api-contract';
import { normaliseFetchError, type ApiError } from './api-error';

/** Same-origin tenant API base: the API serves the portal, so no host and no CORS (spec 01 §7). */
export const apiBasePath: typeof API_BASE_PATH = '/px-api-gateway';

/** Returns the signed-in user's Cognito id token, or undefined when nobody is signed in. */
export type IdTokenProvider = () => string | undefined | Promise<string | undefined>;

let currentIdTokenProvider: IdTokenProvider = () => undefined;

/**
 * The app registers where the id token comes from (the sign-in library owns the session), so this
 * library never depends on the identity provider.
 */
export function setIdTokenProvider(provider: IdTokenProvider): void {
  currentIdTokenProvider = provider;
}

/** Per-endpoint options: the startup calls (saas-config, saas-i18n) go out without a token. */
export interface PortalExtraOptions {
  anonymous?: boolean;
}

export type PortalBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, PortalExtraOptions, FetchBaseQueryMeta>;

export interface PortalBaseQueryOptions {
  baseUrl?: string;
  /** Tests pass a stub; the browser uses the global fetch. */
  fetchFn?: typeof fetch;
}

function isAnonymous(extraOptions: unknown): boolean {
  return typeof extraOptions === 'object' && extraOptions !== null && (extraOptions as PortalExtraOptions).anonymous === true;
}

/** fetchBaseQuery plus a bearer token and errors normalised to ApiError (spec 01 §8). */
export function createPortalBaseQuery({ baseUrl = apiBasePath, fetchFn }: PortalBaseQueryOptions = {}): PortalBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    fetchFn,
    prepareHeaders: async (headers, { extraOptions }) => {
      if (isAnonymous(extraOptions)) return headers;
      const idToken = await currentIdTokenProvider();
      if (idToken) headers.set('authorization', `Bearer ${idToken}`);
      return headers;
    },
  });
  return async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error) return { error: normaliseFetchError(result.error, result.meta), meta: result.meta };
    return { data: result.data, meta: result.meta };
  };
}
