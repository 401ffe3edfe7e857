import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { localUserPoolId, localUserPoolWebClientId } from '../../src/tenants/tenant-config';
import { poolNameOf } from '../../src/identity/local-pool';
import type { AuthenticationResult } from '../../src/identity/token-service';
import { DEMO_PASSWORD } from '../../src/seed/demo-tenants';
import { SrpClient, type SrpChallengeParameters } from './srp-client';

// Calls to the embedded identity endpoint through app.inject, as the Cognito library makes them.

export { DEMO_PASSWORD };

/** The demo tenants: Acme at Host localhost, Northwind at 127.0.0.1. */
export const ACME_HOST = 'localhost';
export const NORTHWIND_HOST = '127.0.0.1';

export const poolOf = (slug: string) => ({
  poolId: localUserPoolId(slug),
  poolName: poolNameOf(localUserPoolId(slug)),
  clientId: localUserPoolWebClientId(slug),
});
export const ACME_POOL = poolOf('acme');
export const NORTHWIND_POOL = poolOf('northwind');
export const poolOfHost = (host: string) => (host === NORTHWIND_HOST ? NORTHWIND_POOL : ACME_POOL);

export interface CognitoCall {
  host?: string;
  /** The client IP the request comes from (the per-IP limit counts by it). */
  remoteAddress?: string;
  contentType?: string;
  target?: string;
}

/** POST /cognito with X-Amz-Target: AWSCognitoIdentityProviderService.<operation>. */
export function callCognito(app: FastifyInstance, operation: string, body: unknown, call: CognitoCall = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/cognito',
    remoteAddress: call.remoteAddress,
    headers: {
      host: call.host ?? ACME_HOST,
      'content-type': call.contentType ?? 'application/x-amz-json-1.1',
      'x-amz-target': call.target ?? `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The { __type, message } of a failed call, with its status. */
export function cognitoError(response: LightMyRequestResponse): { status: number; type: string; message: string; header: string | undefined } {
  const body = response.json<{ __type: string; message: string }>();
  const header = response.headers['x-amzn-errortype'];
  return { status: response.statusCode, type: body.__type, message: body.message, header: typeof header === 'string' ? header : undefined };
}

/** One-round-trip sign-in (USER_PASSWORD_AUTH): the tokens, or the failed response. */
export async function signInWithPassword(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  call: CognitoCall = {},
): Promise<LightMyRequestResponse> {
  const { clientId } = poolOfHost(call.host ?? ACME_HOST);
  return callCognito(
    app,
    'InitiateAuth',
    { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: password } },
    call,
  );
}

/** Signs a demo user in and returns the AuthenticationResult (fails the test otherwise). */
export async function tokensOf(app: FastifyInstance, email: string, password = DEMO_PASSWORD, call: CognitoCall = {}): Promise<AuthenticationResult> {
  const response = await signInWithPassword(app, email, password, call);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  const result = response.json<{ AuthenticationResult?: AuthenticationResult }>().AuthenticationResult;
  if (!result) throw new Error(`sign-in of ${email} answered a challenge: ${response.body}`);
  return result;
}

/** InitiateAuth USER_SRP_AUTH: the challenge parameters and Session, plus the client state to answer it. */
export async function startSrpSignIn(app: FastifyInstance, username: string, call: CognitoCall = {}) {
  const pool = poolOfHost(call.host ?? ACME_HOST);
  const client = await SrpClient.start(pool.poolName);
  const response = await callCognito(
    app,
    'InitiateAuth',
    { AuthFlow: 'USER_SRP_AUTH', ClientId: pool.clientId, AuthParameters: { USERNAME: username, SRP_A: client.srpA } },
    call,
  );
  const body = response.json<{ ChallengeName: string; Session: string; ChallengeParameters: SrpChallengeParameters & { USERNAME: string } }>();
  return { response, client, session: body.Session, parameters: body.ChallengeParameters, pool };
}

/** RespondToAuthChallenge PASSWORD_VERIFIER with the given responses. */
export function answerPasswordVerifier(
  app: FastifyInstance,
  session: string,
  responses: Record<string, string>,
  call: CognitoCall = {},
): Promise<LightMyRequestResponse> {
  const { clientId } = poolOfHost(call.host ?? ACME_HOST);
  return callCognito(
    app,
    'RespondToAuthChallenge',
    { ChallengeName: 'PASSWORD_VERIFIER', ClientId: clientId, ChallengeResponses: responses, Session: session },
    call,
  );
}

/** The newest 6-digit code mailed to an address, read from GET /dev/mailbox (demo mode). */
export async function latestCode(app: FastifyInstance, to: string, host = ACME_HOST): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(to)}`, headers: { host } });
  const [newest] = response.json<{ text: string }[]>();
  const code = newest ? /\b(\d{6})\b/.exec(newest.text)?.[1] : undefined;
  if (!code) throw new Error(`no code mailed to ${to}: ${response.body}`);
  return code;
}

/** GET a /px-api-gateway path with a bearer token. */
export function getWithToken(app: FastifyInstance, url: string, idToken: string | undefined, host = ACME_HOST): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: { host, ...(idToken === undefined ? {} : { authorization: `Bearer ${idToken}` }) } });
}
