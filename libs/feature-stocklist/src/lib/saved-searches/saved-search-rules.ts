import type { SavedSearch } from '@bp/api-contract';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@bp/api-contract/constants';
import { centsToAmount, parseAmount } from '@bp/util-money';
import { STOCK_TEXTS } from '../stock-texts';
import { EMPTY_ATTRIBUTE_VALUE, GRADE_FILTER, parseStockUrl, toStockSearchParams, type StockUrlState } from '../stock-url-state';

/** A translator taking `{{name}}` values (use-saved-search-text.ts). */
export type SavedSearchText = (text: string, values?: Record<string, unknown>) => string;

const NAME_SEPARATOR = ' · ';

/** The search as a saved search keeps it: the /stock query string without '?' and without page. */
export function savedSearchQueryOf(state: StockUrlState): string {
  return toStockSearchParams({ ...state, page: 1 }).toString();
}

const valueText = (value: string, t: SavedSearchText) => (value === EMPTY_ATTRIBUTE_VALUE ? t(STOCK_TEXTS.noValue) : value);

/**
 * A name to start from: the search text and the main filters, e.g. "iphone 13 · Grade A · MIA",
 * cut to the longest name the API keeps; 'All stock' without any.
 */
export function suggestedSearchName(state: StockUrlState, t: SavedSearchText): string {
  const { [GRADE_FILTER]: grades = [], ...levels } = state.attributes;
  const parts = [
    state.search,
    state.category ?? '',
    ...Object.values(levels).map((values) => values.map((value) => valueText(value, t)).join(', ')),
    grades.length ? t(STOCK_TEXTS.gradeName, { grade: grades.map((grade) => valueText(grade, t)).join(', ') }) : '',
    state.warehouses.join(', '),
  ].filter(Boolean);
  const name = parts.length ? parts.join(NAME_SEPARATOR) : t(STOCK_TEXTS.allStock);
  return name.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH).trim();
}

/** Why a name cannot be saved, or undefined when it can. */
export function nameProblem(name: string, t: SavedSearchText): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return t(STOCK_TEXTS.nameRequired);
  if (trimmed.length > SAVED_SEARCH_NAME_MAX_LENGTH) return t(STOCK_TEXTS.nameTooLong, { max: SAVED_SEARCH_NAME_MAX_LENGTH });
  return undefined;
}

/** The contract's highest alert price, in cents. */
const ALERT_PRICE_MAX_CENTS = 10_000_000 * 100;

export type AlertPriceCheck = { amount: number | null; problem?: undefined } | { amount?: undefined; problem: string };

/**
 * The typed alert price read as cents, never as a float: empty is no price alert; otherwise a
 * plain amount above 0 with at most the currency's decimals (two at most), as the contract's number.
 */
export function checkAlertPrice(text: string, precision: number, t: SavedSearchText, formatMax: (amount: number) => string): AlertPriceCheck {
  const typed = text.trim();
  if (!typed) return { amount: null };
  const decimals = Math.min(2, precision);
  const parsed = parseAmount(typed, decimals, 9);
  if ('problem' in parsed) {
    return { problem: parsed.problem === 'TOO_PRECISE' ? t(STOCK_TEXTS.priceTooPrecise, { decimals }) : t(STOCK_TEXTS.priceNotAnAmount) };
  }
  if (parsed.cents <= 0) return { problem: t(STOCK_TEXTS.priceNotPositive) };
  if (parsed.cents > ALERT_PRICE_MAX_CENTS) return { problem: t(STOCK_TEXTS.priceTooHigh, { max: formatMax(centsToAmount(ALERT_PRICE_MAX_CENTS)) }) };
  return { amount: centsToAmount(parsed.cents) };
}

export interface SummaryContext {
  t: SavedSearchText;
  /** A warehouse's name on the search's list (partner or own). */
  warehouseLabel: (code: string, participantId: string | null) => string;
  /** A partner list's name, when the buyer's warehouse groups are known. */
  sellerName: (participantId: string) => string | undefined;
}

/** The search's filters in words, one part each: seller, search text, category, levels, grades, warehouses. */
export function searchSummaryParts(search: Pick<SavedSearch, 'query' | 'participantId'>, { t, warehouseLabel, sellerName }: SummaryContext): string[] {
  const state = parseStockUrl(new URLSearchParams(search.query));
  const { [GRADE_FILTER]: grades = [], ...levels } = state.attributes;
  const seller = search.participantId ? sellerName(search.participantId) : undefined;
  const parts = [
    seller ? t(STOCK_TEXTS.summarySeller, { seller }) : '',
    state.search ? t(STOCK_TEXTS.summarySearch, { search: state.search }) : '',
    state.category ? t(STOCK_TEXTS.summaryCategory, { category: state.category }) : '',
    ...Object.entries(levels).map(([name, values]) => t(STOCK_TEXTS.summaryAttribute, { name, values: values.map((value) => valueText(value, t)).join(', ') })),
    grades.length ? t(STOCK_TEXTS.gradeName, { grade: grades.map((grade) => valueText(grade, t)).join(', ') }) : '',
    state.warehouses.length
      ? t(STOCK_TEXTS.summaryWarehouses, { warehouses: state.warehouses.map((code) => warehouseLabel(code, search.participantId)).join(', ') })
      : '',
    state.includeOutOfStock ? t(STOCK_TEXTS.summaryOutOfStock) : '',
  ].filter(Boolean);
  return parts.length ? parts : [t(STOCK_TEXTS.allStock)];
}

/** The search's alerts in words, e.g. "New stock · Price below $300.00"; 'No alerts' without any. */
export function alertSummary(
  search: Pick<SavedSearch, 'alertNewStock' | 'alertPriceBelow'>,
  t: SavedSearchText,
  formatPrice: (amount: number) => string,
): string {
  const parts = [
    search.alertNewStock ? t(STOCK_TEXTS.newStockAlert) : '',
    search.alertPriceBelow !== null ? t(STOCK_TEXTS.priceBelowAlert, { price: formatPrice(search.alertPriceBelow) }) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(NAME_SEPARATOR) : t(STOCK_TEXTS.noSearchAlerts);
}
