import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { networkParticipants, tenants } from '../../db/schema';
import { scoped } from '../../db/scoped';
import {
  DAILY_REPORT_BUYER_JOB,
  dailyReportBuyerHandler,
  dailyReportHandler,
  dailyReportSchedule,
  DAILY_REPORT_JOB,
  stockAlertHandler,
} from '../../jobs/stock-jobs';
import { JobWorker } from '../../db/job-queue';
import { LATE_PAYMENT_JOB, latePaymentHandler, latePaymentSchedule } from '../../jobs/late-payment-jobs';
import { housekeepingSchedule } from '../../jobs/housekeeping';
import { Scheduler } from '../../jobs/schedules';
import { OFFER_EXPIRY_JOB, offerExpiryHandler } from '../../jobs/offer-jobs';
import { CATALOGUE_CHANGES_CHANNEL } from '../../stock/catalogue-changes';
import { CatalogueCache } from '../../stock/catalogue-service';
import { ParticipantLookups } from '../../stock/participant-lookups';
import { StockAnswerCache } from '../../stock/stock-answer-cache';
import { STOCK_ALERT_JOB } from '../../stock/stock-update-service';
import { SAVED_SEARCH_MAIL_JOB, SAVED_SEARCH_SCAN_JOB } from '../../stock/saved-search-scan';
import { savedSearchMailHandler, savedSearchScanHandler } from '../../jobs/saved-search-jobs';
import { resolvedTenantColumns } from '../../tenants/tenant-directory';

declare module 'fastify' {
  interface FastifyInstance {
    /** In-memory stock list indexes per tenant (+ participant), by catalogue version. */
    catalogue: CatalogueCache;
    /** Participants and reseller flags, once per request and shared for up to a second. */
    participantLookups: ParticipantLookups;
    /** Stock query answers with their ETags and compressed bodies, per catalogue version and what the buyer sees. */
    stockAnswers: StockAnswerCache;
    /** The background job worker (started only when jobs are enabled; tests call drain()). */
    jobWorker: JobWorker;
  }
}

export interface StockPluginOptions {
  /** Run the job worker in this process (default false; the server turns it on, JOBS_ENABLED). */
  jobsEnabled?: boolean;
  jobsPollMs?: number;
  /** How long a job's claim lasts unrenewed (default 30 s; renewed every third of it while it runs). */
  jobsLeaseMs?: number;
  /** Claim due schedules before each poll (default: jobsEnabled; tests poll by hand with drain()). */
  jobSchedules?: boolean;
  /** The jobs' and schedules' clock (tests move it; default the real one). */
  jobsClock?: () => Date;
  /** UTC HH:MM of the daily report (default 06:00). */
  dailyReportAt?: string;
  /** How long a known catalogue version is trusted before it is read again (default 1000 ms). */
  versionCheckMs?: number;
  /** Estimated bytes the stock list indexes may take (CATALOGUE_CACHE_MB; default 512 MiB). */
  catalogueCacheBytes?: number;
  /** Build every tenant's own stock list index right after start (the server does; tests do not). */
  warmCatalogue?: boolean;
}

/** How long a failed first build of the stock lists waits before it is tried again. */
const WARM_RETRY_MS = 5000;

async function warmCatalogue(fastify: FastifyInstance): Promise<void> {
  const started = Date.now();
  const rows = await fastify.db.select(resolvedTenantColumns).from(tenants).where(eq(tenants.deactivated, false));
  for (const tenant of rows) {
    const id = tenant.id;
    const own = await scoped(fastify.db, id).findOne(networkParticipants, eq(networkParticipants.isOwn, true));
    await fastify.catalogue.get(fastify.db, tenant, { tenantId: id, participant: own, participantId: null });
  }
  fastify.log.info({ tenants: rows.length, ms: Date.now() - started }, 'stock list indexes built');
}

export default fp<StockPluginOptions>(
  async (fastify, options) => {
    const mailer = fastify.identity.mailer;
    const dailyReportAt = options.dailyReportAt ?? '06:00';
    const catalogue = new CatalogueCache({
      versionCheckMs: options.versionCheckMs,
      maxBytes: options.catalogueCacheBytes,
      onLoad: (kind) => fastify.metrics.catalogueLoads.inc({ kind }),
    });
    fastify.decorate('catalogue', catalogue);
    fastify.metrics.watch('bp_catalogue_cache_bytes', 'Estimated bytes of the stock list indexes this instance keeps', () => catalogue.size.bytes);
    // Another instance's stock change is applied here as it is announced, from the change log.
    const unlisten = await fastify.database.listen(
      CATALOGUE_CHANGES_CHANNEL,
      catalogue.listenerFor(fastify.db, (error) => fastify.log.warn({ err: error }, 'could not catch a stock list up with an announced change')),
    );
    fastify.addHook('onClose', async () => unlisten());
    fastify.decorate('participantLookups', new ParticipantLookups(fastify.db));
    fastify.decorate('stockAnswers', new StockAnswerCache());
    const now = options.jobsClock ?? (() => new Date());
    const handlers = {
      [STOCK_ALERT_JOB]: stockAlertHandler(fastify.db, mailer),
      [DAILY_REPORT_JOB]: dailyReportHandler(fastify.db),
      [DAILY_REPORT_BUYER_JOB]: dailyReportBuyerHandler(fastify.db, mailer, now),
      [OFFER_EXPIRY_JOB]: offerExpiryHandler(fastify.db, now),
      [LATE_PAYMENT_JOB]: latePaymentHandler(fastify.db, now),
      [SAVED_SEARCH_SCAN_JOB]: savedSearchScanHandler(fastify.db, now),
      [SAVED_SEARCH_MAIL_JOB]: savedSearchMailHandler(fastify.db, mailer),
    };
    const scheduler = new Scheduler(fastify.db, [dailyReportSchedule(dailyReportAt), latePaymentSchedule(), housekeepingSchedule()], now);
    const worker = new JobWorker(fastify.db, handlers, fastify.log, {
      pollMs: options.jobsPollMs,
      leaseMs: options.jobsLeaseMs,
      // Every instance polls the schedules; one per period claims and enqueues its work.
      beforePoll: (options.jobSchedules ?? options.jobsEnabled) ? async () => void (await scheduler.tick(worker.id)) : undefined,
      onJobRun: (run) => fastify.metrics.jobRan(run),
    });
    fastify.decorate('jobWorker', worker);

    if (options.warmCatalogue) {
      // The instance is ready for traffic once every tenant's own list is built (GET /health/ready).
      const loaded = fastify.readiness.waitFor('The stock lists are still loading');
      let retry: NodeJS.Timeout | undefined;
      const warm = () =>
        warmCatalogue(fastify).then(loaded, (error: unknown) => {
          fastify.log.error({ err: error }, `could not warm the stock list indexes; trying again in ${WARM_RETRY_MS / 1000} s`);
          retry = setTimeout(warm, WARM_RETRY_MS).unref();
        });
      // After listen, not awaited: a request arriving meanwhile waits for the same build.
      fastify.addHook('onListen', async () => {
        retry = setTimeout(warm, 50).unref();
      });
      fastify.addHook('onClose', async () => clearTimeout(retry));
    }
    if (options.jobsEnabled) {
      fastify.addHook('onReady', async () => worker.start());
      // Shutting down: no job is claimed from the start of the drain; the one running finishes
      // before the database closes (onClose hooks run after the requests in flight, in reverse
      // order of registration: this one before the database's).
      fastify.addHook('preClose', async () => void worker.stop());
      fastify.addHook('onClose', async () => worker.stop());
    }
  },
  { name: 'stock', dependencies: ['database', 'identity', 'readiness', 'metrics'] },
);
