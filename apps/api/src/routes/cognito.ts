import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { RateLimitConfig } from '../config';
import { toCognitoError } from '../identity/cognito-error-mapping';
import { invalidParameter, poolNotFound, tooManyRequests, type CognitoError } from '../identity/cognito-errors';
import { operationOf, requestShapes, type CognitoOperation } from '../identity/cognito-protocol';
import { localPoolOf, type LocalPool } from '../identity/local-pool';
import type { IdentityServices } from '../plugins/app/identity';
import { requestOrigin } from '../request-origin';

/** The content type AWS JSON 1.1 protocol clients send and expect. */
export const AMZ_JSON = 'application/x-amz-json-1.1';

const CognitoErrorBodySchema = Type.Object({ __type: Type.String(), message: Type.String() }, { description: 'AWS Cognito error: the library reads __type' });
const cognitoErrorResponses = { 400: CognitoErrorBodySchema, 404: CognitoErrorBodySchema, 429: CognitoErrorBodySchema, 500: CognitoErrorBodySchema };

const JwksSchema = Type.Object({
  keys: Type.Array(
    Type.Object(
      { kty: Type.String(), kid: Type.String(), alg: Type.String(), use: Type.String(), n: Type.String(), e: Type.String() },
      { additionalProperties: false },
    ),
  ),
});

type OperationHandler = (identity: IdentityServices, pool: LocalPool, body: unknown) => Promise<object>;

/** Each operation: check the body's shape, then hand it to the service that owns it. */
const OPERATIONS: Record<CognitoOperation, OperationHandler> = {
  InitiateAuth: (identity, pool, body) => identity.signIn.initiateAuth(pool, requestShapes.InitiateAuth.parse(body)),
  RespondToAuthChallenge: (identity, pool, body) => identity.signIn.respondToAuthChallenge(pool, requestShapes.RespondToAuthChallenge.parse(body)),
  GetUser: (identity, pool, body) => identity.signIn.getUser(pool, requestShapes.GetUser.parse(body)),
  GlobalSignOut: (identity, pool, body) => identity.signIn.globalSignOut(pool, requestShapes.GlobalSignOut.parse(body)),
  RevokeToken: (identity, pool, body) => identity.signIn.revokeToken(pool, requestShapes.RevokeToken.parse(body)),
  SignUp: (identity, pool, body) => identity.registration.signUp(pool, requestShapes.SignUp.parse(body)),
  ConfirmSignUp: (identity, pool, body) => identity.registration.confirmSignUp(pool, requestShapes.ConfirmSignUp.parse(body)),
  ResendConfirmationCode: (identity, pool, body) => identity.registration.resendConfirmationCode(pool, requestShapes.ResendConfirmationCode.parse(body)),
  ForgotPassword: (identity, pool, body) => identity.registration.forgotPassword(pool, requestShapes.ForgotPassword.parse(body)),
  ConfirmForgotPassword: (identity, pool, body) => identity.registration.confirmForgotPassword(pool, requestShapes.ConfirmForgotPassword.parse(body)),
};

function sendCognitoError(reply: FastifyReply, error: CognitoError): FastifyReply {
  return reply.code(error.statusCode).header('x-amzn-errortype', error.type).type(AMZ_JSON).send(error.toBody());
}

/** The request's tenant as a local pool; tenants on AWS Cognito have none here. */
function localPoolOfRequest(request: FastifyRequest): LocalPool {
  const pool = localPoolOf(request.tenant, requestOrigin(request));
  if (!pool) throw poolNotFound('This tenant signs in with AWS Cognito, not here.');
  return pool;
}

export interface CognitoRouteOptions {
  /** Requests per client IP per window, for this endpoint only (sign-in is the one place worth guessing at). */
  rateLimit: RateLimitConfig;
}

/**
 * The embedded Cognito-compatible identity endpoint (the pool `endpoint` the portal's
 * CognitoUserPool uses): POST /cognito with X-Amz-Target naming the operation, and each pool's
 * JWKS. Its own scope: own body parser, own error and not-found handlers (every failure is
 * Cognito-shaped), own per-IP rate limit.
 */
const cognitoRoutes: FastifyPluginAsyncTypebox<CognitoRouteOptions> = async (fastify, options) => {
  fastify.addContentTypeParser(AMZ_JSON, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(invalidParameter('The request body is not valid JSON'), undefined);
    }
  });

  fastify.setErrorHandler(async (thrown, request, reply) => {
    const error = toCognitoError(thrown);
    if (error.statusCode >= 500) request.log.error({ err: thrown }, 'identity request failed');
    else request.log.info({ type: error.type, message: error.message }, 'identity request refused');
    return sendCognitoError(reply, error);
  });

  fastify.addHook('onRequest', fastify.resolveTenant);

  // Replaces the API-wide limit on these routes; its 429 must carry __type too.
  const rateLimit = {
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.timeWindowMs,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => tooManyRequests(context.after),
  };

  fastify.post(
    '/',
    {
      config: { rateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Cognito-compatible identity operations (X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>)',
        description:
          'InitiateAuth (USER_SRP_AUTH, USER_PASSWORD_AUTH, REFRESH_TOKEN_AUTH), RespondToAuthChallenge (PASSWORD_VERIFIER, NEW_PASSWORD_REQUIRED), SignUp, ConfirmSignUp, ResendConfirmationCode, ForgotPassword, ConfirmForgotPassword, GetUser, GlobalSignOut, RevokeToken. Body and answer as in the AWS Cognito API, content type application/x-amz-json-1.1.',
        headers: Type.Object({ 'x-amz-target': Type.String({ maxLength: 128 }) }),
        body: Type.Object({}, { additionalProperties: true }),
        response: { 200: Type.Object({}, { additionalProperties: true }), ...cognitoErrorResponses },
      },
    },
    async (request, reply) => {
      const pool = localPoolOfRequest(request);
      const operation = operationOf(request.headers['x-amz-target']);
      const answer = await OPERATIONS[operation](fastify.identity, pool, request.body);
      return reply.type(AMZ_JSON).send(answer);
    },
  );

  fastify.get(
    '/:userPoolId/.well-known/jwks.json',
    {
      config: { rateLimit },
      schema: {
        tags: ['identity'],
        summary: "The pool's public signing keys (its tokens' issuer is <origin>/cognito/<userPoolId>)",
        params: Type.Object({ userPoolId: Type.String({ maxLength: 128 }) }),
        response: { 200: JwksSchema, ...cognitoErrorResponses },
      },
    },
    async (request, reply) => {
      const pool = localPoolOfRequest(request);
      if (request.params.userPoolId !== pool.poolId) throw poolNotFound(`User pool ${request.params.userPoolId} does not exist.`);
      return reply.header('cache-control', 'public, max-age=300').send(await fastify.identity.keys.jwks(pool.tenant.id));
    },
  );

  // Anything else below /cognito is answered here, Cognito-shaped (a not-found handler would not
  // do: the portal's static wildcard route claims every unknown GET first).
  const unknownResource = async (request: FastifyRequest) => {
    throw poolNotFound(`No identity resource at ${request.method} ${request.url.split('?')[0].slice(0, 200)}`);
  };
  fastify.route({ method: ['GET', 'PUT', 'PATCH', 'DELETE'], url: '/', config: { rateLimit }, schema: { hide: true }, handler: unknownResource });
  fastify.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', config: { rateLimit }, schema: { hide: true }, handler: unknownResource });
};

export default cognitoRoutes;
