import { and, eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { encodeItemKey, type StockQueryResult } from '@bp/api-contract';
import { devMailbox, jobs, users } from '../../src/db/schema';
import { claimJob } from '../../src/db/job-queue';
import { DAILY_REPORT_JOB } from '../../src/jobs/stock-jobs';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, NORTHWIND_HOST, tokensOf } from '../support/identity';
import { createTestDatabase } from '../support/test-database';
import { enqueueJob } from '../../src/db/job-queue';
import { tenantIdOf } from '../builders';

const API = '/px-api-gateway';
const OPS_KEY = 'test-ops-key-0123456789';

describe('ops stock updates, stock-alert e-mails, daily report', () => {
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY } });
    token = (await tokensOf(testApp.app, 'buyer@demo.test')).IdToken;
  });
  afterAll(() => testApp?.close());

  const ops = (body: unknown, key: string | null = OPS_KEY, host = ACME_HOST) =>
    testApp.app.inject({
      method: 'POST',
      url: '/ops/stock/updates',
      headers: { host, ...(key ? { authorization: `Bearer ${key}` } : {}) },
      payload: body as object,
    });
  const api = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    testApp.app.inject({
      method,
      url: `${API}/${url}`,
      headers: { host: ACME_HOST, authorization: `Bearer ${token}` },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  const alertMails = async () => {
    const db = testApp.database.handle.db;
    const rows = await db.select().from(devMailbox).where(eq(devMailbox.to, 'buyer@demo.test'));
    return rows.filter((row) => row.subject.startsWith('Stock alert'));
  };

  it('refuses requests without the right ops key', async () => {
    expect((await ops([{ itemNumber: 'X', warehouse: 'MIA', quantityAvailable: 1 }], null)).statusCode).toBe(401);
    expect((await ops([{ itemNumber: 'X', warehouse: 'MIA', quantityAvailable: 1 }], 'wrong-key-wrong-key')).statusCode).toBe(401);
    const invalid = await ops([{ itemNumber: 'X', warehouse: 'MIA', quantityAvailable: -1 }]);
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json().errors)).toContain('quantityAvailable');
  });

  it('mails once per crossing of an alert, and changes what the stock list shows', async () => {
    const page = (await api('GET', 'stocklist/query?pageSize=50')).json<StockQueryResult>();
    const item = page.groups.flatMap((group) => group.items).find((candidate) => candidate.incrementSize === 1) ?? page.groups[0].items[0];
    const itemNumber = item.itemNumber;
    const warehouse = item.warehouse;
    const set = (quantityAvailable: number, listPrice?: string) => ops([{ itemNumber, warehouse, quantityAvailable, ...(listPrice ? { listPrice } : {}) }]);

    expect((await set(3)).json()).toMatchObject({ updated: 1, notFound: [] });
    expect((await api('POST', 'stocklist/alert/item', { itemNumberWarehouse: item.itemNumberWarehouse, quantity: 50 })).statusCode).toBe(201);

    const crossing = await set(60, '99.50');
    expect(crossing.json()).toMatchObject({ updated: 1, alertsTriggered: 1 });
    await testApp.app.jobWorker.drain();
    expect(await alertMails()).toHaveLength(1);

    // The index sees the change at once (the version was bumped, this instance invalidated).
    const after = (await api('GET', `stocklist/query?search=${encodeURIComponent(itemNumber)}&warehouse=${warehouse}`)).json<StockQueryResult>();
    expect(after.groups[0].items.find((entry) => entry.itemNumber === itemNumber)).toMatchObject({ quantityAvailable: 60, listPrice: 99.5 });
    expect((await api('GET', 'stocklist/alert/items')).json()[0]).toMatchObject({ quantityAvailable: 60 });

    // Staying above: nothing new. Dropping below and rising again: a second e-mail.
    expect((await set(80)).json().alertsTriggered).toBe(0);
    await testApp.app.jobWorker.drain();
    expect(await alertMails()).toHaveLength(1);
    await set(10);
    expect((await set(50)).json().alertsTriggered).toBe(1);
    await testApp.app.jobWorker.drain();
    await testApp.app.jobWorker.drain();
    const mails = await alertMails();
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain(itemNumber);

    expect((await ops([{ itemNumber: 'NOPE', warehouse: 'MIA', quantityAvailable: 1 }])).json()).toMatchObject({
      updated: 0,
      notFound: [{ itemNumber: 'NOPE', warehouse: 'MIA' }],
    });
    // Another tenant's host does not reach acme's items.
    expect((await ops([{ itemNumber, warehouse, quantityAvailable: 1 }], OPS_KEY, NORTHWIND_HOST)).json()).toMatchObject({ updated: 0 });
    await testApp.app.inject({
      method: 'DELETE',
      url: `${API}/stocklist/alert/item/${encodeItemKey(item.itemNumberWarehouse)}`,
      headers: { host: ACME_HOST, authorization: `Bearer ${token}` },
    });
  });

  it('enqueues a job once per dedupe key', async () => {
    const db = testApp.database.handle.db;
    const tenantId = await tenantIdOf(db, 'acme');
    expect(await enqueueJob(db, { tenantId, kind: 'noop', dedupeKey: 'once' })).toBe(true);
    expect(await enqueueJob(db, { tenantId, kind: 'noop', dedupeKey: 'once' })).toBe(false);
    await db.delete(jobs).where(and(eq(jobs.tenantId, tenantId), eq(jobs.dedupeKey, 'once')));
  });

  it('sends the daily report with an .xlsx of new inventory and price drops to subscribers', async () => {
    const db = testApp.database.handle.db;
    await api('GET', 'stocklist/daily-report');
    await testApp.app.inject({
      method: 'PUT',
      url: `${API}/stocklist/daily-report`,
      headers: { host: ACME_HOST, authorization: `Bearer ${token}` },
      payload: { stockReportNotification: true },
    });
    const tenantId = await tenantIdOf(db, 'acme');
    const page = (await api('GET', 'stocklist/query?pageSize=1')).json<StockQueryResult>();
    const item = page.groups[0].items[0];
    await ops([{ itemNumber: item.itemNumber, warehouse: item.warehouse, listPrice: '1.00' }]);

    await enqueueJob(db, { tenantId, kind: DAILY_REPORT_JOB, dedupeKey: 'daily-report:test' });
    await testApp.app.jobWorker.drain();
    const [report] = (await db.select().from(devMailbox).where(eq(devMailbox.to, 'buyer@demo.test'))).filter((row) =>
      row.subject.includes('daily stock report'),
    );
    expect(report.attachments).toHaveLength(1);
    const workbook = XLSX.read(Buffer.from(report.attachments[0].contentBase64, 'base64'), { type: 'buffer' });
    expect(workbook.SheetNames).toEqual(['New inventory', 'Price drops', 'Saved search alerts']);
    const drops = XLSX.utils.sheet_to_json<(string | number)[]>(workbook.Sheets['Price drops'], { header: 1 });
    const dropped = drops.slice(1).find((row) => row[0] === item.itemNumber);
    expect(dropped?.[11]).toBe(1);
    // The report's rows are the stock export's: the same columns, labels rather than codes.
    const exported = await testApp.app.inject({
      method: 'POST',
      url: `${API}/stocklist/export`,
      headers: { host: ACME_HOST, authorization: `Bearer ${token}` },
      payload: { includeOutOfStock: false },
    });
    const exportSheet = XLSX.read(exported.rawPayload, { type: 'buffer' });
    const exportRows = XLSX.utils.sheet_to_json<(string | number)[]>(exportSheet.Sheets[exportSheet.SheetNames[0]], { header: 1 });
    expect(drops[0]).toEqual([...exportRows[0], 'Previous Price']);
    expect(dropped?.[1]).not.toBe(item.warehouse);
    const exportedRow = exportRows.find((row) => row[0] === item.itemNumber && row[1] === dropped?.[1]);
    expect(dropped?.slice(0, -1)).toEqual(exportedRow);
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.email, 'buyer@demo.test')));
    expect(user.notificationPreferences?.stockReportNotification).toBe(true);
  });
});

describe('job claims across workers (PostgreSQL shows real concurrency)', () => {
  it('claims each job once when two workers race', async () => {
    const database = await createTestDatabase({ poolSize: 6 });
    try {
      const db = database.handle.db;
      const tenantId = await tenantIdOf(db, 'acme');
      for (let index = 0; index < 20; index++) await enqueueJob(db, { tenantId, kind: 'race', dedupeKey: `race-${index}` });
      const claimAll = async (worker: string) => {
        const claimed: string[] = [];
        for (let job = await claimJob(db, worker, 60_000); job; job = await claimJob(db, worker, 60_000)) claimed.push(job.id);
        return claimed;
      };
      const claims = await Promise.all([claimAll('a'), claimAll('b'), claimAll('c')]);
      const ids = claims.flat();
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
      expect(await claimJob(db, 'd', 60_000)).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
