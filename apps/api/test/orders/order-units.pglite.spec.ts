import type { ManifestSummary, OrderListRow, OrderUnitsPage, UnitFacts } from '@bp/api-contract';
import { UnitMessageCode, UnitSheetMessageCode } from '@bp/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { orderKit } from './order-kit';

// A shipped order's units with the facts the seller records (ops), as the buyer pages, searches
// and exports them; and tracking numbers as links to the carriers' pages. Runs on PGlite and on
// PostgreSQL (the search is ILIKE on both).

const UNITS = 1000;
const imeiOf = (index: number) => `35693803${String(index).padStart(7, '0')}`;
/** Facts that vary over the units: grades A/B/C, one unit in 10 carrier-locked, one in 50 blacklisted. */
const factsOf = (index: number): UnitFacts => ({
  imei: imeiOf(index),
  serial: `F2LX${String(index).padStart(6, '0')}`,
  model: 'iPhone 13',
  capacity: '128GB',
  colour: index % 2 === 0 ? 'Midnight' : 'Starlight',
  grade: ['A', 'B', 'C'][index % 3],
  batteryHealth: 80 + (index % 21),
  carrierLock: index % 10 === 0 ? 'LOCKED' : 'UNLOCKED',
  blacklist: index % 50 === 0 ? 'BLACKLISTED' : 'CLEAN',
  activationLock: 'OFF',
  testResult: 'Passed 42/42',
});

describe('order units and tracking links', () => {
  let testApp: TestApp;
  const kit = orderKit(() => testApp);
  let number: string;
  let fixture: Awaited<ReturnType<typeof kit.newCheckoutBuyer>>;

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
    fixture = await kit.newCheckoutBuyer();
    const phone = await kit.newItem({ listPrice: '1.00', quantityAvailable: UNITS });
    const order = await kit.placeOrder(fixture, [{ item: phone, quantity: UNITS }]);
    number = order.phonexOrderNumber;
    expect((await kit.ops('POST', `orders/${number}/release`)).statusCode).toBe(200);
    const shipped = await kit.ops('POST', `orders/${number}/ship`, {
      carrier: 'FEDEX',
      trackingNumbers: ['794612345678', 'PALLET-7'],
      lines: [{ itemNumberWarehouse: phone.key, imeis: Array.from({ length: UNITS }, (_, index) => imeiOf(index)) }],
    });
    expect(shipped.statusCode).toBe(200);
    const recorded = await kit.ops('POST', `orders/${number}/units`, { units: Array.from({ length: UNITS }, (_, index) => factsOf(index)) });
    expect({ status: recorded.statusCode, body: recorded.json() }).toEqual({ status: 200, body: { updated: UNITS } });
  });
  afterAll(() => testApp?.close());

  const page = async (query = '') => {
    const response = await fixture.buyer.call('GET', `sales-order/${number}/units${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<OrderUnitsPage>();
  };

  it('pages the units with their facts, IMEI order, with the grades the order holds', async () => {
    const first = await page();
    expect({ total: first.total, totalUnits: first.totalUnits, count: first.units.length, grades: first.grades }).toEqual({
      total: UNITS,
      totalUnits: UNITS,
      count: 50,
      grades: ['A', 'B', 'C'],
    });
    expect(first.units[0]).toMatchObject({ ...factsOf(0), imei2: null, photos: [], itemDescription: expect.any(String) });
    const second = await page('?offset=50&limit=50');
    expect(second.units[0].imei).toBe(imeiOf(50));
  });

  it('finds one unit among 1,000 by a part of its IMEI or by its serial, and filters by grade and condition', async () => {
    expect((await page(`?search=${imeiOf(777).slice(-7)}`)).units.map((unit) => unit.imei)).toEqual([imeiOf(777)]);
    expect((await page('?search=f2lx000123')).units.map((unit) => unit.imei)).toEqual([imeiOf(123)]);
    // LIKE's wildcards are the buyer's characters, not patterns.
    expect((await page('?search=%25')).total).toBe(0);
    expect((await page('?grade=B')).total).toBe(333);
    expect((await page('?condition=BLACKLISTED')).total).toBe(20);
    expect((await page('?condition=CARRIER_LOCKED&grade=A')).total).toBe(34);
    expect((await page('?condition=CLEAN')).total).toBe(UNITS - 100);
    expect((await page('?condition=UNCHECKED')).total).toBe(0);
  });

  it('refuses bad queries and another buyer', async () => {
    for (const query of ['?condition=BROKEN', '?limit=500', `?search=${'9'.repeat(41)}`]) {
      expect((await fixture.buyer.call('GET', `sales-order/${number}/units${query}`)).statusCode).toBe(400);
    }
    const other = await kit.newCheckoutBuyer();
    expect((await other.buyer.call('GET', `sales-order/${number}/units`)).statusCode).toBe(404);
  });

  it('keeps left-out facts, clears nulls, and refuses unknown or repeated IMEIs without writing anything', async () => {
    const changed = await kit.ops('POST', `orders/${number}/units`, {
      units: [{ imei: imeiOf(1), grade: 'A+', testResult: null, photos: ['https://photos.example/1.jpg'] }],
    });
    expect(changed.statusCode).toBe(200);
    const [unit] = (await page(`?search=${imeiOf(1)}`)).units;
    expect(unit).toMatchObject({ grade: 'A+', testResult: null, photos: ['https://photos.example/1.jpg'], serial: factsOf(1).serial, batteryHealth: 81 });

    const unknown = await kit.ops('POST', `orders/${number}/units`, { units: [{ imei: imeiOf(2), grade: 'D' }, { imei: '490154203237518' }] });
    expect({ status: unknown.statusCode, code: unknown.json<{ messageCode: string }>().messageCode }).toEqual({
      status: 422,
      code: UnitMessageCode.UNKNOWN_IMEIS,
    });
    expect(unknown.json<{ message: string }>().message).toContain('490154203237518');
    const repeated = await kit.ops('POST', `orders/${number}/units`, { units: [{ imei: imeiOf(2), grade: 'D' }, { imei: imeiOf(2) }] });
    expect(repeated.json<{ messageCode: string }>().messageCode).toBe(UnitMessageCode.REPEATED_IMEI);
    expect((await page(`?search=${imeiOf(2)}`)).units[0].grade).toBe(factsOf(2).grade);

    for (const units of [
      [{ imei: imeiOf(3), batteryHealth: 101 }],
      [{ imei: imeiOf(3), photos: ['http://insecure.example/a.jpg'] }],
      [{ imei: imeiOf(3), blacklist: 'MAYBE' }],
    ]) {
      expect((await kit.ops('POST', `orders/${number}/units`, { units })).statusCode).toBe(400);
    }
  });

  it('exports the manifest with every fact of every unit', async () => {
    const response = await fixture.buyer.call('GET', `sales-order/${number}/manifest/export`);
    const XLSX = await import('xlsx');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(response.rawPayload, { type: 'buffer' }).Sheets['Manifest'], { header: 1 });
    expect(rows[0]).toEqual([
      'Order Number',
      'Line',
      'Item Number',
      'Description',
      'IMEI',
      'IMEI 2',
      'Serial',
      'Model',
      'Capacity',
      'Colour',
      'Grade',
      'Battery health %',
      'Carrier lock',
      'Blacklist',
      'Activation lock',
      'Test result',
      'Photos',
      'Tracking Numbers',
    ]);
    expect(rows).toHaveLength(UNITS + 1);
    const unit10 = rows.find((row) => row[4] === imeiOf(10));
    expect(unit10?.slice(5, 17)).toEqual(['', 'F2LX000010', 'iPhone 13', '128GB', 'Midnight', 'B', 90, 'LOCKED', 'CLEAN', 'OFF', 'Passed 42/42', '']);
  });

  it('links every tracking number of a shipment to the carrier named when it shipped', async () => {
    const summary = (await fixture.buyer.call('GET', `sales-order/${number}/manifest-summary`)).json<ManifestSummary>();
    expect(summary.trackingLinks).toEqual([
      { number: '794612345678', carrier: 'FedEx', url: 'https://www.fedex.com/fedextrack/?trknbr=794612345678' },
      { number: 'PALLET-7', carrier: 'FedEx', url: 'https://www.fedex.com/fedextrack/?trknbr=PALLET-7' },
    ]);
  });

  it('shows the tracking links in the orders list when the tenant lists the tracking column', async () => {
    const list = (await fixture.buyer.call('GET', 'sales-orders')).json<OrderListRow[]>();
    expect(list.find((row) => row.phonexOrderNumber === number)?.trackingNumbers).toEqual([
      expect.objectContaining({ number: '794612345678', carrier: 'FedEx' }),
      expect.objectContaining({ number: 'PALLET-7' }),
    ]);
  });

  describe('from a manifest sheet', () => {
    const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const uploadSheet = (rows: unknown[][], name = 'manifest.xlsx') =>
      testApp.app.inject({
        method: 'POST',
        url: `/ops/orders/${number}/units/sheet`,
        headers: { host: 'localhost', 'x-ops-key': OPS_KEY, 'content-type': XLSX_TYPE, 'file-name': name },
        payload: XLSX.write({ SheetNames: ['Manifest'], Sheets: { Manifest: XLSX.utils.aoa_to_sheet(rows) } }, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
      });
    let XLSX: typeof import('xlsx');
    beforeAll(async () => {
      XLSX = await import('xlsx');
    });

    it('takes the manifest export back with changed facts: every unit of the order in one sheet', async () => {
      const exported = await fixture.buyer.call('GET', `sales-order/${number}/manifest/export`);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(exported.rawPayload, { type: 'buffer' }).Sheets['Manifest'], { header: 1 });
      const gradeColumn = rows[0].indexOf('Grade');
      const batteryColumn = rows[0].indexOf('Battery health %');
      const edited = rows.map((row, index) =>
        index === 0 ? row : row.map((cell, column) => (column === gradeColumn ? 'B+' : column === batteryColumn ? `${70 + (index % 30)} %` : cell)),
      );
      const response = await uploadSheet(edited);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { updated: UNITS } });
      expect((await page('?grade=B%2B')).total).toBe(UNITS);
      expect((await page(`?search=${imeiOf(5)}`)).units[0]).toMatchObject({ grade: 'B+', serial: factsOf(5).serial });
    });

    it('refuses a sheet with bad rows, naming each row and column, and changes nothing', async () => {
      const before = (await page(`?search=${imeiOf(7)}`)).units[0];
      const response = await uploadSheet([
        ['IMEI', 'Grade', 'Battery health %', 'Carrier lock'],
        [imeiOf(7), 'A', 90, 'Locked'],
        [imeiOf(8), 'A', 140, 'UNLOCKED'],
        [imeiOf(9), 'A', 90, 'SOMETIMES'],
        ['', 'A', 90, 'LOCKED'],
      ]);
      expect(response.statusCode).toBe(422);
      const body = response.json<{ messageCode: string; message: string; errors: { field: string; messageDescription: string }[] }>();
      expect(body.messageCode).toBe(UnitSheetMessageCode.ROWS_REFUSED);
      expect(body.message).toContain('3 rows');
      expect(body.errors.map((error) => error.field)).toEqual(['row 3 Battery health %', 'row 4 Carrier lock', 'row 5 IMEI']);
      expect((await page(`?search=${imeiOf(7)}`)).units[0]).toEqual(before);
    });

    it('refuses a sheet without an IMEI column, an unknown column, a text file named .xlsx and an IMEI the order did not ship', async () => {
      expect((await uploadSheet([['Serial'], ['X1']])).statusCode).toBe(422);
      expect(
        (
          await uploadSheet([
            ['IMEI', 'Price'],
            [imeiOf(1), 3],
          ])
        ).json<{ message: string }>().message,
      ).toContain("Unknown column 'Price'");
      const text = await testApp.app.inject({
        method: 'POST',
        url: `/ops/orders/${number}/units/sheet`,
        headers: { host: 'localhost', 'x-ops-key': OPS_KEY, 'content-type': XLSX_TYPE, 'file-name': 'manifest.xlsx' },
        payload: 'IMEI,Grade\n1,A\n',
      });
      expect(text.statusCode).toBe(415);
      const unknown = await uploadSheet([
        ['IMEI', 'Grade'],
        ['490154203237518', 'A'],
      ]);
      expect(unknown.json<{ messageCode: string }>().messageCode).toBe(UnitMessageCode.UNKNOWN_IMEIS);
    });
  });
});
