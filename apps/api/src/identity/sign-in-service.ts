import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users, type SrpExchange, type UserRow } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import {
  CognitoError,
  CognitoErrorType,
  incorrectCredentials,
  invalidAccessToken,
  invalidParameter,
  invalidRefreshToken,
  invalidSession,
  passwordResetRequired,
  userDisabled,
  userNotConfirmed,
  userNotFound,
} from './cognito-errors';
import {
  requiredParameter,
  type AccessTokenRequest,
  type InitiateAuthRequest,
  type Parameters,
  type RespondToAuthChallengeRequest,
  type RevokeTokenRequest,
} from './cognito-protocol';
import type { AuthChallenges } from './auth-challenges';
import type { IdentityKeyStore } from './identity-keys';
import { findUserById, findUserByUsername, normaliseUsername, throttleKeyOf } from './identity-users';
import { assertPoolClient, type LocalPool } from './local-pool';
import { assertPasswordPolicy } from './password-policy';
import type { SignInThrottle } from './sign-in-throttle';
import {
  createPasswordVerifier,
  isValidClientPublicValue,
  padHex,
  parseSrpTimestamp,
  passwordMatchesVerifier,
  startServerSrp,
  verifyPasswordClaim,
} from './srp';
import type { AccessTokenClaims, AuthenticationResult, TokenService } from './token-service';

/** How far the client's TIMESTAMP may be from the server clock. */
export const SRP_TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

const USER_ATTRIBUTE_PREFIX = 'userAttributes.';

/** InitiateAuth / RespondToAuthChallenge answer: a challenge to answer next, or tokens. */
export interface AuthResponse {
  ChallengeName?: 'PASSWORD_VERIFIER' | 'NEW_PASSWORD_REQUIRED';
  Session?: string;
  ChallengeParameters: Record<string, string>;
  AuthenticationResult?: AuthenticationResult;
}

export interface GetUserResponse {
  Username: string;
  UserAttributes: { Name: string; Value: string }[];
}

export interface SignInDependencies {
  db: Database;
  keys: IdentityKeyStore;
  tokens: TokenService;
  challenges: AuthChallenges;
  throttle: SignInThrottle;
  now: () => Date;
}

/** Cognito's attribute names for what the users table holds. */
function userAttributes(user: UserRow): Record<string, string> {
  return { sub: user.id, email: user.email, email_verified: String(user.status !== 'UNCONFIRMED'), given_name: user.firstName, family_name: user.lastName };
}

/** Attributes the NEW_PASSWORD_REQUIRED answer may fill, and the column each fills. */
const FILLABLE_ATTRIBUTES = { given_name: 'firstName', family_name: 'lastName' } as const;

/**
 * Sign-in of the embedded identity endpoint: InitiateAuth (USER_SRP_AUTH, USER_PASSWORD_AUTH,
 * REFRESH_TOKEN_AUTH), RespondToAuthChallenge (PASSWORD_VERIFIER, NEW_PASSWORD_REQUIRED), GetUser,
 * GlobalSignOut and RevokeToken. Unknown usernames get a decoy challenge that fails exactly like a wrong
 * password, so no answer tells whether an account exists.
 */
export class SignInService {
  constructor(private readonly deps: SignInDependencies) {}

  async initiateAuth(pool: LocalPool, request: InitiateAuthRequest): Promise<AuthResponse> {
    assertPoolClient(pool, request.ClientId);
    switch (request.AuthFlow) {
      case 'USER_SRP_AUTH':
        return this.startSrp(pool, request.AuthParameters);
      case 'USER_PASSWORD_AUTH':
        return this.signInWithPassword(pool, request.AuthParameters);
      case 'REFRESH_TOKEN_AUTH':
      case 'REFRESH_TOKEN':
        return this.refresh(pool, request.AuthParameters);
      default:
        throw invalidParameter(`Auth flow ${request.AuthFlow} is not enabled for this client`);
    }
  }

  async respondToAuthChallenge(pool: LocalPool, request: RespondToAuthChallengeRequest): Promise<AuthResponse> {
    assertPoolClient(pool, request.ClientId);
    switch (request.ChallengeName) {
      case 'PASSWORD_VERIFIER':
        return this.verifyPassword(pool, request.ChallengeResponses, request.Session);
      case 'NEW_PASSWORD_REQUIRED':
        return this.setNewPassword(pool, request.ChallengeResponses, request.Session);
      default:
        throw invalidParameter(`Challenge ${request.ChallengeName} is not supported`);
    }
  }

  async getUser(pool: LocalPool, request: AccessTokenRequest): Promise<GetUserResponse> {
    const user = await this.userOfAccessToken(pool, request.AccessToken);
    return { Username: user.id, UserAttributes: Object.entries(userAttributes(user)).map(([Name, Value]) => ({ Name, Value })) };
  }

  /** Ends every session of the user: refresh tokens, and the ID and access tokens issued from them. */
  async globalSignOut(pool: LocalPool, request: AccessTokenRequest): Promise<Record<string, never>> {
    const user = await this.userOfAccessToken(pool, request.AccessToken);
    await this.deps.tokens.revokeAllSessions(this.deps.db, pool.tenant.id, user.id);
    return {};
  }

  /**
   * RevokeToken (the library's signOut with a callback, because our tokens carry origin_jti): ends
   * the sign-in of that refresh token only. An unknown or spent token is not an error: revoking is
   * idempotent, and the answer must not tell live tokens from dead ones.
   */
  async revokeToken(pool: LocalPool, request: RevokeTokenRequest): Promise<Record<string, never>> {
    assertPoolClient(pool, request.ClientId);
    const row = await this.deps.tokens.findActiveRefreshToken(this.deps.db, pool.tenant.id, request.Token);
    if (row) await this.deps.tokens.revokeSession(this.deps.db, pool.tenant.id, row.id);
    return {};
  }

  private async startSrp(pool: LocalPool, parameters: Parameters): Promise<AuthResponse> {
    const { db, throttle, challenges } = this.deps;
    const username = requiredParameter(parameters, 'USERNAME');
    const srpA = requiredParameter(parameters, 'SRP_A');
    if (!isValidClientPublicValue(srpA)) throw invalidParameter('SRP_A is not a valid SRP public value');

    const user = await findUserByUsername(db, pool.tenant.id, username);
    const throttleKey = throttleKeyOf(user, username);
    // Counted when the password is checked (RespondToAuthChallenge); here only refused while waiting.
    await throttle.assertNotDelayed(db, pool.tenant.id, throttleKey);

    const stored =
      user?.passwordSalt && user.passwordVerifier ? { salt: user.passwordSalt, verifier: user.passwordVerifier, userIdForSrp: user.id } : undefined;
    const material = stored ?? (await this.decoyPasswordMaterial(pool, username, user));
    const server = startServerSrp(material.verifier);
    const srp: SrpExchange = {
      b: server.b,
      B: server.B,
      A: srpA,
      secretBlock: randomBytes(64).toString('base64'),
      salt: material.salt,
      userIdForSrp: material.userIdForSrp,
    };
    const session = await challenges.open(db, { tenantId: pool.tenant.id, userId: user?.id ?? null, challengeName: 'PASSWORD_VERIFIER', throttleKey, srp });
    return {
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: session,
      ChallengeParameters: { SALT: srp.salt, SRP_B: srp.B, SECRET_BLOCK: srp.secretBlock, USER_ID_FOR_SRP: srp.userIdForSrp, USERNAME: srp.userIdForSrp },
    };
  }

  private async verifyPassword(pool: LocalPool, responses: Parameters, session: string): Promise<AuthResponse> {
    const { db, throttle, challenges, now } = this.deps;
    const username = requiredParameter(responses, 'USERNAME');
    const secretBlock = requiredParameter(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
    const timestamp = requiredParameter(responses, 'TIMESTAMP');
    const signature = requiredParameter(responses, 'PASSWORD_CLAIM_SIGNATURE');

    const challenge = await challenges.take(db, pool.tenant.id, session, 'PASSWORD_VERIFIER');
    if (!challenge?.srp) throw invalidSession();

    const claimedAt = parseSrpTimestamp(timestamp);
    if (!claimedAt) throw invalidParameter('TIMESTAMP must look like "Tue Jun 4 09:05:07 UTC 2024"');
    if (Math.abs(now().getTime() - claimedAt.getTime()) > SRP_TIMESTAMP_TOLERANCE_MS) {
      throw new CognitoError(CognitoErrorType.NotAuthorizedException, 'TIMESTAMP is more than 5 minutes away from the server clock.');
    }

    // Counted (and maybe refused) before the password is looked at.
    await throttle.claimAttempt(db, pool.tenant.id, challenge.throttleKey);
    const user = challenge.userId ? await findUserById(db, pool.tenant.id, challenge.userId) : undefined;
    const srp = challenge.srp;
    // The claim is always computed, decoy or not, so timing tells no more than the answer.
    const claimHolds = verifyPasswordClaim({
      poolName: pool.poolName,
      userIdForSrp: srp.userIdForSrp,
      A: srp.A,
      state: { b: srp.b, B: srp.B },
      verifier: user?.passwordVerifier ?? padHex(2n),
      secretBlock,
      timestamp,
      signature,
    });
    const sameUser = user !== undefined && [user.id, user.email].includes(normaliseUsername(username));
    if (!user?.passwordVerifier || !claimHolds || !sameUser || secretBlock !== srp.secretBlock) throw incorrectCredentials();
    await throttle.reset(db, pool.tenant.id, challenge.throttleKey);
    return this.afterPasswordProven(pool, user, challenge.throttleKey);
  }

  private async signInWithPassword(pool: LocalPool, parameters: Parameters): Promise<AuthResponse> {
    const { db, throttle } = this.deps;
    const username = requiredParameter(parameters, 'USERNAME');
    const password = requiredParameter(parameters, 'PASSWORD');
    const user = await findUserByUsername(db, pool.tenant.id, username);
    const throttleKey = throttleKeyOf(user, username);
    // Counted (and maybe refused) before the password is looked at.
    await throttle.claimAttempt(db, pool.tenant.id, throttleKey);

    const stored = user?.passwordSalt && user.passwordVerifier ? { salt: user.passwordSalt, verifier: user.passwordVerifier } : undefined;
    // Unknown users cost the same work as known ones.
    const matches = passwordMatchesVerifier(pool.poolName, user?.id ?? 'decoy', password, stored ?? { salt: '00', verifier: '00' }) && stored !== undefined;
    if (!user || !matches) throw incorrectCredentials();
    await throttle.reset(db, pool.tenant.id, throttleKey);
    return this.afterPasswordProven(pool, user, throttleKey);
  }

  /** The password is right; the account's state decides what comes next. */
  private async afterPasswordProven(pool: LocalPool, user: UserRow, throttleKey: string): Promise<AuthResponse> {
    switch (user.status) {
      case 'UNCONFIRMED':
        throw userNotConfirmed();
      case 'DISABLED':
        throw userDisabled();
      case 'RESET_REQUIRED':
        throw passwordResetRequired();
      case 'FORCE_CHANGE_PASSWORD':
        return this.requireNewPassword(pool, user, throttleKey);
      case 'CONFIRMED':
        return { ChallengeParameters: {}, AuthenticationResult: await this.deps.tokens.startSession(this.deps.db, pool, user) };
    }
  }

  private async requireNewPassword(pool: LocalPool, user: UserRow, throttleKey: string): Promise<AuthResponse> {
    const session = await this.deps.challenges.open(this.deps.db, {
      tenantId: pool.tenant.id,
      userId: user.id,
      challengeName: 'NEW_PASSWORD_REQUIRED',
      throttleKey,
      srp: null,
    });
    const { sub: _sub, ...attributes } = userAttributes(user);
    const missing = Object.keys(FILLABLE_ATTRIBUTES).filter((name) => attributes[name] === '');
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: session,
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.id,
        userAttributes: JSON.stringify(attributes),
        requiredAttributes: JSON.stringify(missing.map((name) => `${USER_ATTRIBUTE_PREFIX}${name}`)),
      },
    };
  }

  private async setNewPassword(pool: LocalPool, responses: Parameters, session: string): Promise<AuthResponse> {
    const { db, challenges, tokens } = this.deps;
    const newPassword = requiredParameter(responses, 'NEW_PASSWORD');
    // Validate before using the session up, so a refused password can be corrected and retried.
    const pending = await challenges.peek(db, pool.tenant.id, session, 'NEW_PASSWORD_REQUIRED');
    const user = pending?.userId ? await findUserById(db, pool.tenant.id, pending.userId) : undefined;
    if (!pending || !user || !this.namesUser(responses['USERNAME'] ?? undefined, user)) throw invalidSession();
    assertPasswordPolicy(newPassword);
    const filled = this.filledAttributes(user, responses);

    const taken = await challenges.take(db, pool.tenant.id, session, 'NEW_PASSWORD_REQUIRED');
    if (!taken) throw invalidSession();
    const { salt, verifier } = createPasswordVerifier(pool.poolName, user.id, newPassword);
    const [updated] = await scoped(db, pool.tenant.id).update(
      users,
      { ...filled, passwordSalt: salt, passwordVerifier: verifier, status: 'CONFIRMED' },
      // Only while the account still waits for its new password (an admin may have disabled it meanwhile).
      allOf(eq(users.id, user.id), eq(users.status, 'FORCE_CHANGE_PASSWORD')),
    );
    if (!updated) throw invalidSession();
    return { ChallengeParameters: {}, AuthenticationResult: await tokens.startSession(db, pool, updated) };
  }

  /**
   * userAttributes.* of the NEW_PASSWORD_REQUIRED answer. Names the account lacks are filled in;
   * a name the account already has is kept (the portal sends 'N/A' placeholders, spec 03 §4);
   * other attributes may only repeat their current value.
   */
  private filledAttributes(user: UserRow, responses: Parameters): Partial<Pick<UserRow, 'firstName' | 'lastName'>> {
    const current = userAttributes(user);
    const filled: Partial<Pick<UserRow, 'firstName' | 'lastName'>> = {};
    for (const [key, value] of Object.entries(responses)) {
      if (!key.startsWith(USER_ATTRIBUTE_PREFIX) || value === null) continue;
      const name = key.slice(USER_ATTRIBUTE_PREFIX.length);
      if (name === 'given_name' || name === 'family_name') {
        const column = FILLABLE_ATTRIBUTES[name];
        if (user[column] === '') filled[column] = value.trim().slice(0, 100);
      } else if (!(name in current)) {
        throw invalidParameter(`Attributes did not conform to the schema: ${name}: Attribute does not exist in the schema.`);
      } else if (current[name] !== value) {
        throw invalidParameter(`Cannot modify the non-mutable attribute ${name}`);
      }
    }
    return filled;
  }

  private namesUser(username: string | undefined, user: UserRow): boolean {
    return username === undefined || [user.id, user.email].includes(normaliseUsername(username));
  }

  private async refresh(pool: LocalPool, parameters: Parameters): Promise<AuthResponse> {
    const { db, tokens } = this.deps;
    const refreshToken = requiredParameter(parameters, 'REFRESH_TOKEN');
    const row = await tokens.findActiveRefreshToken(db, pool.tenant.id, refreshToken);
    if (!row) throw invalidRefreshToken();
    const user = await findUserById(db, pool.tenant.id, row.userId);
    if (!user || user.status !== 'CONFIRMED') throw invalidRefreshToken();
    return { ChallengeParameters: {}, AuthenticationResult: await tokens.refreshSession(pool, user, row.id, row.authTime) };
  }

  /**
   * The user of a valid, unrevoked access token of this pool. The holder of a genuine token knows
   * the account existed, so a deleted one may be named (UserNotFoundException).
   */
  private async userOfAccessToken(pool: LocalPool, accessToken: string): Promise<UserRow> {
    const { db, tokens } = this.deps;
    const claims: AccessTokenClaims | undefined = await tokens.verifyAccessToken(pool, accessToken).catch(() => undefined);
    if (!claims) throw invalidAccessToken();
    const user = await findUserById(db, pool.tenant.id, claims.sub);
    if (!user) throw userNotFound();
    if (!(await tokens.isSessionActive(db, pool.tenant.id, user.id, claims.origin_jti))) {
      throw new CognitoError(CognitoErrorType.NotAuthorizedException, 'Access Token has been revoked');
    }
    return user;
  }

  /**
   * For a username without a password: a salt and user id that stay the same for that name (so
   * repeated tries look like a real account's) and a throwaway verifier nobody can match.
   */
  private async decoyPasswordMaterial(
    pool: LocalPool,
    username: string,
    user: UserRow | undefined,
  ): Promise<{ salt: string; verifier: string; userIdForSrp: string }> {
    const { secret } = await this.deps.keys.forTenant(pool.tenant.id);
    const digest = createHmac('sha256', secret)
      .update(`decoy:${normaliseUsername(username)}`)
      .digest('hex');
    const salt = padHex(BigInt(`0x${digest.slice(0, 32)}`));
    const hex = digest.slice(32, 64);
    const userIdForSrp = user?.id ?? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    const { verifier } = createPasswordVerifier(pool.poolName, userIdForSrp, randomBytes(32).toString('base64'));
    return { salt, verifier, userIdForSrp };
  }
}
