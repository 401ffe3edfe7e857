import path from 'node:path';
import { parseKeyEncryptionKey } from './secrets/key-encryption';
import type { S3StorageOptions } from './files/s3-file-storage';
import type { DatabaseTarget } from './db/database';
import { readRateLimitStore, type RateLimitStoreConfig } from './rate-limit/rate-limit-store-config';

/** Everything the server process reads from its environment, checked once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  logLevel: string;
  /** Pretty logs for a person at a terminal; JSON lines otherwise (containers, CI). */
  prettyLogs: boolean;
  trustProxy: boolean;
  bodyLimitBytes: number;
  database: DatabaseTarget;
  staticDir: string;
  /** DEMO_MODE=true only (never inferred): demo tenants seeded, /dev/mailbox served, a key-encryption key kept in the data folder. */
  demoMode: boolean;
  /** DATA_DIR (default ./.data): the embedded database, uploaded files, the demo key-encryption key. */
  dataDir: string;
  /** KEY_ENCRYPTION_KEY (32 bytes, base64): seals the tenants' token signing keys; required outside demo mode. */
  keyEncryptionKey?: Buffer;
  /** OPS_API_KEY, demo mode only: registered as an ops key of every tenant at start. */
  opsApiKey?: string;
  /** Per client IP: every unauthenticated call (public routes, ops, health, pages, failed sign-ins). */
  rateLimit: RateLimitConfig;
  /** Per signed-in user (tenant + user id): every call that carries a valid session. */
  userRateLimit: RateLimitConfig;
  /** RATE_LIMIT_STORE, REDIS_URL: where the limits' counters live (memory, or shared by the instances). */
  rateLimitStore: RateLimitStoreConfig;
  cspConnectSources: string[];
  identity: {
    rateLimit: RateLimitConfig;
    /** unset: e-mails go to the dev mailbox table */
    smtpUrl?: string;
    mailFrom?: string;
  };
  stock: StockConfig;
  /** Uploaded documents: FILES_DIR (default DATA_DIR/files) or S3-compatible storage (FILES_S3_*). */
  files: { dir: string; s3?: S3StorageOptions };
  /** METRICS_TOKEN: GET /metrics answers a scraper that sends it as a bearer token; unset, there is no /metrics. */
  metricsToken?: string;
  /** SHUTDOWN_GRACE_MS (default 25000): how long a stop waits for requests and jobs in flight before it exits anyway. */
  shutdownGraceMs: number;
}

export interface StockConfig {
  /** JOBS_ENABLED (default true): run the background job worker in this process. */
  jobsEnabled: boolean;
  /** DAILY_REPORT_AT (UTC HH:MM, default 06:00): when each tenant's daily stock report is sent. */
  dailyReportAt: string;
  /** JOBS_POLL_MS (default 2000). */
  jobsPollMs: number;
  /** CATALOGUE_CACHE_MB (default 512): estimated memory the stock list indexes may take; the least recently used are dropped past it. */
  catalogueCacheBytes: number;
}

export interface RateLimitConfig {
  /** Requests per key (client IP or signed-in user) per window. */
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
// The portal's own files are never counted. A buyer's busiest minute (stock list, filters,
// an import review) stays well under 600 calls; an office of 50 behind one address signs in once
// each and then counts per user, so 300 unauthenticated calls per address leave ample room.
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { max: 300, timeWindowMs: 60_000 };
export const DEFAULT_USER_RATE_LIMIT: RateLimitConfig = { max: 600, timeWindowMs: 60_000 };
/** A sign-in is two requests; this leaves room for a few dozen people behind one office NAT. */
export const DEFAULT_IDENTITY_RATE_LIMIT: RateLimitConfig = { max: 120, timeWindowMs: 60_000 };

type Env = Record<string, string | undefined>;

function readInteger(env: Env, name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got '${raw}'`);
  }
  return value;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got '${env[name]}'`);
}

/** CSP sources are whitespace- or comma-separated, e.g. 'https://cognito-idp.eu-west-1.amazonaws.com'. */
function readList(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function readSmtpUrl(env: Env): string | undefined {
  const raw = env['SMTP_URL']?.trim();
  if (!raw) return undefined;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new Error('SMTP_URL must be a URL like smtp://user:password@mail.example.com:587');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, got ${protocol}//`);
  return raw;
}

export function readServerConfig(env: Env = process.env, cwd: string = process.cwd(), stdoutIsTty = Boolean(process.stdout.isTTY)): ServerConfig {
  const databaseUrl = env['DATABASE_URL']?.trim();
  const dataDir = path.resolve(cwd, env['DATA_DIR']?.trim() || '.data');
  const database: DatabaseTarget = databaseUrl
    ? { kind: 'postgres', url: databaseUrl, poolSize: readInteger(env, 'DATABASE_POOL_SIZE', 10, { min: 1, max: 100 }) }
    : { kind: 'pglite', dataDir };
  const demoMode = readBoolean(env, 'DEMO_MODE', false);
  const keyEncryptionKey = env['KEY_ENCRYPTION_KEY']?.trim();
  const rateLimitWindowMs = readInteger(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMIT.timeWindowMs, { min: 1000 });

  return {
    port: readInteger(env, 'PORT', 3000, { max: 65_535 }),
    host: env['HOST']?.trim() || '0.0.0.0',
    logLevel: env['LOG_LEVEL']?.trim() || 'info',
    prettyLogs: stdoutIsTty,
    trustProxy: readBoolean(env, 'TRUST_PROXY', false),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', DEFAULT_BODY_LIMIT_BYTES, { min: 1024 }),
    database,
    staticDir: path.resolve(cwd, env['STATIC_DIR']?.trim() || 'dist/apps/buyer-portal'),
    demoMode,
    dataDir,
    keyEncryptionKey: keyEncryptionKey ? parseKeyEncryptionKey(keyEncryptionKey) : undefined,
    opsApiKey: demoMode ? readOpsKey(env) : undefined,
    rateLimit: { max: readInteger(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max, { min: 1 }), timeWindowMs: rateLimitWindowMs },
    userRateLimit: { max: readInteger(env, 'RATE_LIMIT_USER_MAX', DEFAULT_USER_RATE_LIMIT.max, { min: 1 }), timeWindowMs: rateLimitWindowMs },
    rateLimitStore: readRateLimitStore(env),
    cspConnectSources: readList(env, 'CSP_CONNECT_SRC'),
    identity: {
      rateLimit: {
        max: readInteger(env, 'IDENTITY_RATE_LIMIT_MAX', DEFAULT_IDENTITY_RATE_LIMIT.max, { min: 1 }),
        timeWindowMs: readInteger(env, 'IDENTITY_RATE_LIMIT_WINDOW_MS', DEFAULT_IDENTITY_RATE_LIMIT.timeWindowMs, { min: 1000 }),
      },
      smtpUrl: readSmtpUrl(env),
      mailFrom: env['MAIL_FROM']?.trim() || undefined,
    },
    stock: {
      jobsEnabled: readBoolean(env, 'JOBS_ENABLED', true),
      dailyReportAt: readTimeOfDay(env, 'DAILY_REPORT_AT', '06:00'),
      jobsPollMs: readInteger(env, 'JOBS_POLL_MS', 2000, { min: 100 }),
      catalogueCacheBytes: readInteger(env, 'CATALOGUE_CACHE_MB', 512, { min: 16 }) * 1024 * 1024,
    },
    files: {
      dir: path.resolve(cwd, env['FILES_DIR']?.trim() || path.join(dataDir, 'files')),
      s3: readS3(env),
    },
    metricsToken: env['METRICS_TOKEN']?.trim() || undefined,
    shutdownGraceMs: readInteger(env, 'SHUTDOWN_GRACE_MS', 25_000, { min: 1000 }),
  };
}

/** FILES_S3_BUCKET switches uploads to S3-compatible storage; then endpoint, region and keys are required. */
function readS3(env: Env): S3StorageOptions | undefined {
  const bucket = env['FILES_S3_BUCKET']?.trim();
  if (!bucket) return undefined;
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is required when FILES_S3_BUCKET is set`);
    return value;
  };
  const endpoint = required('FILES_S3_ENDPOINT');
  try {
    new URL(endpoint);
  } catch {
    throw new Error('FILES_S3_ENDPOINT must be a URL like https://s3.eu-west-1.amazonaws.com');
  }
  return {
    bucket,
    endpoint,
    region: env['FILES_S3_REGION']?.trim() || 'us-east-1',
    accessKeyId: required('FILES_S3_ACCESS_KEY_ID'),
    secretAccessKey: required('FILES_S3_SECRET_ACCESS_KEY'),
    prefix: env['FILES_S3_PREFIX']?.trim() || undefined,
  };
}

const present = (env: Env, name: string) => Boolean(env[name]?.trim());

/**
 * Why a start outside demo mode must not go on, as one line naming every missing setting, or
 * undefined when it may. Production needs a database it chose (PostgreSQL, or an explicit DATA_DIR:
 * one instance on the embedded database is a supported deployment, but an implicit ./.data in
 * whatever working directory a container has would be lost on the next deploy), a mail transport
 * (codes must reach people, not a table nobody reads) and the key that seals token signing keys.
 * OPS_API_KEY, one key for every tenant, is refused: sellers get keys of their own tenant.
 */
export function productionStartProblem(env: Env = process.env): string | undefined {
  if (readBoolean(env, 'DEMO_MODE', false)) return undefined;
  const missing = [
    ...(present(env, 'DATABASE_URL') || present(env, 'DATA_DIR') ? [] : ['DATABASE_URL (or DATA_DIR for one instance on the embedded database)']),
    ...(present(env, 'SMTP_URL') ? [] : ['SMTP_URL']),
    ...(present(env, 'KEY_ENCRYPTION_KEY') ? [] : ['KEY_ENCRYPTION_KEY']),
  ];
  const problems = [
    ...(missing.length > 0 ? [`missing ${missing.join(', ')}`] : []),
    ...(present(env, 'OPS_API_KEY') ? ['OPS_API_KEY is for demo mode only (give each seller a key of their tenant: npm run ops -- keys create)'] : []),
  ];
  if (problems.length === 0) return undefined;
  return `production start (DEMO_MODE is not true) refused: ${problems.join('; ')}`;
}

function readOpsKey(env: Env): string | undefined {
  const key = env['OPS_API_KEY']?.trim();
  if (!key) return undefined;
  if (key.length < 16) throw new Error('OPS_API_KEY must be at least 16 characters');
  return key;
}

function readTimeOfDay(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) throw new Error(`${name} must be a UTC time of day HH:MM, got ${value}`);
  return value;
}
