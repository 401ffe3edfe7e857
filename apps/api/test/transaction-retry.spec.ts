import { MessageCode } from '@bp/api-contract';
import type { Database, Transaction } from '../src/db/database';
import { RETRY_AFTER_SECONDS, withTransactionRetry } from '../src/db/transaction-retry';
import { AppError } from '../src/errors';
import { buildTestApp } from './support/build-test-app';

/** A database whose transactions fail with these errors, in turn, before they succeed. */
function databaseFailingWith(...failures: unknown[]) {
  const runs: number[] = [];
  const db = {
    transaction: async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
      runs.push(runs.length + 1);
      const failure = failures[runs.length - 1];
      if (failure !== undefined) throw failure;
      return work({} as Transaction);
    },
  };
  return { db: db as unknown as Database, runs };
}

/** What drizzle throws: its own error, with the driver's error (and its SQLSTATE) as the cause. */
const drizzleError = (code: string) => Object.assign(new Error('Failed query: update ...'), { cause: Object.assign(new Error('database error'), { code }) });

const noWaiting = { sleep: async () => undefined, random: () => 0.5 };

describe('withTransactionRetry', () => {
  it.each([
    ['a deadlock', '40P01'],
    ['a serialization failure', '40001'],
  ])('runs the whole transaction again after %s (%s)', async (_name, code) => {
    const { db, runs } = databaseFailingWith(drizzleError(code), drizzleError(code));

    const result = await withTransactionRetry(db, async () => 'committed', noWaiting);

    expect(result).toBe('committed');
    expect(runs).toEqual([1, 2, 3]);
  });

  it('does not retry any other error', async () => {
    const uniqueViolation = drizzleError('23505');
    const { db, runs } = databaseFailingWith(uniqueViolation);

    await expect(withTransactionRetry(db, async () => 'committed', noWaiting)).rejects.toBe(uniqueViolation);
    expect(runs).toEqual([1]);
  });

  it('does not retry a refusal of the work itself', async () => {
    const { db, runs } = databaseFailingWith();
    const refusal = new AppError(422, MessageCode.INSUFFICIENT_STOCK, 'Only 1 available');

    await expect(
      withTransactionRetry(
        db,
        async () => {
          throw refusal;
        },
        noWaiting,
      ),
    ).rejects.toBe(refusal);
    expect(runs).toEqual([1]);
  });

  it('gives up after the last attempt with a 503 that says when to try again', async () => {
    const { db, runs } = databaseFailingWith(...Array.from({ length: 10 }, () => drizzleError('40P01')));

    const attempt = withTransactionRetry(db, async () => 'committed', { ...noWaiting, attempts: 4 });

    await expect(attempt).rejects.toMatchObject({
      statusCode: 503,
      messageCode: MessageCode.SERVICE_UNAVAILABLE,
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    });
    expect(runs).toEqual([1, 2, 3, 4]);
  });

  it('waits a jittered, growing, capped time between attempts', async () => {
    const { db } = databaseFailingWith(...Array.from({ length: 5 }, () => drizzleError('40001')));
    const waits: number[] = [];

    await withTransactionRetry(db, async () => 'committed', {
      attempts: 6,
      baseDelayMs: 10,
      maxDelayMs: 50,
      random: () => 1,
      sleep: async (ms) => void waits.push(ms),
    });

    expect(waits).toEqual([10, 20, 40, 50, 50]);
  });
});

describe('a transaction that gave up, as the caller sees it', () => {
  it('answers 503 in the spec error body with a Retry-After header', async () => {
    const { db } = databaseFailingWith(...Array.from({ length: 10 }, () => drizzleError('40P01')));
    const testApp = await buildTestApp({
      registerTestRoutes: (fastify) => {
        fastify.post('/test/stock-change', async () => withTransactionRetry(db, async () => ({ ok: true }), noWaiting));
      },
    });
    try {
      const response = await testApp.app.inject({ method: 'POST', url: '/test/stock-change' });

      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({ status: 503, message: expect.any(String), messageCode: MessageCode.SERVICE_UNAVAILABLE, params: [], errors: [] });
    } finally {
      await testApp.close();
    }
  });
});
