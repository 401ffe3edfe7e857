import type { TenantConfig, Translations } from '@bp/api-contract';
import { api } from './api';

/** Startup calls (spec 01 §7): both are unauthenticated and read by every screen. */
export const tenantApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSaasConfig: build.query<TenantConfig, void>({
      query: () => 'saas-config',
      extraOptions: { anonymous: true },
      // The tenant's branding does not change during a visit.
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
    getSaasI18n: build.query<Translations, void>({
      query: () => 'saas-i18n',
      extraOptions: { anonymous: true },
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetSaasConfigQuery, useGetSaasI18nQuery } = tenantApi;
