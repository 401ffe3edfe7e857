import {
  UNIT_CONDITIONS,
  type OrderListRow,
  type OrderReturns,
  type OrderUnitsPage,
  type ReturnDetail,
  type ReturnsPage,
  type UnitCondition,
} from '@bp/api-contract';
import { tenants } from '../src/db/schema';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { getWithToken, tokensOf } from './support/identity';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// The shipped demo order a fresh demo database gets (seed/demo-orders.ts): buyer@demo.test of Acme
// sees it in the orders list with a UPS tracking link, and its 1,000 units carry facts of every
// kind the Units section filters by.

describe('the demo shipped order (DEMO_MODE on an empty database)', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let idToken: string;
  let orderNumber: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // An empty database: deleting the tenants cascades to everything they own.
    await database.handle.db.delete(tenants);
    testApp = await buildTestApp({ database, demoMode: true });
    idToken = (await tokensOf(testApp.app, 'buyer@demo.test')).IdToken;
    const logged = testApp.logs().find((line) => typeof line['orderNumber'] === 'string');
    orderNumber = logged?.['orderNumber'] as string;
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await database?.close();
  });

  const get = async <T>(path: string): Promise<T> => {
    const response = await getWithToken(testApp.app, `/px-api-gateway/${path}`, idToken);
    expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
    return response.json<T>();
  };
  const units = (query: string) => get<OrderUnitsPage>(`sales-order/${orderNumber}/units?${query}`);

  it("logs the order's number, and the buyer's orders list holds it, shipped by UPS with a link to UPS's page", async () => {
    expect(orderNumber).toMatch(/\S/);
    const rows = await get<OrderListRow[]>('sales-orders');
    expect(rows[0]).toEqual(
      expect.objectContaining({
        phonexOrderNumber: orderNumber,
        warehouseCode: 'MIA',
        fulfillmentStatus: 'SHIPPED',
        trackingNumbers: [
          { number: expect.stringMatching(/^1Z[0-9A-Z]{16}$/), carrier: 'UPS', url: expect.stringMatching(/^https:\/\/www\.ups\.com\/track\?tracknum=1Z/) },
        ],
      }),
    );
  });

  it('also holds an order shipped by FedEx weeks ago, whose return window has closed', async () => {
    const rows = await get<OrderListRow[]>('sales-orders');
    expect(rows).toHaveLength(2);
    const past = rows[1];
    expect(past).toMatchObject({ fulfillmentStatus: 'SHIPPED', trackingNumbers: [expect.objectContaining({ carrier: 'FedEx' })] });
    const window = await get<OrderReturns>(`sales-order/${past.phonexOrderNumber}/returns`);
    expect(window.returnable).toBe(true);
    expect(Date.parse(window.returnsUntil ?? '')).toBeLessThan(Date.now());
  });

  it('holds 1,000 units with 15-digit IMEIs, grades A+ to C, batteries of 75 to 100 %, serials, colours, test results and some photos', async () => {
    const all: OrderUnitsPage['units'] = [];
    for (let offset = 0; offset < 1000; offset += 100) all.push(...(await units(`offset=${offset}&limit=100`)).units);

    const first = await units('limit=1');
    expect({ total: first.total, totalUnits: first.totalUnits, grades: first.grades }).toEqual({
      total: 1000,
      totalUnits: 1000,
      grades: ['A', 'A+', 'B', 'C'],
    });
    expect(new Set(all.map((unit) => unit.imei)).size).toBe(1000);
    expect(all.every((unit) => /^\d{15}$/.test(unit.imei) && unit.serial !== null && unit.model !== null && unit.colour !== null)).toBe(true);
    const batteries = all.map((unit) => unit.batteryHealth ?? -1);
    expect([Math.min(...batteries), Math.max(...batteries)]).toEqual([75, 100]);
    expect(new Set(all.map((unit) => unit.itemNumberWarehouse)).size).toBe(4);
    expect(all.some((unit) => unit.imei2 !== null)).toBe(true);
    expect(all.some((unit) => unit.testResult === 'Passed 42/42')).toBe(true);
    expect(all.some((unit) => unit.testResult?.startsWith('Failed: '))).toBe(true);
    const photos = all.flatMap((unit) => unit.photos);
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.every((url) => url.startsWith('https://'))).toBe(true);
  });

  it('has units of every condition, in the shares the demo promises', async () => {
    const counts = {} as Record<UnitCondition, number>;
    for (const condition of UNIT_CONDITIONS) counts[condition] = (await units(`condition=${condition}&limit=1`)).total;

    // About 1 in 12 carrier-locked, 1 in 40 blacklisted, 1 in 60 activation-locked, a few never checked.
    expect(counts.CARRIER_LOCKED).toBeGreaterThanOrEqual(75);
    expect(counts.CARRIER_LOCKED).toBeLessThanOrEqual(90);
    expect(counts.BLACKLISTED).toBeGreaterThanOrEqual(20);
    expect(counts.BLACKLISTED).toBeLessThanOrEqual(30);
    expect(counts.ACTIVATION_LOCKED).toBeGreaterThanOrEqual(12);
    expect(counts.ACTIVATION_LOCKED).toBeLessThanOrEqual(20);
    expect(counts.UNCHECKED).toBeGreaterThan(0);
    expect(counts.UNCHECKED).toBeLessThan(20);
    expect(counts.CLEAN).toBeGreaterThan(800);
  });

  it('finds one unit by a part of its IMEI', async () => {
    const [unit] = (await units('offset=500&limit=1')).units;
    const found = await units(`search=${unit.imei.slice(-8)}`);
    expect(found.units.map((match) => match.imei)).toEqual([unit.imei]);
  });

  it('holds a return in each status, with the RMA number and the credits the seller gave', async () => {
    const page = await get<ReturnsPage>('returns');
    expect(page.counts).toEqual({ REQUESTED: 1, APPROVED: 1, REJECTED: 1, RECEIVED: 1, CREDITED: 1 });
    const credited = page.returns.find((entry) => entry.status === 'CREDITED');
    expect(credited).toMatchObject({ phonexOrderNumber: orderNumber, unitCount: 2, rmaNumber: expect.stringMatching(/^RMA-R\d+$/) });
    expect(credited?.creditedTotal).toBeGreaterThan(0);
    const rejected = await get<ReturnDetail>(`returns/${page.returns.find((entry) => entry.status === 'REJECTED')?.returnNumber}`);
    expect(rejected.units[0].rejectionReason).toMatch(/\S/);
  });
});
