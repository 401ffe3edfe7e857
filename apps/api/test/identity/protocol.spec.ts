import { createLocalJWKSet, jwtVerify } from 'jose';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, ACME_POOL, NORTHWIND_HOST, NORTHWIND_POOL, callCognito, cognitoError, tokensOf } from '../support/identity';
import { insertTenant } from '../builders';
import type { Mailer } from '../../src/mail/mailer';

// The endpoint as a protocol: what every failure looks like (the library crashes on a body
// without __type), how the operation and pool are chosen, and the JWKS.

describe('identity endpoint protocol', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ demoMode: true });
  });
  afterAll(() => testApp?.close());

  const initiate = { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: ACME_POOL.clientId, AuthParameters: { USERNAME: 'buyer@demo.test', PASSWORD: 'x' } };

  it.each([
    ['a body that is not JSON', 'InitiateAuth', '{"AuthFlow":', {}, 'InvalidParameterException', /not valid JSON/],
    ['an empty body', 'InitiateAuth', '', {}, 'InvalidParameterException', /./],
    ['a body that is not an object', 'InitiateAuth', '[1,2]', {}, 'InvalidParameterException', /not valid/],
    [
      'an operation it does not serve',
      'AdminDeleteUser',
      initiate,
      {},
      'InvalidParameterException',
      /Unsupported operation: AWSCognitoIdentityProviderService.AdminDeleteUser/,
    ],
    ['a target of another service', 'InitiateAuth', initiate, { target: 'DynamoDB_20120810.GetItem' }, 'InvalidParameterException', /Unsupported operation/],
    ['a content type it does not read', 'InitiateAuth', initiate, { contentType: 'text/plain' }, 'InvalidParameterException', /./],
    ['a host that is no tenant', 'InitiateAuth', initiate, { host: 'unknown.example' }, 'ResourceNotFoundException', /User pool does not exist/],
    [
      'another pool’s client id',
      'InitiateAuth',
      { ...initiate, ClientId: NORTHWIND_POOL.clientId },
      {},
      'ResourceNotFoundException',
      /User pool client northwindportal does not exist/,
    ],
    [
      'a missing required field',
      'InitiateAuth',
      { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: ACME_POOL.clientId },
      {},
      'InvalidParameterException',
      /Missing required parameter AuthParameters/,
    ],
    [
      'a missing auth parameter',
      'InitiateAuth',
      { ...initiate, AuthParameters: { USERNAME: 'buyer@demo.test' } },
      {},
      'InvalidParameterException',
      /Missing required parameter PASSWORD/,
    ],
    [
      'an auth flow it does not offer',
      'InitiateAuth',
      { ...initiate, AuthFlow: 'CUSTOM_AUTH' },
      {},
      'InvalidParameterException',
      /Auth flow CUSTOM_AUTH is not enabled/,
    ],
    [
      'a challenge it does not offer',
      'RespondToAuthChallenge',
      { ChallengeName: 'SMS_MFA', ClientId: ACME_POOL.clientId, ChallengeResponses: {}, Session: 's' },
      {},
      'InvalidParameterException',
      /SMS_MFA/,
    ],
    ['a field of the wrong type', 'ForgotPassword', { ClientId: ACME_POOL.clientId, Username: 42 }, {}, 'InvalidParameterException', /Username/],
  ])('answers %s with a Cognito-shaped 400', async (_case, operation, body, call, type, message) => {
    const response = await callCognito(testApp.app, operation, body, call);

    expect(cognitoError(response)).toEqual({ status: 400, type, message: expect.stringMatching(message), header: type });
    expect(response.headers['content-type']).toMatch(/^application\/x-amz-json-1.1/);
    expect(response.headers['x-amzn-trace-id']).toMatch(/^Root=1-/);
  });

  it('answers paths it does not know below /cognito Cognito-shaped too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/cognito/nothing-here', headers: { host: ACME_HOST } });

    expect(cognitoError(response)).toMatchObject({ status: 404, type: 'ResourceNotFoundException' });
  });

  it('refuses tenants that sign in with AWS Cognito: their pool is not here', async () => {
    const tenant = await insertTenant(testApp.database.handle.db, {
      settings: { identity: { provider: 'aws-cognito', region: 'eu-west-1', userPoolId: 'eu-west-1_AbCdEf123', userPoolWebClientId: 'awsclient' } },
    });

    const response = await callCognito(testApp.app, 'InitiateAuth', { ...initiate, ClientId: 'awsclient' }, { host: tenant.hostname });

    expect(cognitoError(response)).toMatchObject({
      status: 404,
      type: 'ResourceNotFoundException',
      message: 'This tenant signs in with AWS Cognito, not here.',
    });
  });

  it("serves each pool's public key as a JWKS its tokens verify against, and no other pool's", async () => {
    const acmeJwks = await testApp.app.inject({ method: 'GET', url: `/cognito/${ACME_POOL.poolId}/.well-known/jwks.json`, headers: { host: ACME_HOST } });
    const northwindJwks = await testApp.app.inject({
      method: 'GET',
      url: `/cognito/${NORTHWIND_POOL.poolId}/.well-known/jwks.json`,
      headers: { host: NORTHWIND_HOST },
    });
    const acmeKeysAtNorthwind = await testApp.app.inject({
      method: 'GET',
      url: `/cognito/${ACME_POOL.poolId}/.well-known/jwks.json`,
      headers: { host: NORTHWIND_HOST },
    });
    const { IdToken } = await tokensOf(testApp.app, 'buyer@demo.test');

    expect(acmeJwks.statusCode).toBe(200);
    const jwks = acmeJwks.json<{ keys: { kid: string; kty: string; alg: string; use: string; d?: string }[] }>();
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) })]);
    expect(jwks.keys[0].d).toBeUndefined();
    expect(northwindJwks.json<{ keys: { kid: string }[] }>().keys[0].kid).not.toBe(jwks.keys[0].kid);
    expect(cognitoError(acmeKeysAtNorthwind)).toMatchObject({ status: 404, type: 'ResourceNotFoundException' });

    const { payload, protectedHeader } = await jwtVerify(IdToken, createLocalJWKSet(jwks), {
      issuer: `http://${ACME_HOST}/cognito/${ACME_POOL.poolId}`,
      audience: ACME_POOL.clientId,
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: jwks.keys[0].kid });
    expect(payload).toMatchObject({ email: 'buyer@demo.test', token_use: 'id' });
    await expect(jwtVerify(IdToken, createLocalJWKSet(northwindJwks.json()))).rejects.toThrow();
  });
});

describe('identity endpoint failures inside', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const brokenMailer: Mailer = {
      description: 'a mail server that is down',
      send: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.25:587');
      },
    };
    testApp = await buildTestApp({ identity: { mailer: brokenMailer } });
  });
  afterAll(() => testApp?.close());

  it('answers a bug or an outage with InternalErrorException, and logs the cause with the trace id', async () => {
    const response = await callCognito(testApp.app, 'ForgotPassword', { ClientId: ACME_POOL.clientId, Username: 'buyer@demo.test' });

    expect(cognitoError(response)).toEqual({ status: 500, type: 'InternalErrorException', message: 'Internal Server Error', header: 'InternalErrorException' });
    const logged = testApp.logs().find((line) => line.reqId === response.headers['x-amzn-trace-id'] && line.level === 50);
    expect(logged?.err?.message).toContain('ECONNREFUSED');
  });
});
