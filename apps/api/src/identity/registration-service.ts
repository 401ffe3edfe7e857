import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ResetPasswordStartResult } from '@bp/api-contract';
import type { Database } from '../db/database';
import { users, type CodePurpose, type UserRow } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { passwordResetCodeMail, signUpCodeMail } from '../mail/identity-mail';
import { mailLocaleOf } from '../mail/mail-locale';
import type { Mailer } from '../mail/mailer';
import { CognitoError, CognitoErrorType, codeMismatch, invalidParameter, usernameExists } from './cognito-errors';
import type { ConfirmForgotPasswordRequest, ConfirmSignUpRequest, SignUpRequest, UserAttribute, UsernameRequest } from './cognito-protocol';
import {
  codeDeliveryDetails,
  findUserByUsername,
  isEmailAddress,
  isUniqueViolation,
  normaliseUsername,
  throttleKeyOf,
  type CodeDeliveryDetails,
} from './identity-users';
import { assertPoolClient, type LocalPool } from './local-pool';
import { assertPasswordPolicy } from './password-policy';
import type { SignInThrottle } from './sign-in-throttle';
import { createPasswordVerifier } from './srp';
import type { TokenService } from './token-service';
import type { VerificationCodes } from './verification-codes';

export interface SignUpResponse {
  UserConfirmed: false;
  UserSub: string;
  CodeDeliveryDetails: CodeDeliveryDetails;
}

export interface CodeDeliveryResponse {
  CodeDeliveryDetails: CodeDeliveryDetails;
}

export interface RegistrationDependencies {
  db: Database;
  codes: VerificationCodes;
  tokens: TokenService;
  throttle: SignInThrottle;
  mailer: Mailer;
}

/** Sign-up attributes the pool knows, and the column each fills. */
const SIGN_UP_NAME_ATTRIBUTES = { given_name: 'firstName', family_name: 'lastName' } as const;

/**
 * Accounts and their e-mail codes: SignUp, ConfirmSignUp, ResendConfirmationCode, ForgotPassword,
 * ConfirmForgotPassword, and the portal's own reset start (POST saas-login/reset-password).
 * Unknown usernames get the answers real ones get (a code "sent", a code that does not match).
 */
export class RegistrationService {
  constructor(private readonly deps: RegistrationDependencies) {}

  async signUp(pool: LocalPool, request: SignUpRequest): Promise<SignUpResponse> {
    assertPoolClient(pool, request.ClientId);
    const email = normaliseUsername(request.Username);
    if (!isEmailAddress(email)) throw invalidParameter('Username should be an email.');
    assertPasswordPolicy(request.Password);
    const names = this.signUpNames(email, request.UserAttributes ?? []);

    const userId = randomUUID();
    const { salt, verifier } = createPasswordVerifier(pool.poolName, userId, request.Password);
    let code: string;
    try {
      code = await this.deps.codes.issue(pool.tenant.id, userId, 'SIGN_UP', async (tx) => {
        if (await findUserByUsername(tx, pool.tenant.id, email)) throw usernameExists();
        await scoped(tx, pool.tenant.id).insert(users, { id: userId, email, ...names, status: 'UNCONFIRMED', passwordSalt: salt, passwordVerifier: verifier });
      });
    } catch (error) {
      // Two sign-ups of one address at once: the database's unique key decides.
      if (isUniqueViolation(error)) throw usernameExists();
      throw error;
    }
    // A new account has chosen no language yet: the tenant's.
    const locale = mailLocaleOf(null, pool.tenant.settings.language);
    await this.deps.mailer.send(signUpCodeMail({ tenantId: pool.tenant.id, siteTitle: pool.tenant.settings.siteTitle, to: email, code, locale }));
    return { UserConfirmed: false, UserSub: userId, CodeDeliveryDetails: codeDeliveryDetails(email) };
  }

  async confirmSignUp(pool: LocalPool, request: ConfirmSignUpRequest): Promise<Record<string, never>> {
    assertPoolClient(pool, request.ClientId);
    const user = await findUserByUsername(this.deps.db, pool.tenant.id, request.Username);
    if (!user) throw codeMismatch();
    if (user.status !== 'UNCONFIRMED')
      throw new CognitoError(CognitoErrorType.NotAuthorizedException, `User cannot be confirmed. Current status is ${user.status}`);
    const check = await this.deps.codes.consume(pool.tenant.id, user.id, 'SIGN_UP', request.ConfirmationCode, async (tx) => {
      await scoped(tx, pool.tenant.id).update(users, { status: 'CONFIRMED' }, allOf(eq(users.id, user.id), eq(users.status, 'UNCONFIRMED')));
    });
    if (!check.ok) throw check.error;
    return {};
  }

  async resendConfirmationCode(pool: LocalPool, request: UsernameRequest): Promise<CodeDeliveryResponse> {
    assertPoolClient(pool, request.ClientId);
    const user = await findUserByUsername(this.deps.db, pool.tenant.id, request.Username);
    if (!user) return { CodeDeliveryDetails: codeDeliveryDetails(normaliseUsername(request.Username)) };
    if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
    await this.sendCode(pool, user, 'SIGN_UP');
    return { CodeDeliveryDetails: codeDeliveryDetails(user.email) };
  }

  async forgotPassword(pool: LocalPool, request: UsernameRequest): Promise<CodeDeliveryResponse> {
    assertPoolClient(pool, request.ClientId);
    const user = await findUserByUsername(this.deps.db, pool.tenant.id, request.Username);
    // Disabled accounts are answered like unknown ones: no code, nothing revealed.
    if (!user || user.status === 'DISABLED') return { CodeDeliveryDetails: codeDeliveryDetails(normaliseUsername(request.Username)) };
    if (user.status === 'UNCONFIRMED') throw invalidParameter('Cannot reset password for the user as there is no registered/verified email or phone_number');
    await this.sendCode(pool, user, 'RESET_PASSWORD');
    return { CodeDeliveryDetails: codeDeliveryDetails(user.email) };
  }

  /** A new password with the mailed code; every session of the user ends (refresh tokens revoked). */
  async confirmForgotPassword(pool: LocalPool, request: ConfirmForgotPasswordRequest): Promise<Record<string, never>> {
    assertPoolClient(pool, request.ClientId);
    assertPasswordPolicy(request.Password);
    const { db, codes, tokens, throttle } = this.deps;
    const user = await findUserByUsername(db, pool.tenant.id, request.Username);
    if (!user || user.status === 'DISABLED' || user.status === 'UNCONFIRMED') throw codeMismatch();

    const { salt, verifier } = createPasswordVerifier(pool.poolName, user.id, request.Password);
    const check = await codes.consume(pool.tenant.id, user.id, 'RESET_PASSWORD', request.ConfirmationCode, async (tx) => {
      // Proving the mailbox also settles a pending forced change or admin reset.
      await scoped(tx, pool.tenant.id).update(users, { passwordSalt: salt, passwordVerifier: verifier, status: 'CONFIRMED' }, eq(users.id, user.id));
      await tokens.revokeAllSessions(tx, pool.tenant.id, user.id);
    });
    if (!check.ok) throw check.error;
    // Forgotten again after the COMMIT: a request between revoking and committing may have read the old session.
    tokens.liveSessions.forgetUser(pool.tenant.id, user.id);
    await throttle.reset(db, pool.tenant.id, throttleKeyOf(user, request.Username));
    return {};
  }

  /**
   * POST saas-login/reset-password: an account still waiting for its e-mail verification gets a
   * new sign-up code and UNCONFIRMED (the portal moves to /email-verification, spec 03 §4);
   * everyone else goes through ForgotPassword.
   */
  async startPasswordReset(pool: LocalPool, userName: string): Promise<ResetPasswordStartResult> {
    const user = await findUserByUsername(this.deps.db, pool.tenant.id, userName);
    if (user?.status === 'UNCONFIRMED') {
      await this.sendCode(pool, user, 'SIGN_UP');
      return { userStatus: 'UNCONFIRMED' };
    }
    await this.forgotPassword(pool, { ClientId: pool.clientId, Username: userName });
    return { userStatus: 'CONFIRMED' };
  }

  private async sendCode(pool: LocalPool, user: UserRow, purpose: CodePurpose): Promise<void> {
    const code = await this.deps.codes.issue(pool.tenant.id, user.id, purpose);
    const locale = mailLocaleOf(user.locale, pool.tenant.settings.language);
    const context = { tenantId: pool.tenant.id, siteTitle: pool.tenant.settings.siteTitle, to: user.email, code, locale };
    await this.deps.mailer.send(purpose === 'SIGN_UP' ? signUpCodeMail(context) : passwordResetCodeMail(context));
  }

  private signUpNames(email: string, attributes: UserAttribute[]): Pick<UserRow, 'firstName' | 'lastName'> {
    const names = { firstName: '', lastName: '' };
    for (const { Name, Value } of attributes) {
      if (Name === 'given_name' || Name === 'family_name') names[SIGN_UP_NAME_ATTRIBUTES[Name]] = Value.trim().slice(0, 100);
      else if (Name === 'email') {
        if (normaliseUsername(Value) !== email) throw invalidParameter('The email attribute must match the username.');
      } else throw invalidParameter(`Attributes did not conform to the schema: ${Name}: Attribute does not exist in the schema.`);
    }
    return names;
  }
}
