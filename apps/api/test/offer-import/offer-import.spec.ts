import * as XLSX from 'xlsx';
import { and, asc, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import type { LightMyRequestResponse } from 'fastify';
import {
  encodeItemKey,
  IMPORT_EMPTY_MESSAGE,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MIME_TYPES,
  IMPORT_NO_FILE_MESSAGE,
  ImportResultSchema,
  ImportRowReason,
  OfferMessageCode,
  OfferState,
  OfferStatus,
  type ImportResult,
  type ImportRow,
} from '@bp/api-contract';
import { offerImports, offers, type StockItemRow } from '../../src/db/schema';
import { storedReview } from '../../src/offers/import/review-store';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, tokensOf } from '../support/identity';
import { insertUser, tenantIdOf, userIdOf } from '../builders';
import {
  emptyWorkbook,
  importWorkbook,
  insertCartEntry,
  insertImportItem,
  participantIdOf,
  warehouseByCode,
  zipBombs,
  zipOf,
  type SheetCell,
} from './import-builders';

const API = '/px-api-gateway';
const XLSX_TYPE = IMPORT_MIME_TYPES[0];
const XLS_TYPE = IMPORT_MIME_TYPES[1];
const BUYER = 'buyer@demo.test';

describe('bulk offer import', () => {
  let testApp: TestApp;
  let tenantId: string;
  let buyerId: string;
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, (await tokensOf(testApp.app, email, undefined, { host: ACME_HOST })).IdToken);
    return tokens.get(email) as string;
  };
  const db = () => testApp.database.handle.db;

  const upload = async (
    file: Buffer | string,
    options: { fileName?: string | null; rawFileNameHeader?: string; contentType?: string; email?: string } = {},
  ): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = {
      host: ACME_HOST,
      authorization: `Bearer ${await tokenOf(options.email ?? BUYER)}`,
      'content-type': options.contentType ?? XLSX_TYPE,
    };
    if (options.fileName !== null) headers['file-name'] = options.rawFileNameHeader ?? encodeURIComponent(options.fileName ?? 'offers.xlsx');
    return testApp.app.inject({ method: 'POST', url: `${API}/stocklist/offer/bulk-offer-import`, headers, payload: file });
  };
  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, email = BUYER): Promise<LightMyRequestResponse> =>
    testApp.app.inject({ method, url: `${API}/${path}`, headers: { host: ACME_HOST, authorization: `Bearer ${await tokenOf(email)}` } });
  const deleteRow = (itemNumberWarehouse: string, email = BUYER) =>
    call('DELETE', `stocklist/offer/bulk-offer-import/${encodeItemKey(itemNumberWarehouse)}`, email);

  /** The buyer's pending import and cart, to prove a refused request changed nothing. */
  const snapshot = async (userId = buyerId) => ({
    pending: await db()
      .select()
      .from(offerImports)
      .where(and(eq(offerImports.tenantId, tenantId), eq(offerImports.userId, userId))),
    cart: await db()
      .select()
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), eq(offers.userId, userId)))
      .orderBy(asc(offers.id)),
  });

  const allRows = (result: ImportResult): ImportRow[] => [...result.invalidOffers, ...result.conflictOffers, ...Object.values(result.validOffersMap).flat()];
  const rowAt = (result: ImportResult, rowNumber: number): ImportRow => {
    const row = allRows(result).find((candidate) => candidate.rowNumber === rowNumber);
    if (!row) throw new Error(`no row ${rowNumber} in ${JSON.stringify(result)}`);
    return row;
  };
  const expectRefused = (response: LightMyRequestResponse, status: number, messageCode: string, messagePart?: string) => {
    expect(response.statusCode).toBe(status);
    const body = response.json<{ status: number; message: string; messageCode: string; params: string[]; errors: unknown[] }>();
    expect(body).toMatchObject({ status, messageCode });
    expect(Array.isArray(body.params) && Array.isArray(body.errors)).toBe(true);
    if (messagePart) expect(body.message).toContain(messagePart);
  };

  let items: Record<string, StockItemRow>;
  let partnerNumber: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    tenantId = await tenantIdOf(db(), 'acme');
    buyerId = await userIdOf(db(), tenantId, BUYER);
    const mia = await warehouseByCode(db(), tenantId, 'MIA');
    const dal = await warehouseByCode(db(), tenantId, 'DAL');
    const rno = await warehouseByCode(db(), tenantId, 'RNO');
    const lon = await warehouseByCode(db(), tenantId, 'GMT-LON');
    expect(lon.participantId).toBe(await participantIdOf(db(), tenantId, 'GMT-001'));
    partnerNumber = `PXN-IMP-${Date.now()}`;
    const add = (warehouseId: string, overrides: Parameters<typeof insertImportItem>[3] = {}) => insertImportItem(db(), tenantId, warehouseId, overrides);
    items = {
      ok: await add(mia.id, { quantityAvailable: 10, listPrice: '100.00' }),
      increments: await add(dal.id, { quantityAvailable: 23, listPrice: '40.00', incrementSize: 5 }),
      noOffers: await add(rno.id, { quantityAvailable: 10, listPrice: '50.00' }),
      noOffersAtList: await add(rno.id, { quantityAvailable: 5, listPrice: '50.00' }),
      outOfStock: await add(mia.id, { quantityAvailable: 0, listPrice: '20.00' }),
      badQuantity: await add(mia.id),
      textQuantity: await add(mia.id),
      zeroPrice: await add(mia.id),
      precisePrice: await add(mia.id),
      formula: await add(mia.id),
      inCart: await add(mia.id, { quantityAvailable: 10, listPrice: '80.00' }),
      countered: await add(dal.id, { quantityAvailable: 10, listPrice: '60.00' }),
      partner: await add(lon.id, { pxnItemNumber: partnerNumber, quantityAvailable: 10, listPrice: '30.00' }),
      textCells: await add(mia.id, { listPrice: '100.00' }),
      spare: await add(dal.id, { quantityAvailable: 50, listPrice: '12.00' }),
    };
    await insertCartEntry(db(), tenantId, buyerId, items.inCart.id, {
      status: OfferStatus.BUY_AT_LIST,
      state: OfferState.READY_TO_CHECKOUT,
      offerQuantity: 2,
      offerPrice: '80.00',
    });
    await insertCartEntry(db(), tenantId, buyerId, items.countered.id, {
      status: OfferStatus.COUNTERED,
      state: OfferState.AWAITING_BUYER_REVIEW,
      offerQuantity: 3,
      offerPrice: '40.00',
      counterPrice: '50.00',
      minimumCheckoutQuantity: 5,
    });
    // A PostgreSQL database of its own is created, migrated and seeded first: slow on a busy machine.
  }, 60_000);
  afterAll(() => testApp?.close());

  const mixedSheet = (): SheetCell[][] => [
    [items.ok.itemNumber, 'MIA', 3, 90.5], // 2 valid offer
    [items.increments.itemNumber, 'dallas', 12, 30], // 3 by label, rounded down to the increment
    [items.noOffers.itemNumber, 'RNO', 2, 40], // 4 below list where offers are not accepted
    [items.noOffersAtList.itemNumber, 'reno', 9, 55], // 5 buy at list, capped at available
    [items.outOfStock.itemNumber, 'MIA', 1, 10], // 6
    ['NOPE-404', 'MIA', 1, 10], // 7
    [items.ok.itemNumber, 'DAL', 1, 10], // 8 not stocked there
    [items.ok.itemNumber, 'Atlantis', 1, 10], // 9
    [null, 'MIA', 1, 10], // 10
    [items.ok.itemNumber, null, 1, 10], // 11
    [items.badQuantity.itemNumber, 'MIA', 2.5, 10], // 12
    [items.textQuantity.itemNumber, 'MIA', 'lots', 10], // 13
    [items.zeroPrice.itemNumber, 'MIA', 1, 0], // 14
    [items.precisePrice.itemNumber, 'MIA', 1, 10.123], // 15
    [items.formula.itemNumber, 'MIA', { formula: '1+1', value: 2 }, 10], // 16
    [items.ok.itemNumber, 'mia', 1, 10], // 17 duplicate of row 2
    [null, null, null, null], // 18 skipped
    [items.inCart.itemNumber, 'MIA', 4, 70], // 19 conflict with a buy at list
    [items.countered.itemNumber, 'Dallas', 6, 45], // 20 conflict with a counter offer
    [partnerNumber, 'GMT-LON', 2, 25], // 21 partner stock (the buyer is a reseller)
    [` ${items.textCells.itemNumber} `, ' mia ', '4', '95.00'], // 22 text cells
  ];

  it('reviews every row: valid offers by warehouse, conflicts with the cart entry, invalid rows with their reason', async () => {
    const before = await snapshot();
    const response = await upload(importWorkbook(mixedSheet()), { fileName: 'My offers (1).xlsx' });
    expect(response.statusCode).toBe(200);
    const result = response.json<ImportResult>();
    expect(Value.Check(ImportResultSchema, result)).toBe(true);
    expect(result.fileName).toBe('My offers (1).xlsx');
    expect(Object.keys(result.validOffersMap).sort()).toEqual(['DAL', 'GMT-LON', 'MIA', 'RNO']);
    expect(JSON.stringify(result)).not.toMatch(/itemId|"section"|"apply"/);

    expect(rowAt(result, 2)).toMatchObject({
      itemNumber: items.ok.itemNumber,
      warehouse: 'MIA',
      itemNumberWarehouse: `${items.ok.itemNumber}~MIA`,
      description: 'Import test device',
      listPrice: 100,
      availableQuantity: 10,
      offerQuantity: 3,
      offerPrice: 90.5,
      comments: '',
      reason: '',
      pxnOffer: false,
    });
    expect(result.validOffersMap['MIA'].map((row) => row.rowNumber)).toEqual([2, 22]);
    expect(rowAt(result, 3)).toMatchObject({ warehouse: 'DAL', offerQuantity: 10, offerPrice: 30, reason: '' });
    expect(rowAt(result, 5)).toMatchObject({
      warehouse: 'RNO',
      offerQuantity: 5,
      offerPrice: 50,
      comments: 'Buy at list price; Quantity reduced to match available stock',
    });
    expect(rowAt(result, 22)).toMatchObject({ itemNumber: items.textCells.itemNumber, warehouse: 'MIA', offerQuantity: 4, offerPrice: 95 });

    const reasons = new Map(result.invalidOffers.map((row) => [row.rowNumber, row.reason]));
    expect(Object.fromEntries(reasons)).toEqual({
      4: ImportRowReason.OFFERS_NOT_ACCEPTED,
      6: ImportRowReason.OUT_OF_STOCK,
      7: ImportRowReason.UNKNOWN_ITEM,
      8: ImportRowReason.WAREHOUSE_MISMATCH,
      9: ImportRowReason.UNKNOWN_WAREHOUSE,
      10: ImportRowReason.MISSING_ITEM,
      11: ImportRowReason.MISSING_WAREHOUSE,
      12: ImportRowReason.INVALID_QUANTITY,
      13: ImportRowReason.INVALID_QUANTITY,
      14: ImportRowReason.INVALID_PRICE,
      15: ImportRowReason.PRICE_PRECISION,
      16: ImportRowReason.FORMULA,
      17: ImportRowReason.DUPLICATE_ROW,
    });
    expect(allRows(result).some((row) => row.rowNumber === 18)).toBe(false);
    expect(rowAt(result, 12)).toMatchObject({ offerQuantity: 2.5, offerPrice: 10, listPrice: 100 });

    expect(result.conflictOffers.map((row) => row.rowNumber)).toEqual([19, 20]);
    expect(rowAt(result, 19)).toMatchObject({
      offerQuantity: 4,
      offerPrice: 70,
      existingOfferStatus: 'BUY_AT_LIST',
      existingOfferStatusString: 'Buy at list price',
      existingTransactionQuantity: 2,
      existingTransactionPrice: 80,
    });
    expect(rowAt(result, 20)).toMatchObject({
      existingOfferStatus: 'COUNTERED',
      existingOfferStatusString: 'Countered',
      existingTransactionQuantity: 5,
      existingTransactionPrice: 50,
    });

    expect(rowAt(result, 21)).toMatchObject({
      itemNumber: partnerNumber,
      warehouse: 'GMT-LON',
      pxnOffer: true,
      pxnsParticipantId: 'GMT-001',
      offerPrice: 25,
      itemNumberWarehouse: `${partnerNumber}~GMT-LON`,
    });

    // The review is stored; the cart is untouched until accept.
    const after = await snapshot();
    expect(after.cart).toEqual(before.cart);
    expect(after.pending).toHaveLength(1);
    expect(after.pending[0].fileName).toBe('My offers (1).xlsx');
  });

  it('reads .xls workbooks and octet-stream uploads named .xlsx', async () => {
    const rows: SheetCell[][] = [[items.spare.itemNumber, 'Dallas', 5, 11]];
    const xls = await upload(importWorkbook(rows, { bookType: 'xls' }), { fileName: 'offers.xls', contentType: XLS_TYPE });
    expect(xls.statusCode).toBe(200);
    expect(xls.json<ImportResult>().validOffersMap['DAL'][0]).toMatchObject({ itemNumber: items.spare.itemNumber, offerQuantity: 5, offerPrice: 11 });
    const octet = await upload(importWorkbook(rows), { fileName: 'offers.XLSX', contentType: 'application/octet-stream' });
    expect(octet.statusCode).toBe(200);
    // Header cells in any order, any case, with stray spaces.
    const shuffled = await upload(
      importWorkbook([[11, 5, 'DAL', items.spare.itemNumber]], { header: [' new offer PRICE', 'New  Offer Quantity', 'WAREHOUSE', 'item #'] }),
    );
    expect(shuffled.statusCode).toBe(200);
    expect(shuffled.json<ImportResult>().validOffersMap['DAL']).toHaveLength(1);
    // A sheet named __proto__ is just a sheet.
    const workbook = XLSX.read(importWorkbook(rows), { type: 'buffer' });
    workbook.Sheets['constructor'] = workbook.Sheets[workbook.SheetNames[0]];
    workbook.SheetNames = ['constructor'];
    const renamed = await upload(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(renamed.statusCode).toBe(200);
    const proto = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(proto, XLSX.utils.aoa_to_sheet([['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price'], ...rows]), '__proto__');
    const protoSheet = await upload(XLSX.write(proto, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(protoSheet.statusCode).toBe(200);
    expect(protoSheet.json<ImportResult>().validOffersMap['DAL']).toHaveLength(1);
  });

  it('keeps one pending import per buyer: a new upload replaces it, rows can be dropped, cancel forgets it', async () => {
    await upload(importWorkbook(mixedSheet()));
    const replaced = await upload(
      importWorkbook([
        [items.spare.itemNumber, 'DAL', 5, 11],
        [items.ok.itemNumber, 'MIA', 1, 99],
        [items.ok.itemNumber, 'MIA', 2, 98],
        [items.inCart.itemNumber, 'MIA', 1, 10],
      ]),
      { fileName: 'second.xlsx' },
    );
    expect(replaced.statusCode).toBe(200);
    const stored = await snapshot();
    expect(stored.pending[0].fileName).toBe('second.xlsx');
    expect(await storedReview(stored.pending[0])).toHaveLength(4);

    // The key names a row to apply and its duplicate: the row to apply goes first, then the duplicate.
    const first = await deleteRow(`${items.ok.itemNumber}~MIA`);
    expect(first.statusCode).toBe(200);
    expect(first.json<ImportResult>().validOffersMap['MIA']).toBeUndefined();
    expect(first.json<ImportResult>().invalidOffers.map((row) => row.reason)).toEqual([ImportRowReason.DUPLICATE_ROW]);
    const second = await deleteRow(`${items.ok.itemNumber}~MIA`);
    expect(second.json<ImportResult>().invalidOffers).toEqual([]);
    expectRefused(await deleteRow(`${items.ok.itemNumber}~MIA`), 404, 'NOT_FOUND');
    const conflict = await deleteRow(`${items.inCart.itemNumber}~MIA`);
    expect(conflict.json<ImportResult>()).toMatchObject({ conflictOffers: [], fileName: 'second.xlsx' });
    // The review as it stands can be read again (a reload of the Review Import screen).
    const reread = await call('GET', 'stocklist/offer/bulk-offer-import');
    expect(reread.statusCode).toBe(200);
    expect(reread.json<ImportResult>()).toEqual(conflict.json<ImportResult>());
    expect((await call('DELETE', 'stocklist/offer/bulk-offer-import/%%%')).statusCode).toBe(400);

    // Another buyer neither sees nor changes this import.
    const other = await insertUser(db(), 'acme', { authorities: ['CAN_BUY_ONLINE'] });
    expectRefused(await deleteRow(`${items.spare.itemNumber}~DAL`, other.email), 404, OfferMessageCode.IMPORT_NOTHING_PENDING);
    expectRefused(await call('GET', 'stocklist/offer/bulk-offer-import', other.email), 404, OfferMessageCode.IMPORT_NOTHING_PENDING);
    expect((await call('POST', 'stocklist/offer/bulk-offer-import/cancel', other.email)).statusCode).toBe(204);
    expect(await storedReview((await snapshot()).pending[0])).toHaveLength(1);

    expect((await call('POST', 'stocklist/offer/bulk-offer-import/cancel')).statusCode).toBe(204);
    expect((await snapshot()).pending).toEqual([]);
    expectRefused(await call('GET', 'stocklist/offer/bulk-offer-import'), 404, OfferMessageCode.IMPORT_NOTHING_PENDING);
    expect((await call('POST', 'stocklist/offer/bulk-offer-import/cancel')).statusCode).toBe(204);
    expectRefused(await deleteRow(`${items.spare.itemNumber}~DAL`), 404, OfferMessageCode.IMPORT_NOTHING_PENDING);
    expectRefused(await call('POST', 'stocklist/offer/bulk-offer-import/accept'), 422, OfferMessageCode.IMPORT_NOTHING_PENDING);
  });

  it('shows partner stock only to resellers', async () => {
    const other = await insertUser(db(), 'acme', { authorities: ['CAN_BUY_ONLINE'] });
    const response = await upload(
      importWorkbook([
        [partnerNumber, 'GMT-LON', 2, 25],
        [partnerNumber, 'London (GMT)', 2, 25],
        [items.spare.itemNumber, 'DAL', 1, 12],
      ]),
      { email: other.email },
    );
    expect(response.statusCode).toBe(200);
    const result = response.json<ImportResult>();
    expect(result.invalidOffers.map((row) => row.reason)).toEqual([ImportRowReason.UNKNOWN_WAREHOUSE, ImportRowReason.UNKNOWN_WAREHOUSE]);
    expect(result.validOffersMap['DAL'][0].comments).toBe('Buy at list price');
    // The reseller's own review was not touched by the other buyer's upload.
    expect((await snapshot(other.id)).pending).toHaveLength(1);
  });

  it('accepts: creates and overwrites cart entries in one go, ignores invalid rows, forgets the import', async () => {
    const before = await snapshot();
    const response = await upload(
      importWorkbook([
        [items.ok.itemNumber, 'MIA', 3, 90.5],
        [items.noOffersAtList.itemNumber, 'RNO', 2, 50],
        [items.inCart.itemNumber, 'MIA', 4, 70],
        ['NOPE-404', 'MIA', 1, 10],
        [items.outOfStock.itemNumber, 'MIA', 1, 10],
      ]),
    );
    expect(response.statusCode).toBe(200);
    const accepted = await call('POST', 'stocklist/offer/bulk-offer-import/accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ created: 2, overwritten: 1 });

    const after = await snapshot();
    expect(after.pending).toEqual([]);
    expect(after.cart).toHaveLength(before.cart.length + 2);
    const entryOf = (itemId: string) => after.cart.find((entry) => entry.itemId === itemId);
    expect(entryOf(items.ok.id)).toMatchObject({ offerQuantity: 3, offerPrice: '90.50' });
    expect(entryOf(items.noOffersAtList.id)).toMatchObject({ status: OfferStatus.BUY_AT_LIST, state: OfferState.READY_TO_CHECKOUT, offerQuantity: 2 });
    expect(entryOf(items.inCart.id)).toMatchObject({ offerQuantity: 4, offerPrice: '70.00' });
    expect(entryOf(items.outOfStock.id)).toBeUndefined();

    const cart = await call('GET', 'stocklist/offers');
    expect(cart.statusCode).toBe(200);
    const keys = cart.json<{ itemNumberWarehouse: string; stocklistOffer: { offerQuantity: number } }[]>().map((entry) => entry.itemNumberWarehouse);
    expect(keys).toEqual(expect.arrayContaining([`${items.ok.itemNumber}~MIA`, `${items.noOffersAtList.itemNumber}~RNO`, `${items.inCart.itemNumber}~MIA`]));

    expectRefused(await call('POST', 'stocklist/offer/bulk-offer-import/accept'), 422, OfferMessageCode.IMPORT_NOTHING_PENDING);
  });

  it('applies an import once when it is accepted twice at the same time', async () => {
    expect((await upload(importWorkbook([[items.spare.itemNumber, 'DAL', 5, 11]]))).statusCode).toBe(200);
    const cartBefore = (await snapshot()).cart.length;
    const [first, second] = await Promise.all([
      call('POST', 'stocklist/offer/bulk-offer-import/accept'),
      call('POST', 'stocklist/offer/bulk-offer-import/accept'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    expect([first, second].find((response) => response.statusCode === 200)?.json()).toEqual({ created: 1, overwritten: 0 });
    const after = await snapshot();
    expect(after.cart).toHaveLength(cartBefore + 1);
    expect(after.pending).toEqual([]);
  });

  it('makes the stock export a template: fill in the two offer columns and import it', async () => {
    const exported = await testApp.app.inject({
      method: 'POST',
      url: `${API}/stocklist/export`,
      headers: { host: ACME_HOST, authorization: `Bearer ${await tokenOf(BUYER)}` },
      payload: { includeOutOfStock: false, filters: { warehouse: ['MIA'] } },
    });
    expect(exported.statusCode).toBe(200);
    const workbook = XLSX.read(exported.rawPayload, { type: 'buffer' });
    const sheet = workbook.Sheets[workbook.SheetNames[0]];
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1 });
    const header = rows[0].map(String);
    expect(header).toEqual(expect.arrayContaining(['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price']));
    const quantityColumn = header.indexOf('New Offer Quantity');
    const priceColumn = header.indexOf('New Offer Price');
    const listPriceColumn = header.indexOf('List Price');
    // Two filled rows: one at list price, one an offer below it; the rest stay empty and are skipped.
    for (const [rowIndex, price] of [
      [1, Number(rows[1][listPriceColumn])],
      [2, 1],
    ] as const) {
      sheet[XLSX.utils.encode_cell({ r: rowIndex, c: quantityColumn })] = { t: 'n', v: 1 };
      sheet[XLSX.utils.encode_cell({ r: rowIndex, c: priceColumn })] = { t: 'n', v: price };
    }
    const filled = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await call('POST', 'stocklist/offer/bulk-offer-import/cancel');
    const response = await upload(filled, { fileName: 'acme-stock-list.xlsx' });
    expect(response.statusCode).toBe(200);
    const result = response.json<ImportResult>();
    expect(result.invalidOffers).toEqual([]);
    const reviewed = [...result.conflictOffers, ...(result.validOffersMap['MIA'] ?? [])];
    expect(reviewed.map((row) => row.rowNumber).sort()).toEqual([2, 3]);
    expect(reviewed.find((row) => row.rowNumber === 2)?.comments).toContain('Buy at list price');
    await call('POST', 'stocklist/offer/bulk-offer-import/cancel');
  });

  describe('hostile and broken uploads get a clear error and change nothing', () => {
    let before: Awaited<ReturnType<typeof snapshot>>;
    beforeAll(async () => {
      expect((await upload(importWorkbook([[items.spare.itemNumber, 'DAL', 5, 11]]), { fileName: 'kept.xlsx' })).statusCode).toBe(200);
      before = await snapshot();
      expect(before.pending).toHaveLength(1);
    });
    afterEach(async () => {
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a text file renamed .xlsx, other names and content types (415)', async () => {
      expectRefused(await upload('Item #,Warehouse\nA,MIA\n', { fileName: 'offers.xlsx' }), 415, 'UNSUPPORTED_MEDIA_TYPE', 'does not match its name');
      expectRefused(await upload(importWorkbook([[1, 'MIA', 1, 1]]), { fileName: 'offers.xls', contentType: XLS_TYPE }), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expectRefused(
        await upload(importWorkbook([[1, 'MIA', 1, 1]]), { fileName: 'offers.csv', contentType: 'application/octet-stream' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'offers.csv',
      );
      expectRefused(await upload('{"a":1}', { contentType: 'application/json' }), 415, 'UNSUPPORTED_MEDIA_TYPE', 'application/json');
      expectRefused(await upload('hello', { contentType: 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('refuses empty, damaged and unnamed uploads (400)', async () => {
      expectRefused(await upload(Buffer.alloc(0)), 400, OfferMessageCode.IMPORT_INVALID_FILE, IMPORT_NO_FILE_MESSAGE);
      expectRefused(await upload(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(500, 7)])), 400, OfferMessageCode.IMPORT_INVALID_FILE, 'damaged');
      const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2000, 1)]);
      expectRefused(await upload(cfb, { fileName: 'old.xls', contentType: XLS_TYPE }), 400, OfferMessageCode.IMPORT_INVALID_FILE, 'could not be read');
      const notAWorkbook = zipOf([{ name: 'word/document.xml', data: Buffer.from('<w:document/>'), method: 0, declaredSize: 13 }]);
      expectRefused(await upload(notAWorkbook, { fileName: 'letter.xlsx' }), 400, OfferMessageCode.IMPORT_INVALID_FILE, 'could not be read');
      const truncated = importWorkbook([[items.spare.itemNumber, 'DAL', 5, 11]]);
      expectRefused(await upload(truncated.subarray(0, truncated.length - 40)), 400, OfferMessageCode.IMPORT_INVALID_FILE);
      expect((await upload(importWorkbook([[1, 'MIA', 1, 1]]), { fileName: null })).statusCode).toBe(400);
      expectRefused(await upload(importWorkbook([[1, 'MIA', 1, 1]]), { rawFileNameHeader: '%E0%A4%A.xlsx' }), 400, OfferMessageCode.IMPORT_INVALID_FILE);
    });

    it('refuses zip bombs before unpacking them', async () => {
      for (const bomb of zipBombs()) {
        const response = await upload(bomb.file, { fileName: `${bomb.name}.xlsx` });
        expectRefused(response, 400, OfferMessageCode.IMPORT_INVALID_FILE, 'cannot be imported');
      }
      // A stored entry that claims a size it does not have.
      expectRefused(
        await upload(zipOf([{ name: 'a.xml', data: Buffer.from('abc'), method: 0, declaredSize: 3_000_000 }])),
        400,
        OfferMessageCode.IMPORT_INVALID_FILE,
      );
    });

    it('refuses 50 MB at once, without reading it (413)', async () => {
      const huge = Buffer.alloc(50 * 1024 * 1024, 1);
      huge.write('PK\u0003\u0004', 0, 'latin1');
      const response = await upload(huge);
      expectRefused(response, 413, 'PAYLOAD_TOO_LARGE', '5 MB');
      expect(response.headers['connection']).toBe('close');
      // Just above the limit, too.
      expectRefused(await upload(Buffer.alloc(IMPORT_MAX_BYTES + 1, 1)), 413, 'PAYLOAD_TOO_LARGE');
    });

    it('refuses unknown, missing and repeated columns, naming them (422)', async () => {
      const proto = await upload(
        importWorkbook([[items.spare.itemNumber, 'DAL', 5, 11, 'x']], {
          header: ['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price', '__proto__'],
        }),
      );
      expectRefused(proto, 422, OfferMessageCode.IMPORT_INVALID_FILE, "Unknown column '__proto__'");
      expect(proto.json().message).toContain("'Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price'");
      expectRefused(
        await upload(importWorkbook([[1, 'x']], { header: ['constructor', 'Item #'] })),
        422,
        OfferMessageCode.IMPORT_INVALID_FILE,
        "Unknown column 'constructor'",
      );
      expectRefused(
        await upload(importWorkbook([[1, 'MIA', 1]], { header: ['Item #', 'Warehouse', 'New Offer Quantity'] })),
        422,
        OfferMessageCode.IMPORT_INVALID_FILE,
        "Missing column 'New Offer Price'",
      );
      expectRefused(
        await upload(importWorkbook([[1, 'MIA', 1, 1, 2]], { header: [...['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price'], 'item #'] })),
        422,
        OfferMessageCode.IMPORT_INVALID_FILE,
        'more than once',
      );
    });

    it('refuses formulas in the header, empty sheets, sheets without requests and too many rows (422)', async () => {
      const formulaHeader = importWorkbook([[{ formula: '"Item #"', value: 'Item #' }, 'MIA', 1, 1]], {
        header: ['x', 'Warehouse', 'New Offer Quantity', 'New Offer Price'],
      });
      // Row 2 carries the formula; move it to the header by building the header row itself as a formula.
      const workbook = XLSX.read(formulaHeader, { type: 'buffer' });
      const sheet = workbook.Sheets[workbook.SheetNames[0]];
      sheet['A1'] = { t: 's', v: 'Item #', f: '"Item #"' };
      delete sheet['A2'];
      expectRefused(await upload(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer), 422, OfferMessageCode.IMPORT_INVALID_FILE, 'formulas');

      expectRefused(await upload(emptyWorkbook()), 422, OfferMessageCode.IMPORT_INVALID_FILE, 'The sheet is empty');
      expectRefused(await upload(importWorkbook([])), 422, OfferMessageCode.IMPORT_INVALID_FILE, IMPORT_EMPTY_MESSAGE);
      expectRefused(
        await upload(
          importWorkbook([
            [null, null, null, null],
            [items.ok.itemNumber, 'MIA', null, null],
          ]),
        ),
        422,
        OfferMessageCode.IMPORT_INVALID_FILE,
        IMPORT_EMPTY_MESSAGE,
      );

      const tooMany = importWorkbook(Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => [`N-${index}`, 'MIA', 1, 1]));
      expectRefused(await upload(tooMany), 422, OfferMessageCode.IMPORT_INVALID_FILE, `more than ${IMPORT_MAX_ROWS} rows`);
    });

    it('needs a signed-in buyer with CAN_BUY_ONLINE', async () => {
      expectRefused(await upload(importWorkbook([[items.spare.itemNumber, 'DAL', 5, 11]]), { email: 'limited@demo.test' }), 403, 'FORBIDDEN');
      expectRefused(await call('POST', 'stocklist/offer/bulk-offer-import/accept', 'limited@demo.test'), 403, 'FORBIDDEN');
      expectRefused(await call('POST', 'stocklist/offer/bulk-offer-import/cancel', 'limited@demo.test'), 403, 'FORBIDDEN');
      expectRefused(await deleteRow(`${items.spare.itemNumber}~DAL`, 'limited@demo.test'), 403, 'FORBIDDEN');
      const anonymous = await testApp.app.inject({
        method: 'POST',
        url: `${API}/stocklist/offer/bulk-offer-import`,
        headers: { host: ACME_HOST, 'content-type': XLSX_TYPE, 'file-name': 'a.xlsx' },
        payload: Buffer.alloc(10),
      });
      expectRefused(anonymous, 401, 'UNAUTHORIZED');
    });
  });
});
