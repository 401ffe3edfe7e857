import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MessageCode } from '@bp/api-contract';
import { AppError } from '../errors';
import { HEALTH_LIVE_PATH, HEALTH_PATH, HEALTH_READY_PATH } from '../server-paths';
import { errorResponses } from './schemas';

const HealthSchema = Type.Object({ status: Type.Literal('ok') }, { $id: 'Health' });
const tags = ['operations'];

/** For load balancers and orchestrators: no tenant, no session. */
const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const databaseAnswers = async (log: { error: (details: object, message: string) => void }) => {
    try {
      await fastify.database.ping();
    } catch (error) {
      log.error({ err: error }, 'health check: database ping failed');
      throw new AppError(503, MessageCode.SERVICE_UNAVAILABLE, 'The database is not reachable');
    }
  };

  fastify.get(
    HEALTH_PATH,
    { schema: { tags, summary: 'Liveness and database reachability', response: { 200: HealthSchema, ...errorResponses(429, 503) } } },
    async (request) => {
      await databaseAnswers(request.log);
      return { status: 'ok' as const };
    },
  );

  fastify.get(
    HEALTH_LIVE_PATH,
    {
      // No database, no store: the process answers while it runs (also while it drains).
      config: { rateLimit: false },
      schema: { tags, summary: 'Liveness: the process runs and answers (restart it when this fails)', response: { 200: HealthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  fastify.get(
    HEALTH_READY_PATH,
    {
      schema: {
        tags,
        summary: 'Readiness: migrations applied, the stock lists loaded, the database answering, not shutting down (send traffic only while 200)',
        response: { 200: HealthSchema, ...errorResponses(429, 503) },
      },
    },
    async (request) => {
      const reason = fastify.readiness.notReadyBecause();
      if (reason) throw new AppError(503, MessageCode.SERVICE_UNAVAILABLE, reason, { headers: { 'retry-after': '1' } });
      await databaseAnswers(request.log);
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
