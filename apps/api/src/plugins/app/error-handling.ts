import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MessageCode, TRACE_ID_HEADER } from '@bp/api-contract';
import { toErrorBody } from '../../error-body';
import { AppError, notFound } from '../../errors';
import { nulCharacterRefused } from '../../nul-characters';
import { newTraceId } from '../../request-id';
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

/** Where a NUL sits in the raw bytes Node refused: a header by name, or the request line. */
function nulPlaceOf(rawPacket: Buffer): string | undefined {
  const at = rawPacket.indexOf(0);
  if (at < 0) return undefined;
  const lineStart = rawPacket.lastIndexOf('\n', at) + 1;
  if (lineStart === 0) return 'the request line';
  const line = rawPacket.toString('latin1', lineStart, at);
  const colon = line.indexOf(':');
  return colon > 0 ? `header ${line.slice(0, colon).trim().toLowerCase()}` : 'a header';
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a NUL or another control
 * character in a header, a malformed request line) never reaches Fastify's routing, yet gets the
 * spec's ErrorBody with a trace id like every other answer; a NUL gets the NUL guard's message.
 * The connection then closes: the parser cannot read on past the error.
 */
export function clientErrorAnswer(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  // A Buffer at run time, whatever Fastify's type says.
  const rawPacket: unknown = error.rawPacket;
  const nulPlace = status === 400 && Buffer.isBuffer(rawPacket) ? nulPlaceOf(rawPacket) : undefined;
  const refusal = nulPlace
    ? nulCharacterRefused(nulPlace)
    : new AppError(
        status,
        MessageCode.BAD_REQUEST,
        status === 408 ? 'The request took too long to arrive' : status === 431 ? 'The request headers are too large' : 'The request is not valid HTTP',
      );
  const body = JSON.stringify(refusal.toBody());
  const traceId = newTraceId();
  this.log.info({ status, code: error.code, traceId }, 'request refused by the HTTP parser');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${TRACE_ID_HEADER}: ${traceId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
