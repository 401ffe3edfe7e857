import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { verificationCodes, type CodePurpose } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { attemptLimitExceeded, codeExpired, codeMismatch, type CognitoError } from './cognito-errors';
import type { IdentityKeyStore } from './identity-keys';

export interface VerificationCodeOptions {
  /** How long a code works, per purpose (sign-up confirmation 24 h, password reset 1 h). */
  lifetimeMs: Record<CodePurpose, number>;
  /** Wrong guesses one code survives; the next one burns it. */
  maxFailedAttempts: number;
  /** Codes mailed per user and purpose within sendWindowMs. */
  maxSends: number;
  sendWindowMs: number;
}

/**
 * The outcome of checking a code. A failure is returned, not thrown, so the caller can commit the
 * transaction that counted the wrong guess before answering with the error.
 */
export type CodeCheck = { ok: true } | { ok: false; error: CognitoError };

export const DEFAULT_VERIFICATION_CODE_OPTIONS: VerificationCodeOptions = {
  lifetimeMs: { SIGN_UP: 24 * 3600 * 1000, RESET_PASSWORD: 3600 * 1000 },
  maxFailedAttempts: 5,
  maxSends: 5,
  sendWindowMs: 3600 * 1000,
};

/**
 * Six-digit e-mail codes (confirm sign-up, reset password). One live code per user and purpose:
 * issuing a new one replaces the old, so only the newest works. Stored as an HMAC keyed with the
 * tenant's identity secret, never in clear.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Database,
    private readonly keys: IdentityKeyStore,
    private readonly options: VerificationCodeOptions,
    private readonly now: () => Date,
  ) {}

  /**
   * A new code for the user (to be mailed); LimitExceededException when too many were sent lately.
   * `prepare` runs first in the same transaction (SignUp creates the user there).
   */
  async issue(tenantId: string, userId: string, purpose: CodePurpose, prepare?: (tx: Transaction) => Promise<void>): Promise<string> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    // Before the transaction: loading the secret may query the database, which inside a PGlite transaction would wait forever.
    const codeHash = await this.hash(tenantId, userId, purpose, code);
    await this.db.transaction(async (tx) => {
      await prepare?.(tx);
      await this.store(tx, tenantId, userId, purpose, codeHash);
    });
    return code;
  }

  private async store(tx: Transaction, tenantId: string, userId: string, purpose: CodePurpose, codeHash: string): Promise<void> {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.options.lifetimeMs[purpose]);
    const scope = scoped(tx, tenantId);

    const existing = await scope.findOneForUpdate(verificationCodes, this.keyOf(userId, purpose));
    if (!existing) {
      await scope.insert(verificationCodes, { userId, purpose, codeHash, expiresAt, sentCount: 1, sentWindowStartedAt: now });
      return;
    }
    const windowPassed = now.getTime() - existing.sentWindowStartedAt.getTime() >= this.options.sendWindowMs;
    if (!windowPassed && existing.sentCount >= this.options.maxSends) throw attemptLimitExceeded();
    await scope.update(
      verificationCodes,
      {
        codeHash,
        expiresAt,
        failedAttempts: 0,
        sentCount: windowPassed ? 1 : existing.sentCount + 1,
        sentWindowStartedAt: windowPassed ? now : existing.sentWindowStartedAt,
      },
      this.keyOf(userId, purpose),
    );
  }

  /**
   * Accepts the live code once (it is then spent). Fails with ExpiredCodeException when it timed
   * out, CodeMismatchException when wrong (or superseded, or never sent), LimitExceededException
   * once too many wrong guesses burned it. `onAccepted` runs in the same transaction as spending
   * the code (the password change it authorises); the count of a wrong guess is committed.
   */
  async consume(tenantId: string, userId: string, purpose: CodePurpose, code: string, onAccepted: (tx: Transaction) => Promise<void>): Promise<CodeCheck> {
    const givenHash = await this.hash(tenantId, userId, purpose, code.trim());
    return this.db.transaction(async (tx) => {
      const check = await this.check(tx, tenantId, userId, purpose, givenHash);
      if (check.ok) await onAccepted(tx);
      return check;
    });
  }

  private async check(tx: Transaction, tenantId: string, userId: string, purpose: CodePurpose, givenHash: string): Promise<CodeCheck> {
    const scope = scoped(tx, tenantId);
    const row = await scope.findOneForUpdate(verificationCodes, this.keyOf(userId, purpose));
    if (!row || row.codeHash === null) {
      const burned = row !== undefined && row.failedAttempts >= this.options.maxFailedAttempts;
      return { ok: false, error: burned ? attemptLimitExceeded() : codeMismatch() };
    }
    if (row.expiresAt.getTime() <= this.now().getTime()) return { ok: false, error: codeExpired() };

    const given = Buffer.from(givenHash, 'base64url');
    const expected = Buffer.from(row.codeHash, 'base64url');
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      // Spent: the row stays (it holds the send count), without a code.
      await scope.update(verificationCodes, { codeHash: null, failedAttempts: 0 }, this.keyOf(userId, purpose));
      return { ok: true };
    }
    const failedAttempts = row.failedAttempts + 1;
    const burned = failedAttempts >= this.options.maxFailedAttempts;
    await scope.update(verificationCodes, { failedAttempts, ...(burned ? { codeHash: null } : {}) }, this.keyOf(userId, purpose));
    return { ok: false, error: burned ? attemptLimitExceeded() : codeMismatch() };
  }

  private keyOf(userId: string, purpose: CodePurpose) {
    return allOf(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose));
  }

  private async hash(tenantId: string, userId: string, purpose: CodePurpose, code: string): Promise<string> {
    const { secret } = await this.keys.forTenant(tenantId);
    return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('base64url');
  }
}
