import { readRateLimitStore } from '../src/rate-limit/rate-limit-store-config';

const DATABASE_URL = 'postgres://api@db:5432/portal';

describe('where rate-limit counters live (RATE_LIMIT_STORE, REDIS_URL)', () => {
  it('keeps them in memory for the embedded database, one instance', () => {
    expect(readRateLimitStore({})).toEqual({ kind: 'memory' });
  });

  it('shares them through PostgreSQL when DATABASE_URL is set, and through Redis when REDIS_URL is', () => {
    expect(readRateLimitStore({ DATABASE_URL })).toEqual({ kind: 'postgres' });
    expect(readRateLimitStore({ DATABASE_URL, REDIS_URL: 'redis://cache:6379' })).toEqual({ kind: 'redis', url: 'redis://cache:6379' });
  });

  it('follows RATE_LIMIT_STORE over the default', () => {
    expect(readRateLimitStore({ DATABASE_URL, RATE_LIMIT_STORE: 'memory' })).toEqual({ kind: 'memory' });
    expect(readRateLimitStore({ DATABASE_URL, REDIS_URL: 'rediss://cache:6380', RATE_LIMIT_STORE: 'postgres' })).toEqual({ kind: 'postgres' });
    expect(readRateLimitStore({ REDIS_URL: 'redis://cache:6379', RATE_LIMIT_STORE: ' Redis ' })).toEqual({ kind: 'redis', url: 'redis://cache:6379' });
  });

  it('refuses a choice it cannot serve, naming the setting', () => {
    expect(() => readRateLimitStore({ RATE_LIMIT_STORE: 'memcached' })).toThrow("RATE_LIMIT_STORE must be one of memory, postgres, redis, got 'memcached'");
    expect(() => readRateLimitStore({ RATE_LIMIT_STORE: 'postgres' })).toThrow('RATE_LIMIT_STORE=postgres needs DATABASE_URL');
    expect(() => readRateLimitStore({ DATABASE_URL, RATE_LIMIT_STORE: 'redis' })).toThrow('RATE_LIMIT_STORE=redis needs REDIS_URL');
    expect(() => readRateLimitStore({ REDIS_URL: 'cache:6379' })).toThrow('REDIS_URL must start with redis:// or rediss://');
    expect(() => readRateLimitStore({ REDIS_URL: 'not a url' })).toThrow('REDIS_URL must be a URL like redis://redis:6379');
  });
});
