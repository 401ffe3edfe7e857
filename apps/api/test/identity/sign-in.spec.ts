import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { authChallenges, refreshTokens, users } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import {
  ACME_POOL,
  DEMO_PASSWORD,
  NORTHWIND_HOST,
  answerPasswordVerifier,
  callCognito,
  cognitoError,
  signInWithPassword,
  startSrpSignIn,
  tokensOf,
} from '../support/identity';
import { srpTimestamp } from '../support/srp-client';
import { insertUser } from '../builders';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('sign-in operations', () => {
  let testApp: TestApp;
  const db = () => testApp.database.handle.db;

  beforeAll(async () => {
    testApp = await buildTestApp({ demoMode: true });
  });
  afterAll(() => testApp?.close());

  const respondNewPassword = (session: string, responses: Record<string, string>) =>
    callCognito(testApp.app, 'RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: ACME_POOL.clientId,
      ChallengeResponses: responses,
      Session: session,
    });
  const refresh = (refreshToken: string) =>
    callCognito(testApp.app, 'InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: ACME_POOL.clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } });

  describe('USER_SRP_AUTH and PASSWORD_VERIFIER', () => {
    it('challenges with PASSWORD_VERIFIER, then answers a correct claim with tokens and nothing else', async () => {
      const { response, client, session, parameters } = await startSrpSignIn(testApp.app, 'BUYER@demo.test');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ChallengeName: 'PASSWORD_VERIFIER', Session: expect.any(String) });
      expect(parameters).toEqual({
        SALT: expect.stringMatching(/^[0-9a-f]+$/),
        SRP_B: expect.stringMatching(/^[0-9a-f]{700,}$/),
        SECRET_BLOCK: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
        USER_ID_FOR_SRP: expect.stringMatching(UUID),
        USERNAME: parameters.USER_ID_FOR_SRP,
      });

      const answer = await answerPasswordVerifier(testApp.app, session, await client.passwordClaim(parameters, DEMO_PASSWORD));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        ChallengeParameters: {},
        AuthenticationResult: {
          IdToken: expect.any(String),
          AccessToken: expect.any(String),
          RefreshToken: expect.any(String),
          ExpiresIn: 3600,
          TokenType: 'Bearer',
        },
      });
      expect(decodeJwt(answer.json<{ AuthenticationResult: { IdToken: string } }>().AuthenticationResult.IdToken).sub).toBe(parameters.USER_ID_FOR_SRP);
    });

    it('uses a session once: the same answer again is NotAuthorizedException', async () => {
      const { client, session, parameters } = await startSrpSignIn(testApp.app, 'buyer@demo.test');
      const claim = await client.passwordClaim(parameters, DEMO_PASSWORD);

      expect((await answerPasswordVerifier(testApp.app, session, claim)).statusCode).toBe(200);
      expect(cognitoError(await answerPasswordVerifier(testApp.app, session, claim))).toMatchObject({
        type: 'NotAuthorizedException',
        message: 'Invalid session for the user, session is expired.',
      });
    });

    it('keeps sessions in the database for 3 minutes', async () => {
      const { client, session, parameters } = await startSrpSignIn(testApp.app, 'buyer@demo.test');
      const [stored] = await db()
        .select()
        .from(authChallenges)
        .where(eq(authChallenges.throttleKey, `user:${parameters.USER_ID_FOR_SRP}`));
      expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(179_000);
      expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThan(181_000);

      await db()
        .update(authChallenges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authChallenges.id, stored.id));

      expect(cognitoError(await answerPasswordVerifier(testApp.app, session, await client.passwordClaim(parameters, DEMO_PASSWORD)))).toMatchObject({
        type: 'NotAuthorizedException',
      });
    });

    it('does not take another tenant’s session', async () => {
      const { client, session, parameters } = await startSrpSignIn(testApp.app, 'buyer@demo.test');

      const atNorthwind = await callCognito(
        testApp.app,
        'RespondToAuthChallenge',
        {
          ChallengeName: 'PASSWORD_VERIFIER',
          ClientId: 'northwindportal',
          ChallengeResponses: await client.passwordClaim(parameters, DEMO_PASSWORD),
          Session: session,
        },
        { host: NORTHWIND_HOST },
      );

      expect(cognitoError(atNorthwind)).toMatchObject({ type: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' });
    });

    it('refuses a claim with the wrong password, a flipped signature byte or a swapped secret block', async () => {
      const wrongPassword = await startSrpSignIn(testApp.app, 'buyer@demo.test');
      const flipped = await startSrpSignIn(testApp.app, 'buyer@demo.test');
      const swapped = await startSrpSignIn(testApp.app, 'buyer@demo.test');
      const flippedClaim = await flipped.client.passwordClaim(flipped.parameters, DEMO_PASSWORD);
      const signature = Buffer.from(flippedClaim.PASSWORD_CLAIM_SIGNATURE, 'base64');
      signature[0] ^= 0x01;
      const swappedClaim = await swapped.client.passwordClaim({ ...swapped.parameters, SECRET_BLOCK: flipped.parameters.SECRET_BLOCK }, DEMO_PASSWORD);

      const answers = [
        await answerPasswordVerifier(testApp.app, wrongPassword.session, await wrongPassword.client.passwordClaim(wrongPassword.parameters, 'Wrong-pass-1')),
        await answerPasswordVerifier(testApp.app, flipped.session, { ...flippedClaim, PASSWORD_CLAIM_SIGNATURE: signature.toString('base64') }),
        await answerPasswordVerifier(testApp.app, swapped.session, swappedClaim),
      ];

      for (const answer of answers)
        expect(cognitoError(answer)).toMatchObject({ status: 400, type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    });

    it('accepts a TIMESTAMP within 5 minutes of the server clock and refuses one further away or malformed', async () => {
      const nearly = await startSrpSignIn(testApp.app, 'buyer@demo.test');
      const tooLate = await startSrpSignIn(testApp.app, 'buyer@demo.test');
      const garbled = await startSrpSignIn(testApp.app, 'buyer@demo.test');

      const nearlyAnswer = await answerPasswordVerifier(
        testApp.app,
        nearly.session,
        await nearly.client.passwordClaim(nearly.parameters, DEMO_PASSWORD, srpTimestamp(new Date(Date.now() - 4 * 60_000))),
      );
      const tooLateAnswer = await answerPasswordVerifier(
        testApp.app,
        tooLate.session,
        await tooLate.client.passwordClaim(tooLate.parameters, DEMO_PASSWORD, srpTimestamp(new Date(Date.now() + 6 * 60_000))),
      );
      const garbledAnswer = await answerPasswordVerifier(
        testApp.app,
        garbled.session,
        await garbled.client.passwordClaim(garbled.parameters, DEMO_PASSWORD, '2024-06-04T09:05:07Z'),
      );

      expect(nearlyAnswer.statusCode).toBe(200);
      expect(cognitoError(tooLateAnswer)).toMatchObject({ type: 'NotAuthorizedException', message: expect.stringContaining('5 minutes') });
      expect(cognitoError(garbledAnswer)).toMatchObject({ type: 'InvalidParameterException', message: expect.stringContaining('TIMESTAMP') });
    });

    it('gives an unknown username a decoy challenge that looks like a real one and always fails', async () => {
      const first = await startSrpSignIn(testApp.app, 'ghost@demo.test');
      const again = await startSrpSignIn(testApp.app, 'GHOST@demo.test');

      expect(first.response.statusCode).toBe(200);
      expect(first.parameters.USER_ID_FOR_SRP).toMatch(UUID);
      expect(again.parameters.SALT).toBe(first.parameters.SALT);
      expect(again.parameters.USER_ID_FOR_SRP).toBe(first.parameters.USER_ID_FOR_SRP);
      const answer = await answerPasswordVerifier(testApp.app, first.session, await first.client.passwordClaim(first.parameters, DEMO_PASSWORD));
      expect(cognitoError(answer)).toMatchObject({ type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    });

    it('refuses an SRP_A that is not a valid public value', async () => {
      const zero = await callCognito(testApp.app, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: ACME_POOL.clientId,
        AuthParameters: { USERNAME: 'buyer@demo.test', SRP_A: '0' },
      });
      const notHex = await callCognito(testApp.app, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: ACME_POOL.clientId,
        AuthParameters: { USERNAME: 'buyer@demo.test', SRP_A: 'xyz' },
      });

      expect(cognitoError(zero)).toMatchObject({ type: 'InvalidParameterException' });
      expect(cognitoError(notHex)).toMatchObject({ type: 'InvalidParameterException' });
    });
  });

  describe('USER_PASSWORD_AUTH and account states', () => {
    it('signs a confirmed user in with e-mail or id as username', async () => {
      const { IdToken } = await tokensOf(testApp.app, 'buyer@demo.test');
      const byId = await signInWithPassword(testApp.app, String(decodeJwt(IdToken).sub));

      expect(byId.statusCode).toBe(200);
    });

    it('says UserNotConfirmedException only to someone who knows the password', async () => {
      expect(cognitoError(await signInWithPassword(testApp.app, 'unconfirmed@demo.test'))).toMatchObject({
        type: 'UserNotConfirmedException',
        message: 'User is not confirmed.',
      });
      expect(cognitoError(await signInWithPassword(testApp.app, 'unconfirmed@demo.test', 'Wrong-pass-1'))).toMatchObject({ type: 'NotAuthorizedException' });
    });

    it('refuses disabled accounts and asks admin-reset accounts to reset', async () => {
      const disabled = await insertUser(db(), 'acme', { status: 'DISABLED' });
      const resetRequired = await insertUser(db(), 'acme', { status: 'RESET_REQUIRED' });

      expect(cognitoError(await signInWithPassword(testApp.app, disabled.email))).toMatchObject({
        type: 'NotAuthorizedException',
        message: 'User is disabled.',
      });
      expect(cognitoError(await signInWithPassword(testApp.app, resetRequired.email))).toMatchObject({ type: 'PasswordResetRequiredException' });
    });

    it('answers a FORCE_CHANGE_PASSWORD user with NEW_PASSWORD_REQUIRED, its attributes as JSON strings', async () => {
      const response = await signInWithPassword(testApp.app, 'reset@demo.test');
      const body = response.json<{ ChallengeName: string; Session: string; ChallengeParameters: Record<string, string> }>();

      expect(body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
      expect(JSON.parse(body.ChallengeParameters.userAttributes)).toEqual({
        email: 'reset@demo.test',
        email_verified: 'true',
        given_name: 'Riley',
        family_name: 'Reset',
      });
      expect(JSON.parse(body.ChallengeParameters.requiredAttributes)).toEqual([]);
      expect(body.ChallengeParameters.USER_ID_FOR_SRP).toMatch(UUID);
    });
  });

  describe('NEW_PASSWORD_REQUIRED', () => {
    it('requires the names an account lacks, fills them, and refuses a weak password without using the session up', async () => {
      const user = await insertUser(db(), 'acme', { status: 'FORCE_CHANGE_PASSWORD', firstName: '', lastName: '' });
      const challenge = (await signInWithPassword(testApp.app, user.email)).json<{ Session: string; ChallengeParameters: Record<string, string> }>();
      expect(JSON.parse(challenge.ChallengeParameters.requiredAttributes)).toEqual(['userAttributes.given_name', 'userAttributes.family_name']);

      const weak = await respondNewPassword(challenge.Session, { USERNAME: user.email, NEW_PASSWORD: 'short' });
      expect(cognitoError(weak)).toMatchObject({ type: 'InvalidPasswordException', message: 'Password did not conform with policy: Password not long enough' });
      const noSymbol = await respondNewPassword(challenge.Session, { USERNAME: user.email, NEW_PASSWORD: 'Longenough1' });
      expect(cognitoError(noSymbol)).toMatchObject({
        type: 'InvalidPasswordException',
        message: 'Password did not conform with policy: Password must have symbol characters',
      });

      const done = await respondNewPassword(challenge.Session, {
        USERNAME: user.id,
        NEW_PASSWORD: 'Chosen-pass-1',
        'userAttributes.given_name': 'Nia',
        'userAttributes.family_name': 'New',
      });
      expect(done.statusCode).toBe(200);
      expect(decodeJwt(done.json<{ AuthenticationResult: { IdToken: string } }>().AuthenticationResult.IdToken)).toMatchObject({
        given_name: 'Nia',
        family_name: 'New',
      });
      const [stored] = await db().select().from(users).where(eq(users.id, user.id));
      expect(stored).toMatchObject({ status: 'CONFIRMED', firstName: 'Nia', lastName: 'New' });

      expect(cognitoError(await respondNewPassword(challenge.Session, { USERNAME: user.id, NEW_PASSWORD: 'Chosen-pass-2' }))).toMatchObject({
        type: 'NotAuthorizedException',
      });
    });

    it('refuses attributes it does not know and changes of the e-mail', async () => {
      const user = await insertUser(db(), 'acme', { status: 'FORCE_CHANGE_PASSWORD' });
      const { Session } = (await signInWithPassword(testApp.app, user.email)).json<{ Session: string }>();

      const unknown = await respondNewPassword(Session, { USERNAME: user.id, NEW_PASSWORD: 'Chosen-pass-1', 'userAttributes.nickname': 'x' });
      const email = await respondNewPassword(Session, { USERNAME: user.id, NEW_PASSWORD: 'Chosen-pass-1', 'userAttributes.email': 'other@demo.test' });
      const sameEmail = await respondNewPassword(Session, { USERNAME: user.id, NEW_PASSWORD: 'Chosen-pass-1', 'userAttributes.email': user.email });

      expect(cognitoError(unknown)).toMatchObject({ type: 'InvalidParameterException', message: expect.stringContaining('nickname') });
      expect(cognitoError(email)).toMatchObject({ type: 'InvalidParameterException', message: 'Cannot modify the non-mutable attribute email' });
      expect(sameEmail.statusCode).toBe(200);
    });
  });

  describe('REFRESH_TOKEN_AUTH', () => {
    it('issues new ID and access tokens of the same sign-in, without a new refresh token', async () => {
      const signedIn = await tokensOf(testApp.app, 'limited@demo.test');
      const response = await refresh(signedIn.RefreshToken ?? '');
      const result = response.json<{ AuthenticationResult: Record<string, unknown> }>().AuthenticationResult;

      expect(response.statusCode).toBe(200);
      expect(result).toEqual({ IdToken: expect.any(String), AccessToken: expect.any(String), ExpiresIn: 3600, TokenType: 'Bearer' });
      expect(decodeJwt(String(result['IdToken']))).toMatchObject({
        origin_jti: decodeJwt(signedIn.IdToken)['origin_jti'],
        auth_time: decodeJwt(signedIn.IdToken)['auth_time'],
      });
    });

    it('refuses unknown, expired and revoked refresh tokens with NotAuthorizedException', async () => {
      const expiring = await tokensOf(testApp.app, 'limited@demo.test');
      await db()
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.id, String(decodeJwt(expiring.IdToken)['origin_jti'])));

      expect(cognitoError(await refresh('not-a-token'))).toMatchObject({ type: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
      expect(cognitoError(await refresh(expiring.RefreshToken ?? ''))).toMatchObject({ type: 'NotAuthorizedException' });
    });

    it('stores refresh tokens hashed, for 30 days', async () => {
      const { RefreshToken, IdToken } = await tokensOf(testApp.app, 'limited@demo.test');
      const [row] = await db()
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.id, String(decodeJwt(IdToken)['origin_jti'])));

      expect(row.tokenHash).not.toContain(RefreshToken);
      expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000)).toBe(30);
    });
  });

  describe('GetUser and GlobalSignOut', () => {
    it('reads the user behind an access token', async () => {
      const { AccessToken, IdToken } = await tokensOf(testApp.app, 'buyer@demo.test');
      const response = await callCognito(testApp.app, 'GetUser', { AccessToken });

      expect(response.json()).toEqual({
        Username: decodeJwt(IdToken).sub,
        UserAttributes: expect.arrayContaining([
          { Name: 'sub', Value: decodeJwt(IdToken).sub },
          { Name: 'email', Value: 'buyer@demo.test' },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: 'Bailey' },
        ]),
      });
    });

    it('refuses an ID token, a garbled token and another tenant’s access token', async () => {
      const acme = await tokensOf(testApp.app, 'buyer@demo.test');
      const northwind = await tokensOf(testApp.app, 'buyer@northwind.test', DEMO_PASSWORD, { host: NORTHWIND_HOST });

      for (const AccessToken of [acme.IdToken, 'garbled.token.value', northwind.AccessToken]) {
        expect(cognitoError(await callCognito(testApp.app, 'GetUser', { AccessToken }))).toMatchObject({
          type: 'NotAuthorizedException',
          message: 'Invalid Access Token',
        });
      }
    });

    it('says UserNotFoundException for a user that no longer exists', async () => {
      const user = await insertUser(db(), 'acme');
      const { AccessToken } = await tokensOf(testApp.app, user.email);
      await db().delete(users).where(eq(users.id, user.id));

      expect(cognitoError(await callCognito(testApp.app, 'GetUser', { AccessToken }))).toMatchObject({
        type: 'UserNotFoundException',
        message: 'User does not exist.',
      });
    });

    it('revokes one sign-in with RevokeToken, idempotently, and says nothing about unknown tokens', async () => {
      const user = await insertUser(db(), 'acme');
      const revoked = await tokensOf(testApp.app, user.email);
      const other = await tokensOf(testApp.app, user.email);
      const revoke = (Token: string, ClientId = ACME_POOL.clientId) => callCognito(testApp.app, 'RevokeToken', { ClientId, Token });

      expect((await revoke(revoked.RefreshToken ?? '')).json()).toEqual({});
      expect((await revoke(revoked.RefreshToken ?? '')).json()).toEqual({});
      expect((await revoke('never-issued')).json()).toEqual({});
      expect(cognitoError(await revoke(other.RefreshToken ?? '', 'northwindportal')).type).toBe('ResourceNotFoundException');

      expect(cognitoError(await refresh(revoked.RefreshToken ?? '')).type).toBe('NotAuthorizedException');
      expect(cognitoError(await callCognito(testApp.app, 'GetUser', { AccessToken: revoked.AccessToken })).type).toBe('NotAuthorizedException');
      expect((await refresh(other.RefreshToken ?? '')).statusCode).toBe(200);
    });

    it('ends every session of the user: access tokens, refresh tokens, of every sign-in', async () => {
      const user = await insertUser(db(), 'acme');
      const first = await tokensOf(testApp.app, user.email);
      const second = await tokensOf(testApp.app, user.email);

      expect((await callCognito(testApp.app, 'GlobalSignOut', { AccessToken: first.AccessToken })).json()).toEqual({});

      expect(cognitoError(await callCognito(testApp.app, 'GetUser', { AccessToken: second.AccessToken }))).toMatchObject({
        type: 'NotAuthorizedException',
        message: 'Access Token has been revoked',
      });
      expect(cognitoError(await refresh(second.RefreshToken ?? ''))).toMatchObject({ type: 'NotAuthorizedException' });
      expect((await tokensOf(testApp.app, user.email)).IdToken).toEqual(expect.any(String));
    });
  });
});
