import { parsePastedLines } from './quick-order-rules';
import { csvRecords, linesText, listFileKind, listFileProblem, listFileText, textFileLines } from './quick-order-file';

describe('listFileProblem', () => {
  it.each([
    ['list.xlsx', 10, null],
    ['LIST.XLS', 10, null],
    ['list.csv', 10, null],
    ['list.txt', 10, null],
    ['list.pdf', 10, 'wrongFileType'],
    ['list', 10, 'wrongFileType'],
    ['list.csv', 5 * 1024 * 1024 + 1, 'fileTooLarge'],
  ])('%s of %d bytes: %s', (name, size, problem) => {
    expect(listFileProblem({ name, size })).toBe(problem);
  });

  it('tells the lists the browser reads from the ones the API reads', () => {
    expect(listFileKind('a.CSV')).toBe('text');
    expect(listFileKind('a.txt')).toBe('text');
    expect(listFileKind('a.xlsx')).toBe('sheet');
    expect(listFileKind('a.xls')).toBe('sheet');
  });
});

describe('csvRecords', () => {
  it('takes the quotes off, keeping quoted delimiters, doubled quotes and line breaks', () => {
    expect(csvRecords('"iPhone 13, 128GB","A ""mint""",5\r\nPixel 7,B,"2\n"\n')).toEqual([
      ['iPhone 13, 128GB', 'A "mint"', '5'],
      ['Pixel 7', 'B', '2\n'],
    ]);
  });

  it('reads semicolon and tab separated files, and a quote inside a cell as a character', () => {
    expect(csvRecords('\uFEFFIPH13;MIA;3\nS21 12";DAL;4')).toEqual([
      ['IPH13', 'MIA', '3'],
      ['S21 12"', 'DAL', '4'],
    ]);
    expect(csvRecords('IPH13\tMIA\t3')).toEqual([['IPH13', 'MIA', '3']]);
  });
});

describe('textFileLines', () => {
  it('skips a header row and reads each record as a line', () => {
    expect(textFileLines('Item,Quantity\nIPH13-128-A MIA,20\n\n"iPhone 13 128GB",A,Miami,5\n')).toEqual([
      { text: 'IPH13-128-A MIA', quantity: 20 },
      { text: 'iPhone 13 128GB A Miami', quantity: 5 },
    ]);
    expect(textFileLines('Model;Grade;Warehouse;Qty\nPixel 7;B;Dallas;2')).toEqual([{ text: 'Pixel 7 B Dallas', quantity: 2 }]);
  });

  it('keeps a first row with a quantity, or without a header word', () => {
    expect(textFileLines('iPhone 13 model A,5\nPixel 7,2')).toHaveLength(2);
    expect(textFileLines('Galaxy S21,Dallas\nPixel 7,2')).toEqual([
      { text: 'Galaxy S21 Dallas', quantity: null },
      { text: 'Pixel 7', quantity: 2 },
    ]);
  });

  it('reads a text file of pasted lines', () => {
    expect(textFileLines('IPH13-128-A MIA 20\r\niPhone 13 128GB A Miami, 5\r\nB\tLAX\t2')).toEqual([
      { text: 'IPH13-128-A MIA', quantity: 20 },
      { text: 'iPhone 13 128GB A Miami', quantity: 5 },
      { text: 'B LAX', quantity: 2 },
    ]);
  });
});

it('writes lines for the paste box, the quantity after the text when there is one', () => {
  expect(
    linesText([
      { text: 'IPH13 MIA', quantity: 20 },
      { text: 'Pixel 7 B', quantity: null },
    ]),
  ).toBe('IPH13 MIA 20\nPixel 7 B');
});

it('quotes a text-only line that ends in a number, so matching the paste box again reads it the same', () => {
  const lines = [
    { text: 'Pixel 7', quantity: null },
    { text: 'Galaxy S10 0', quantity: null },
    { text: 'Pixel 7', quantity: 2 },
    { text: 'Pixel 7 B', quantity: null },
  ];
  expect(linesText(lines)).toBe('"Pixel 7"\n"Galaxy S10 0"\nPixel 7 2\nPixel 7 B');
  expect(parsePastedLines(linesText(lines))).toEqual(lines);
});

describe('listFileText', () => {
  it('reads UTF-8, without its byte order mark', () => {
    expect(listFileText(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Señor Ø,2', 'utf8')]))).toBe('Señor Ø,2');
  });

  it('reads a file that is not UTF-8 as Windows-1252, as Excel writes CSV on Windows', () => {
    expect(listFileText(new Uint8Array([0x53, 0x65, 0xf1, 0x6f, 0x72, 0x20, 0xd8, 0x2c, 0x32]))).toBe('Señor Ø,2');
  });
});
