import { request as httpRequest } from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { IMPORT_MIME_TYPES, type ImportResult } from '@bp/api-contract';
import { stockItems, warehouses } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, tokensOf } from '../support/identity';
import { tenantIdOf } from '../builders';
import { importWorkbook, type SheetCell } from './import-builders';

// A 10,000-row sheet of distinct, real items goes through the whole lookup and rule path. Only the
// outcome is asserted: the speed target (review in <= 5 s) is a benchmark (tools/bench
// import-review, docs/benchmarks.md), never a timed test; the timing printed here is informative.

const ROWS = 10_000;
/**
 * Limits, not speed targets: the setup (10,000 items inserted into PGlite, a new app) took
 * past 60 s on a 2-core machine shared with other test runs (load average about 20).
 */
const SETUP_LIMIT_MS = 180_000;
const REVIEW_LIMIT_MS = 240_000;

describe('bulk offer import at size', () => {
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const db = testApp.database.handle.db;
    const tenantId = await tenantIdOf(db, 'acme');
    const [warehouse] = await db.insert(warehouses).values({ tenantId, code: 'BULK', label: 'Bulk test', acceptsOffers: true }).returning();
    const values = Array.from({ length: ROWS }, (_, index) => ({
      tenantId,
      warehouseId: warehouse.id,
      itemNumber: `BULK-${String(index).padStart(5, '0')}`,
      description: `Bulk device ${index}`,
      quantityAvailable: 20,
      listPrice: '150.00',
      incrementSize: index % 3 === 0 ? 5 : 1,
    }));
    for (let start = 0; start < values.length; start += 1000) await db.insert(stockItems).values(values.slice(start, start + 1000));
    token = (await tokensOf(testApp.app, 'buyer@demo.test', undefined, { host: ACME_HOST })).IdToken;
  }, SETUP_LIMIT_MS);
  afterAll(() => testApp?.close());

  const upload = (file: Buffer, fileName: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/px-api-gateway/stocklist/offer/bulk-offer-import',
      headers: { host: ACME_HOST, authorization: `Bearer ${token}`, 'content-type': IMPORT_MIME_TYPES[0], 'file-name': fileName },
      payload: file,
    });

  it(
    `reviews ${ROWS} distinct rows, every one valid`,
    async () => {
      const rows: SheetCell[][] = Array.from({ length: ROWS }, (_, index) => [
        `BULK-${String(index).padStart(5, '0')}`,
        index % 2 === 0 ? 'BULK' : 'Bulk test',
        7 + (index % 30),
        index % 10 === 0 ? 150 : 99.99,
      ]);
      const file = importWorkbook(rows);
      // A running server has parsed sheets before: warm up SheetJS and the route once.
      const warmUp = await upload(importWorkbook(rows.slice(0, 50)), 'warm-up.xlsx');
      expect(warmUp.statusCode).toBe(200);
      // The first large import of a process also pays one-off costs (the JIT on a big sheet, PGlite
      // growing its memory); the second shows the steady state. Both are reported.
      const timings: number[] = [];
      const cpuTimes: number[] = [];
      for (const run of ['first', 'second']) {
        const started = performance.now();
        const cpuBefore = process.cpuUsage();
        const response = await upload(file, `ten-thousand-${run}.xlsx`);
        timings.push(performance.now() - started);
        const cpu = process.cpuUsage(cpuBefore);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
        expect(response.statusCode).toBe(200);
        const result = response.json<ImportResult>();
        expect(result.validOffersMap['BULK']).toHaveLength(ROWS);
        expect(result.invalidOffers).toHaveLength(0);
      }
      // Reported by the test run (docs/benchmarks.md takes it from here).
      process.stdout.write(
        `offer import: ${ROWS} rows (${Math.round(file.length / 1024)} KB) on ${testApp.database.kind}: first ${Math.round(timings[0])} ms, second ${Math.round(timings[1])} ms wall clock; this process's CPU ${Math.round(cpuTimes[0])} / ${Math.round(cpuTimes[1])} ms (load average ${os.loadavg()[0].toFixed(1)})\n`,
      );
    },
    REVIEW_LIMIT_MS,
  );

  it('refuses a chunked upload past the limit while it streams, without a 500', async () => {
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = testApp.app.server.address() as AddressInfo;
    const chunk = Buffer.alloc(256 * 1024, 1);
    // The server answers 413 and closes the connection while the client is still writing. Which
    // the client sees first is up to the network stack: the answer, or its next write failing
    // (EPIPE, ECONNRESET). Both mean "refused"; only an answer other than 413 is a failure.
    type Outcome = { kind: 'answered'; status: number; body: string; sentBytes: number } | { kind: 'cut off'; code: string; sentBytes: number };
    const outcome = await new Promise<Outcome>((resolve) => {
      let sentBytes = 0;
      let finished = false;
      const finish = (result: Outcome) => {
        if (finished) return;
        finished = true;
        resolve(result);
      };
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/px-api-gateway/stocklist/offer/bulk-offer-import',
          headers: {
            host: ACME_HOST,
            authorization: `Bearer ${token}`,
            'content-type': IMPORT_MIME_TYPES[0],
            'file-name': 'huge.xlsx',
            'transfer-encoding': 'chunked',
          },
        },
        (response) => {
          let body = '';
          response.on('data', (data: Buffer) => (body += data.toString('utf8')));
          response.on('end', () => finish({ kind: 'answered', status: response.statusCode ?? 0, body, sentBytes }));
          // The connection closing under a half-read answer: still refused, not a failure.
          response.on('error', (error: NodeJS.ErrnoException) => finish({ kind: 'cut off', code: error.code ?? error.message, sentBytes }));
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => finish({ kind: 'cut off', code: error.code ?? error.message, sentBytes }));
      // 50 MB at most, stopping as soon as the server has answered or cut the connection off.
      const pump = () => {
        while (!finished && !request.destroyed && sentBytes < 50 * 1024 * 1024) {
          sentBytes += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (!request.destroyed) request.end();
      };
      pump();
    });
    if (outcome.kind === 'answered') {
      expect(outcome.status).toBe(413);
      expect(JSON.parse(outcome.body)).toMatchObject({
        status: 413,
        messageCode: 'PAYLOAD_TOO_LARGE',
        message: 'The file is larger than 5 MB; split it into smaller files',
      });
    } else {
      expect(['EPIPE', 'ECONNRESET']).toContain(outcome.code);
    }
    expect(outcome.sentBytes).toBeLessThan(50 * 1024 * 1024);
    // Whichever the client saw, the server logged no error and answered nothing with a 5xx.
    const failures = testApp.logs().filter((line) => line.level >= 50 || ((line['res'] as { statusCode?: number } | undefined)?.statusCode ?? 0) >= 500);
    expect(failures).toEqual([]);
  }, 30_000);
});
