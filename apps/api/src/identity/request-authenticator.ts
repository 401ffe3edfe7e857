import { eq } from 'drizzle-orm';
import { MessageCode } from '@bp/api-contract';
import type { Database } from '../db/database';
import { users, type UserRow, type UserStatus } from '../db/schema';
import { scoped } from '../db/scoped';
import { forbiddenUser, sessionExpired } from '../errors';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import type { AwsCognitoIdentity } from '../tenants/tenant-settings';
import type { AwsCognitoVerifiers } from './aws-cognito-verifiers';
import { identityProviderOf, type LocalPool } from './local-pool';
import type { TokenService } from './token-service';

/** The signed-in user of a /px-api-gateway request (`request.user`), as the database has it now. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  groups: string[];
  authorities: string[];
  status: UserStatus;
  /** What checkout needs of the row already read here (so it does not read the user a second time). */
  profile: Pick<UserRow, 'firstName' | 'lastName' | 'buyerType' | 'onboardingStatus'>;
}

const authenticatedUser = (user: UserRow, groups: string[]): AuthenticatedUser => ({
  id: user.id,
  email: user.email,
  groups,
  authorities: user.authorities,
  status: user.status,
  profile: { firstName: user.firstName, lastName: user.lastName, buyerType: user.buyerType, onboardingStatus: user.onboardingStatus },
});

const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/** The JWT of an 'Authorization: Bearer <jwt>' header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return authorization ? BEARER.exec(authorization.trim())?.[1] : undefined;
}

/**
 * Who is calling: the bearer ID token checked against the request's tenant (its own key and
 * issuer for the embedded endpoint, or its AWS Cognito pool), then the user looked up in that
 * tenant. Anything short of a live session of an enabled user is 401 'Session Expired'.
 */
export class RequestAuthenticator {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly awsVerifiers: AwsCognitoVerifiers,
  ) {}

  async authenticate(tenant: ResolvedTenant, origin: string, authorization: string | undefined): Promise<AuthenticatedUser> {
    const token = bearerToken(authorization);
    if (!token) throw sessionExpired();
    const provider = identityProviderOf(tenant, origin);
    return provider.kind === 'local' ? this.localUser(provider.pool, token) : this.awsCognitoUser(tenant, provider.identity, token);
  }

  private async localUser(pool: LocalPool, token: string): Promise<AuthenticatedUser> {
    const claims = await this.tokens.verifyIdToken(pool, token).catch(() => undefined);
    if (!claims) throw sessionExpired();
    // A signed-out session (GlobalSignOut, password reset) ends its ID tokens before they expire.
    // Remembered while this instance hears every session change (LiveSessions): no database read.
    const tenantId = pool.tenant.id;
    const user = await this.tokens.liveSessions.userOf(tenantId, claims.sub, claims.origin_jti, () =>
      this.tokens.userOfLiveSession(this.db, tenantId, claims.sub, claims.origin_jti),
    );
    if (!user || user.status === 'DISABLED') throw sessionExpired();
    return authenticatedUser(user, user.groups);
  }

  /**
   * A tenant on AWS Cognito: the pool owns the groups (cognito:groups of the token); the portal's
   * own data about the user (authorities, sales rep…) is found by the token's e-mail.
   */
  private async awsCognitoUser(tenant: ResolvedTenant, identity: AwsCognitoIdentity, token: string): Promise<AuthenticatedUser> {
    const payload = await this.awsVerifiers
      .verifierFor(identity)
      .verify(token)
      .catch(() => undefined);
    const email = typeof payload?.['email'] === 'string' ? payload['email'].toLowerCase() : undefined;
    if (!payload || !email) throw sessionExpired();
    const user = await scoped(this.db, tenant.id).findOne(users, eq(users.email, email));
    // Signed in at the pool, but the portal has no such buyer: not a session problem, signing in again would not help.
    if (!user) throw forbiddenUser(MessageCode.UNAUTHORIZED_USER, 'This account is not registered with the portal');
    if (user.status === 'DISABLED') throw sessionExpired();
    const groupsClaim = payload['cognito:groups'];
    const groups = Array.isArray(groupsClaim) ? groupsClaim.filter((group): group is string => typeof group === 'string') : [];
    return authenticatedUser(user, groups);
  }
}
