import type { SalesOrderUpdateMethod, SideMenu, TenantConfig } from '@bp/api-contract';

/** Config fields the API computes per request or takes from other columns, so they are not stored. */
type ComputedConfigKey =
  | 'tenantApiName'
  | 'tenantApiEndPoint'
  | 'region'
  | 'userPoolId'
  | 'userPoolWebClientId'
  | 'cognitoEndpoint'
  | 'appVersion'
  | 'deactivated'
  | 'tenantName';

/**
 * A tenant that signs its users in with a real AWS Cognito user pool instead of the API's embedded
 * identity endpoint. Its region must also be allowed in the CSP connect-src (see CSP_CONNECT_SRC).
 */
export interface AwsCognitoIdentity {
  provider: 'aws-cognito';
  region: string;
  userPoolId: string;
  userPoolWebClientId: string;
}

/**
 * Tenant choices behind the settings calls of a signed-in buyer (stocklist/settings,
 * sales-order/settings…; settings-service.ts fills in defaults). Not part of saas-config.
 */
export interface PortalSettings {
  /** Side-menu items the tenant shows or hides (default: only StockList). */
  sideMenu?: Partial<SideMenu>;
  /** Quantities above this show as 'N+'. */
  maxItemQuantityToBeDisplayed?: number;
  defaultAlertQuantity?: number;
  cartSystemMessages?: { offerClearingSchedule?: boolean; freeShipping?: boolean };
  salesOrders?: { singleButtonOrderFlow?: boolean; gracePeriodEnabled?: boolean; updateMethod?: SalesOrderUpdateMethod };
}

/** What `tenants.config` (jsonb) holds: the tenant-editable part of saas-config, plus the portal settings. */
export type TenantSettings = Omit<TenantConfig, ComputedConfigKey> & {
  identity?: AwsCognitoIdentity;
  portal?: PortalSettings;
};

/** What `tenants.translations` (jsonb) holds: overrides keyed by the English default key. */
export type TenantTranslations = Record<string, string>;
