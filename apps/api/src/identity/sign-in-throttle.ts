import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { signInFailures } from '../db/schema';
import { scoped } from '../db/scoped';
import { attemptLimitExceeded } from './cognito-errors';

export interface SignInThrottleOptions {
  /** Failed sign-ins allowed per username within one window. */
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleOptions = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

/**
 * Per-username brake on password guessing: after maxFailures wrong passwords within windowMs of
 * the first one, every sign-in of that username answers LimitExceededException until the window
 * passes, whatever the password. Kept in the database so all API instances count together.
 */
export class SignInThrottle {
  constructor(
    private readonly options: SignInThrottleOptions,
    private readonly now: () => Date,
  ) {}

  async assertNotLocked(executor: DbExecutor, tenantId: string, throttleKey: string): Promise<void> {
    const row = await scoped(executor, tenantId).findOne(signInFailures, eq(signInFailures.throttleKey, throttleKey));
    if (row && row.failures >= this.options.maxFailures && this.windowOpen(row.windowStartedAt)) throw attemptLimitExceeded();
  }

  /** Counts one failure atomically: a failure after the window has passed starts a new window. */
  async recordFailure(executor: DbExecutor, tenantId: string, throttleKey: string): Promise<void> {
    const now = this.now();
    const windowStart = new Date(now.getTime() - this.options.windowMs);
    const windowPassed = sql`${signInFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
    await executor
      .insert(signInFailures)
      .values({ tenantId, throttleKey, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: [signInFailures.tenantId, signInFailures.throttleKey],
        set: {
          failures: sql`case when ${windowPassed} then 1 else ${signInFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${windowPassed} then ${now.toISOString()}::timestamptz else ${signInFailures.windowStartedAt} end`,
        },
      });
  }

  /** A correct password forgives earlier mistakes. */
  async reset(executor: DbExecutor, tenantId: string, throttleKey: string): Promise<void> {
    await scoped(executor, tenantId).delete(signInFailures, eq(signInFailures.throttleKey, throttleKey));
  }

  private windowOpen(windowStartedAt: Date): boolean {
    return this.now().getTime() - windowStartedAt.getTime() < this.options.windowMs;
  }
}
