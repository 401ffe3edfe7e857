import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ResetPasswordStartResultSchema, ResetPasswordStartSchema } from '@bp/api-contract';
import { notFound } from '../../errors';
import { toAppError } from '../../identity/cognito-error-mapping';
import { CognitoError } from '../../identity/cognito-errors';
import { localPoolOf } from '../../identity/local-pool';
import { requestOrigin } from '../../request-origin';
import { API_ERROR_STATUSES, errorResponses } from '../schemas';

/** POST saas-login/reset-password (no auth): step 1 of the reset-password screen (spec 03 §2, §4). */
const saasLoginRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/saas-login/reset-password',
    {
      schema: {
        tags: ['startup'],
        summary: 'Start a password reset: mails a reset code, or a new sign-up code to an account still waiting for its e-mail verification',
        body: ResetPasswordStartSchema,
        response: { 200: ResetPasswordStartResultSchema, ...errorResponses(...API_ERROR_STATUSES) },
      },
    },
    async (request) => {
      const pool = localPoolOf(request.tenant, requestOrigin(request));
      if (!pool) throw notFound('Passwords of this tenant are reset at its AWS Cognito user pool');
      try {
        return await fastify.identity.registration.startPasswordReset(pool, request.body.userName);
      } catch (error) {
        throw error instanceof CognitoError ? toAppError(error) : error;
      }
    },
  );
};

export default saasLoginRoutes;
