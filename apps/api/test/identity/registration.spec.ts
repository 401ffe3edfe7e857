import { and, eq } from 'drizzle-orm';
import { verificationCodes, users } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, ACME_POOL, NORTHWIND_HOST, callCognito, cognitoError, getWithToken, latestCode, signInWithPassword, tokensOf } from '../support/identity';
import { insertUser } from '../builders';
import { USER_INFO_PATH } from '@bp/api-contract';

describe('sign-up, confirmation and password reset', () => {
  let testApp: TestApp;
  const db = () => testApp.database.handle.db;
  const clientId = ACME_POOL.clientId;

  beforeAll(async () => {
    testApp = await buildTestApp({ demoMode: true });
  });
  afterAll(() => testApp?.close());

  const signUp = (Username: string, Password = 'Signup-pass-1', UserAttributes: { Name: string; Value: string }[] = []) =>
    callCognito(testApp.app, 'SignUp', { ClientId: clientId, Username, Password, UserAttributes });
  const confirmSignUp = (Username: string, ConfirmationCode: string) =>
    callCognito(testApp.app, 'ConfirmSignUp', { ClientId: clientId, Username, ConfirmationCode });
  const resend = (Username: string) => callCognito(testApp.app, 'ResendConfirmationCode', { ClientId: clientId, Username });
  const forgot = (Username: string) => callCognito(testApp.app, 'ForgotPassword', { ClientId: clientId, Username });
  const confirmForgot = (Username: string, ConfirmationCode: string, Password = 'Reset-pass-1') =>
    callCognito(testApp.app, 'ConfirmForgotPassword', { ClientId: clientId, Username, ConfirmationCode, Password });
  const mailsTo = async (to: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(to)}`, headers: { host: ACME_HOST } })).json<
      { subject: string; text: string; html: string }[]
    >();
  const codeRow = async (userId: string, purpose: 'SIGN_UP' | 'RESET_PASSWORD') =>
    (
      await db()
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    )[0];
  const userByEmail = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];

  describe('SignUp', () => {
    it('creates an unconfirmed account without groups and mails a 6-digit code, stored only as a hash', async () => {
      const response = await signUp('New.Person@Demo.test', 'Signup-pass-1', [
        { Name: 'given_name', Value: 'Nell' },
        { Name: 'family_name', Value: 'Person' },
        { Name: 'email', Value: 'new.person@demo.test' },
      ]);

      expect(response.json()).toEqual({
        UserConfirmed: false,
        UserSub: expect.any(String),
        CodeDeliveryDetails: { Destination: 'n***@d***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
      });
      const user = await userByEmail('new.person@demo.test');
      expect(user).toMatchObject({
        id: response.json<{ UserSub: string }>().UserSub,
        status: 'UNCONFIRMED',
        groups: [],
        firstName: 'Nell',
        lastName: 'Person',
      });
      const [mail] = await mailsTo('new.person@demo.test');
      expect(mail.subject).toBe('Acme Devices Buyer Portal: your verification code');
      const code = await latestCode(testApp.app, 'new.person@demo.test');
      expect(code).toMatch(/^\d{6}$/);
      const row = await codeRow(user.id, 'SIGN_UP');
      expect(row.codeHash).not.toContain(code);
      expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000)).toBe(24);
    });

    it('refuses a taken e-mail, a weak password, a username that is no e-mail and unknown attributes', async () => {
      expect(cognitoError(await signUp('BUYER@demo.test'))).toMatchObject({
        type: 'UsernameExistsException',
        message: 'An account with the given email already exists.',
      });
      expect(cognitoError(await signUp('weak@demo.test', 'alllowercase1!'))).toMatchObject({
        type: 'InvalidPasswordException',
        message: 'Password did not conform with policy: Password must have uppercase characters',
      });
      expect(cognitoError(await signUp('not-an-email'))).toMatchObject({ type: 'InvalidParameterException', message: 'Username should be an email.' });
      expect(cognitoError(await signUp('attrs@demo.test', 'Signup-pass-1', [{ Name: 'custom:role', Value: 'admin' }]))).toMatchObject({
        type: 'InvalidParameterException',
      });
      expect(cognitoError(await signUp('mismatch@demo.test', 'Signup-pass-1', [{ Name: 'email', Value: 'other@demo.test' }]))).toMatchObject({
        type: 'InvalidParameterException',
      });
    });

    it('keeps accounts per tenant: an e-mail taken at one tenant is free at the other', async () => {
      const signUpAtNorthwind = (Username: string) =>
        callCognito(testApp.app, 'SignUp', { ClientId: 'northwindportal', Username, Password: 'Signup-pass-1' }, { host: NORTHWIND_HOST });
      expect((await signUp('both.tenants@demo.test')).statusCode).toBe(200);

      expect((await signUpAtNorthwind('both.tenants@demo.test')).statusCode).toBe(200);
      expect(cognitoError(await signUpAtNorthwind('both.tenants@demo.test')).type).toBe('UsernameExistsException');
    });
  });

  describe('ConfirmSignUp and ResendConfirmationCode', () => {
    it('confirms with the newest code only: a resent code replaces the one before', async () => {
      await signUp('twice@demo.test');
      const first = await latestCode(testApp.app, 'twice@demo.test');
      expect((await resend('twice@demo.test')).json()).toEqual({
        CodeDeliveryDetails: { Destination: 't***@d***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
      });
      const second = await latestCode(testApp.app, 'twice@demo.test');

      // The two random codes coincide once in a million runs; then there is no older code to refuse.
      if (first !== second) expect(cognitoError(await confirmSignUp('twice@demo.test', first))).toMatchObject({ type: 'CodeMismatchException' });
      expect((await confirmSignUp('twice@demo.test', second)).json()).toEqual({});
      expect((await userByEmail('twice@demo.test')).status).toBe('CONFIRMED');
      expect((await signInWithPassword(testApp.app, 'twice@demo.test', 'Signup-pass-1')).statusCode).toBe(200);
      // Spent.
      expect(cognitoError(await confirmSignUp('twice@demo.test', second))).toMatchObject({
        type: 'NotAuthorizedException',
        message: 'User cannot be confirmed. Current status is CONFIRMED',
      });
    });

    it('refuses an expired code with ExpiredCodeException', async () => {
      await signUp('late@demo.test');
      const code = await latestCode(testApp.app, 'late@demo.test');
      const user = await userByEmail('late@demo.test');
      await db()
        .update(verificationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verificationCodes.userId, user.id));

      expect(cognitoError(await confirmSignUp('late@demo.test', code))).toMatchObject({
        type: 'ExpiredCodeException',
        message: 'Invalid code provided, please request a code again.',
      });
    });

    it('burns a code after 5 wrong guesses (LimitExceededException), until a new one is sent', async () => {
      await signUp('guesser@demo.test');
      const code = await latestCode(testApp.app, 'guesser@demo.test');
      const wrong = code === '000000' ? '111111' : '000000';

      for (let attempt = 1; attempt <= 4; attempt += 1)
        expect(cognitoError(await confirmSignUp('guesser@demo.test', wrong)).type).toBe('CodeMismatchException');
      expect(cognitoError(await confirmSignUp('guesser@demo.test', wrong)).type).toBe('LimitExceededException');
      expect(cognitoError(await confirmSignUp('guesser@demo.test', code)).type).toBe('LimitExceededException');

      await resend('guesser@demo.test');
      expect((await confirmSignUp('guesser@demo.test', await latestCode(testApp.app, 'guesser@demo.test'))).statusCode).toBe(200);
    });

    it('mails at most 5 codes an hour per account', async () => {
      await signUp('spammed@demo.test');
      for (let resent = 1; resent <= 4; resent += 1) expect((await resend('spammed@demo.test')).statusCode).toBe(200);

      expect(cognitoError(await resend('spammed@demo.test'))).toMatchObject({
        type: 'LimitExceededException',
        message: 'Attempt limit exceeded, please try after some time.',
      });
      expect(await mailsTo('spammed@demo.test')).toHaveLength(5);
    });

    it('answers unknown usernames like known ones, and refuses to resend to confirmed accounts', async () => {
      expect(cognitoError(await confirmSignUp('nobody@demo.test', '123456'))).toMatchObject({ type: 'CodeMismatchException' });
      expect((await resend('nobody@demo.test')).json()).toEqual({
        CodeDeliveryDetails: { Destination: 'n***@d***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
      });
      expect(await mailsTo('nobody@demo.test')).toEqual([]);
      expect(cognitoError(await resend('buyer@demo.test'))).toMatchObject({ type: 'InvalidParameterException', message: 'User is already confirmed.' });
    });
  });

  describe('ForgotPassword and ConfirmForgotPassword', () => {
    it('resets the password with the mailed code (valid 1 h), ends every session and settles a forced change', async () => {
      const user = await insertUser(db(), 'acme', { status: 'FORCE_CHANGE_PASSWORD' });
      const confirmed = await insertUser(db(), 'acme');
      const before = await tokensOf(testApp.app, confirmed.email);

      expect((await forgot(confirmed.email)).json()).toEqual({
        CodeDeliveryDetails: { Destination: 'u***@t***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
      });
      const [mail] = await mailsTo(confirmed.email);
      expect(mail.subject).toBe('Acme Devices Buyer Portal: your password reset code');
      const row = await codeRow(confirmed.id, 'RESET_PASSWORD');
      expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000)).toBe(60);

      expect((await confirmForgot(confirmed.email, await latestCode(testApp.app, confirmed.email))).json()).toEqual({});
      expect((await signInWithPassword(testApp.app, confirmed.email, 'Reset-pass-1')).statusCode).toBe(200);
      expect(cognitoError(await signInWithPassword(testApp.app, confirmed.email)).type).toBe('NotAuthorizedException');
      expect((await getWithToken(testApp.app, USER_INFO_PATH, before.IdToken)).statusCode).toBe(401);
      const refreshed = await callCognito(testApp.app, 'InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: before.RefreshToken ?? '' },
      });
      expect(cognitoError(refreshed).type).toBe('NotAuthorizedException');

      await forgot(user.email);
      await confirmForgot(user.email, await latestCode(testApp.app, user.email));
      expect((await userByEmail(user.email)).status).toBe('CONFIRMED');
    });

    it('checks the new password before the code, and refuses wrong or expired codes', async () => {
      const user = await insertUser(db(), 'acme');
      await forgot(user.email);
      const code = await latestCode(testApp.app, user.email);

      expect(cognitoError(await confirmForgot(user.email, code, 'weak'))).toMatchObject({ type: 'InvalidPasswordException' });
      expect(cognitoError(await confirmForgot(user.email, code === '999999' ? '999998' : '999999'))).toMatchObject({
        type: 'CodeMismatchException',
        message: 'Invalid verification code provided, please try again.',
      });
      await db()
        .update(verificationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verificationCodes.userId, user.id));
      expect(cognitoError(await confirmForgot(user.email, code))).toMatchObject({ type: 'ExpiredCodeException' });
    });

    it('sends nothing for unknown and disabled accounts but answers the same, and refuses unconfirmed ones', async () => {
      const disabled = await insertUser(db(), 'acme', { status: 'DISABLED' });

      expect((await forgot('nobody.home@demo.test')).statusCode).toBe(200);
      expect((await forgot(disabled.email)).statusCode).toBe(200);
      expect(await mailsTo('nobody.home@demo.test')).toEqual([]);
      expect(await mailsTo(disabled.email)).toEqual([]);
      expect(cognitoError(await confirmForgot('nobody.home@demo.test', '123456'))).toMatchObject({ type: 'CodeMismatchException' });
      expect(cognitoError(await forgot('unconfirmed@demo.test'))).toMatchObject({ type: 'InvalidParameterException' });
    });
  });
});
