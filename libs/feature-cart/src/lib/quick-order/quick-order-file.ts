import { IMPORT_MAX_BYTES, QUICK_ORDER_LINE_MAX_LENGTH } from '@bp/api-contract/constants';
import { parsePastedLine, type PastedLine } from './quick-order-rules';

/** A list the browser reads itself ('text': .csv, .txt) or the API reads ('sheet': .xlsx, .xls). */
export type ListFileKind = 'text' | 'sheet';

/** The file input's accept list. */
export const LIST_FILE_ACCEPT = '.xlsx,.xls,.csv,.txt';

/** The largest list file, in MB, as the refusal says it. */
export const LIST_FILE_MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

const KINDS: Readonly<Record<string, ListFileKind>> = { '.csv': 'text', '.txt': 'text', '.xlsx': 'sheet', '.xls': 'sheet' };

export function listFileKind(fileName: string): ListFileKind | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? undefined : KINDS[fileName.slice(dot).trim().toLowerCase()];
}

/** The refusal of a file before anything is read or sent: its type, then its size (the API's limit). */
export function listFileProblem(file: Pick<File, 'name' | 'size'>): 'wrongFileType' | 'fileTooLarge' | null {
  if (!listFileKind(file.name)) return 'wrongFileType';
  if (file.size > IMPORT_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** The delimiter of the first line: the most frequent of comma, semicolon (Excel in many locales) and tab outside quotes. */
function delimiterOf(content: string): string {
  const firstLine = content.split(/\r\n|\r|\n/).find((line) => line.trim()) ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, unquoted.split(delimiter).length - 1] as const);
  return counts.reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * A CSV (or plain text) file's records, each its cells with the quotes taken off: a quoted cell
 * may hold the delimiter, line breaks and doubled quotes; a quote inside an unquoted cell is kept.
 */
export function csvRecords(content: string): string[][] {
  const text = content.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(text);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      records.push([...record, cell]);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/**
 * One record as a pasted line: a single cell is read as a pasted line ("IPH13-128-A MIA 20");
 * several are the item's words and, when the last is a whole number, its quantity.
 */
function lineOfRecord(record: readonly string[]): PastedLine | null {
  const cells = record.map((cell) => cell.replace(/\s+/g, ' ').trim()).filter(Boolean);
  if (cells.length <= 1) return parsePastedLine(cells[0] ?? '');
  const last = cells[cells.length - 1];
  if (/^\d{1,9}$/.test(last)) return parsePastedLine(cells.join(' '));
  return { text: cells.join(' ').slice(0, QUICK_ORDER_LINE_MAX_LENGTH), quantity: null };
}

const HEADER_WORD = /\b(item|sku|model|description|quantity|qty)\b/i;

/**
 * The lines of a .csv/.txt list, blank records dropped. A first record with no quantity that names
 * a column ("Item,Quantity", "Model,Grade,Warehouse,Qty") is the header, not a line.
 */
export function textFileLines(content: string): PastedLine[] {
  const records = csvRecords(content).filter((record) => record.some((cell) => cell.trim()));
  const [first] = records;
  if (first && (lineOfRecord(first)?.quantity ?? null) === null && first.some((cell) => HEADER_WORD.test(cell))) records.shift();
  return records.map(lineOfRecord).filter((line): line is PastedLine => line !== null);
}

/**
 * Lines as the paste box shows them, read back the same by parsePastedLine: "text quantity", or
 * the text alone without a quantity, quoted when it ends in a number ('"Pixel 7"').
 */
export function linesText(lines: readonly PastedLine[]): string {
  const readsBack = (text: string) => {
    const line = parsePastedLine(text);
    return line?.text === text && line.quantity === null;
  };
  const textOnly = (text: string) => (readsBack(text) || text.includes('"') ? text : `"${text}"`);
  return lines.map((line) => (line.quantity === null ? textOnly(line.text) : `${line.text} ${line.quantity}`)).join('\n');
}

/**
 * A .csv/.txt list's text: UTF-8 (a byte order mark dropped), else Windows-1252, which Excel
 * writes "CSV" in on Windows in western locales ("Señor" would otherwise read "Se�or").
 */
export function listFileText(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
