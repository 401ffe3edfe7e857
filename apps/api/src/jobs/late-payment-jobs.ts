import { eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../db/database';
import { tenants, type JobRow } from '../db/schema';
import { applyLatePaymentFees } from '../orders/order-late-payment-service';
import { enqueueJob, type JobHandler } from '../db/job-queue';
import { hourly, type Schedule } from './schedules';

// The late-payment job (spec 03 §9): once an hour per tenant a sweep charges the reservation
// fees that came due. The hourly schedule is claimed by one instance per hour, the dedupe key
// (tenant + hour) makes enqueueing idempotent all the same, the queue runs each sweep on one
// instance, and the sweep itself never charges a 24-hour period twice.

export const LATE_PAYMENT_JOB = 'late-payment-fees';

/** The hour a sweep belongs to, e.g. 2026-11-26T07. */
const hourOf = (now: Date) => now.toISOString().slice(0, 13);

/** Enqueues this hour's sweep of every active tenant (a no-op when it exists). */
export async function scheduleLatePaymentSweeps(db: DbExecutor, now = new Date()): Promise<void> {
  const hour = hourOf(now);
  const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.deactivated, false));
  for (const tenant of rows) {
    await enqueueJob(db, { tenantId: tenant.id, kind: LATE_PAYMENT_JOB, payload: { asOf: now.toISOString() }, dedupeKey: `${LATE_PAYMENT_JOB}:${hour}` });
  }
}

export function latePaymentSchedule(): Schedule {
  const period = hourly();
  return { name: `${LATE_PAYMENT_JOB}@${period.key}`, firstDue: period.firstDue, nextAfter: period.nextAfter, run: scheduleLatePaymentSweeps };
}

export function latePaymentHandler(db: Database, now: () => Date = () => new Date()): JobHandler {
  return async (job: JobRow) => {
    await applyLatePaymentFees(db, job.tenantId, now());
  };
}
