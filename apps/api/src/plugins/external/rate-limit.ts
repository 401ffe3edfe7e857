import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MessageCode } from '@bp/api-contract';
import type { RateLimitConfig } from '../../config';
import { AppError } from '../../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the request against its client IP's budget (429 past it). */
    limitByClientIp: preHandlerAsyncHookHandler;
    /** Counts the request against its signed-in user's budget (429 past it); needs `request.user`. */
    limitBySignedInUser: preHandlerAsyncHookHandler;
  }
}

export interface RateLimitOptions {
  /** Unauthenticated calls, per client IP. */
  perIp: RateLimitConfig;
  /** Signed-in calls, per tenant + user. */
  perUser: RateLimitConfig;
}

const tooManyRequests = (_request: FastifyRequest, context: { after: string }) =>
  // The error handler turns this into the body; rate-limit's retry-after header stays.
  new AppError(429, MessageCode.TOO_MANY_REQUESTS, `Too many requests, retry in ${context.after}`, { params: [context.after] });

/**
 * Every route registered after this plugin, in the scope that registers it, counts against its
 * client IP (buildApp registers it in the API's scope only, so the portal's files are never
 * counted). Signed-in scopes count against the user instead: their authentication hook calls
 * `limitBySignedInUser` once the user is known, and @fastify/rate-limit applies one limit per
 * request, so the route's per-IP hook then passes.
 */
export default fp<RateLimitOptions>(
  async (fastify, options) => {
    await fastify.register(rateLimit, {
      global: true,
      max: options.perIp.max,
      timeWindow: options.perIp.timeWindowMs,
      errorResponseBuilder: tooManyRequests,
    });

    // Without options it shares the global per-IP store and key.
    fastify.decorate('limitByClientIp', fastify.rateLimit());
    fastify.decorate(
      'limitBySignedInUser',
      fastify.rateLimit({
        max: options.perUser.max,
        timeWindow: options.perUser.timeWindowMs,
        keyGenerator: (request) => `user:${request.tenant.id}:${request.user.id}`,
        errorResponseBuilder: tooManyRequests,
      }),
    );
  },
  { name: 'rate-limit', dependencies: ['tenant-resolution', 'authentication'] },
);
