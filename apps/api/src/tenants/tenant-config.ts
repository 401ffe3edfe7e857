import { API_BASE_PATH, TENANT_DEFAULTS, type TenantConfig, type Translations } from '@bp/api-contract';
import { COGNITO_PATH } from '../server-paths';
import type { ResolvedTenant } from './tenant-directory';
import { offeredLocales } from './tenant-settings';

/** Region reported for tenants that use the embedded identity endpoint instead of AWS. */
export const LOCAL_REGION = 'local';

/** Pool ids must match ^[\w-]+_[0-9a-zA-Z]+$ (amazon-cognito-identity-js checks it); the part after '_' names the pool in SRP. */
export function localUserPoolId(slug: string): string {
  return `local_${slug.replace(/[^0-9a-zA-Z]/g, '') || 'tenant'}`;
}

export function localUserPoolWebClientId(slug: string): string {
  return `${slug.replace(/[^0-9a-zA-Z]/g, '') || 'tenant'}portal`;
}

export interface RequestOrigin {
  /** e.g. 'https://portal.acme.test' or 'http://localhost:3000' */
  origin: string;
  appVersion: string;
}

/**
 * GET saas-config: the stored settings plus what depends on the request (its origin) and on
 * the deployment (version, identity endpoint). Tenants on real AWS Cognito get their pool ids
 * and no cognitoEndpoint.
 */
export function toTenantConfig(tenant: ResolvedTenant, { origin, appVersion }: RequestOrigin): TenantConfig {
  const { identity, portal: _portalSettings, payments: _paymentSettings, ...settings } = tenant.settings;
  const identityFields = identity
    ? { region: identity.region, userPoolId: identity.userPoolId, userPoolWebClientId: identity.userPoolWebClientId }
    : {
        region: LOCAL_REGION,
        userPoolId: localUserPoolId(tenant.slug),
        userPoolWebClientId: localUserPoolWebClientId(tenant.slug),
        cognitoEndpoint: `${origin}${COGNITO_PATH}`,
      };
  return {
    ...settings,
    currency: settings.currency || TENANT_DEFAULTS.currency,
    currencyPrecision: settings.currencyPrecision ?? TENANT_DEFAULTS.currencyPrecision,
    'CSS::fontFamily': settings['CSS::fontFamily'] || TENANT_DEFAULTS.fontFamily,
    locales: offeredLocales(settings),
    tenantApiName: tenant.slug,
    tenantApiEndPoint: `${origin}${API_BASE_PATH}`,
    tenantName: tenant.name,
    deactivated: tenant.deactivated,
    appVersion,
    ...identityFields,
  };
}

export function toTranslations(tenant: ResolvedTenant): Translations {
  return { language: tenant.settings.language, translations: tenant.translations };
}
