import type { StockExportRequest, StockFilters } from '@bp/api-contract';
import { STOCK_QUERY_PAGING_PARAMS, STOCK_QUERY_RESERVED_PARAMS } from '@bp/api-contract/constants';
import { STOCK_PAGE_SIZE } from './api/stock-paths';

/** Query-string names with a fixed meaning; every other name is an attribute filter (contract STOCK_QUERY_RESERVED_PARAMS). */
export const RESERVED_PARAMS = STOCK_QUERY_RESERVED_PARAMS;
/** Query-only names (contract STOCK_QUERY_PAGING_PARAMS): never attribute filters, never in the /stock URL. */
export const PAGING_PARAMS = STOCK_QUERY_PAGING_PARAMS;
const reserved = new Set<string>([...RESERVED_PARAMS, ...PAGING_PARAMS]);

/**
 * Everything the /stock page's filters hold, restored from and written to the URL's query string
 * (spec 01 §2): warehouseGroup, category, warehouse (comma separated), includeOutOfStock
 * (true/false), one parameter per attribute filter (comma-separated values), search and page.
 */
export interface StockUrlState {
  warehouseGroup?: string;
  category?: string;
  warehouses: string[];
  includeOutOfStock: boolean;
  /** Attribute name → selected values, in the order the buyer picked them. */
  attributes: Record<string, string[]>;
  search: string;
  page: number;
}

export const EMPTY_STOCK_URL_STATE: StockUrlState = { warehouses: [], includeOutOfStock: false, attributes: {}, search: '', page: 1 };

function splitList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function parseStockUrl(params: URLSearchParams): StockUrlState {
  const attributes: Record<string, string[]> = {};
  for (const [name, value] of params) {
    if (reserved.has(name)) continue;
    const values = splitList(value);
    if (values.length) attributes[name] = values;
  }
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    warehouseGroup: params.get('warehouseGroup') || undefined,
    category: params.get('category') || undefined,
    warehouses: splitList(params.get('warehouse')),
    includeOutOfStock: params.get('includeOutOfStock') === 'true',
    attributes,
    search: (params.get('search') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The URL form of a state: includeOutOfStock is always written (true/false); empty filters and
 * page 1 are left out, so a fresh /stock stays clean until the buyer filters.
 */
export function toStockSearchParams(state: StockUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.warehouseGroup) params.set('warehouseGroup', state.warehouseGroup);
  if (state.category) params.set('category', state.category);
  if (state.warehouses.length) params.set('warehouse', state.warehouses.join(','));
  params.set('includeOutOfStock', String(state.includeOutOfStock));
  for (const [name, values] of Object.entries(state.attributes)) {
    if (values.length && !reserved.has(name)) params.set(name, values.join(','));
  }
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Applies a filter change; any change of a filter goes back to page 1. */
export function changeFilters(state: StockUrlState, patch: Partial<Omit<StockUrlState, 'page'>>): StockUrlState {
  return { ...state, ...patch, page: 1 };
}

/** The grade filter's attribute: grades span every category, unlike the levels. */
export const GRADE_FILTER = 'grade';

/**
 * Stands for "no value" in an attribute filter (searchEmptyValues.allowed): the value the API's
 * facets use for the empty choice (util-stocklist EMPTY_ATTRIBUTE_VALUE; repeated here so the
 * portal does not bundle the query engine).
 */
export const EMPTY_ATTRIBUTE_VALUE = '__EMPTY__';

/**
 * Changing the category drops the level filters, which belong to the category's levels; the
 * grade filter stays (every category has the same grades).
 */
export function changeCategory(state: StockUrlState, category: string | undefined): StockUrlState {
  const grades = state.attributes[GRADE_FILTER];
  return changeFilters(state, { category, attributes: grades?.length ? { [GRADE_FILTER]: grades } : {} });
}

/** Changing the warehouse group starts that group's list afresh (its warehouses and levels differ). */
export function changeWarehouseGroup(state: StockUrlState, warehouseGroup: string | undefined): StockUrlState {
  return { ...EMPTY_STOCK_URL_STATE, includeOutOfStock: state.includeOutOfStock, warehouseGroup };
}

export function toggleValue(values: readonly string[], value: string, checked: boolean): string[] {
  return checked ? (values.includes(value) ? [...values] : [...values, value]) : values.filter((entry) => entry !== value);
}

/**
 * Items per group the list asks for: enough for the collapsed cards (their totals come in
 * `matching`); a card opened, or one whose '+' needs the rest, asks for the page again with every
 * item (the API's default, 100). Ten instead of 100 items per group makes the answer ~9 times
 * smaller and the query about twice as fast at 100,000 items (docs/benchmarks.md).
 */
export const LIST_ITEMS_PER_GROUP = 10;

/**
 * GET stocklist/query's query string: the URL state plus pageSize (24), and itemsPerGroup when
 * given (without it the API sends up to 100 items per group).
 */
export function toApiQueryString(state: StockUrlState, itemsPerGroup?: number): string {
  const params = toStockSearchParams(state);
  params.set('page', String(state.page));
  params.set('pageSize', String(STOCK_PAGE_SIZE));
  if (itemsPerGroup !== undefined) params.set('itemsPerGroup', String(itemsPerGroup));
  return params.toString();
}

/** The filters of POST stocklist/export (warehouseGroup omitted: the header selects the stock). */
export function toStockFilters(state: StockUrlState): StockFilters {
  const filters: StockFilters = {};
  if (state.category) filters.category = state.category;
  if (state.warehouses.length) filters.warehouse = [...state.warehouses];
  if (state.search) filters.search = state.search;
  const attributes = Object.fromEntries(Object.entries(state.attributes).filter(([, values]) => values.length));
  if (Object.keys(attributes).length) filters.attributes = attributes;
  return filters;
}

/** Spec 01 §7: ALL sends only includeOutOfStock false; FILTERED sends the current filters. */
export function exportRequest(choice: 'ALL' | 'FILTERED', state: StockUrlState): StockExportRequest {
  return choice === 'ALL' ? { includeOutOfStock: false } : { includeOutOfStock: state.includeOutOfStock, filters: toStockFilters(state) };
}

/** Search terms as the server applies them: split on '/' or '+', every term required (spec 01 §2). */
export function searchTerms(search: string): string[] {
  return search
    .split(/[/+]/)
    .map((term) => term.trim())
    .filter(Boolean);
}
