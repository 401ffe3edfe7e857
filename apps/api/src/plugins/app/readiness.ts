import fp from 'fastify-plugin';
import { MessageCode } from '@bp/api-contract';
import { AppError } from '../../errors';
import { Readiness } from '../../readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the instance still needs before it takes traffic, and whether it is draining. */
    readiness: Readiness;
  }
}

/**
 * Shutting down, the instance finishes the requests it has and refuses new ones in the spec's
 * error body with `Connection: close` (a keep-alive client or proxy then goes elsewhere), instead
 * of Fastify's own 503 body (return503OnClosing is off in fastifyServerOptions).
 */
export default fp(
  async (fastify) => {
    const readiness = new Readiness();
    fastify.decorate('readiness', readiness);
    fastify.addHook('preClose', async () => readiness.startDraining());
    fastify.addHook('onRequest', async () => {
      if (readiness.draining) {
        throw new AppError(503, MessageCode.SERVICE_UNAVAILABLE, 'The server is shutting down; please try again', {
          headers: { connection: 'close', 'retry-after': '1' },
        });
      }
    });
  },
  { name: 'readiness' },
);
