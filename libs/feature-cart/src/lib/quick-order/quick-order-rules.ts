import type { QuickOrderLine, QuickOrderOutcome, StockItem } from '@bp/api-contract';
import { QUICK_ORDER_LINE_MAX_LENGTH, QUICK_ORDER_MAX_LINES } from '@bp/api-contract/constants';
import { QUICK_ORDER_TEXTS } from './quick-order-texts';

/** The most lines one paste is matched for (several calls of QUICK_ORDER_MAX_LINES). */
export const QUICK_ORDER_PASTE_MAX_LINES = 2_000;
/** The contract's largest quantity of a line. */
const MAX_QUANTITY = 1_000_000;

export interface PastedLine {
  text: string;
  quantity: number | null;
}

/**
 * One pasted line: the last number on it (after a space, tab, comma or semicolon) is its quantity,
 * the rest its text ("iPhone 13 128GB A Miami, 5" → "iPhone 13 128GB A Miami", 5). A line with no
 * such number names no quantity (null); a blank one is no line. Text in double quotes is all text,
 * numbers included ('"Pixel 7"' names no quantity, '"Pixel 7" 3' names 3).
 */
export function parsePastedLine(raw: string): PastedLine | null {
  const line = raw.replace(/\t/g, ' ').trim();
  if (!line) return null;
  const quoted = /^"([^"]*)"(?:[\s,;]+(\d{1,9}))?[\s,;]*$/.exec(line);
  const found = quoted ?? /^(.*?)[\s,;]+(\d{1,9})[\s,;]*$/.exec(line);
  const text = (found ? found[1] : line)
    .trim()
    .replace(/[\s,;]+$/, '')
    .slice(0, QUICK_ORDER_LINE_MAX_LENGTH);
  if (!text) return null;
  const quantity = found?.[2] === undefined ? null : Number(found[2]);
  return { text, quantity: quantity !== null && quantity >= 1 ? Math.min(quantity, MAX_QUANTITY) : null };
}

/** Every line of a paste (blank ones dropped), at most QUICK_ORDER_PASTE_MAX_LINES. */
export function parsePastedLines(text: string): PastedLine[] {
  return text
    .split(/\r\n|\r|\n/)
    .map(parsePastedLine)
    .filter((line): line is PastedLine => line !== null)
    .slice(0, QUICK_ORDER_PASTE_MAX_LINES);
}

/** The lines in calls of at most `size` (QUICK_ORDER_MAX_LINES). */
export function chunksOf<T>(items: readonly T[], size = QUICK_ORDER_MAX_LINES): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** An order's lines as paste lines ("{itemNumberWarehouse} {orderedQuantity}"), for "Buy these again". */
export function orderLinesText(lines: ReadonlyArray<{ itemNumberWarehouse: string; orderedQuantity: number }>): string {
  return lines
    .filter((line) => line.orderedQuantity > 0)
    .map((line) => `${line.itemNumberWarehouse} ${line.orderedQuantity}`)
    .join('\n');
}

export type RowStatus = 'idle' | 'sending' | 'added' | 'failed';

/** One result row of the page: a matched line, the buyer's choice and quantity, and its cart call. */
export interface QuickOrderRow {
  lineNumber: number;
  text: string;
  outcome: QuickOrderOutcome;
  candidates: StockItem[];
  matchCount: number;
  /** itemNumberWarehouse of the item bought: the match, or the buyer's choice of an ambiguous line. */
  chosen: string | null;
  /** The quantity field as typed. */
  quantity: string;
  status: RowStatus;
  /** The server's refusal of the buy. */
  failure: string | null;
}

/** The page's rows of one match answer, numbered after the `offset` lines of the calls before it. */
export function rowsOf(lines: readonly QuickOrderLine[], offset: number): QuickOrderRow[] {
  return lines.map((line) => ({
    lineNumber: offset + line.lineNumber,
    text: line.text,
    outcome: line.outcome,
    candidates: line.candidates,
    matchCount: line.matchCount,
    chosen: line.outcome === 'MATCHED' ? (line.candidates[0]?.itemNumberWarehouse ?? null) : null,
    quantity: line.quantity === null ? '' : String(line.quantity),
    status: 'idle',
    failure: null,
  }));
}

export function chosenItem(row: QuickOrderRow): StockItem | undefined {
  return row.chosen === null ? undefined : row.candidates.find((item) => item.itemNumberWarehouse === row.chosen);
}

/** A rule's message and its parameters (the page translates and fills it). */
export interface LineProblem {
  message: string;
  params: Record<string, string | number>;
}

/**
 * The buy rules of a line (spec 01 §5, as the stock list's buy dialog applies them): an item
 * chosen, a whole quantity of at least 1, the item in stock, a multiple of its increment and not
 * more than is available (named as the stock list shows it: 'N+' above the tenant's maximum).
 */
export function lineProblem(row: QuickOrderRow, formatAvailable: (quantity: number) => string): LineProblem | null {
  if (row.outcome === 'NOT_FOUND') return null;
  const item = chosenItem(row);
  if (!item) return { message: QUICK_ORDER_TEXTS.chooseAnItem, params: {} };
  const quantity = /^\d+$/.test(row.quantity.trim()) ? Number(row.quantity.trim()) : 0;
  if (quantity < 1) return { message: QUICK_ORDER_TEXTS.enterQuantity, params: {} };
  if (item.quantityAvailable <= 0) return { message: QUICK_ORDER_TEXTS.outOfStock, params: {} };
  const increment = Math.max(1, item.incrementSize);
  if (quantity % increment !== 0) return { message: QUICK_ORDER_TEXTS.increment, params: { n: increment } };
  if (quantity > item.quantityAvailable)
    return { message: QUICK_ORDER_TEXTS.moreThanAvailable, params: { available: formatAvailable(item.quantityAvailable) } };
  return null;
}

/** A line the Add to cart sends: found, an item chosen, its rules kept, not yet in the cart. */
export function isReady(row: QuickOrderRow, formatAvailable: (quantity: number) => string): boolean {
  return row.outcome !== 'NOT_FOUND' && row.status !== 'added' && row.status !== 'sending' && lineProblem(row, formatAvailable) === null;
}

/** Runs `task` over `items`, at most `limit` at once, in order of start. */
export async function runPooled<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
