import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { Authority, DEFAULT_NOTIFICATION_PREFERENCES, SavedSearchMessage, type SavedSearch, type SavedSearchAlerts } from '@bp/api-contract';
import { dailyReportSends, devMailbox, jobs, networkResellers, users } from '../../src/db/schema';
import { enqueueJob } from '../../src/db/job-queue';
import { DAILY_REPORT_BUYER_JOB } from '../../src/jobs/stock-jobs';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { anotherInstanceOn } from '../support/test-database';
import { offerKit, OPS_KEY, partnerHeader, TEST_RATE_LIMIT, type Buyer, type TestItem } from '../offers/offer-test-kit';

// Saved searches (stocklist/saved-searches) and their alerts: kept per buyer (50 at most, also
// when saves race), found by the scan job a stock change enqueues, told once per buyer, item and
// day in the bell, one e-mail and the daily report, whichever instance runs the jobs.

const ALERTS = 'notification/saved-search-alerts';

describe('saved searches', () => {
  let testApp: TestApp;
  const kit = offerKit(() => testApp);
  let buyer: Buyer;

  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: TEST_RATE_LIMIT, userRateLimit: TEST_RATE_LIMIT, stock: { opsApiKey: OPS_KEY } });
    buyer = await kit.newBuyer({ authorities: [Authority.CAN_BUY_ONLINE, Authority.CAN_SET_STOCKLIST_ALERT] });
  });
  afterAll(() => testApp?.close());

  const save = (who: Buyer, body: Record<string, unknown>, headers?: Record<string, string>) => who.call('POST', 'stocklist/saved-searches', body, headers);
  const listOf = async (who: Buyer) => (await who.call('GET', 'stocklist/saved-searches')).json<{ savedSearches: SavedSearch[] }>().savedSearches;
  const alertsOf = async (who: Buyer) => (await who.call('GET', ALERTS)).json<SavedSearchAlerts>();
  const setStock = (item: TestItem, change: { quantityAvailable?: number; listPrice?: string }) =>
    kit.ops('POST', 'stock/updates', [{ itemNumber: item.row.itemNumber, warehouse: item.warehouseCode, ...change }]);
  const mailsTo = async (email: string) =>
    (await kit.db().select().from(devMailbox).where(eq(devMailbox.to, email))).filter((mail) => mail.subject.includes('saved search'));
  const runJobs = async () => {
    await testApp.app.jobWorker.drain();
    await testApp.app.jobWorker.drain();
  };

  it('saves, lists newest first, renames and deletes a buyer’s own searches', async () => {
    const owner = await kit.newBuyer();
    const first = await save(owner, { name: 'iPhone 13 A', query: '?search=iphone 13&grade=A&page=3&pageSize=24' });
    expect(first.statusCode).toBe(201);
    expect(first.json<SavedSearch>()).toMatchObject({
      name: 'iPhone 13 A',
      query: 'search=iphone+13&grade=A',
      participantId: null,
      alertNewStock: false,
      alertPriceBelow: null,
    });
    const second = (await save(owner, { name: ' Pixel  ', query: 'search=pixel' })).json<SavedSearch>();
    expect(second.name).toBe('Pixel');
    expect((await listOf(owner)).map((search) => search.name)).toEqual(['Pixel', 'iPhone 13 A']);

    const duplicate = await save(owner, { name: 'IPHONE 13 a', query: '' });
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([409, SavedSearchMessage.duplicateName]);
    const renamed = await owner.call('PATCH', `stocklist/saved-searches/${second.id}`, { name: 'Pixels' });
    expect(renamed.json<SavedSearch>().name).toBe('Pixels');
    expect((await owner.call('PATCH', `stocklist/saved-searches/${second.id}`, { name: 'iphone 13 a' })).statusCode).toBe(409);

    // Another buyer neither sees nor changes them.
    const stranger = await kit.newBuyer();
    expect(await listOf(stranger)).toEqual([]);
    expect((await stranger.call('PATCH', `stocklist/saved-searches/${second.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `stocklist/saved-searches/${second.id}`)).statusCode).toBe(404);

    expect((await owner.call('DELETE', `stocklist/saved-searches/${second.id}`)).statusCode).toBe(204);
    const gone = await owner.call('DELETE', `stocklist/saved-searches/${second.id}`);
    expect([gone.statusCode, gone.json().message]).toEqual([404, SavedSearchMessage.notFound]);
  });

  it('refuses bad input and alerts for a buyer who may not set them, changing nothing', async () => {
    const viewer = await kit.newBuyer();
    for (const body of [
      { name: '', query: '' },
      { name: '   ', query: '' },
      { name: 'x'.repeat(81), query: '' },
      { name: 'ok', query: 'x'.repeat(2001) },
      { name: 'ok', query: '', alertPriceBelow: 0 },
      { name: 'ok', query: '', alertPriceBelow: 12.345 },
      { name: 'ok', query: 'search=%00' },
      { name: 'ok', query: '', extra: true },
    ]) {
      expect([JSON.stringify(body), (await save(buyer, body)).statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    const refused = await save(viewer, { name: 'alerting', query: '', alertNewStock: true });
    expect([refused.statusCode, refused.json().message]).toEqual([403, SavedSearchMessage.alertsNotAllowed]);
    expect((await viewer.call('GET', ALERTS)).statusCode).toBe(403);
    expect(await listOf(viewer)).toEqual([]);
    expect((await save(viewer, { name: 'plain', query: 'search=ipad' })).statusCode).toBe(201);
  });

  it('keeps at most 50 per buyer, also when saves race', async () => {
    const collector = await kit.newBuyer();
    for (let index = 0; index < 45; index++) expect((await save(collector, { name: `search ${index}`, query: `search=${index}` })).statusCode).toBe(201);
    const racing = await Promise.all(Array.from({ length: 10 }, (_, index) => save(collector, { name: `race ${index}`, query: '' })));
    expect(racing.filter((response) => response.statusCode === 201)).toHaveLength(5);
    for (const response of racing.filter((candidate) => candidate.statusCode !== 201)) {
      expect([response.statusCode, response.json().message]).toEqual([409, SavedSearchMessage.tooMany]);
    }
    expect(await listOf(collector)).toHaveLength(50);
  });

  it('alerts once per item and day on new stock and on a price below the buyer’s price: bell, e-mail, daily report', async () => {
    const comingBack = await kit.newItem({ quantityAvailable: 0, listPrice: '250.00' });
    const cheaper = await kit.newItem({ quantityAvailable: 8, listPrice: '320.00' });
    const elsewhere = await kit.newItem({ quantityAvailable: 0, listPrice: '10.00' });
    const watching = (await save(buyer, { name: 'Back in stock', query: `search=${comingBack.row.itemNumber}`, alertNewStock: true })).json<SavedSearch>();
    await save(buyer, { name: 'Under 300', query: `warehouse=${cheaper.warehouseCode}`, alertPriceBelow: 300 });

    expect((await setStock(comingBack, { quantityAvailable: 5 })).statusCode).toBe(200);
    await setStock(cheaper, { listPrice: '305.00' }); // Still above 300: nothing.
    await setStock(elsewhere, { quantityAvailable: 3 }); // Matches no search.
    await runJobs();
    let bell = await alertsOf(buyer);
    expect(bell.unread).toBe(1);
    expect(bell.alerts[0]).toMatchObject({
      kind: 'NEW_STOCK',
      savedSearchId: watching.id,
      savedSearchName: 'Back in stock',
      itemNumberWarehouse: comingBack.key,
      quantityAvailable: 5,
      listPrice: 250,
      previousListPrice: null,
      read: false,
    });

    await setStock(cheaper, { listPrice: '289.99' });
    // Out and back in the same day: no second alert of that item.
    await setStock(comingBack, { quantityAvailable: 0 });
    await setStock(comingBack, { quantityAvailable: 9 });
    await runJobs();
    bell = await alertsOf(buyer);
    expect(bell.alerts.map((alert) => [alert.kind, alert.itemNumberWarehouse, alert.listPrice, alert.previousListPrice])).toEqual([
      ['PRICE_BELOW', cheaper.key, 289.99, 305],
      ['NEW_STOCK', comingBack.key, 250, null],
    ]);
    const mails = await mailsTo(buyer.user.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      expect.stringContaining('New stock for your saved search "Back in stock"'),
      expect.stringContaining('Price drop for your saved search "Under 300"'),
    ]);
    expect(mails.find((mail) => mail.subject.startsWith('Price drop'))?.text).toContain('$289.99 (was $305.00)');

    expect((await buyer.call('POST', `${ALERTS}/read`, { ids: [bell.alerts[1].id] })).statusCode).toBe(204);
    expect((await alertsOf(buyer)).unread).toBe(1);
    await buyer.call('POST', `${ALERTS}/read`, {});
    expect((await alertsOf(buyer)).unread).toBe(0);

    // The daily report lists them in a sheet of their own.
    await kit
      .db()
      .update(users)
      .set({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, stockReportNotification: true } })
      .where(eq(users.id, buyer.user.id));
    await enqueueJob(kit.db(), {
      tenantId: buyer.user.tenantId,
      kind: DAILY_REPORT_BUYER_JOB,
      payload: { day: '2026-01-02', userId: buyer.user.id },
      dedupeKey: `test-report:${buyer.user.id}`,
    });
    await runJobs();
    const [report] = (await kit.db().select().from(devMailbox).where(eq(devMailbox.to, buyer.user.email))).filter((mail) =>
      mail.subject.includes('daily stock report'),
    );
    expect(report.text).toContain('2 saved search alerts');
    const sheet = XLSX.read(Buffer.from(report.attachments[0].contentBase64, 'base64')).Sheets['Saved search alerts'];
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(rows.map((row) => [row['Saved Search'], row['Alert'], row['List Price']])).toEqual([
      ['Back in stock', 'New stock', '$250.00'],
      ['Under 300', 'Price below alert', '$289.99'],
    ]);
    await kit.db().delete(dailyReportSends).where(eq(dailyReportSends.userId, buyer.user.id));
  });

  it('writes the e-mail in the language the buyer chose', async () => {
    const spanish = await kit.newBuyer({ authorities: [Authority.CAN_SET_STOCKLIST_ALERT] });
    await kit.db().update(users).set({ locale: 'es' }).where(eq(users.id, spanish.user.id));
    const item = await kit.newItem({ quantityAvailable: 0, listPrice: '1234.50' });
    await save(spanish, { name: 'Vuelve', query: `search=${item.row.itemNumber}`, alertNewStock: true });
    await setStock(item, { quantityAvailable: 2 });
    await runJobs();
    const [mail] = (await kit.db().select().from(devMailbox).where(eq(devMailbox.to, spanish.user.email))).filter((row) => row.subject.includes('búsqueda'));
    expect(mail.subject).toContain('Stock nuevo en tu búsqueda guardada «Vuelve»');
    expect(mail.text).toContain('$1234,50');
  });

  it('keeps a partner list’s participant and matches only that list’s items', async () => {
    const reseller = await kit.newBuyer({ reseller: true, authorities: [Authority.CAN_BUY_ONLINE, Authority.CAN_SET_STOCKLIST_ALERT] });
    const partnerItem = await kit.newPartnerItem({ quantityAvailable: 0 });
    const created = await save(reseller, { name: 'Partner', query: `search=${partnerItem.row.pxnItemNumber}`, alertNewStock: true }, partnerHeader);
    expect(created.json<SavedSearch>().participantId).toBe(partnerHeader['pxns-participant-id']);
    expect((await listOf(reseller))[0].participantId).toBe(partnerHeader['pxns-participant-id']);
    await setStock(partnerItem, { quantityAvailable: 4 });
    await runJobs();
    expect((await alertsOf(reseller)).alerts.map((alert) => alert.itemNumberWarehouse)).toEqual([partnerItem.key]);
  });

  it('raises nothing on a partner list the buyer no longer sees, and still alerts another reseller', async () => {
    const former = await kit.newBuyer({ reseller: true, authorities: [Authority.CAN_SET_STOCKLIST_ALERT] });
    const reseller = await kit.newBuyer({ reseller: true, authorities: [Authority.CAN_SET_STOCKLIST_ALERT] });
    const partnerItem = await kit.newPartnerItem({ quantityAvailable: 0 });
    for (const who of [former, reseller])
      await save(who, { name: 'Partner', query: `search=${partnerItem.row.pxnItemNumber}`, alertNewStock: true }, partnerHeader);
    await kit.db().delete(networkResellers).where(eq(networkResellers.userId, former.user.id));
    await setStock(partnerItem, { quantityAvailable: 4 });
    await runJobs();
    expect((await alertsOf(former)).alerts).toEqual([]);
    expect((await alertsOf(reseller)).alerts.map((alert) => alert.itemNumberWarehouse)).toEqual([partnerItem.key]);
  });

  it('raises each alert once when two instances run the jobs', async () => {
    const second = await buildTestApp({
      rateLimit: TEST_RATE_LIMIT,
      stock: { opsApiKey: OPS_KEY },
      database: await anotherInstanceOn(testApp.database, 4),
    });
    try {
      const watcher = await kit.newBuyer({ authorities: [Authority.CAN_SET_STOCKLIST_ALERT] });
      const items = await Promise.all([0, 1, 2].map(() => kit.newItem({ quantityAvailable: 0 })));
      for (const item of items) await save(watcher, { name: item.row.itemNumber, query: `search=${item.row.itemNumber}`, alertNewStock: true });
      await Promise.all(items.map((item) => setStock(item, { quantityAvailable: 2 })));
      await Promise.all([testApp.app.jobWorker.drain(), second.app.jobWorker.drain(), testApp.app.jobWorker.drain(), second.app.jobWorker.drain()]);
      await Promise.all([testApp.app.jobWorker.drain(), second.app.jobWorker.drain()]);
      expect((await alertsOf(watcher)).alerts).toHaveLength(3);
      expect(await mailsTo(watcher.user.email)).toHaveLength(3);
      const scans = await kit.db().select().from(jobs).where(eq(jobs.kind, 'saved-search-scan'));
      expect(scans.every((job) => job.doneAt !== null)).toBe(true);
    } finally {
      await second.close();
      if (second.database !== testApp.database) await second.database.close();
    }
  });
});
