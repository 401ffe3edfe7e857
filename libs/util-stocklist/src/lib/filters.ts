import type { StockFilters, StockItem } from '@bp/api-contract';
import {
  STOCK_ITEMS_PER_GROUP_DEFAULT,
  STOCK_ITEMS_PER_GROUP_MAX,
  STOCK_PAGE_SIZE_DEFAULT,
  STOCK_PAGE_SIZE_MAX,
  STOCK_QUERY_PAGING_PARAMS,
  STOCK_QUERY_RESERVED_PARAMS,
} from '@bp/api-contract/constants';

// Stock list filter semantics (spec 01 §2 Stock list): search terms, warehouses, attributes,
// out-of-stock. Pure: the API uses them for the query, the export and alert matching; the
// portal may use them on data it already has.

/** Stands for "no value" in an attribute filter (searchEmptyValues.allowed). */
export const EMPTY_ATTRIBUTE_VALUE = '__EMPTY__';

/** Splits on '/' or '+', trims, lower-cases and drops empty terms: 'iPhone / 128GB' → ['iphone', '128gb']. */
export function splitSearchTerms(search: string | undefined | null): string[] {
  if (!search) return [];
  return search
    .split(/[/+]/)
    .map((term) => term.trim().toLowerCase())
    .filter((term) => term.length > 0);
}

/** Every term must be a substring of the (lower-cased) search text. No terms: matches. */
export function matchesAllTerms(searchText: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!searchText.includes(term)) return false;
  return true;
}

/** What search looks at, lower-cased once per item: descriptions, item numbers, attribute values, grade, warehouse. */
export function itemSearchText(item: StockItem): string {
  return [
    item.skuDescription,
    item.groupItemDescription,
    item.groupDescription,
    item.itemNumber,
    item.pxnItemNumber ?? '',
    item.grade,
    item.category,
    item.warehouse,
    ...Object.values(item.attributes),
  ]
    .join('\u0001')
    .toLowerCase();
}

/** Filters in the form the engine uses, parsed once per request. */
export interface ParsedStockQuery {
  warehouseGroup?: string;
  category?: string;
  /** Empty: every warehouse. */
  warehouses: string[];
  includeOutOfStock: boolean;
  search: string;
  terms: string[];
  /** Attribute → accepted values; attributes are ANDed. */
  attributes: Record<string, string[]>;
  page: number;
  pageSize: number;
  /** Items per group in a query answer (the rest are only counted in group.matching). */
  itemsPerGroup: number;
}

const RESERVED = new Set<string>([...STOCK_QUERY_RESERVED_PARAMS, ...STOCK_QUERY_PAGING_PARAMS]);
const commaList = (value: string | undefined): string[] =>
  value === undefined
    ? []
    : value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0);

function toPositiveInteger(value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number) || number < 1) return fallback;
  return Math.min(number, max);
}

/**
 * The /stock query string (or GET stocklist/query) as filters: `warehouse` and attribute values
 * comma separated, includeOutOfStock 'true'/true, page from 1, pageSize 1..200 (default 24).
 */
export function parseStockQuery(query: Record<string, unknown>): ParsedStockQuery {
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const attributes: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(query)) {
    if (RESERVED.has(name) || typeof value !== 'string') continue;
    const values = commaList(value);
    if (values.length > 0) attributes[name] = values;
  }
  const search = text(query['search']) ?? '';
  return {
    warehouseGroup: text(query['warehouseGroup']),
    category: text(query['category']),
    warehouses: commaList(text(query['warehouse'])),
    includeOutOfStock: query['includeOutOfStock'] === true || query['includeOutOfStock'] === 'true',
    search,
    terms: splitSearchTerms(search),
    attributes,
    page: toPositiveInteger(query['page'], 1),
    pageSize: toPositiveInteger(query['pageSize'], STOCK_PAGE_SIZE_DEFAULT, STOCK_PAGE_SIZE_MAX),
    itemsPerGroup: toPositiveInteger(query['itemsPerGroup'], STOCK_ITEMS_PER_GROUP_DEFAULT, STOCK_ITEMS_PER_GROUP_MAX),
  };
}

/** The export body's filters (POST stocklist/export) in the engine's form. */
export function parseStockFilters(filters: StockFilters | undefined, includeOutOfStock: boolean): ParsedStockQuery {
  const attributes: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(filters?.attributes ?? {})) {
    const kept = values.map((value) => value.trim()).filter((value) => value.length > 0);
    if (kept.length > 0) attributes[name] = kept;
  }
  const search = filters?.search?.trim() ?? '';
  return {
    category: filters?.category?.trim() || undefined,
    warehouses: (filters?.warehouse ?? []).map((code) => code.trim()).filter(Boolean),
    includeOutOfStock,
    search,
    terms: splitSearchTerms(search),
    attributes,
    page: 1,
    pageSize: STOCK_PAGE_SIZE_MAX,
    itemsPerGroup: STOCK_ITEMS_PER_GROUP_MAX,
  };
}

/** The value an item has for a filter attribute ('' when it has none). `grade`, `warehouse` and `category` are attributes too. */
export function attributeValueOf(item: StockItem, attribute: string): string {
  const value = item.attributes[attribute];
  if (value !== undefined) return value;
  if (attribute === 'grade') return item.grade;
  if (attribute === 'category') return item.category;
  return '';
}

function valueMatches(item: StockItem, attribute: string, accepted: readonly string[]): boolean {
  const value = attributeValueOf(item, attribute);
  return accepted.includes(value === '' ? EMPTY_ATTRIBUTE_VALUE : value);
}

/**
 * Whether an item passes every filter: in stock (unless includeOutOfStock), the category, any of
 * the warehouses, every search term, and for every filtered attribute any of its values.
 * `searchText` defaults to itemSearchText(item) (pass the precomputed one in loops).
 */
export function matchesStockQuery(item: StockItem, query: ParsedStockQuery, searchText?: string): boolean {
  if (!query.includeOutOfStock && item.quantityAvailable <= 0) return false;
  if (query.category !== undefined && item.category !== query.category) return false;
  if (query.warehouses.length > 0 && !query.warehouses.includes(item.warehouse)) return false;
  for (const [attribute, accepted] of Object.entries(query.attributes)) if (!valueMatches(item, attribute, accepted)) return false;
  return matchesAllTerms(searchText ?? itemSearchText(item), query.terms);
}

/** Which single filter an item fails, for facet counts: 'none', 'many', or the failing one. */
export type FilterMiss = { kind: 'none' } | { kind: 'many' } | { kind: 'warehouse' } | { kind: 'category' } | { kind: 'attribute'; attribute: string };

/**
 * Like matchesStockQuery, but tells which filter failed when exactly one did (out-of-stock and
 * search failures always count as 'many': no facet widens them). Attribute filters count as part
 * of the category filter for the category facet only when the category itself matched.
 */
export function filterMiss(item: StockItem, query: ParsedStockQuery, searchText: string): FilterMiss {
  if (!query.includeOutOfStock && item.quantityAvailable <= 0) return { kind: 'many' };
  if (!matchesAllTerms(searchText, query.terms)) return { kind: 'many' };
  let miss: FilterMiss = { kind: 'none' };
  const fail = (next: FilterMiss): boolean => {
    if (miss.kind !== 'none') {
      miss = { kind: 'many' };
      return true;
    }
    miss = next;
    return false;
  };
  if (query.category !== undefined && item.category !== query.category && fail({ kind: 'category' })) return miss;
  if (query.warehouses.length > 0 && !query.warehouses.includes(item.warehouse) && fail({ kind: 'warehouse' })) return miss;
  for (const [attribute, accepted] of Object.entries(query.attributes)) {
    if (!valueMatches(item, attribute, accepted) && fail({ kind: 'attribute', attribute })) return miss;
  }
  return miss;
}
