import * as XLSX from 'xlsx';
import { ImportRowReason } from '@bp/api-contract';
import { parsePriceCents, parseQuantity, reviewRows, type ImportCandidate, type ImportLookup } from '../../src/offers/import/row-validation';
import { readImportRows } from '../../src/offers/import/sheet-reader';
import { assertSafeZip, UnsafeZipError } from '../../src/files/zip-guard';
import { EXPORT_INFORMATION_COLUMNS } from '../../src/stock/export-columns';
import { importWorkbook, zipOf } from './import-builders';

// The import's pure rules, without a server: money and quantity parsing, the archive check, the
// sheet reader's row numbering and the per-row decisions at their edges.

describe('import money and quantities', () => {
  it('reads prices into whole cents without float arithmetic', () => {
    expect(parsePriceCents(19.99, 2)).toEqual({ cents: 1999 });
    expect(parsePriceCents('19.99', 2)).toEqual({ cents: 1999 });
    expect(parsePriceCents(' 12.500 ', 2)).toEqual({ cents: 1250 });
    expect(parsePriceCents(0.1 + 0.2, 2)).toEqual({ reason: ImportRowReason.PRICE_PRECISION });
    expect(parsePriceCents(10.123, 2)).toEqual({ reason: ImportRowReason.PRICE_PRECISION });
    expect(parsePriceCents(1e-7, 2)).toEqual({ reason: ImportRowReason.PRICE_PRECISION });
    expect(parsePriceCents('12.5', 0)).toEqual({ reason: ImportRowReason.PRICE_PRECISION });
    expect(parsePriceCents('12.0', 0)).toEqual({ cents: 1200 });
    for (const bad of [0, '0.00', -5, 'abc', '12,50', '$12', '1234567890123', null])
      expect(parsePriceCents(bad, 2)).toEqual({ reason: ImportRowReason.INVALID_PRICE });
  });

  it('takes whole quantities above zero only', () => {
    expect(parseQuantity(3)).toBe(3);
    expect(parseQuantity(' 4 ')).toBe(4);
    for (const bad of [2.5, 0, -1, '1e3', '2.0', 'ten', null, Number.MAX_SAFE_INTEGER + 2]) expect(parseQuantity(bad)).toBeNull();
  });
});

describe('zip check', () => {
  it('lets a real workbook through', () => {
    expect(() => assertSafeZip(importWorkbook([['A', 'MIA', 1, 1]]))).not.toThrow();
  });

  it('refuses encrypted entries, unknown methods and local headers that disagree with the directory', () => {
    const good = zipOf([{ name: 'a.xml', data: Buffer.from('hello'), method: 0, declaredSize: 5 }]);
    const encrypted = Buffer.from(good);
    encrypted.writeUInt16LE(1, 6); // local flags: encrypted
    expect(() => assertSafeZip(encrypted)).toThrow(UnsafeZipError);
    const otherMethod = zipOf([{ name: 'a.xml', data: Buffer.from('hello'), method: 0, declaredSize: 5 }]);
    otherMethod.writeUInt16LE(8, 8); // local method deflate, directory says stored
    expect(() => assertSafeZip(otherMethod)).toThrow(/damaged/);
    const centralOffset = good.length - 22 - 46 - 'a.xml'.length;
    const bzip = Buffer.from(good);
    bzip.writeUInt16LE(12, centralOffset + 10);
    bzip.writeUInt16LE(12, 8);
    expect(() => assertSafeZip(bzip)).toThrow(/compression method/);
    expect(() => assertSafeZip(Buffer.from('PK\u0003\u0004 not really a zip'))).toThrow(UnsafeZipError);
  });
});

describe('sheet reader', () => {
  it('numbers rows as the sheet does, with blank rows above the header and the export columns ignored', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      [],
      [],
      [...EXPORT_INFORMATION_COLUMNS.slice(0, 2), 'Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price'],
      ['Phones', 'x', 'A-1', 'MIA', 2, 10],
      [],
      ['Phones', 'y', 'A-2', 'MIA', '', ''],
    ]);
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'S');
    const rows = readImportRows(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer, 'xlsx');
    expect(rows).toEqual([{ rowNumber: 4, itemNumber: 'A-1', warehouse: 'MIA', quantity: 2, price: 10, hasFormula: false, hasNulCharacter: false }]);
  });
});

describe('row decisions', () => {
  const candidate = (overrides: Partial<ImportCandidate> = {}): ImportCandidate => ({
    itemId: 'item-1',
    itemNumber: 'A-1',
    warehouseCode: 'MIA',
    description: 'Phone',
    groupName: 'Phones',
    groupItemName: 'Phone 128GB',
    listPriceCents: 10000,
    quantityAvailable: 12,
    incrementSize: 5,
    acceptsOffers: true,
    pxnsParticipantId: null,
    ...overrides,
  });
  const lookupOf = (item: ImportCandidate): ImportLookup => ({
    warehousesByName: new Map([
      ['MIA', [{ code: 'MIA', label: 'Miami' }]],
      ['miami', [{ code: 'MIA', label: 'Miami' }]],
    ]),
    itemsByKey: new Map([[`${item.itemNumber}~${item.warehouseCode}`, item]]),
    knownItemNumbers: new Set([item.itemNumber]),
    cartByItemId: new Map(),
    priceDecimals: 2,
  });
  const row = (quantity: number | string, price: number | string) => ({
    rowNumber: 2,
    itemNumber: 'A-1',
    warehouse: 'Miami',
    quantity,
    price,
    hasFormula: false,
    hasNulCharacter: false,
  });

  it('rounds down to the increment (at least one) and caps at the available stock', () => {
    expect(reviewRows([row(3, 50)], lookupOf(candidate()))[0].apply).toEqual({ offerQuantity: 5, offerPrice: '50.00' });
    const capped = reviewRows([row(40, 50)], lookupOf(candidate()))[0];
    expect(capped.apply).toEqual({ offerQuantity: 10, offerPrice: '50.00' });
    expect(capped.row.comments).toBe('Quantity reduced to match available stock');
  });

  it('buys at list at or above the list price, even where offers are not accepted', () => {
    const atList = reviewRows([row(5, 100)], lookupOf(candidate({ acceptsOffers: false })))[0];
    expect(atList).toMatchObject({
      section: 'valid',
      apply: { offerQuantity: 5, offerPrice: '100.00' },
      row: { comments: 'Buy at list price', offerPrice: 100 },
    });
    const above = reviewRows([row(5, '250')], lookupOf(candidate()))[0];
    expect(above.apply?.offerPrice).toBe('100.00');
    const below = reviewRows([row(5, 99.99)], lookupOf(candidate({ acceptsOffers: false })))[0];
    expect(below).toMatchObject({ section: 'invalid', apply: null, row: { reason: ImportRowReason.OFFERS_NOT_ACCEPTED } });
  });
});
