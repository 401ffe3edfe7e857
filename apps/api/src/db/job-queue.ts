import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbExecutor } from './database';
import { jobs, type JobRow } from './schema';

// Durable jobs in the `jobs` table, on PGlite and PostgreSQL alike (docs/decisions.md says why
// not a PostgreSQL job library). Enqueueing is idempotent through dedupe_key and may share the
// caller's transaction. A worker claims one due job at a time (FOR UPDATE SKIP LOCKED) under a
// lease of its own, renewed while the handler runs; a crashed worker's lease runs out and the
// job is claimed again. Every change a worker makes to a job row is fenced by (locked_by,
// attempts): a worker whose lease was lost and the job claimed again cannot complete, fail or
// renew it, and its handler sees `context.signal` aborted.

export async function enqueueJob(
  db: DbExecutor,
  job: { tenantId: string; kind: string; payload?: Record<string, unknown>; dedupeKey?: string; runAt?: Date; maxAttempts?: number },
): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      tenantId: job.tenantId,
      kind: job.kind,
      payload: job.payload ?? {},
      dedupeKey: job.dedupeKey ?? null,
      runAt: job.runAt ?? new Date(),
      maxAttempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

const leaseEnd = (leaseMs: number) => sql`now() + (${leaseMs}::int * interval '1 millisecond')`;

/** The claim a job row is under: its worker and the attempt it is on (each claim adds one). */
const heldBy = (job: JobRow, workerId: string) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.attempts, job.attempts), isNull(jobs.doneAt));

/** Claims the next due job (of `tenantId` only, when given) for `workerId` for `leaseMs`, or undefined when none is due. */
export async function claimJob(db: DbExecutor, workerId: string, leaseMs: number, tenantId?: string): Promise<JobRow | undefined> {
  const ofTenant = tenantId === undefined ? sql`` : sql`and tenant_id = ${tenantId}`;
  const [row] = await db
    .update(jobs)
    .set({ lockedUntil: leaseEnd(leaseMs), lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
    .where(
      sql`${jobs.id} = (
        select id from ${jobs}
        where done_at is null and run_at <= now() and attempts < max_attempts and (locked_until is null or locked_until < now()) ${ofTenant}
        order by run_at
        limit 1
        for update skip locked)`,
    )
    .returning();
  return row;
}

/** Extends the lease; false when it was lost (the job claimed again by another worker, or done). */
export async function renewLease(db: DbExecutor, job: JobRow, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: leaseEnd(leaseMs) })
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks the job done; false when this worker no longer holds it. */
export async function completeJob(db: DbExecutor, job: JobRow, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedUntil: null })
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Releases a failed job for a retry with exponential backoff (2^attempts seconds, at most an hour). */
export async function failJob(db: DbExecutor, job: JobRow, workerId: string, error: unknown): Promise<void> {
  const backoffSeconds = Math.min(3600, 2 ** job.attempts);
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(jobs)
    .set({ lockedUntil: null, lastError: message.slice(0, 2000), runAt: sql`now() + (${backoffSeconds}::int * interval '1 second')` })
    .where(heldBy(job, workerId));
}

/** Undoes markDone after the effect it guarded failed, so the job is retried. */
async function reopenJob(db: DbExecutor, job: JobRow, workerId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.attempts, job.attempts)));
}

export interface JobContext {
  /** Aborted once the worker knows its lease is lost: another worker may be running the job. */
  readonly signal: AbortSignal;
  /**
   * Marks the job done now, before a side effect that cannot be undone or repeated (an e-mail):
   * true when this run owns the effect; false when another worker claimed the job meanwhile
   * (the lease was lost), and the effect must not happen. If the handler then throws, the job
   * is reopened for a retry.
   */
  markDone(): Promise<boolean>;
}

export type JobHandler = (job: JobRow, context: JobContext) => Promise<void>;

export interface JobWorkerOptions {
  pollMs?: number;
  /** How long a claim holds a job without renewal (default 30 s); renewed every third of it. */
  leaseMs?: number;
  /** Jobs run per poll, one claim each (default 10). */
  batchSize?: number;
  /** Called before each poll (e.g. to enqueue scheduled jobs). */
  beforePoll?: () => Promise<void>;
  /** Told of every handler run: its kind, outcome and time (metrics). */
  onJobRun?: (run: { kind: string; outcome: 'succeeded' | 'failed'; seconds: number }) => void;
}

/** Renews a job's lease every third of it while its handler runs; aborts when the lease is lost. */
class LeaseKeeper {
  readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private renewing: Promise<void> | undefined;
  private validUntil: number;

  constructor(
    private readonly renew: () => Promise<boolean>,
    private readonly leaseMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.validUntil = Date.now() + leaseMs;
    this.schedule();
  }

  private schedule(): void {
    this.timer = setTimeout(
      () => {
        this.renewing = this.beat().finally(() => {
          this.renewing = undefined;
          if (!this.controller.signal.aborted && this.timer) this.schedule();
        });
      },
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
  }

  private async beat(): Promise<void> {
    const startedAt = Date.now();
    try {
      if (await this.renew()) this.validUntil = startedAt + this.leaseMs;
      else this.controller.abort(new Error('job lease lost'));
    } catch (error) {
      // A failed renewal does not prove the lease lost; only its running out unrenewed does.
      this.log.warn({ err: error }, 'job lease renewal failed');
      if (Date.now() >= this.validUntil) this.controller.abort(new Error('job lease ran out'));
    }
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.renewing;
  }
}

/** Polls for due jobs and runs them with their kind's handler. */
export class JobWorker {
  readonly id = `worker-${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;
  /** Set by stop(): the job running finishes, no further one is claimed. */
  private closing = false;
  private readonly handlers: Map<string, JobHandler>;

  constructor(
    private readonly db: Database,
    handlers: Record<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobWorkerOptions = {},
  ) {
    this.handlers = new Map(Object.entries(handlers));
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? 30_000;
  }

  /** Adds (or replaces) the handler of a job kind. */
  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Claims and runs up to a batch of due jobs (of `tenantId` only, when given), one claim at a time; the number of jobs run. */
  async runOnce(tenantId?: string): Promise<number> {
    if (this.options.beforePoll) await this.options.beforePoll();
    let ran = 0;
    for (; ran < (this.options.batchSize ?? 10) && !this.closing; ran++) {
      const job = await claimJob(this.db, this.id, this.leaseMs, tenantId);
      if (!job) break;
      await this.run(job);
    }
    return ran;
  }

  private async run(job: JobRow): Promise<void> {
    const lease = new LeaseKeeper(() => renewLease(this.db, job, this.id, this.leaseMs), this.leaseMs, this.log);
    const { signal } = lease.controller;
    let markedDone = false;
    const context: JobContext = {
      signal,
      markDone: async () => {
        markedDone = await completeJob(this.db, job, this.id);
        return markedDone;
      },
    };
    const logged = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    const startedAt = performance.now();
    let reported = false;
    // The handler's outcome, once (a failure after it succeeded is the job row's, not the handler's).
    const ran = (outcome: 'succeeded' | 'failed') => {
      if (reported) return;
      reported = true;
      this.options.onJobRun?.({ kind: job.kind, outcome, seconds: (performance.now() - startedAt) / 1000 });
    };
    try {
      const handler = this.handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job, context);
      ran('succeeded');
      await lease.stop();
      // Fenced: when another worker claimed the job meanwhile, this completes nothing.
      if (!markedDone && !(await completeJob(this.db, job, this.id))) this.log.warn(logged, 'job lease lost while it ran: left to the worker that holds it');
    } catch (error) {
      ran('failed');
      await lease.stop();
      this.log.error({ err: error, ...logged }, 'job failed');
      if (markedDone) await reopenJob(this.db, job, this.id);
      await failJob(this.db, job, this.id, error);
    }
  }

  /** Runs batches until none is due (of `tenantId` only, when given: a seller's ops call runs its own tenant's jobs). */
  async drain(options: { maxBatches?: number; tenantId?: string } = {}): Promise<number> {
    let total = 0;
    for (let batch = 0; batch < (options.maxBatches ?? 100); batch++) {
      const count = await this.runOnce(options.tenantId);
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
      const ran = await this.running;
      this.running = undefined;
      // A full batch means more may be due (a scan's e-mails, say): the next batch at once, not a poll later.
      if (!this.stopped) this.timer = setTimeout(tick, ran >= (this.options.batchSize ?? 10) ? 0 : (this.options.pollMs ?? 2000));
    };
    this.timer = setTimeout(tick, this.options.pollMs ?? 2000);
  }

  /** Stops polling and waits for the job running (if any) to finish; no further job is claimed. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
