import { aStockItem } from '@bp/api-contract/testing';
import { chunksOf, isReady, lineProblem, orderLinesText, parsePastedLine, parsePastedLines, rowsOf, type QuickOrderRow } from './quick-order-rules';

const plain = (quantity: number) => String(quantity);

describe('parsePastedLine', () => {
  it.each([
    ['IPH13-128-A MIA 20', { text: 'IPH13-128-A MIA', quantity: 20 }],
    ['iPhone 13 128GB A Miami, 5', { text: 'iPhone 13 128GB A Miami', quantity: 5 }],
    ['IPH13-128-A~MIA\t12', { text: 'IPH13-128-A~MIA', quantity: 12 }],
    ['  Galaxy S21 B Dallas ; 3 ', { text: 'Galaxy S21 B Dallas', quantity: 3 }],
    ['Pixel 7 grade A', { text: 'Pixel 7 grade A', quantity: null }],
    ['Pixel grade A 0', { text: 'Pixel grade A', quantity: null }],
    ['"Pixel 7"', { text: 'Pixel 7', quantity: null }],
    ['"Pixel 7", 3', { text: 'Pixel 7', quantity: 3 }],
    ['"Pixel 7" B 3', { text: '"Pixel 7" B', quantity: 3 }],
  ])('%s', (line, expected) => {
    expect(parsePastedLine(line)).toEqual(expected);
  });

  it('drops blank lines and reads spreadsheet rows', () => {
    expect(parsePastedLines('A MIA 1\r\n\n  \nB\tLAX\t2\n')).toEqual([
      { text: 'A MIA', quantity: 1 },
      { text: 'B LAX', quantity: 2 },
    ]);
  });
});

it('splits lines into calls of the contract maximum', () => {
  expect(chunksOf(Array.from({ length: 450 }, (_, index) => index)).map((chunk) => chunk.length)).toEqual([200, 200, 50]);
});

it("writes an order's lines as paste lines, without lines of nothing ordered", () => {
  expect(
    orderLinesText([
      { itemNumberWarehouse: 'A~MIA', orderedQuantity: 4 },
      { itemNumberWarehouse: 'B~MIA', orderedQuantity: 0 },
    ]),
  ).toBe('A~MIA 4');
});

describe('lineProblem', () => {
  const row = (quantity: string, overrides: Partial<Parameters<typeof aStockItem>[0]> = {}): QuickOrderRow =>
    rowsOf([{ lineNumber: 1, text: 'x', quantity: null, outcome: 'MATCHED', candidates: [aStockItem(overrides)], matchCount: 1 }], 0).map((made) => ({
      ...made,
      quantity,
    }))[0];

  it('applies the buy rules in order', () => {
    expect(lineProblem(row(''), plain)?.message).toBe('Enter a quantity');
    expect(lineProblem(row('5', { quantityAvailable: 0 }), plain)?.message).toBe('Out of stock');
    expect(lineProblem(row('7', { incrementSize: 5 }), plain)).toEqual({ message: 'Sold in multiples of {{n}}', params: { n: 5 } });
    expect(lineProblem(row('12', { quantityAvailable: 10 }), plain)).toEqual({ message: 'More than available ({{available}})', params: { available: '10' } });
    expect(lineProblem(row('10', { incrementSize: 5 }), plain)).toBeNull();
    expect(isReady(row('10', { incrementSize: 5 }), plain)).toBe(true);
  });

  it('asks for a choice on an ambiguous line', () => {
    const [ambiguous] = rowsOf([{ lineNumber: 3, text: 'x', quantity: 2, outcome: 'AMBIGUOUS', candidates: [aStockItem()], matchCount: 9 }], 200);
    expect(ambiguous.lineNumber).toBe(203);
    expect(lineProblem(ambiguous, plain)?.message).toBe('Choose an item');
    expect(isReady({ ...ambiguous, chosen: ambiguous.candidates[0].itemNumberWarehouse }, plain)).toBe(true);
  });
});
