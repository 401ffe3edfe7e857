import * as XLSX from 'xlsx';
import {
  Authority,
  IMPORT_FILE_NAME_HEADER,
  type QuickOrderMatchResponse,
  type QuickOrderSheetResponse,
  type StockItem,
  type StockList,
} from '@bp/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { offerKit, type Buyer, TEST_RATE_LIMIT } from '../offers/offer-test-kit';

// Quick order's matching (POST stocklist/quick-order/match) against the demo catalogue, on PGlite
// and PostgreSQL: item numbers (with or without the warehouse), words with a grade and a
// warehouse, ambiguous words with their cheapest in-stock candidates, unknown lines; only for a
// buyer who may buy online.

describe('quick order matching', () => {
  let testApp: TestApp;
  const kit = offerKit(() => testApp);
  let buyer: Buyer;
  let items: StockItem[];

  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: TEST_RATE_LIMIT });
    buyer = await kit.newBuyer();
    items = (await buyer.call('GET', 'stocklist/stocks')).json<StockList>().groups.flatMap((group) => group.items);
  });
  afterAll(() => testApp?.close());

  const match = async (lines: { text: string; quantity: number | null }[]) => {
    const response = await buyer.call('POST', 'stocklist/quick-order/match', { lines });
    expect(response.statusCode).toBe(200);
    return response.json<QuickOrderMatchResponse>().lines;
  };

  it('matches an item number alone, with its warehouse, and as its key; names the lines it cannot match', async () => {
    const item = items.find((candidate) => items.filter((other) => other.itemNumber === candidate.itemNumber).length === 1) as StockItem;
    const lines = await match([
      { text: item.itemNumber, quantity: 3 },
      { text: `${item.itemNumber.toLowerCase()} ${item.warehouse}`, quantity: 4 },
      { text: item.itemNumberWarehouse, quantity: null },
      { text: 'NO-SUCH-ITEM 5', quantity: 5 },
      { text: 'z', quantity: 1 },
    ]);
    expect(lines.map((line) => [line.lineNumber, line.outcome, line.candidates.map((candidate) => candidate.itemNumberWarehouse), line.quantity])).toEqual([
      [1, 'MATCHED', [item.itemNumberWarehouse], 3],
      [2, 'MATCHED', [item.itemNumberWarehouse], 4],
      [3, 'MATCHED', [item.itemNumberWarehouse], null],
      [4, 'NOT_FOUND', [], 5],
      [5, 'NOT_FOUND', [], 1],
    ]);
  });

  it('matches words: a grade or warehouse word must equal the item’s, and several matches are ambiguous, in stock and cheapest first', async () => {
    const model = items.find((item) => item.attributes['model'])?.attributes['model'] as string;
    const sameModel = items.filter((item) => item.attributes['model'] === model);
    const [line] = await match([{ text: model, quantity: 2 }]);
    expect(line.matchCount).toBeGreaterThanOrEqual(sameModel.length);
    if (line.matchCount > 1) {
      expect(line.outcome).toBe('AMBIGUOUS');
      expect(line.candidates.length).toBeLessThanOrEqual(5);
      const prices = line.candidates.filter((candidate) => candidate.quantityAvailable > 0).map((candidate) => candidate.listPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    const target = sameModel[0];
    const [narrowed] = await match([{ text: `${model} ${target.grade} ${target.warehouse}`, quantity: 1 }]);
    expect(narrowed.candidates.length).toBeGreaterThan(0);
    for (const candidate of narrowed.candidates) expect([candidate.grade, candidate.warehouse]).toEqual([target.grade, target.warehouse]);
  });

  it('refuses bad bodies and a buyer who may not buy online', async () => {
    for (const body of [
      { lines: [] },
      { lines: [{ text: '', quantity: 1 }] },
      { lines: [{ text: 'x', quantity: 0 }] },
      { lines: Array(201).fill({ text: 'x', quantity: 1 }) },
    ]) {
      expect((await buyer.call('POST', 'stocklist/quick-order/match', body)).statusCode).toBe(400);
    }
    const viewer = await kit.newBuyer({ authorities: [Authority.VIEW_RETURNS] });
    expect((await viewer.call('POST', 'stocklist/quick-order/match', { lines: [{ text: 'x', quantity: 1 }] })).statusCode).toBe(403);
  });

  const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const workbookOf = (rows: unknown[][]) => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'List');
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  };
  const upload = (who: Buyer, body: Buffer | string, contentType = XLSX_TYPE) =>
    who.call('POST', 'stocklist/quick-order/sheet', body, { 'content-type': contentType, [IMPORT_FILE_NAME_HEADER]: 'list.xlsx' });

  it('reads an uploaded Excel list into lines, with or without a header row', async () => {
    const withHeader = await upload(
      buyer,
      workbookOf([['Model', 'Grade', 'Warehouse', 'Qty', 'Note'], ['iPhone 13 128GB', 'A', 'MIA', 5, 'for Bob'], [], ['Pixel 7', 'B', 'DAL', 'two', '']]),
    );
    expect(withHeader.statusCode).toBe(200);
    expect(withHeader.json<QuickOrderSheetResponse>().lines).toEqual([
      { text: 'iPhone 13 128GB A MIA', quantity: 5 },
      { text: 'Pixel 7 B DAL', quantity: null },
    ]);
    const item = items[0];
    const headerless = await upload(buyer, workbookOf([[item.itemNumber, item.warehouse, 3], ['Galaxy S22', 'C'], ['  ']]));
    expect(headerless.json<QuickOrderSheetResponse>().lines).toEqual([
      { text: `${item.itemNumber} ${item.warehouse}`, quantity: 3 },
      { text: 'Galaxy S22 C', quantity: null },
    ]);
  });

  it('refuses an empty list, a file that is no workbook, another type, and a buyer who may not buy online', async () => {
    expect((await upload(buyer, workbookOf([[]]))).statusCode).toBe(422);
    expect((await upload(buyer, Buffer.from('not a workbook at all'))).statusCode).toBe(415);
    expect((await upload(buyer, 'a,b', 'text/csv')).statusCode).toBe(415);
    const viewer = await kit.newBuyer({ authorities: [Authority.VIEW_RETURNS] });
    expect((await upload(viewer, workbookOf([['x', 1]]))).statusCode).toBe(403);
  });
});
