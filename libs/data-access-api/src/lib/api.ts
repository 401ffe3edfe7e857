import { QueryStatus, createApi } from '@reduxjs/toolkit/query/react';
import { createPortalBaseQuery } from './base-query';

/**
 * The portal's single RTK Query api: one cache, one middleware. Each domain injects its endpoints
 * from its own file (tenant.ts, later stocklist, offers...) so this file stays small.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createPortalBaseQuery(),
  // Domains add their tag types with enhanceEndpoints({ addTagTypes }) when they need invalidation.
  tagTypes: [],
  endpoints: () => ({}),
});

export type PortalApi = typeof api;

/** The part of the store this library owns (the api slice), as selectors outside the api see it. */
export interface StateWithApi {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
}

/**
 * Whether any query is waiting for its answer. The shell starts its background loads once this
 * has stayed false for a moment, so they do not queue in front of the page's own calls.
 */
export function selectAnyQueryPending(state: StateWithApi): boolean {
  const { queries } = state[api.reducerPath];
  for (const key in queries) if (queries[key]?.status === QueryStatus.pending) return true;
  return false;
}
