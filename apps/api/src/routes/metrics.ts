import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { MessageCode } from '@bp/api-contract';
import { AppError } from '../errors';
import { METRICS_PATH } from '../server-paths';

// GET /metrics for Prometheus, registered only when METRICS_TOKEN is set, and only for a scraper
// that sends it (Authorization: Bearer <token>): the numbers show traffic and job volumes per
// route and kind, which is nobody else's business.

const digest = (text: string) => createHash('sha256').update(text).digest();

const metricsRoutes: FastifyPluginAsync<{ token: string }> = async (fastify, options) => {
  const expected = digest(`Bearer ${options.token}`);
  fastify.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    // Compared as digests: same length whatever was sent, and in constant time.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw new AppError(401, MessageCode.UNAUTHORIZED, 'The metrics need the METRICS_TOKEN as a bearer token');
    }
    return reply.type(fastify.metrics.registry.contentType).send(await fastify.metrics.registry.metrics());
  });
};

export default metricsRoutes;
