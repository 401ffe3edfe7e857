import { buildTestApp, type TestApp } from '../support/build-test-app';
import { DEMO_PASSWORD, answerPasswordVerifier, getWithToken, startSrpSignIn } from '../support/identity';
import { insertTenant } from '../builders';
import { localUserPoolId } from '../../src/tenants/tenant-config';
import { USER_INFO_PATH } from '@bp/api-contract';

// Two API instances on one database, as behind a load balancer: everything a sign-in needs
// between its two calls lives in the database, not in an instance's memory. (Races only show on
// PostgreSQL: PGlite runs one query at a time.)

describe('identity across API instances', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildTestApp({ database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('answers the SRP challenge on another instance, and its tokens work on both', async () => {
    const { client, session, parameters } = await startSrpSignIn(first.app, 'buyer@demo.test');

    const answer = await answerPasswordVerifier(second.app, session, await client.passwordClaim(parameters, DEMO_PASSWORD));

    expect(answer.statusCode).toBe(200);
    const { IdToken } = answer.json<{ AuthenticationResult: { IdToken: string } }>().AuthenticationResult;
    expect((await getWithToken(first.app, USER_INFO_PATH, IdToken)).statusCode).toBe(200);
    expect((await getWithToken(second.app, USER_INFO_PATH, IdToken)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous answers with the same session through', async () => {
    const { client, session, parameters } = await startSrpSignIn(first.app, 'limited@demo.test');
    const claim = await client.passwordClaim(parameters, DEMO_PASSWORD);

    const answers = await Promise.all([answerPasswordVerifier(first.app, session, claim), answerPasswordVerifier(second.app, session, claim)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('makes one signing key per tenant even when two instances need it at the same moment', async () => {
    const tenant = await insertTenant(first.database.handle.db);
    const jwksOf = (testApp: TestApp) =>
      testApp.app.inject({ method: 'GET', url: `/cognito/${localUserPoolId(tenant.slug)}/.well-known/jwks.json`, headers: { host: tenant.hostname } });

    const [fromFirst, fromSecond] = await Promise.all([jwksOf(first), jwksOf(second)]);

    expect(fromFirst.statusCode).toBe(200);
    expect(fromFirst.json()).toEqual(fromSecond.json());
  });
});
