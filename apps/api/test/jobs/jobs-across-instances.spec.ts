import { and, eq, like, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@bp/api-contract';
import { dailyReportSends, jobs, users } from '../../src/db/schema';
import { enqueueJob } from '../../src/db/job-queue';
import { ensureSchedule, runIfDue, type Schedule } from '../../src/jobs/schedules';
import { DAILY_REPORT_JOB } from '../../src/jobs/stock-jobs';
import type { Mailer, OutgoingMail } from '../../src/mail/mailer';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { anotherInstanceOn, createTestDatabase, type TestDatabase } from '../support/test-database';
import { insertUser, tenantIdOf } from '../builders';

// Jobs with several API instances on one database (PostgreSQL: a pool each, their queries really
// overlap; PGlite: one shared handle). Run on both:
//   npx jest -c apps/api/jest.config.cjs apps/api/test/jobs/jobs-across-instances.spec.ts
//   node tools/pg/with-postgres.mjs -- npx jest -c apps/api/jest.config.cjs apps/api/test/jobs/jobs-across-instances.spec.ts

const LEASE_MS = 600;
// Long enough that a loaded machine (a stalled event loop, a slow database) does not miss the
// renewals (every third of it), short enough to wait out twice.
const RENEWED_LEASE_MS = 2000;
const HOUR_MS = 3_600_000;

/** Resolves once the database's clock is past `time`. */
async function untilDatabaseTimePasses(db: TestDatabase['handle']['db'], time: Date): Promise<void> {
  const past = async () => {
    const [row] = await db.select({ past: sql<boolean>`now() > ${time.toISOString()}::timestamptz` }).from(sql`(select 1) as one`);
    return row?.past === true;
  };
  while (!(await past())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A promise and its resolve, to hold a handler until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

async function instances(count: number, options: Parameters<typeof buildTestApp>[0] = {}): Promise<{ apps: TestApp[]; database: TestDatabase }> {
  const database = await createTestDatabase({ poolSize: 6 });
  const apps: TestApp[] = [];
  for (let index = 0; index < count; index++)
    apps.push(await buildTestApp({ ...options, database: index === 0 ? database : await anotherInstanceOn(database, 6) }));
  return { apps, database };
}

async function closeAll(setup: { apps: TestApp[]; database: TestDatabase } | undefined): Promise<void> {
  if (!setup) return;
  const { apps, database } = setup;
  for (const app of apps.reverse()) {
    await app.close();
    if (app.database !== database) await app.database.close();
  }
  await database.close();
}

describe('a job on two instances: one lease per job, renewed while it runs', () => {
  let setup: { apps: TestApp[]; database: TestDatabase };
  const db = () => setup.database.handle.db;

  beforeAll(async () => {
    setup = await instances(2, { stock: { jobsLeaseMs: RENEWED_LEASE_MS } });
  });
  afterAll(() => closeAll(setup));

  const jobRow = async (kind: string) => (await db().select().from(jobs).where(eq(jobs.kind, kind)))[0];

  it('runs a job whose handler outlives its first lease once', async () => {
    const [first, second] = setup.apps;
    const started = gate();
    const release = gate();
    let runs = 0;
    for (const instance of setup.apps) {
      instance.app.jobWorker.register('slow', async () => {
        runs += 1;
        started.open();
        if (runs === 1) await release.opened;
      });
    }
    await enqueueJob(db(), { tenantId: await tenantIdOf(db(), 'acme'), kind: 'slow' });

    const running = first.app.jobWorker.runOnce();
    await started.opened;
    const firstLeaseEnd = (await jobRow('slow')).lockedUntil as Date;
    // Wait until the first lease would have run out twice over.
    await untilDatabaseTimePasses(db(), new Date(firstLeaseEnd.getTime() + RENEWED_LEASE_MS));
    const claimedBySecond = await second.app.jobWorker.drain();
    release.open();
    await running;

    expect(claimedBySecond).toBe(0);
    expect(runs).toBe(1);
    expect(await jobRow('slow')).toMatchObject({ attempts: 1, lockedBy: first.app.jobWorker.id, lastError: null, doneAt: expect.any(Date) });
  });
});

describe('three instances with the default lease: a lost lease, schedules', () => {
  let setup: { apps: TestApp[]; database: TestDatabase };
  const db = () => setup.database.handle.db;

  // The default lease (30 s, renewed every 10 s): nothing renews it while a test runs, so the
  // test alone decides when it runs out.
  beforeAll(async () => {
    setup = await instances(3);
  });
  afterAll(() => closeAll(setup));

  const jobRow = async (kind: string) => (await db().select().from(jobs).where(eq(jobs.kind, kind)))[0];

  it('does not let a worker whose lease was lost complete the job, nor repeat its guarded effect', async () => {
    const [first, second] = setup.apps;
    const runs = [
      { started: gate(), release: gate() },
      { started: gate(), release: gate() },
    ];
    let calls = 0;
    const effects: string[] = [];
    for (const instance of setup.apps) {
      instance.app.jobWorker.register('guarded', async (_job, context) => {
        const run = runs[calls++];
        run.started.open();
        await run.release.opened;
        if (await context.markDone()) effects.push(instance.app.jobWorker.id);
      });
    }
    await enqueueJob(db(), { tenantId: await tenantIdOf(db(), 'acme'), kind: 'guarded' });

    const firstRun = first.app.jobWorker.runOnce();
    await runs[0].started.opened;
    // The first worker stalls past its lease (a long pause: nothing renews it); the second claims the job.
    await db()
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.kind, 'guarded'));
    const secondRun = second.app.jobWorker.drain();
    await runs[1].started.opened;
    // The first wakes up while the second still runs the job: it neither completes it nor takes its effect.
    runs[0].release.open();
    await firstRun;
    expect(await jobRow('guarded')).toMatchObject({ attempts: 2, lockedBy: second.app.jobWorker.id, doneAt: null });
    runs[1].release.open();
    await secondRun;

    expect(calls).toBe(2);
    expect(effects).toEqual([second.app.jobWorker.id]);
    expect(await jobRow('guarded')).toMatchObject({ attempts: 2, lockedBy: second.app.jobWorker.id, lastError: null, doneAt: expect.any(Date) });
  });

  it('runs each period once, whatever the number of instances polling at once', async () => {
    const periods: string[] = [];
    const schedule: Schedule = {
      name: 'test-every-hour',
      firstDue: (now) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS),
      nextAfter: (now) => new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS),
      run: async (_tx, due) => void periods.push(due.toISOString()),
    };
    const start = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 10 * HOUR_MS;
    // 20 ticks 25 minutes apart on each instance, all three at once: 7 h 55 min, 8 hourly periods.
    for (let tick = 0; tick < 20; tick++) {
      const now = new Date(start + tick * 25 * 60_000);
      if (tick === 0) await Promise.all(setup.apps.map((instance) => ensureSchedule(instance.database.handle.db, schedule, now)));
      await Promise.all(setup.apps.map((instance, index) => runIfDue(instance.database.handle.db, schedule, now, `instance-${index}`)));
    }

    const expected = Array.from({ length: 8 }, (_, hour) => new Date(start + hour * HOUR_MS).toISOString());
    expect(periods).toEqual(expected);
  });
});

describe('the daily report on three instances', () => {
  let setup: { apps: TestApp[]; database: TestDatabase };
  const sent: OutgoingMail[] = [];
  let failNextSend = false;
  let slowNextSend = false;
  const mailer: Mailer = {
    description: 'test mailer',
    send: async (mail) => {
      if (failNextSend) {
        failNextSend = false;
        throw new Error('SMTP refused');
      }
      if (slowNextSend) {
        // A send that outlives the lease of the job sending it (a slow SMTP server, a huge
        // workbook); meanwhile every instance polls again, as their timers would.
        slowNextSend = false;
        const [{ leaseEnd }] = await db()
          .select({ leaseEnd: sql<string>`max(${jobs.lockedUntil})` })
          .from(jobs)
          .where(sql`${jobs.doneAt} is null`);
        await untilDatabaseTimePasses(db(), new Date(new Date(leaseEnd).getTime() + LEASE_MS));
        await Promise.all(setup.apps.map((instance) => instance.app.jobWorker.drain()));
      }
      sent.push(mail);
    },
  };
  let clock = new Date();
  const db = () => setup.database.handle.db;

  beforeAll(async () => {
    setup = await instances(3, { identity: { mailer }, stock: { jobSchedules: true, jobsClock: () => clock, dailyReportAt: '06:00', jobsLeaseMs: LEASE_MS } });
  });
  afterAll(() => closeAll(setup));

  const subscribe = async (tenant: string) => {
    const user = await insertUser(db(), tenant);
    await db()
      .update(users)
      .set({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, stockReportNotification: true } })
      .where(eq(users.id, user.id));
    return user.email;
  };
  const reportDayOf = (mail: OutgoingMail) => /daily stock report (\d{4}-\d{2}-\d{2})$/.exec(mail.subject)?.[1];

  it("sends each buyer's report once per day over 20 ticks of 3 instances", async () => {
    const buyers = [await subscribe('acme'), await subscribe('acme'), await subscribe('acme'), await subscribe('northwind')];
    const start = Date.now() - 3 * 24 * HOUR_MS;
    const ticks = Array.from({ length: 20 }, (_, tick) => new Date(start + tick * 3.5 * HOUR_MS));
    slowNextSend = true;
    for (const tick of ticks) {
      clock = tick;
      await Promise.all(setup.apps.map((instance) => instance.app.jobWorker.drain()));
    }

    // The days whose 06:00 fell within the ticks, from the first tick's day on.
    const days: string[] = [];
    for (
      let day = new Date(ticks[0].toISOString().slice(0, 10));
      new Date(day.getTime() + 6 * HOUR_MS) <= ticks[19];
      day = new Date(day.getTime() + 24 * HOUR_MS)
    )
      days.push(day.toISOString().slice(0, 10));
    expect(days.length).toBeGreaterThanOrEqual(2);
    for (const buyer of buyers) {
      expect(
        sent
          .filter((mail) => mail.to === buyer)
          .map(reportDayOf)
          .sort(),
      ).toEqual(days);
    }
    // Every subscriber, seeded ones included: never two reports for one day.
    const pairs = sent.map((mail) => `${mail.to} ${reportDayOf(mail)}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const acmeJobs = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, DAILY_REPORT_JOB), eq(jobs.tenantId, await tenantIdOf(db(), 'acme'))));
    expect(acmeJobs.map((job) => String(job.payload['day'])).sort()).toEqual(days);
  });

  it('sends nothing for a buyer and day already recorded (a crash between record and send is not resent), and retries a refused send', async () => {
    const acme = await tenantIdOf(db(), 'acme');
    const recorded = await subscribe('acme');
    const refusedOnce = await subscribe('acme');
    const [recordedUser] = await db().select().from(users).where(eq(users.email, recorded));
    const day = '2020-01-02';
    await db().insert(dailyReportSends).values({ tenantId: acme, userId: recordedUser.id, day });
    clock = new Date('2020-01-02T07:00:00Z');
    await enqueueJob(db(), { tenantId: acme, kind: DAILY_REPORT_JOB, payload: { day }, dedupeKey: `daily-report:${day}` });

    failNextSend = true;
    const sentBefore = sent.length;
    await setup.apps[0].app.jobWorker.drain();
    // The refused send's job waits for its retry (backoff): run it now.
    await db()
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(like(jobs.dedupeKey, `daily-report:${day}:%`), sql`${jobs.doneAt} is null`));
    await setup.apps[1].app.jobWorker.drain();

    const mails = sent.slice(sentBefore).filter((mail) => reportDayOf(mail) === day);
    expect(mails.filter((mail) => mail.to === recorded)).toHaveLength(0);
    expect(mails.filter((mail) => mail.to === refusedOnce)).toHaveLength(1);
    // One send was refused and retried: every other subscriber got the day's report once.
    const buyerJobs = await db()
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `daily-report:${day}:%`));
    expect(buyerJobs.filter((job) => job.lastError === 'SMTP refused')).toHaveLength(1);
    expect(buyerJobs.every((job) => job.doneAt !== null)).toBe(true);
    expect(mails).toHaveLength(buyerJobs.length - 1);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length);
  });
});
