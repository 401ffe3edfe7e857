// Where rate-limit counters live. One instance: its memory. Several: a store they share, or each
// would allow its own budget. RATE_LIMIT_STORE picks one (memory | postgres | redis); unset, it
// is redis with REDIS_URL, postgres with DATABASE_URL (the deployments that can run several
// instances), else memory (the embedded database serves one instance).

export type RateLimitStoreConfig = { kind: 'memory' } | { kind: 'postgres' } | { kind: 'redis'; url: string };

type Env = Record<string, string | undefined>;

const KINDS = ['memory', 'postgres', 'redis'] as const;

export function readRateLimitStore(env: Env): RateLimitStoreConfig {
  const redisUrl = env['REDIS_URL']?.trim();
  const databaseUrl = env['DATABASE_URL']?.trim();
  const chosen = env['RATE_LIMIT_STORE']?.trim().toLowerCase() || (redisUrl ? 'redis' : databaseUrl ? 'postgres' : 'memory');
  if (!(KINDS as readonly string[]).includes(chosen)) throw new Error(`RATE_LIMIT_STORE must be one of ${KINDS.join(', ')}, got '${env['RATE_LIMIT_STORE']}'`);
  if (chosen === 'postgres' && !databaseUrl)
    throw new Error('RATE_LIMIT_STORE=postgres needs DATABASE_URL (the embedded database serves one instance: use memory)');
  if (chosen !== 'redis') return { kind: chosen as 'memory' | 'postgres' };
  if (!redisUrl) throw new Error('RATE_LIMIT_STORE=redis needs REDIS_URL, e.g. redis://redis:6379');
  let protocol: string;
  try {
    protocol = new URL(redisUrl).protocol;
  } catch {
    throw new Error('REDIS_URL must be a URL like redis://redis:6379');
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') throw new Error(`REDIS_URL must start with redis:// or rediss://, got ${protocol}//`);
  return { kind: 'redis', url: redisUrl };
}
