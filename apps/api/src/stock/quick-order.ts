import { QUICK_ORDER_MAX_CANDIDATES, type QuickOrderLine, type QuickOrderMatchRequest, type QuickOrderMatchResponse, type StockItem } from '@bp/api-contract';
import { matchesAllTerms } from '@bp/util-stocklist';
import { TimeSlices } from '../yielding';
import type { BuiltStockList } from './catalogue-service';

// Quick order: each line of a buyer's list matched to the stock list they see. A line names an
// item number (with or without its warehouse) or describes the item in words (model, capacity,
// grade, warehouse). Words must all appear in the item's search text, as in the stock list's
// search; a word that is a grade or a warehouse code of the list must equal the item's, since
// "A" or "MIA" would otherwise be found inside every description.

interface ListLookup {
  byNumber: Map<string, number[]>;
  byKey: Map<string, number>;
  grades: Set<string>;
  warehouses: Set<string>;
}

/** Built once per list version (the built list is replaced when the catalogue changes). */
const lookups = new WeakMap<BuiltStockList, ListLookup>();

function lookupOf(built: BuiltStockList): ListLookup {
  const known = lookups.get(built);
  if (known) return known;
  const lookup: ListLookup = { byNumber: new Map(), byKey: new Map(), grades: new Set(), warehouses: new Set() };
  built.index.items.forEach((item, position) => {
    for (const number of [item.itemNumber, item.pxnItemNumber]) {
      if (!number) continue;
      const key = number.toLowerCase();
      lookup.byNumber.set(key, [...(lookup.byNumber.get(key) ?? []), position]);
    }
    lookup.byKey.set(item.itemNumberWarehouse.toLowerCase(), position);
    if (item.grade) lookup.grades.add(item.grade.toLowerCase());
    lookup.warehouses.add(item.warehouse.toLowerCase());
  });
  lookups.set(built, lookup);
  return lookup;
}

/** In stock first, then cheapest, then by key: the order candidates are offered in. */
const byPreference = (a: StockItem, b: StockItem) =>
  Number(b.quantityAvailable > 0) - Number(a.quantityAvailable > 0) || a.listPrice - b.listPrice || a.itemNumberWarehouse.localeCompare(b.itemNumberWarehouse);

/** Each line's words, lower-cased; separators are spaces, commas, semicolons, tabs and the key's '~'. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,;|~]+/)
    .filter(Boolean);

async function positionsFor(built: BuiltStockList, lookup: ListLookup, text: string, slices: TimeSlices): Promise<number[]> {
  const whole = lookup.byKey.get(text.trim().toLowerCase());
  if (whole !== undefined) return [whole];
  const words = wordsOf(text);
  const warehouses = words.filter((word) => lookup.warehouses.has(word));
  const inWarehouse = (position: number) => warehouses.length === 0 || warehouses.includes(built.index.items[position].warehouse.toLowerCase());
  const numbered = words.flatMap((word) => lookup.byNumber.get(word) ?? []);
  if (numbered.length > 0) return [...new Set(numbered)].filter(inWarehouse);

  const grades = words.filter((word) => lookup.grades.has(word));
  // One-letter words other than grades say nothing an item's text would not contain anyway.
  const terms = words.filter((word) => !warehouses.includes(word) && !grades.includes(word) && word.length > 1);
  if (terms.length === 0) return [];
  const { items, searchTexts } = built.index;
  const found: number[] = [];
  for (let position = 0; position < items.length; position++) {
    if (position % 2048 === 0) await slices.pause();
    if (!matchesAllTerms(searchTexts[position], terms)) continue;
    if (grades.length > 0 && !grades.includes(items[position].grade.toLowerCase())) continue;
    if (inWarehouse(position)) found.push(position);
  }
  return found;
}

/** POST stocklist/quick-order/match. */
export async function matchQuickOrder(built: BuiltStockList, request: QuickOrderMatchRequest): Promise<QuickOrderMatchResponse> {
  const lookup = lookupOf(built);
  const slices = new TimeSlices();
  const lines: QuickOrderLine[] = [];
  for (const [index, line] of request.lines.entries()) {
    const positions = await positionsFor(built, lookup, line.text, slices);
    const candidates = positions.map((position) => built.index.items[position]).sort(byPreference);
    lines.push({
      lineNumber: index + 1,
      text: line.text,
      quantity: line.quantity,
      outcome: candidates.length === 0 ? 'NOT_FOUND' : candidates.length === 1 ? 'MATCHED' : 'AMBIGUOUS',
      candidates: candidates.slice(0, QUICK_ORDER_MAX_CANDIDATES),
      matchCount: candidates.length,
    });
  }
  return { lines };
}
