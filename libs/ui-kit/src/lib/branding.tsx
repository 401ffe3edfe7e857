import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TENANT_DEFAULTS, TenantConfig } from '@bp/api-contract';

/** What presentational pieces need to know about the tenant, without fetching anything. */
export interface Branding {
  siteTitle: string;
  tenantName: string;
  tenantShortName: string;
  logo?: string;
  clientSupportEmail: string;
  /** Customer care address of the unauthorized dialog; the client support address when unset. */
  customerCareEmail: string;
  /** The tenant's public website (wrong-website message, login-load message link). */
  tenantSiteUrl?: string;
  /** External sign-up page of the create-account button. */
  signupUrl?: string;
  currencySymbol: string;
  currencyPrecision: number;
}

const defaultCurrencySymbol: (typeof TENANT_DEFAULTS)['currency'] = '$';
const defaultCurrencyPrecision: (typeof TENANT_DEFAULTS)['currencyPrecision'] = 2;

/** Used before the tenant config arrives (the loading and startup error screens). */
export const DEFAULT_BRANDING: Branding = {
  siteTitle: '',
  tenantName: '',
  tenantShortName: '',
  clientSupportEmail: '',
  customerCareEmail: '',
  currencySymbol: defaultCurrencySymbol,
  currencyPrecision: defaultCurrencyPrecision,
};

export function brandingFromTenantConfig(config: TenantConfig): Branding {
  return {
    siteTitle: config.siteTitle,
    tenantName: config.tenantName,
    tenantShortName: config.tenantShortName,
    logo: config.logo || undefined,
    clientSupportEmail: config.clientSupportEmail,
    customerCareEmail: config.customerCareEmail || config.clientSupportEmail,
    tenantSiteUrl: config.tenantSiteUrl || undefined,
    signupUrl: config.signupUrl || undefined,
    currencySymbol: config.currency || defaultCurrencySymbol,
    currencyPrecision: Number.isInteger(config.currencyPrecision) ? config.currencyPrecision : defaultCurrencyPrecision,
  };
}

const BrandingContext = createContext<Branding>(DEFAULT_BRANDING);

export function BrandingProvider({ branding, children }: { branding: Branding; children: ReactNode }) {
  return <BrandingContext.Provider value={branding}>{children}</BrandingContext.Provider>;
}

export function useBranding(): Branding {
  return useContext(BrandingContext);
}

/** Convenience for providers that start from the raw config. */
export function useBrandingFromConfig(config: TenantConfig | undefined): Branding {
  return useMemo(() => (config ? brandingFromTenantConfig(config) : DEFAULT_BRANDING), [config]);
}
