import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { MessageCode } from '@bp/api-contract';
import { jobs } from '../src/db/schema';
import { enqueueJob } from '../src/db/job-queue';
import { tenantIdOf } from './builders';
import { buildTestApp, type TestApp } from './support/build-test-app';

// What an orchestrator and a proxy need from an instance: liveness and readiness probes, a stop
// that finishes what is in flight, and Prometheus metrics that only the scraper reads.

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Waits until `check` holds, giving the app turns meanwhile (never a fixed delay). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}

const errorBodyOf = (text: string) =>
  JSON.parse(text.slice(text.indexOf('{'))) as { status: number; messageCode: string; message: string; params: unknown[]; errors: unknown[] };

describe('operations', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('answers /health/live at once, and /health/ready with the error body until the stock lists are loaded', async () => {
    testApp = await buildTestApp({ stock: { warmCatalogue: true } });
    const app = testApp.app;
    const loading = gate();
    const realGet = app.catalogue.get.bind(app.catalogue);
    jest.spyOn(app.catalogue, 'get').mockImplementation(async (...args) => {
      await loading.opened;
      return realGet(...args);
    });
    // Listening starts the first load (as the server does).
    await app.listen({ host: '127.0.0.1', port: 0 });

    expect((await app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    const early = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(early.statusCode).toBe(503);
    expect(early.json()).toEqual({
      status: 503,
      messageCode: MessageCode.SERVICE_UNAVAILABLE,
      message: 'The stock lists are still loading',
      params: [],
      errors: [],
    });
    expect(early.headers['x-amzn-trace-id']).toBeDefined();

    loading.open();
    await until(async () => (await app.inject({ method: 'GET', url: '/health/ready' })).statusCode === 200);
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ status: 'ok' });
  });

  it('stops gracefully: finishes the request and the job in flight, claims no further job, refuses new requests with 503 and Connection: close', async () => {
    const slowRequest = gate();
    const slowJob = gate();
    let requestEntered = false;
    testApp = await buildTestApp({
      stock: { jobsEnabled: true, jobSchedules: false, jobsPollMs: 20 },
      registerTestRoutes: (scope) => {
        scope.get('/test/slow', async () => {
          requestEntered = true;
          await slowRequest.opened;
          return { finished: true };
        });
      },
    });
    const app = testApp.app;
    const db = testApp.database.handle.db;
    const tenantId = await tenantIdOf(db, 'acme');
    let jobEntered = false;
    app.jobWorker.register('test-slow-job', async () => {
      jobEntered = true;
      await slowJob.opened;
    });
    await enqueueJob(db, { tenantId, kind: 'test-slow-job', dedupeKey: 'slow-1' });
    await enqueueJob(db, { tenantId, kind: 'test-slow-job', dedupeKey: 'slow-2', runAt: new Date(Date.now() + 1) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    // One connection: the slow request, and later a second request on it while the server drains.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /test/slow HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await until(() => requestEntered && jobEntered);

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await until(() => app.readiness.draining);
    socket.write('GET /health/live HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(closed).toBe(false);

    slowRequest.open();
    slowJob.open();
    await closing;
    await ended;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[0]).toContain('{"finished":true}');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1].toLowerCase()).toContain('connection: close');
    expect(errorBodyOf(answers[1])).toEqual({
      status: 503,
      messageCode: MessageCode.SERVICE_UNAVAILABLE,
      message: 'The server is shutting down; please try again',
      params: [],
      errors: [],
    });

    const rows = await db
      .select({ dedupeKey: jobs.dedupeKey, done: sql<boolean>`${jobs.doneAt} is not null`, attempts: jobs.attempts })
      .from(jobs)
      .where(eq(jobs.kind, 'test-slow-job'));
    expect(rows.sort((a, b) => String(a.dedupeKey).localeCompare(String(b.dedupeKey)))).toEqual([
      { dedupeKey: 'slow-1', done: true, attempts: 1 },
      { dedupeKey: 'slow-2', done: false, attempts: 0 },
    ]);
  });

  it('serves Prometheus metrics to the holder of the token only: requests by route pattern, job outcomes by kind', async () => {
    testApp = await buildTestApp({ metrics: { token: 'scraper-secret' } });
    const app = testApp.app;
    const tenantId = await tenantIdOf(testApp.database.handle.db, 'acme');
    app.jobWorker.register('test-good-job', async () => undefined);
    app.jobWorker.register('test-bad-job', async () => {
      throw new Error('this job fails');
    });
    await enqueueJob(testApp.database.handle.db, { tenantId, kind: 'test-good-job' });
    await enqueueJob(testApp.database.handle.db, { tenantId, kind: 'test-bad-job' });
    await app.jobWorker.drain();
    await app.inject({ method: 'GET', url: '/health/live' });
    await app.inject({ method: 'GET', url: '/health/live' });
    await app.inject({ method: 'GET', url: '/docs-nothing-here/12345' });

    const refused = await app.inject({ method: 'GET', url: '/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 401, messageCode: MessageCode.UNAUTHORIZED });
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer not-the-token' } })).statusCode).toBe(401);

    const scraped = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scraper-secret' } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain/);
    expect(scraped.body).toContain('bp_http_requests_total{method="GET",route="/health/live",status="200"} 2');
    expect(scraped.body).toContain('bp_http_request_duration_seconds_count{method="GET",route="/health/live"} 2');
    expect(scraped.body).toMatch(/bp_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    expect(scraped.body).not.toContain('12345');
    expect(scraped.body).toContain('bp_jobs_total{kind="test-good-job",outcome="succeeded"} 1');
    expect(scraped.body).toContain('bp_jobs_total{kind="test-bad-job",outcome="failed"} 1');
    if (testApp.database.kind === 'postgres') expect(scraped.body).toMatch(/bp_db_pool_connections\{state="total"\} \d+/);
  });

  it('has no /metrics without a token', async () => {
    testApp = await buildTestApp();
    const answer = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ status: 404 });
  });
});
