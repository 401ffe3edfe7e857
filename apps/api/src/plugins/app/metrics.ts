import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// Prometheus metrics of one app (its own registry: tests run many apps in one process): requests
// by route pattern (a bounded set of label values, never the raw URL), job outcomes by kind, the
// database pool, the stock list caches, and with `processMetrics` Node's own (CPU, memory, event
// loop lag, GC). Served by routes/metrics.ts.

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface MetricsOptions {
  /** Node's process metrics (the server; tests leave them off). */
  processMetrics?: boolean;
}

/** Label of a request no route matched (its URL would make a label per probe of a scanner). */
const UNMATCHED = 'unmatched';

export class AppMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'bp_http_requests_total',
    help: 'Answered HTTP requests',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly requestSeconds = new Histogram({
    name: 'bp_http_request_duration_seconds',
    help: 'Time from the request to the answer, by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly jobs = new Counter({
    name: 'bp_jobs_total',
    help: 'Job runs by kind and outcome (succeeded, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly jobSeconds = new Histogram({
    name: 'bp_job_duration_seconds',
    help: "A job handler's run time by kind",
    labelNames: ['kind'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });
  readonly catalogueLoads = new Counter({
    name: 'bp_catalogue_loads_total',
    help: 'Stock list index updates: full (every item read) or delta (only the changed items, another instance told of them)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  /** The database pool's connections (total, idle, waiting clients), read when scraped. */
  watchPool(use: () => { total: number; idle: number; waiting: number }): void {
    new Gauge({
      name: 'bp_db_pool_connections',
      help: 'PostgreSQL pool: open connections (total), idle ones, and queries waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const { total, idle, waiting } = use();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  /** Watches in what gauge `name` reads from `read` when scraped (a cache's bytes, say). */
  watch(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  /** A job handler's run (JobWorker's onJobRun). */
  jobRan(run: { kind: string; outcome: 'succeeded' | 'failed'; seconds: number }): void {
    this.jobs.inc({ kind: run.kind, outcome: run.outcome });
    this.jobSeconds.observe({ kind: run.kind }, run.seconds);
  }
}

export default fp<MetricsOptions>(
  async (fastify, options) => {
    const metrics = new AppMetrics();
    if (options.processMetrics) collectDefaultMetrics({ register: metrics.registry });
    const pool = fastify.database.poolUse;
    if (pool) metrics.watchPool(pool);
    fastify.decorate('metrics', metrics);
    fastify.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      metrics.requestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
