import { PgTransaction } from 'drizzle-orm/pg-core';
import { MessageCode } from '@bp/api-contract';
import { AppError } from '../errors';
import type { DbExecutor, Transaction } from './database';

// PostgreSQL may abort a transaction that did nothing wrong: a deadlock victim (40P01) or, at a
// stricter isolation level, a serialization failure (40001). Run again from the start, such a
// transaction normally succeeds, so every stock-changing transaction runs through here (one lock
// order, apps/api/src/db/stock-locks.ts, makes deadlocks rare; this makes the rare one harmless).

/** SQLSTATEs after which the whole transaction may simply run again. */
export const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** What the caller is told to wait, in seconds, when every attempt failed. */
export const RETRY_AFTER_SECONDS = 1;

export const TRANSACTION_CONFLICT_MESSAGE = 'The service is busy with concurrent changes to the same items; please try again';

export interface TransactionRetryOptions {
  /** Runs in all, the first included. */
  attempts?: number;
  /** The first retry waits up to this long; each further one up to twice as long as the one before. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** For tests: no real waiting, no real randomness. */
  sleep?: (milliseconds: number) => Promise<void>;
  random?: () => number;
  onRetry?: (details: { attempt: number; sqlState: string; delayMs: number }) => void;
}

const DEFAULTS = { attempts: 4, baseDelayMs: 25, maxDelayMs: 400 };

const realSleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** The SQLSTATE that makes `error` worth a retry, looked up through drizzle's wrapping (`cause`). */
export function retryableSqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_SQLSTATES.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 503 in the spec's error body, with Retry-After: the request changed nothing and may be sent again. */
export function transactionConflict(cause?: unknown): AppError {
  const error = new AppError(503, MessageCode.SERVICE_UNAVAILABLE, TRANSACTION_CONFLICT_MESSAGE, { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
  // Logged by the error handler (a 5xx), never sent.
  if (cause !== undefined) error.cause = cause;
  return error;
}

/**
 * Runs `work` in a transaction, and runs the WHOLE transaction again (after a short jittered
 * wait) when PostgreSQL aborts it as a deadlock victim or for a serialization failure, up to
 * `attempts` runs; then answers 503 SERVICE_UNAVAILABLE with Retry-After. Any other error passes
 * through at once. `work` must be safe to run again: everything it does goes through `tx` (which
 * rolled back), and nothing outside the database happens before it commits.
 *
 * Inside a caller's transaction (`db` is a `tx`) the work runs once, as a savepoint: only the
 * outermost transaction can be run again.
 */
export async function withTransactionRetry<T>(db: DbExecutor, work: (tx: Transaction) => Promise<T>, options: TransactionRetryOptions = {}): Promise<T> {
  if (db instanceof PgTransaction) return db.transaction(work);
  const attempts = Math.max(1, options.attempts ?? DEFAULTS.attempts);
  const baseDelayMs = options.baseDelayMs ?? DEFAULTS.baseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? DEFAULTS.maxDelayMs;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const sqlState = retryableSqlState(error);
      if (sqlState === undefined) throw error;
      if (attempt >= attempts) throw transactionConflict(error);
      // Full jitter: transactions that collided once should not collide again in step.
      const delayMs = Math.round(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));
      options.onRetry?.({ attempt, sqlState, delayMs });
      await sleep(delayMs);
    }
  }
}
