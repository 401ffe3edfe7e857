import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { signInFailures } from '../db/schema';
import { scoped } from '../db/scoped';
import { passwordAttemptsExceeded } from './cognito-errors';

export interface SignInThrottleOptions {
  /** Password attempts a username may make freely since its last success (Cognito: 5). */
  maxFailures: number;
  /** The wait after the maxFailures-th failure; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait (Cognito's lock-out tops out at about 15 minutes). */
  maxDelayMs: number;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleOptions = { maxFailures: 5, firstDelayMs: 1000, maxDelayMs: 15 * 60 * 1000 };

/**
 * How long no attempt is allowed after the `attempts`-th failed one: nothing before maxFailures,
 * then firstDelayMs, doubling with each further failure, at most maxDelayMs.
 */
export function delayAfterFailures(attempts: number, options: SignInThrottleOptions): number {
  if (attempts < options.maxFailures) return 0;
  // Capped exponent: 2^40 ms is far past any maxDelayMs and keeps the number exact.
  return Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** Math.min(40, attempts - options.maxFailures));
}

/**
 * Per-username brake on password guessing, with Cognito's escalating delay instead of a flat
 * lock-out (in which the owner could not sign in either): after maxFailures wrong passwords the
 * next attempt must wait firstDelayMs, and each further failure doubles the wait up to
 * maxDelayMs; a correct password resets it. Attempts made while waiting are refused with
 * Cognito's 'Password attempts exceeded' without looking at the password.
 *
 * Counted in the database, so every API instance counts together, and counted BEFORE the password
 * is checked (claimAttempt): one upsert counts the attempt and decides whether it may go on, so a
 * burst of concurrent guesses over any number of instances gets at most the limit checked.
 */
export class SignInThrottle {
  constructor(
    private readonly options: SignInThrottleOptions,
    private readonly now: () => Date,
  ) {}

  /** Refuses while the username must wait (counts nothing): for steps before the password. */
  async assertNotDelayed(executor: DbExecutor, tenantId: string, throttleKey: string): Promise<void> {
    const row = await scoped(executor, tenantId).findOne(signInFailures, eq(signInFailures.throttleKey, throttleKey));
    if (row?.blockedUntil && row.blockedUntil > this.now()) throw passwordAttemptsExceeded();
  }

  /**
   * Counts one password attempt, as a failure until reset() says it succeeded, and throws
   * 'Password attempts exceeded' when the username must still wait. Call it right before
   * checking the password, and reset() when the password was right.
   */
  async claimAttempt(executor: DbExecutor, tenantId: string, throttleKey: string): Promise<void> {
    const now = this.now();
    const attemptId = randomUUID();
    const { maxFailures, firstDelayMs, maxDelayMs } = this.options;
    const nowParam = sql`${now.toISOString()}::timestamptz`;
    const waiting = sql`(${signInFailures.blockedUntil} is not null and ${signInFailures.blockedUntil} > ${nowParam})`;
    const counted = sql`${signInFailures.failures} + 1`;
    // The wait that follows this attempt should it fail (delayAfterFailures, in SQL): set now, so
    // attempts racing this one are refused while its password is being checked.
    const delayMs = sql`least(${maxDelayMs}::float8, ${firstDelayMs}::float8 * power(2, least(40, ${counted} - ${maxFailures})))`;
    const firstDelay = delayAfterFailures(1, this.options);
    const [row] = await executor
      .insert(signInFailures)
      .values({ tenantId, throttleKey, failures: 1, blockedUntil: firstDelay > 0 ? new Date(now.getTime() + firstDelay) : null, lastAttemptId: attemptId })
      .onConflictDoUpdate({
        target: [signInFailures.tenantId, signInFailures.throttleKey],
        // Every expression reads the row as it was: a waiting username keeps its row unchanged.
        set: {
          failures: sql`case when ${waiting} then ${signInFailures.failures} else ${counted} end`,
          blockedUntil: sql`case when ${waiting} then ${signInFailures.blockedUntil}
            when ${counted} >= ${maxFailures} then ${nowParam} + ${delayMs} * interval '1 millisecond'
            else null end`,
          lastAttemptId: sql`case when ${waiting} then ${signInFailures.lastAttemptId} else ${attemptId}::uuid end`,
        },
      })
      .returning({ lastAttemptId: signInFailures.lastAttemptId });
    // Only an allowed attempt leaves its own id on the row.
    if (row?.lastAttemptId !== attemptId) throw passwordAttemptsExceeded();
  }

  /** A correct password forgives earlier mistakes. */
  async reset(executor: DbExecutor, tenantId: string, throttleKey: string): Promise<void> {
    await scoped(executor, tenantId).delete(signInFailures, eq(signInFailures.throttleKey, throttleKey));
  }
}
