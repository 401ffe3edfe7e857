import { clientNotFound } from './cognito-errors';
import { COGNITO_PATH } from '../server-paths';
import { localUserPoolId, localUserPoolWebClientId } from '../tenants/tenant-config';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import type { AwsCognitoIdentity } from '../tenants/tenant-settings';

/**
 * A tenant's user pool as the embedded identity endpoint serves it. The same names reach the
 * portal through saas-config (userPoolId, userPoolWebClientId, cognitoEndpoint).
 */
export interface LocalPool {
  tenant: ResolvedTenant;
  /** 'local_acme' */
  poolId: string;
  /** The part after '_': the SRP computations mix it into every password verifier. */
  poolName: string;
  clientId: string;
  /** `<origin>/cognito/<poolId>`: the `iss` of its tokens; its JWKS is below it. */
  issuer: string;
}

/** The local pool of a tenant, or undefined when the tenant signs in with AWS Cognito instead. */
export function localPoolOf(tenant: ResolvedTenant, origin: string): LocalPool | undefined {
  const provider = identityProviderOf(tenant, origin);
  return provider.kind === 'local' ? provider.pool : undefined;
}

/** 'local_acme' → 'acme' */
export function poolNameOf(poolId: string): string {
  return poolId.slice(poolId.indexOf('_') + 1);
}

/** Every operation that names a client must name this pool's only client. */
export function assertPoolClient(pool: LocalPool, clientId: string): void {
  if (clientId !== pool.clientId) throw clientNotFound(clientId);
}

/** Who signs a tenant's users in: the embedded endpoint (its local pool) or an AWS Cognito pool. */
export type IdentityProvider = { kind: 'local'; pool: LocalPool } | { kind: 'aws-cognito'; identity: AwsCognitoIdentity };

export function identityProviderOf(tenant: ResolvedTenant, origin: string): IdentityProvider {
  const identity = tenant.settings.identity;
  if (identity) return { kind: 'aws-cognito', identity };
  const poolId = localUserPoolId(tenant.slug);
  return {
    kind: 'local',
    pool: { tenant, poolId, poolName: poolNameOf(poolId), clientId: localUserPoolWebClientId(tenant.slug), issuer: `${origin}${COGNITO_PATH}/${poolId}` },
  };
}
