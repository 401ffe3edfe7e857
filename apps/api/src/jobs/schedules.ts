import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../db/database';
import { jobSchedules } from '../db/schema';

// Recurring work (enqueueing the daily reports, the hourly late-payment sweeps) runs once per
// period however many instances poll: each period is claimed by moving its schedule row's
// next_run_at past it, in the transaction that enqueues the period's jobs, so a failed run
// leaves the period due and two instances never both claim it.

export interface Schedule {
  /** Names the schedule row; a changed period (another time of day) is a new name. */
  name: string;
  /** When a schedule seen for the first time is first due. */
  firstDue(now: Date): Date;
  /** The next period's start after a run at `now` (missed periods are not caught up one by one). */
  nextAfter(now: Date): Date;
  /** Enqueues the period's work (idempotently); `due` names the period. */
  run(tx: DbExecutor, due: Date): Promise<void>;
}

const HOUR_MS = 3_600_000;

/** Every day at a UTC time of day "HH:MM"; first due today at that time. */
export function dailyAt(timeUtc: string): Pick<Schedule, 'firstDue' | 'nextAfter'> & { key: string } {
  const [hours, minutes] = timeUtc.split(':').map(Number);
  const todayAt = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes));
  return {
    key: `daily@${timeUtc}`,
    firstDue: todayAt,
    nextAfter: (now) => {
      const today = todayAt(now);
      return today > now ? today : new Date(today.getTime() + 24 * HOUR_MS);
    },
  };
}

/** Every hour on the hour; first due at the start of the current hour. */
export function hourly(): Pick<Schedule, 'firstDue' | 'nextAfter'> & { key: string } {
  const startOfHour = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  return { key: 'hourly', firstDue: startOfHour, nextAfter: (now) => new Date(startOfHour(now).getTime() + HOUR_MS) };
}

/**
 * Runs the schedule's due period if this caller claims it; the period's start, or undefined when
 * nothing was due or another instance holds it. Instances compare with their own clock (`now`).
 */
export async function runIfDue(db: Database, schedule: Schedule, now: Date, runner: string): Promise<Date | undefined> {
  return db.transaction(async (tx) => {
    // SKIP LOCKED: an instance running the period holds the row; the others go on at once.
    const result = await tx.execute<{ due: Date | string }>(sql`
      with due as (
        select name, next_run_at from ${jobSchedules}
        where name = ${schedule.name} and next_run_at <= ${now.toISOString()}
        for update skip locked)
      update ${jobSchedules} s set next_run_at = ${schedule.nextAfter(now).toISOString()}, last_run_at = ${now.toISOString()}, last_run_by = ${runner}
      from due where s.name = due.name
      returning due.next_run_at as due`);
    const rows = (result as unknown as { rows?: { due: Date | string }[] }).rows ?? (result as unknown as { due: Date | string }[]);
    if (rows.length === 0) return undefined;
    const due = new Date(rows[0].due);
    await schedule.run(tx, due);
    return due;
  });
}

/** Makes the schedule's row (a no-op when it exists). */
export async function ensureSchedule(db: Database, schedule: Schedule, now: Date): Promise<void> {
  await db
    .insert(jobSchedules)
    .values({ name: schedule.name, nextRunAt: schedule.firstDue(now) })
    .onConflictDoNothing();
}

/** Claims and runs each due schedule; the schedule rows are made once per process. */
export class Scheduler {
  private ensured = false;

  constructor(
    private readonly db: Database,
    private readonly schedules: Schedule[],
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The schedules that ran a period; `runner` names the caller in the row (diagnostics). */
  async tick(runner: string): Promise<string[]> {
    if (!this.ensured) {
      for (const schedule of this.schedules) await ensureSchedule(this.db, schedule, this.now());
      this.ensured = true;
    }
    const ran: string[] = [];
    for (const schedule of this.schedules) {
      if (await runIfDue(this.db, schedule, this.now(), runner)) ran.push(schedule.name);
    }
    return ran;
  }
}
