import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { MessageCode } from '@bp/api-contract';
import type { RateLimitConfig } from '../../config';
import { AppError } from '../../errors';

/** Per client IP, across every route (static files included); answers 429 in the ErrorBody shape. */
export default fp<RateLimitConfig>(
  async (fastify, options) => {
    await fastify.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.timeWindowMs,
      // The error handler turns this into the body; rate-limit's retry-after header stays.
      errorResponseBuilder: (_request, context) =>
        new AppError(429, MessageCode.TOO_MANY_REQUESTS, `Too many requests, retry in ${context.after}`, { params: [context.after] }),
    });
  },
  { name: 'rate-limit' },
);
