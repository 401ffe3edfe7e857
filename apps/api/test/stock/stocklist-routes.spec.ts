import * as XLSX from 'xlsx';
import { Value } from 'typebox/value';
import {
  encodeItemKey,
  StockListSchema,
  StockQueryResultSchema,
  StocklistSettingsSchema,
  WarehouseGroupsSchema,
  XLSX_CONTENT_TYPE,
  type StockList,
  type StockQueryResult,
} from '@bp/api-contract';
import { gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, NORTHWIND_HOST, tokensOf } from '../support/identity';
import { insertUser } from '../builders';
import { TEST_CATALOGUE_ITEMS } from '../support/test-database';
import type { LightMyRequestResponse } from 'fastify';

const API = '/px-api-gateway';

describe('stock list routes', () => {
  let testApp: TestApp;
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string, host = ACME_HOST) => {
    const key = `${host}|${email}`;
    if (!tokens.has(key)) tokens.set(key, (await tokensOf(testApp.app, email, undefined, { host })).IdToken);
    return tokens.get(key) as string;
  };
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { email?: string; host?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> => {
    const host = options.host ?? ACME_HOST;
    const token = await tokenOf(options.email ?? 'buyer@demo.test', host);
    return testApp.app.inject({
      method,
      url: `${API}/${url}`,
      headers: { host, authorization: `Bearer ${token}`, ...options.headers },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  it('answers the own stock list with groups and items, compressed when asked', async () => {
    const response = await call('GET', 'stocklist/stocks');
    expect(response.statusCode).toBe(200);
    const body = response.json<StockList>();
    expect(Value.Check(StockListSchema, body)).toBe(true);
    const items = body.groups.flatMap((group) => group.items);
    expect(items.length).toBe(TEST_CATALOGUE_ITEMS);
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(['Phones', 'Tablets', 'Watches']));
    expect(items.every((item) => ['MIA', 'DAL', 'RNO', 'HKG'].includes(item.warehouse))).toBe(true);

    const gzipped = await call('GET', 'stocklist/stocks', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8')).groups).toHaveLength(body.groups.length);
  });

  it('compresses answers from 1 KB on, and leaves smaller ones as they are (compressing them costs more CPU than it saves)', async () => {
    const asked = { 'accept-encoding': 'br, gzip' };
    const small = await testApp.app.inject({ method: 'GET', url: '/health', headers: { host: ACME_HOST, ...asked } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();

    const large = await call('GET', 'stocklist/stocks', { headers: asked });
    expect(large.headers['content-encoding']).toBe('br');
    const raw = await call('GET', 'stocklist/stocks');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.rawPayload.length).toBeGreaterThan(1024);
    expect(large.rawPayload.length).toBeLessThan(raw.rawPayload.length);
  });

  it('extends stock list settings with categories, levels, sort algorithms and grades', async () => {
    const response = await call('GET', 'stocklist/settings');
    const settings = response.json();
    expect(Value.Check(StocklistSettingsSchema, settings)).toBe(true);
    expect(settings).toMatchObject({
      pxParticipantId: null,
      categories: ['Phones', 'Tablets', 'Watches'],
      searchLevels: { Phones: ['manufacturer', 'model', 'capacity'] },
      attributeSortAlgorithm: { capacity: 'AlphanumericAsNumeric' },
      grades: ['A+', 'A', 'B', 'C', 'D'],
      showGradeIcon: true,
    });
    expect(settings.gradeLabelDescriptions[0]).toMatchObject({ grade: 'A+', gradeLabel: 'A+ Pristine' });
  });

  it('queries one page with facets, all search terms required', async () => {
    const response = await call('GET', 'stocklist/query?search=iphone%2F128GB&category=Phones&warehouse=MIA,DAL&pageSize=5');
    expect(response.statusCode).toBe(200);
    const result = response.json<StockQueryResult>();
    expect(Value.Check(StockQueryResultSchema, result)).toBe(true);
    expect(result.groups.length).toBeLessThanOrEqual(5);
    expect(result.totalGroups).toBeGreaterThan(5);
    for (const item of result.groups.flatMap((group) => group.items)) {
      expect(item.skuDescription.toLowerCase()).toContain('iphone');
      expect(item.attributes['capacity']).toBe('128GB');
      expect(['MIA', 'DAL']).toContain(item.warehouse);
      expect(item.quantityAvailable).toBeGreaterThan(0);
    }
    const rno = result.facets.warehouses.find((warehouse) => warehouse.code === 'RNO');
    expect(rno?.total).toBeGreaterThan(0);
    // The search term 128GB narrows every facet; without it, capacities come in numeric order.
    expect(result.facets.levels.find((level) => level.attribute === 'capacity')?.values.map((value) => value.value)).toEqual(['128GB']);
    const apple = (await call('GET', 'stocklist/query?category=Phones&manufacturer=Apple&capacity=128GB&pageSize=1')).json<StockQueryResult>();
    const capacity = apple.facets.levels.find((level) => level.attribute === 'capacity');
    expect(capacity?.level).toBe(3);
    expect(capacity?.values.map((value) => value.value)).toEqual(['64GB', '128GB', '256GB', '512GB', '1TB']);
    expect(
      apple.facets.levels
        .find((level) => level.attribute === 'manufacturer')
        ?.values.map((value) => value.value)
        .slice(0, 3),
    ).toEqual(['Apple', 'Samsung', 'Google']);

    const filtered = (
      await call('GET', 'stocklist/query?category=Phones&manufacturer=Samsung&capacity=1TB,256GB&includeOutOfStock=true&pageSize=200')
    ).json<StockQueryResult>();
    const all = filtered.groups.flatMap((group) => group.items);
    expect(all.length).toBe(filtered.totalItems);
    expect(all.every((item) => item.attributes['manufacturer'] === 'Samsung' && ['1TB', '256GB'].includes(item.attributes['capacity']))).toBe(true);
    expect(all.some((item) => item.quantityAvailable === 0)).toBe(true);
  });

  it('names the field of a bad query parameter', async () => {
    const response = await call('GET', 'stocklist/query?pageSize=5000');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain('pageSize');
  });

  it('shows partner warehouse groups to the reseller only, and partner stock with the header', async () => {
    const groups = (await call('GET', 'pxnr/stocklist/warehouses')).json();
    expect(Value.Check(WarehouseGroupsSchema, groups)).toBe(true);
    expect(groups.map((group: { pxnsParticipantId: string }) => group.pxnsParticipantId)).toEqual(['ACME', 'GMT-001', 'PDX-002']);

    const other = await insertUser(testApp.database.handle.db, 'acme', { authorities: ['CAN_SET_STOCKLIST_ALERT'] });
    const theirs = (await call('GET', 'pxnr/stocklist/warehouses', { email: other.email })).json();
    expect(theirs.map((group: { pxnsParticipantId: string }) => group.pxnsParticipantId)).toEqual(['ACME']);
    expect((await call('GET', 'pxnr/stocklist/items', { email: other.email, headers: { 'pxns-participant-id': 'GMT-001' } })).statusCode).toBe(403);

    const partner = await call('GET', 'pxnr/stocklist/items', { headers: { 'pxns-participant-id': 'GMT-001' } });
    expect(partner.statusCode).toBe(200);
    const partnerItems = partner.json<StockList>().groups.flatMap((group) => group.items);
    expect(partnerItems.length).toBe(TEST_CATALOGUE_ITEMS / 4);
    expect(partnerItems.every((item) => item.pxnItemNumber && item.warehouse.startsWith('GMT-'))).toBe(true);
    expect((await call('GET', 'pxnr/stocklist/items', { headers: { 'pxns-participant-id': 'NOPE' } })).statusCode).toBe(404);
    expect((await call('GET', 'pxnr/stocklist/items')).statusCode).toBe(400);

    const grades = (await call('GET', 'pxnr/stocklist/grades', { headers: { 'pxns-participant-id': 'PDX-002' } })).json();
    expect(grades[0]).toEqual({ pxnrGrade: 'PREMIUM', pxnrGradeLabel: 'Premium', pxnrGradeDescription: 'Flawless housing and screen, battery 85% or more.' });
    const counts = (await call('GET', 'pxnr/stocklist/itemscount')).json();
    expect(counts.map((count: { pxnsParticipantId: string }) => count.pxnsParticipantId)).toEqual(['ACME', 'GMT-001', 'PDX-002']);
    expect(counts.every((count: { itemsCount: number }) => count.itemsCount > 0)).toBe(true);

    const partnerQuery = (await call('GET', 'stocklist/query?pageSize=2', { headers: { 'pxns-participant-id': 'PDX-002' } })).json<StockQueryResult>();
    expect(partnerQuery.groups[0].items[0].warehouse.startsWith('PDX-')).toBe(true);
    expect(partnerQuery.facets.participants?.length).toBe(3);

    const perParticipant = (await call('GET', 'pxn/stocklist-settings')).json();
    expect(perParticipant.map((settings: { pxParticipantId: string }) => settings.pxParticipantId)).toEqual(['ACME', 'GMT-001', 'PDX-002']);
    expect(perParticipant[1].warehouses).toEqual(['GMT-DXB', 'GMT-LON']);
  });

  it('keeps tenants apart', async () => {
    const northwind = (await call('GET', 'stocklist/stocks', { email: 'buyer@northwind.test', host: NORTHWIND_HOST })).json<StockList>();
    expect(northwind.groups.flatMap((group) => group.items).every((item) => ['AMS', 'FRA', 'WAW'].includes(item.warehouse))).toBe(true);
    expect((await call('GET', 'pxnr/stocklist/warehouses', { email: 'buyer@northwind.test', host: NORTHWIND_HOST })).json()).toHaveLength(1);
    expect(
      (await call('GET', 'pxnr/stocklist/items', { email: 'buyer@northwind.test', host: NORTHWIND_HOST, headers: { 'pxns-participant-id': 'GMT-001' } }))
        .statusCode,
    ).toBe(404);
  });

  it('exports ALL and FILTERED stock as .xlsx', async () => {
    const response = await call('POST', 'stocklist/export', { body: { includeOutOfStock: false } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="acme-stock-list-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(workbook.Sheets[workbook.SheetNames[0]], { header: 1 });
    expect(rows[0].slice(0, 4)).toEqual(['Item #', 'Warehouse', 'Category', 'Description']);
    const query = (await call('GET', 'stocklist/query?pageSize=1')).json<StockQueryResult>();
    expect(rows.length - 1).toBe(query.totalItems);
    expect(typeof rows[1][10]).toBe('number');
    expect(typeof rows[1][11]).toBe('number');

    const filtered = await call('POST', 'stocklist/export', {
      body: { includeOutOfStock: true, filters: { category: 'Watches', warehouse: ['HKG'], search: 'apple' } },
    });
    const filteredRows = XLSX.utils
      .sheet_to_json<(string | number)[]>(XLSX.read(filtered.rawPayload, { type: 'buffer' }).Sheets['Stock list'], { header: 1 })
      .slice(1);
    expect(filteredRows.length).toBeGreaterThan(0);
    expect(filteredRows.every((row) => row[1] === 'Hong Kong' && row[2] === 'Watches' && String(row[3]).includes('Apple'))).toBe(true);

    const bad = await call('POST', 'stocklist/export', { body: { filters: {} } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('includeOutOfStock');
  });

  it('keeps alerts per buyer: create, list, update, delete, and never another buyer’s', async () => {
    const stocks = (await call('GET', 'stocklist/query?pageSize=200')).json<StockQueryResult>();
    const item = stocks.groups.flatMap((group) => group.items).find((candidate) => candidate.incrementSize === 5) ?? stocks.groups[0].items[0];
    const key = encodeItemKey(item.itemNumberWarehouse);

    const created = await call('POST', 'stocklist/alert/item', {
      body: { itemNumberWarehouse: item.itemNumberWarehouse, quantity: 27, quantityAvailable: item.quantityAvailable },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      itemNumberWarehouse: item.itemNumberWarehouse,
      quantity: item.incrementSize === 5 ? 25 : 27,
      incrementSize: item.incrementSize,
    });
    expect((await call('POST', 'stocklist/alert/item', { body: { itemNumberWarehouse: item.itemNumberWarehouse, quantity: 1 } })).statusCode).toBe(409);
    expect((await call('POST', 'stocklist/alert/item', { body: { itemNumberWarehouse: 'NOPE~MIA', quantity: 1 } })).statusCode).toBe(404);
    const invalid = await call('POST', 'stocklist/alert/item', { body: { itemNumberWarehouse: item.itemNumberWarehouse, quantity: -1 } });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json().errors)).toContain('quantity');

    const listed = (await call('GET', 'stocklist/alert/items')).json();
    expect(listed).toEqual([
      expect.objectContaining({ itemNumberWarehouse: item.itemNumberWarehouse, description: item.skuDescription, quantityAvailable: item.quantityAvailable }),
    ]);

    const updated = await call('PUT', `stocklist/alert/item/${key}`, { body: { quantity: 0 } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().quantity).toBe(item.incrementSize);
    expect((await call('PUT', 'stocklist/alert/item/%%%', { body: { quantity: 1 } })).statusCode).toBe(400);
    expect((await call('PUT', 'stocklist/alert/item/bm90LWEta2V5', { body: { quantity: 1 } })).statusCode).toBe(400);

    // Another buyer of the same tenant sees, changes and deletes nothing of it.
    const other = await insertUser(testApp.database.handle.db, 'acme', { authorities: ['CAN_SET_STOCKLIST_ALERT'] });
    expect((await call('GET', 'stocklist/alert/items', { email: other.email })).json()).toEqual([]);
    expect((await call('PUT', `stocklist/alert/item/${key}`, { email: other.email, body: { quantity: 5 } })).statusCode).toBe(404);
    expect((await call('DELETE', `stocklist/alert/item/${key}`, { email: other.email })).statusCode).toBe(404);
    // Another tenant's host does not know the item at all.
    expect((await call('DELETE', `stocklist/alert/item/${key}`, { email: 'buyer@northwind.test', host: NORTHWIND_HOST })).statusCode).toBe(404);
    expect((await call('GET', 'stocklist/alert/items', { email: 'buyer@northwind.test', host: NORTHWIND_HOST })).json()).toEqual([]);

    expect((await call('DELETE', `stocklist/alert/item/${key}`)).statusCode).toBe(204);
    expect((await call('GET', 'stocklist/alert/items')).json()).toEqual([]);
    expect((await call('GET', 'stocklist/alert/items', { email: 'limited@demo.test' })).statusCode).toBe(403);
  });

  it('sets alerts on partner stock with the header', async () => {
    const partner = (await call('GET', 'stocklist/query?pageSize=1', { headers: { 'pxns-participant-id': 'GMT-001' } })).json<StockQueryResult>();
    const item = partner.groups[0].items[0];
    expect((await call('POST', 'stocklist/alert/item', { body: { itemNumberWarehouse: item.itemNumberWarehouse, quantity: null } })).statusCode).toBe(404);
    const created = await call('POST', 'stocklist/alert/item', {
      headers: { 'pxns-participant-id': 'GMT-001' },
      body: { itemNumberWarehouse: item.itemNumberWarehouse, quantity: null },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ pxnsParticipantId: 'GMT-001', quantity: item.incrementSize });
    expect(
      (await call('DELETE', `stocklist/alert/item/${encodeItemKey(item.itemNumberWarehouse)}`, { headers: { 'pxns-participant-id': 'GMT-001' } })).statusCode,
    ).toBe(204);
  });

  it('keeps the daily report preference', async () => {
    expect((await call('GET', 'stocklist/daily-report')).json()).toEqual({ stockReportNotification: false });
    expect((await call('PUT', 'stocklist/daily-report', { body: { stockReportNotification: true } })).json()).toEqual({ stockReportNotification: true });
    expect((await call('GET', 'account/user/notification-preferance')).json()).toMatchObject({ stockReportNotification: true });
    const bad = await call('PUT', 'stocklist/daily-report', { body: { stockReportNotification: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('stockReportNotification');
    expect((await call('GET', 'stocklist/daily-report', { email: 'limited@demo.test' })).statusCode).toBe(403);
    await call('PUT', 'stocklist/daily-report', { body: { stockReportNotification: false } });
  });
});
