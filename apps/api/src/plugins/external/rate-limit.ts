import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { MessageCode } from '@bp/api-contract';
import type { RateLimitConfig } from '../../config';
import { AppError } from '../../errors';
import { postgresRateLimitStore } from '../../rate-limit/postgres-rate-limit-store';
import type { RateLimitStoreConfig } from '../../rate-limit/rate-limit-store-config';

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
  /** Where the counters live (default memory: one instance); every limit of the API scope uses it. */
  store?: RateLimitStoreConfig;
}

/** The plugin's store options for the configured store (the shared ones closed with the app). */
async function storeOptions(fastify: FastifyInstance, store: RateLimitStoreConfig | undefined): Promise<Partial<RateLimitPluginOptions>> {
  if (!store || store.kind === 'memory') return {};
  // A shared store that fails lets the request through (logged): an outage of the store must
  // not take every route down with it.
  if (store.kind === 'postgres') return { store: postgresRateLimitStore(fastify.db, fastify.log), skipOnError: true };
  // Short timeouts and one retry: a request waits on the limit, so a slow Redis must fail fast.
  const redis = new Redis(store.url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error: Error) => fastify.log.warn({ err: error }, 'rate limit store (Redis) error'));
  fastify.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // Without an offline queue a command fails until the connection is up: wait for it (or its first failure).
  await new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
  });
  return { redis, nameSpace: 'bp-rate-limit-', skipOnError: true };
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
      ...(await storeOptions(fastify, options.store)),
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
  { name: 'rate-limit', dependencies: ['database', 'tenant-resolution', 'authentication'] },
);
