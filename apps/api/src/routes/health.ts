import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MessageCode } from '@bp/api-contract';
import { AppError } from '../errors';
import { HEALTH_PATH } from '../server-paths';
import { errorResponses } from './schemas';

const HealthSchema = Type.Object({ status: Type.Literal('ok') }, { $id: 'Health' });

/** For load balancers and orchestrators: no tenant, answers ok only when the database answers. */
const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    HEALTH_PATH,
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, ...errorResponses(429, 503) },
      },
    },
    async (request) => {
      try {
        await fastify.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database ping failed');
        throw new AppError(503, MessageCode.SERVICE_UNAVAILABLE, 'The database is not reachable');
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
