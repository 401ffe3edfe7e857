import { createApi } from '@reduxjs/toolkit/query/react';
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
