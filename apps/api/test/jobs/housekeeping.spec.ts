import { eq, sql } from 'drizzle-orm';
import { dailyReportSends, jobs, users } from '../../src/db/schema';
import { pruneFinishedWork } from '../../src/jobs/housekeeping';
import { enqueueJob } from '../../src/db/job-queue';
import { Scheduler } from '../../src/jobs/schedules';
import { housekeepingSchedule } from '../../src/jobs/housekeeping';
import { tenantIdOf } from '../builders';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Finished work does not pile up: old done jobs, jobs that failed for good long ago and old
// report sent-records go; anything that can still matter stays.

describe('housekeeping of finished work', () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const job = async (key: string, state: { doneDaysAgo?: number; createdDaysAgo?: number; failedForGood?: boolean }) => {
    const tenantId = await tenantIdOf(db(), 'acme');
    await enqueueJob(db(), { tenantId, kind: 'kept-or-not', dedupeKey: key });
    await db()
      .update(jobs)
      .set({
        doneAt: state.doneDaysAgo === undefined ? null : sql`now() - make_interval(days => ${state.doneDaysAgo})`,
        createdAt: sql`now() - make_interval(days => ${state.createdDaysAgo ?? state.doneDaysAgo ?? 0})`,
        attempts: state.failedForGood ? 5 : 0,
        maxAttempts: 5,
      })
      .where(eq(jobs.dedupeKey, key));
  };
  const send = async (daysAgo: number) => {
    const tenantId = await tenantIdOf(db(), 'acme');
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId)).limit(1);
    const result = await db().execute(sql`select to_char(now() - make_interval(days => ${daysAgo}), 'YYYY-MM-DD') as day`);
    const [{ day }] = (result as unknown as { rows: { day: string }[] }).rows;
    await db().insert(dailyReportSends).values({ tenantId, userId: user.id, day });
    return day;
  };

  it('deletes done jobs after 30 days, failed-for-good jobs after 90, and report sent-records after 30 days; keeps the rest', async () => {
    await job('done-long-ago', { doneDaysAgo: 31 });
    await job('done-lately', { doneDaysAgo: 29 });
    await job('failed-long-ago', { createdDaysAgo: 91, failedForGood: true });
    await job('failed-lately', { createdDaysAgo: 40, failedForGood: true });
    await job('waiting-long', { createdDaysAgo: 200 });
    const oldDay = await send(31);
    const recentDay = await send(29);

    expect(await pruneFinishedWork(db())).toEqual({ jobs: 2, reportSends: 1 });
    const keys = (await db().select({ key: jobs.dedupeKey }).from(jobs).where(eq(jobs.kind, 'kept-or-not'))).map((row) => row.key).sort();
    expect(keys).toEqual(['done-lately', 'failed-lately', 'waiting-long']);
    const days = (await db().select({ day: dailyReportSends.day }).from(dailyReportSends)).map((row) => row.day);
    expect(days).toContain(recentDay);
    expect(days).not.toContain(oldDay);
  });

  it('runs once per day as a schedule, whichever instance ticks first', async () => {
    await job('done-before-the-tick', { doneDaysAgo: 45 });
    const at = new Date(Date.UTC(2031, 0, 5, 5, 0));
    const first = new Scheduler(db(), [housekeepingSchedule('04:10')], () => at);
    const second = new Scheduler(db(), [housekeepingSchedule('04:10')], () => at);
    expect(await first.tick('instance-1')).toEqual(['housekeeping@daily@04:10']);
    expect(await second.tick('instance-2')).toEqual([]);
    expect(await db().select().from(jobs).where(eq(jobs.dedupeKey, 'done-before-the-tick'))).toEqual([]);
  });
});
