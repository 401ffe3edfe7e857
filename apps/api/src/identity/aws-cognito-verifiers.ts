import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { LruMap } from '../lru-map';
import type { AwsCognitoIdentity } from '../tenants/tenant-settings';

function createIdTokenVerifier(identity: AwsCognitoIdentity) {
  return CognitoJwtVerifier.create({ userPoolId: identity.userPoolId, tokenUse: 'id', clientId: identity.userPoolWebClientId });
}

export type AwsIdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;

/**
 * ID token verifiers for tenants that sign in with a real AWS Cognito user pool, one per pool
 * and client, kept so each caches its pool's JWKS (fetched from AWS on first use).
 */
export class AwsCognitoVerifiers {
  /** Pool and client → verifier; bounded (a dropped one fetches its JWKS again). */
  private readonly verifiers = new LruMap<string, AwsIdTokenVerifier>(1_000);

  verifierFor(identity: AwsCognitoIdentity): AwsIdTokenVerifier {
    const key = `${identity.userPoolId}|${identity.userPoolWebClientId}`;
    let verifier = this.verifiers.get(key);
    if (!verifier) {
      verifier = createIdTokenVerifier(identity);
      this.verifiers.set(key, verifier);
    }
    return verifier;
  }
}
