import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { dailyReportSends, jobs } from '../db/schema';
import { dailyAt, type Schedule } from './schedules';

/**
 * How long finished work is kept. Every dedupe key names its own period or event (a day, an hour,
 * an alert's crossing, an offer's expiry time), so a job row past this age can never be asked for
 * again, and a report's sent-record only guards retries of its own day.
 */
export const FINISHED_WORK_KEPT_DAYS = 30;
/** Jobs that failed for good stay longer: they are what a seller's operator looks into. */
export const FAILED_JOBS_KEPT_DAYS = 90;

export interface HousekeepingResult {
  jobs: number;
  reportSends: number;
}

/**
 * Deletes finished jobs and report sent-records past their keeping time, by the database's clock
 * (an instance whose clock runs ahead must not delete recent records and so allow a repeat).
 */
export async function pruneFinishedWork(db: DbExecutor): Promise<HousekeepingResult> {
  const finishedBefore = sql`now() - make_interval(days => ${FINISHED_WORK_KEPT_DAYS})`;
  const failedBefore = sql`now() - make_interval(days => ${FAILED_JOBS_KEPT_DAYS})`;
  const deletedJobs = await db
    .delete(jobs)
    .where(
      sql`(${jobs.doneAt} < ${finishedBefore}) or (${jobs.doneAt} is null and ${jobs.attempts} >= ${jobs.maxAttempts} and ${jobs.createdAt} < ${failedBefore})`,
    )
    .returning({ id: jobs.id });
  const deletedSends = await db
    .delete(dailyReportSends)
    .where(sql`${dailyReportSends.day} < (${finishedBefore})::date`)
    .returning({ day: dailyReportSends.day });
  return { jobs: deletedJobs.length, reportSends: deletedSends.length };
}

/** Once a day, on one instance: finished work past its keeping time goes. */
export function housekeepingSchedule(timeUtc = '04:10'): Schedule {
  const period = dailyAt(timeUtc);
  return {
    name: `housekeeping@${period.key}`,
    firstDue: period.firstDue,
    nextAfter: period.nextAfter,
    run: async (tx) => void (await pruneFinishedWork(tx)),
  };
}
