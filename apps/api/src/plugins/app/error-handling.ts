import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MessageCode, TRACE_ID_HEADER } from '@bp/api-contract';
import { toErrorBody } from '../../error-body';
import { AppError, notFound } from '../../errors';
import { isPortalNavigation } from '../../routes/portal';

/**
 * The one error handler and the one not-found handler: every failure leaves as the ErrorBody of
 * spec 01 §8. A page navigation that matches no route gets the portal's index.html instead (the
 * SPA routes it), so deep links like /stock work on reload.
 */
/**
 * Fastify's `frameworkErrors`: what Fastify refuses before any route or hook runs (a path with a
 * malformed %-escape such as /orders/%E0%A4%A) leaves as the same ErrorBody with its trace id,
 * instead of Fastify's own `{ error, code, message, statusCode }`.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const body = new AppError(status, MessageCode.BAD_REQUEST, 'The request path is not a valid URL (a malformed %-escape)').toBody();
  request.log.info({ status, code: error.code }, 'request refused before routing');
  void reply.code(status).header(TRACE_ID_HEADER, request.id).type('application/json; charset=utf-8').send(body);
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler(async (error, request, reply) => {
      const body = toErrorBody(error);
      if (body.status >= 500) {
        // The caller sees only 'Internal Server Error'; the real error stays in the log.
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ status: body.status, messageCode: body.messageCode, message: body.message }, 'request refused');
      }
      if (error instanceof AppError) reply.headers(error.headers);
      return reply.code(body.status).type('application/json; charset=utf-8').send(body);
    });

    fastify.setNotFoundHandler(async (request, reply) => {
      if (isPortalNavigation(request)) return reply.sendPortalShell();
      const path = request.url.split('?')[0].slice(0, 200);
      const body = notFound(`Route ${request.method}:${path} not found`, MessageCode.NOT_FOUND).toBody();
      return reply.code(404).send(body);
    });
  },
  { name: 'error-handling' },
);
