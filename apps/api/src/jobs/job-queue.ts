import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbExecutor } from '../db/database';
import { jobs, type JobRow } from '../db/schema';

// Durable jobs in the `jobs` table. Enqueueing is idempotent through dedupe_key; a worker claims
// due jobs with FOR UPDATE SKIP LOCKED and a lease (locked_until), so any number of API
// instances run each job once; a crashed worker's lease runs out and the job is claimed again.

export async function enqueueJob(
  db: DbExecutor,
  job: { tenantId: string; kind: string; payload?: Record<string, unknown>; dedupeKey?: string; runAt?: Date; maxAttempts?: number },
): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({ tenantId: job.tenantId, kind: job.kind, payload: job.payload ?? {}, dedupeKey: job.dedupeKey ?? null, runAt: job.runAt ?? new Date(), maxAttempts: job.maxAttempts ?? 5 })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/** Claims up to `limit` due jobs for `workerId` for `leaseMs`. */
export async function claimJobs(db: DbExecutor, workerId: string, limit: number, leaseMs: number): Promise<JobRow[]> {
  const result = await db.execute(sql`
    update ${jobs} set locked_until = now() + (${leaseMs}::int * interval '1 millisecond'), locked_by = ${workerId}, attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where done_at is null and run_at <= now() and attempts < max_attempts and (locked_until is null or locked_until < now())
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const rows = ((result as unknown as { rows?: { id: string }[] }).rows ?? (result as unknown as { id: string }[])) as { id: string }[];
  if (rows.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(sql`${jobs.id} = any(${sql.param(rows.map((row) => row.id))}::uuid[])`);
}

export async function completeJob(db: DbExecutor, job: JobRow, workerId: string): Promise<void> {
  await db.execute(sql`update ${jobs} set done_at = now(), locked_until = null where id = ${job.id} and locked_by = ${workerId}`);
}

/** Releases a failed job for a retry with exponential backoff (2^attempts seconds, at most an hour). */
export async function failJob(db: DbExecutor, job: JobRow, workerId: string, error: unknown): Promise<void> {
  const backoffSeconds = Math.min(3600, 2 ** job.attempts);
  const message = error instanceof Error ? error.message : String(error);
  await db.execute(
    sql`update ${jobs} set locked_until = null, last_error = ${message.slice(0, 2000)}, run_at = now() + (${backoffSeconds}::int * interval '1 second') where id = ${job.id} and locked_by = ${workerId}`,
  );
}

export type JobHandler = (job: JobRow) => Promise<void>;

export interface JobWorkerOptions {
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  /** Called before each poll (e.g. to enqueue scheduled jobs). */
  beforePoll?: () => Promise<void>;
}

/** Polls for due jobs and runs them with their kind's handler. */
export class JobWorker {
  readonly id = `worker-${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobWorkerOptions = {},
  ) {}

  /** Claims and runs one batch; the number of jobs run. */
  async runOnce(): Promise<number> {
    if (this.options.beforePoll) await this.options.beforePoll();
    const claimed = await claimJobs(this.db, this.id, this.options.batchSize ?? 10, this.options.leaseMs ?? 60_000);
    for (const job of claimed) {
      const handler = this.handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job);
        await completeJob(this.db, job, this.id);
      } catch (error) {
        this.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
        await failJob(this.db, job, this.id, error);
      }
    }
    return claimed.length;
  }

  /** Runs batches until none is due (tests, the CLI). */
  async drain(maxBatches = 100): Promise<number> {
    let total = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const count = await this.runOnce();
      total += count;
      if (count === 0) break;
    }
    return total;
  }

  start(): void {
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.runOnce().catch((error: unknown) => {
        this.log.error({ err: error }, 'job worker poll failed');
        return 0;
      });
      await this.running;
      this.running = undefined;
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs ?? 2000);
    };
    this.timer = setTimeout(tick, this.options.pollMs ?? 2000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
