import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { DbExecutor } from '../db/database';
import { refreshTokens, users, type UserRow } from '../db/schema';
import { preparedStatement } from '../db/prepared';
import { LruMap } from '../lru-map';
import { LiveSessions } from './live-sessions';
import { allOf, scoped } from '../db/scoped';
import { TOKEN_ALGORITHM, type IdentityKeyStore } from './identity-keys';
import type { LocalPool } from './local-pool';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** TokenService.userOfLiveSession as a prepared query: every signed-in request runs it. */
const userOfLiveSessionStatement = preparedStatement('auth_user_of_live_session', (db) =>
  db
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, sql.placeholder('tenantId')),
        eq(users.id, sql.placeholder('userId')),
        exists(
          db
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.tenantId, sql.placeholder('tenantId')),
                eq(refreshTokens.id, sql.placeholder('originJti')),
                eq(refreshTokens.userId, sql.placeholder('userId')),
                isNull(refreshTokens.revokedAt),
              ),
            ),
        ),
      ),
    )
    .limit(1),
);

/** ID and access tokens live an hour (ExpiresIn), refresh tokens 30 days. */
export const TOKEN_LIFETIME_SECONDS = 3600;
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;
export const ACCESS_TOKEN_SCOPE = 'aws.cognito.signin.user.admin';

/** The AuthenticationResult of InitiateAuth / RespondToAuthChallenge (never NewDeviceMetadata: the library would call ConfirmDevice). */
export interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  /** Absent on REFRESH_TOKEN_AUTH: the client keeps its refresh token. */
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/** What the ID token says about its user (Cognito's claim names). */
export interface IdTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  email_verified: boolean;
  'cognito:username': string;
  'cognito:groups': string[];
  given_name: string;
  family_name: string;
  token_use: 'id';
  auth_time: number;
  /** The refresh token (sign-in) this token descends from: revoking it ends this token. */
  origin_jti: string;
}

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  client_id: string;
  username: string;
  scope: string;
  'cognito:groups': string[];
  token_use: 'access';
  auth_time: number;
  origin_jti: string;
}

export interface TokenIssue {
  /** The refresh token row id of the sign-in (origin_jti). */
  originJti: string;
  authTime: Date;
  /** When the token is issued; tests pass a past time to get an expired token. */
  now?: Date;
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** Verified tokens remembered per signing key (bounded: about 1.5 KB each). */
const MAX_VERIFIED_TOKENS_PER_KEY = 10_000;

/** Tokens for a CONFIRMED user count as having a verified e-mail: confirming proved it. */
const emailVerified = (user: UserRow): boolean => user.status !== 'UNCONFIRMED';

/**
 * Issues and checks the tokens of the embedded identity endpoint: RS256 JWTs signed with the
 * tenant's key (IdentityKeyStore), and opaque refresh tokens stored hashed.
 */
export class TokenService {
  constructor(
    private readonly keys: IdentityKeyStore,
    private readonly now: () => Date,
    /** Sessions this instance remembers (RequestAuthenticator): told at once when it revokes one. */
    readonly liveSessions: LiveSessions = new LiveSessions(),
  ) {}

  /** A new sign-in: a refresh token row (its id becomes origin_jti) and the three tokens. */
  async startSession(executor: DbExecutor, pool: LocalPool, user: UserRow): Promise<AuthenticationResult> {
    const now = this.now();
    const refreshToken = randomBytes(48).toString('base64url');
    const [row] = await scoped(executor, pool.tenant.id).insert(refreshTokens, {
      userId: user.id,
      tokenHash: sha256(refreshToken),
      authTime: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
    });
    const issue: TokenIssue = { originJti: row.id, authTime: now, now };
    return {
      IdToken: await this.issueIdToken(pool, user, issue),
      AccessToken: await this.issueAccessToken(pool, user, issue),
      RefreshToken: refreshToken,
      ExpiresIn: TOKEN_LIFETIME_SECONDS,
      TokenType: 'Bearer',
    };
  }

  /** The live (not revoked, not expired) refresh token row behind a refresh token string. */
  async findActiveRefreshToken(executor: DbExecutor, tenantId: string, refreshToken: string) {
    return scoped(executor, tenantId).findOne(
      refreshTokens,
      allOf(eq(refreshTokens.tokenHash, sha256(refreshToken)), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, this.now())),
    );
  }

  /** REFRESH_TOKEN_AUTH: new ID and access tokens from the same sign-in. */
  async refreshSession(pool: LocalPool, user: UserRow, refreshTokenId: string, authTime: Date): Promise<AuthenticationResult> {
    const issue: TokenIssue = { originJti: refreshTokenId, authTime, now: this.now() };
    return {
      IdToken: await this.issueIdToken(pool, user, issue),
      AccessToken: await this.issueAccessToken(pool, user, issue),
      ExpiresIn: TOKEN_LIFETIME_SECONDS,
      TokenType: 'Bearer',
    };
  }

  /** Whether the sign-in a token descends from is still live (GlobalSignOut and password resets revoke it). */
  async isSessionActive(executor: DbExecutor, tenantId: string, userId: string, originJti: string): Promise<boolean> {
    const row = await scoped(executor, tenantId).findOne(
      refreshTokens,
      allOf(eq(refreshTokens.id, originJti), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)),
    );
    return row !== undefined;
  }

  /**
   * The user of a token, only while the sign-in it descends from is live: isSessionActive and the
   * user's row in one query (every signed-in request asks).
   */
  async userOfLiveSession(executor: DbExecutor, tenantId: string, userId: string, originJti: string): Promise<UserRow | undefined> {
    if (!UUID.test(userId) || !UUID.test(originJti)) return undefined;
    const [user] = await userOfLiveSessionStatement(executor, { tenantId, userId, originJti });
    return user;
  }

  /** Ends one sign-in: its refresh token, and the ID and access tokens issued from it. */
  async revokeSession(executor: DbExecutor, tenantId: string, refreshTokenId: string): Promise<void> {
    const revoked = await scoped(executor, tenantId).update(
      refreshTokens,
      { revokedAt: this.now() },
      allOf(eq(refreshTokens.id, refreshTokenId), isNull(refreshTokens.revokedAt)),
    );
    // Other instances hear it from the database trigger at COMMIT; this one forgets at once.
    for (const row of revoked) this.liveSessions.forgetUser(tenantId, row.userId);
  }

  /** Ends every sign-in of the user: refresh tokens stop working, and so do tokens issued from them. */
  async revokeAllSessions(executor: DbExecutor, tenantId: string, userId: string): Promise<void> {
    await scoped(executor, tenantId).update(refreshTokens, { revokedAt: this.now() }, allOf(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    this.liveSessions.forgetUser(tenantId, userId);
  }

  async issueIdToken(pool: LocalPool, user: UserRow, issue: TokenIssue): Promise<string> {
    const claims: Omit<IdTokenClaims, 'sub'> = {
      email: user.email,
      email_verified: emailVerified(user),
      'cognito:username': user.id,
      'cognito:groups': user.groups,
      given_name: user.firstName,
      family_name: user.lastName,
      token_use: 'id',
      auth_time: epochSeconds(issue.authTime),
      origin_jti: issue.originJti,
    };
    return this.sign(pool, user.id, claims, issue, pool.clientId);
  }

  async issueAccessToken(pool: LocalPool, user: UserRow, issue: TokenIssue): Promise<string> {
    const claims: Omit<AccessTokenClaims, 'sub'> = {
      client_id: pool.clientId,
      username: user.id,
      scope: ACCESS_TOKEN_SCOPE,
      'cognito:groups': user.groups,
      token_use: 'access',
      auth_time: epochSeconds(issue.authTime),
      origin_jti: issue.originJti,
    };
    return this.sign(pool, user.id, claims, issue);
  }

  /** Signature, issuer, audience, expiry and token_use of an ID token of this pool; throws on any mismatch. */
  async verifyIdToken(pool: LocalPool, token: string): Promise<IdTokenClaims> {
    const payload = await this.verify(pool, token, pool.clientId);
    if (payload['token_use'] !== 'id' || typeof payload['origin_jti'] !== 'string' || typeof payload.sub !== 'string') throw new Error('not an ID token');
    return payload as IdTokenClaims;
  }

  /** Like verifyIdToken, for access tokens (which carry client_id instead of aud). */
  async verifyAccessToken(pool: LocalPool, token: string): Promise<AccessTokenClaims> {
    const payload = await this.verify(pool, token);
    if (
      payload['token_use'] !== 'access' ||
      payload['client_id'] !== pool.clientId ||
      typeof payload['origin_jti'] !== 'string' ||
      typeof payload.sub !== 'string'
    ) {
      throw new Error('not an access token of this client');
    }
    return payload as AccessTokenClaims;
  }

  private async sign(pool: LocalPool, subject: string, claims: JWTPayload, issue: TokenIssue, audience?: string): Promise<string> {
    const key = await this.keys.forTenant(pool.tenant.id);
    const issuedAt = epochSeconds(issue.now ?? this.now());
    const jwt = new SignJWT({ ...claims, event_id: randomUUID() })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(pool.issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .setJti(randomUUID());
    if (audience) jwt.setAudience(audience);
    return jwt.sign(key.privateKey);
  }

  /**
   * Per public key: its key set (imported once) and the tokens it verified. Every signed-in
   * request verifies its token, and the RSA check costs about 0.3 ms of CPU: a
   * token verified once for an issuer and audience is only checked for expiry again.
   */
  private readonly byKey = new WeakMap<object, { keySet: ReturnType<typeof createLocalJWKSet>; verified: LruMap<string, JWTPayload> }>();

  private verifierOf(publicJwk: JWK) {
    const known = this.byKey.get(publicJwk);
    if (known) return known;
    const verifier = { keySet: createLocalJWKSet({ keys: [publicJwk] }), verified: new LruMap<string, JWTPayload>(MAX_VERIFIED_TOKENS_PER_KEY) };
    this.byKey.set(publicJwk, verifier);
    return verifier;
  }

  private async verify(pool: LocalPool, token: string, audience?: string): Promise<JWTPayload> {
    // The token names its key: after a rotation, tokens of the previous key verify until they expire.
    const publicJwk = await this.keys.verificationKey(pool.tenant.id, String(decodeProtectedHeader(token).kid ?? ''));
    if (!publicJwk) throw new Error('signed by a key the tenant does not have (or has retired)');
    const verifier = this.verifierOf(publicJwk);
    const cacheKey = `${pool.issuer}\u0000${audience ?? ''}\u0000${token}`;
    const now = this.now();
    const known = verifier.verified.get(cacheKey);
    // jose's own time rules: expired when exp <= now, not yet valid when nbf > now.
    if (known && typeof known.exp === 'number' && known.exp > epochSeconds(now) && !(typeof known.nbf === 'number' && known.nbf > epochSeconds(now)))
      return known;
    const { payload } = await jwtVerify(token, verifier.keySet, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: pool.issuer,
      audience,
      currentDate: now,
    });
    verifier.verified.set(cacheKey, payload);
    return payload;
  }
}
