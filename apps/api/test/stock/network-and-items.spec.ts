import { Value } from 'typebox/value';
import { NetworkSettingsSchema, PxnSettingsSchema, StockQueryResultSchema, type StockItem, type StockQueryResult } from '@bp/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { InventoryItemsPageSchema, QuantityChannelResultSchema, StockItemsPageSchema } from '../../src/routes/px-api-gateway/stock-schemas';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, NORTHWIND_HOST, tokensOf } from '../support/identity';
import { insertUser } from '../builders';

const API = '/px-api-gateway';
const GMT = { 'pxns-participant-id': 'GMT-001' };

interface ItemsPage {
  items: StockItem[];
  totalItems: number;
  page: number;
  pageSize: number;
}

// The demo partner network (Acme: own stock + two partner sellers; buyer@demo.test a reseller),
// the grade filter and empty-value choice of the query, and the flat item / inventory calls.
describe('partner network, grade filter, stocklist/items and inventory', () => {
  let testApp: TestApp;
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string, host = ACME_HOST) => {
    const key = `${host}|${email}`;
    if (!tokens.has(key)) tokens.set(key, (await tokensOf(testApp.app, email, undefined, { host })).IdToken);
    return tokens.get(key) as string;
  };
  const call = async (
    method: 'GET' | 'PUT',
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
  let inventoryUser: string;
  let northwindInventoryUser: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    inventoryUser = (await insertUser(testApp.database.handle.db, 'acme', { authorities: ['CAN_MANAGE_INVENTORY'] })).email;
    northwindInventoryUser = (await insertUser(testApp.database.handle.db, 'northwind', { authorities: ['CAN_MANAGE_INVENTORY'] })).email;
  });
  afterAll(() => testApp?.close());

  describe('network settings', () => {
    it('makes buyer@demo.test a reseller who sees every warehouse group', async () => {
      const pxn = (await call('GET', 'pxn/settings')).json();
      expect(Value.Check(PxnSettingsSchema, pxn)).toBe(true);
      expect(pxn).toEqual({ isNetworkEnabled: true, pxStocklistId: 'ACME', isPxnr: true, isPxns: false });
      const network = (await call('GET', 'network/settings')).json();
      expect(Value.Check(NetworkSettingsSchema, network)).toBe(true);
      expect(network.isNetworkEnabled).toBe(true);
      expect(network.participants.map((group: { pxnsParticipantId: string; isPxnr: boolean }) => [group.pxnsParticipantId, group.isPxnr])).toEqual([
        ['ACME', false],
        ['GMT-001', true],
        ['PDX-002', true],
      ]);
      expect(network.participants[1].warehouses).toEqual([
        { warehouseLabel: 'Dubai (GMT)', warehouseId: 'GMT-DXB' },
        { warehouseLabel: 'London (GMT)', warehouseId: 'GMT-LON' },
      ]);
    });

    it('keeps limited@demo.test to the own stock, and Northwind without a network', async () => {
      expect((await call('GET', 'pxn/settings', { email: 'limited@demo.test' })).json()).toEqual({
        isNetworkEnabled: true,
        pxStocklistId: 'ACME',
        isPxnr: false,
        isPxns: false,
      });
      const network = (await call('GET', 'network/settings', { email: 'limited@demo.test' })).json();
      expect(network.participants.map((group: { pxnsParticipantId: string }) => group.pxnsParticipantId)).toEqual(['ACME']);
      expect((await call('GET', 'stocklist/query?pageSize=1', { email: 'limited@demo.test', headers: GMT })).statusCode).toBe(403);
      expect((await call('GET', 'stocklist/query?pageSize=1', { email: 'limited@demo.test', headers: { 'pxns-participant-id': 'ACME' } })).statusCode).toBe(
        200,
      );

      expect((await call('GET', 'pxn/settings', { email: 'buyer@northwind.test', host: NORTHWIND_HOST })).json()).toEqual({
        isNetworkEnabled: false,
        pxStocklistId: null,
        isPxnr: false,
        isPxns: false,
      });
    });

    it('gives each partner its own grades, warehouses and item numbers', async () => {
      const gmtGrades = (await call('GET', 'pxnr/stocklist/grades', { headers: GMT })).json().map((grade: { pxnrGrade: string }) => grade.pxnrGrade);
      const pdxGrades = (await call('GET', 'pxnr/stocklist/grades', { headers: { 'pxns-participant-id': 'PDX-002' } }))
        .json()
        .map((grade: { pxnrGrade: string }) => grade.pxnrGrade);
      expect(gmtGrades).toEqual(['CPO', 'G1', 'G2', 'G3']);
      expect(pdxGrades).toEqual(['PREMIUM', 'VG', 'GOOD', 'FAIR']);
      const items = (await call('GET', 'stocklist/items?pageSize=200', { headers: { 'pxns-participant-id': 'PDX-002' } })).json<ItemsPage>().items;
      expect(
        items.every(
          (item) => item.pxnItemNumber?.startsWith('PDX-PXN-') && item.itemNumberWarehouse.startsWith(item.pxnItemNumber) && pdxGrades.includes(item.grade),
        ),
      ).toBe(true);
    });
  });

  describe('grade filter and empty values', () => {
    it('answers the grade filter in the list’s grade filter groups, counted without its own filter', async () => {
      const all = (await call('GET', 'stocklist/query?pageSize=1')).json<StockQueryResult>();
      expect(Value.Check(StockQueryResultSchema, all)).toBe(true);
      const grades = all.facets.grades;
      expect(grades?.groups.map((group) => [group.header, group.footer, group.values.map((value) => value.value)])).toEqual([
        ['Top grades', 'Retail ready', ['A+', 'A']],
        ['Value grades', 'Visible wear', ['B', 'C', 'D']],
      ]);
      expect(grades?.groups[0].values[0].label).toBe('A+ Pristine');
      const total = grades?.groups.flatMap((group) => group.values).reduce((sum, value) => sum + value.count, 0);
      expect(total).toBe(all.totalItems);

      const onlyB = (await call('GET', 'stocklist/query?pageSize=50&grade=B')).json<StockQueryResult>();
      expect(onlyB.groups.flatMap((group) => group.items).every((item) => item.grade === 'B')).toBe(true);
      // The grade facet ignores its own filter, so the other grades stay countable.
      expect(onlyB.facets.grades?.groups[0].values.find((value) => value.value === 'A')?.count).toBe(
        grades?.groups[0].values.find((value) => value.value === 'A')?.count,
      );
      expect(onlyB.totalItems).toBe(grades?.groups[1].values.find((value) => value.value === 'B')?.count);
    });

    it('offers items whose capacity is blank under the configured label where searchEmptyValues allows it', async () => {
      const settings = (await call('GET', 'pxn/stocklist-settings', { headers: GMT })).json()[0];
      expect(settings.searchEmptyValues).toEqual({ allowed: true, label: 'Not specified' });
      const result = (await call('GET', 'stocklist/query?category=Phones&pageSize=1', { headers: GMT })).json<StockQueryResult>();
      const empty = result.facets.levels.find((level) => level.attribute === 'capacity')?.values.find((value) => value.value === '__EMPTY__');
      expect(empty).toMatchObject({ label: 'Not specified' });
      expect(empty?.count).toBeGreaterThan(0);
      const blank = (await call('GET', 'stocklist/query?category=Phones&capacity=__EMPTY__&pageSize=200', { headers: GMT })).json<StockQueryResult>();
      expect(blank.totalItems).toBe(empty?.count);
      expect(blank.groups.flatMap((group) => group.items).every((item) => item.attributes['capacity'] === undefined)).toBe(true);

      // The own list is complete and does not allow the choice.
      const own = (await call('GET', 'stocklist/query?category=Phones&pageSize=1')).json<StockQueryResult>();
      expect(own.facets.levels.flatMap((level) => level.values).some((value) => value.value === '__EMPTY__')).toBe(false);
    });
  });

  describe('GET stocklist/items', () => {
    it('answers items filtered like the query, paged by item', async () => {
      const response = await call('GET', 'stocklist/items?category=Watches&warehouse=MIA&pageSize=7&page=2');
      expect(response.statusCode).toBe(200);
      const page = response.json<ItemsPage>();
      expect(Value.Check(StockItemsPageSchema, page)).toBe(true);
      expect(page).toMatchObject({ page: 2, pageSize: 7 });
      expect(page.items.length).toBeLessThanOrEqual(7);
      expect(page.items.every((item) => item.category === 'Watches' && item.warehouse === 'MIA' && item.quantityAvailable > 0)).toBe(true);
      const query = (await call('GET', 'stocklist/query?category=Watches&warehouse=MIA&pageSize=1')).json<StockQueryResult>();
      expect(page.totalItems).toBe(query.totalItems);
    });

    it('looks items up by itemNumberWarehouse, out-of-stock ones included, and refuses bad input', async () => {
      const everything = (await call('GET', 'stocklist/items?includeOutOfStock=true&pageSize=200')).json<ItemsPage>().items;
      const soldOut = everything.find((item) => item.quantityAvailable === 0) as StockItem;
      const inStock = everything.find((item) => item.quantityAvailable > 0) as StockItem;
      const keys = [soldOut.itemNumberWarehouse, inStock.itemNumberWarehouse, 'NOPE~MIA'];
      const found = (await call('GET', `stocklist/items?itemNumberWarehouse=${encodeURIComponent(keys.join(','))}`)).json<ItemsPage>();
      expect(found.items.map((item) => item.itemNumberWarehouse).sort()).toEqual([soldOut.itemNumberWarehouse, inStock.itemNumberWarehouse].sort());

      const tooMany = Array.from({ length: 201 }, (_, index) => `X${index}~MIA`).join(',');
      expect((await call('GET', `stocklist/items?itemNumberWarehouse=${encodeURIComponent(tooMany)}`)).statusCode).toBe(400);
      const bad = await call('GET', 'stocklist/items?pageSize=500');
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().errors)).toContain('pageSize');
      // Partner stock only for resellers; another tenant does not know the partner.
      expect((await call('GET', 'stocklist/items', { email: 'limited@demo.test', headers: GMT })).statusCode).toBe(403);
      expect((await call('GET', 'stocklist/items', { email: 'buyer@northwind.test', host: NORTHWIND_HOST, headers: GMT })).statusCode).toBe(404);
      const northwind = (await call('GET', 'stocklist/items?pageSize=200', { email: 'buyer@northwind.test', host: NORTHWIND_HOST })).json<ItemsPage>();
      expect(northwind.items.every((item) => ['AMS', 'FRA', 'WAW'].includes(item.warehouse))).toBe(true);
    });
  });

  describe('inventory', () => {
    it('needs CAN_MANAGE_INVENTORY', async () => {
      expect((await call('GET', 'inventory/items')).statusCode).toBe(403);
      expect(
        (await call('PUT', 'inventory/item/update-quantity-channel', { body: { itemNumberWarehouse: 'A~MIA', channel: 'STOCKLIST', quantity: 1 } })).statusCode,
      ).toBe(403);
    });

    it('lists the own inventory with out-of-stock items, by warehouse and search', async () => {
      const response = await call('GET', 'inventory/items?warehouse=HKG&search=ipad&pageSize=500', { email: inventoryUser });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(Value.Check(InventoryItemsPageSchema, page)).toBe(true);
      expect(page.items.length).toBeGreaterThan(0);
      expect(
        page.items.every(
          (item: { warehouse: string; warehouseLabel: string; description: string; channel: string }) =>
            item.warehouse === 'HKG' && item.warehouseLabel === 'Hong Kong' && /ipad/i.test(item.description) && item.channel === 'STOCKLIST',
        ),
      ).toBe(true);
      const everything = (await call('GET', 'inventory/items?pageSize=500', { email: inventoryUser })).json().items as { quantity: number }[];
      expect(everything.some((item) => item.quantity === 0)).toBe(true);
      expect((await call('GET', 'inventory/items?page=0', { email: inventoryUser })).statusCode).toBe(400);
    });

    it('sets the stock list quantity of an own item; the stock list shows it at once and alerts fire once per crossing', async () => {
      const [item] = (await call('GET', 'inventory/items?warehouse=DAL&pageSize=1', { email: inventoryUser })).json().items as {
        itemNumberWarehouse: string;
        incrementSize: number;
      }[];
      const setTo = (quantity: number, body: Record<string, unknown> = {}) =>
        call('PUT', 'inventory/item/update-quantity-channel', {
          email: inventoryUser,
          body: { itemNumberWarehouse: item.itemNumberWarehouse, channel: 'STOCKLIST', quantity, ...body },
        });

      expect((await setTo(0)).statusCode).toBe(200);
      const alertQuantity = item.incrementSize * 10;
      const alert = await testApp.app.inject({
        method: 'POST',
        url: `${API}/stocklist/alert/item`,
        headers: { host: ACME_HOST, authorization: `Bearer ${await tokenOf('buyer@demo.test')}` },
        payload: { itemNumberWarehouse: item.itemNumberWarehouse, quantity: alertQuantity },
      });
      expect(alert.statusCode).toBe(201);

      const crossing = await setTo(alertQuantity + 3);
      expect(crossing.statusCode).toBe(200);
      const result = crossing.json();
      expect(Value.Check(QuantityChannelResultSchema, result)).toBe(true);
      expect(result).toMatchObject({
        item: { itemNumberWarehouse: item.itemNumberWarehouse, quantity: alertQuantity + 3, channel: 'STOCKLIST' },
        alertsTriggered: 1,
      });
      expect((await setTo(alertQuantity + 5)).json().alertsTriggered).toBe(0);
      const seen = (await call('GET', `stocklist/items?itemNumberWarehouse=${encodeURIComponent(item.itemNumberWarehouse)}`)).json<ItemsPage>();
      expect(seen.items[0].quantityAvailable).toBe(alertQuantity + 5);

      expect((await setTo(-1)).statusCode).toBe(400);
      const badChannel = await setTo(1, { channel: 'AUCTION' });
      expect(badChannel.statusCode).toBe(400);
      expect(JSON.stringify(badChannel.json().errors)).toContain('channel');
    });

    it('changes no partner stock and nothing of another tenant', async () => {
      const partnerItem = (await call('GET', 'stocklist/items?pageSize=1', { headers: GMT })).json<ItemsPage>().items[0];
      const partner = await call('PUT', 'inventory/item/update-quantity-channel', {
        email: inventoryUser,
        body: { itemNumberWarehouse: partnerItem.itemNumberWarehouse, channel: 'STOCKLIST', quantity: 1 },
      });
      expect(partner.statusCode).toBe(404);
      const acmeItem = (await call('GET', 'inventory/items?pageSize=1', { email: inventoryUser })).json().items[0] as { itemNumberWarehouse: string };
      const northwind = await call('PUT', 'inventory/item/update-quantity-channel', {
        email: northwindInventoryUser,
        host: NORTHWIND_HOST,
        body: { itemNumberWarehouse: acmeItem.itemNumberWarehouse, channel: 'STOCKLIST', quantity: 1 },
      });
      expect(northwind.statusCode).toBe(404);
      const northwindItems = (await call('GET', 'inventory/items?pageSize=500', { email: northwindInventoryUser, host: NORTHWIND_HOST })).json().items as {
        warehouse: string;
      }[];
      expect(northwindItems.every((entry) => ['AMS', 'FRA', 'WAW'].includes(entry.warehouse))).toBe(true);
    });
  });
});
