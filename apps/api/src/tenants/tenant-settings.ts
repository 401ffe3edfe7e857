import type { TenantConfig } from '@bp/api-contract';

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

/** What `tenants.config` (jsonb) holds: the tenant-editable part of saas-config. */
export type TenantSettings = Omit<TenantConfig, ComputedConfigKey> & {
  identity?: AwsCognitoIdentity;
};

/** What `tenants.translations` (jsonb) holds: overrides keyed by the English default key. */
export type TenantTranslations = Record<string, string>;
