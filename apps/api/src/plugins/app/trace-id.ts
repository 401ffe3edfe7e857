import fp from 'fastify-plugin';
import { TRACE_ID_HEADER } from '@bp/api-contract';

/**
 * Every response (errors, 404s and static files included) carries the request id as
 * x-amzn-trace-id, so the trace id a user copies from the portal's error screen finds the log
 * lines (pino logs it as reqId). The id itself comes from genReqId (request-id.ts).
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onSend', async (request, reply, payload) => {
      reply.header(TRACE_ID_HEADER, request.id);
      return payload;
    });
  },
  { name: 'trace-id' },
);
