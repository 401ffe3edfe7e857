import { aSavedSearch } from '@bp/api-contract/testing';
import { EMPTY_STOCK_URL_STATE, parseStockUrl } from '../stock-url-state';
import {
  alertSummary,
  checkAlertPrice,
  nameProblem,
  savedSearchQueryOf,
  searchSummaryParts,
  suggestedSearchName,
  type SavedSearchText,
} from './saved-search-rules';

const t: SavedSearchText = (text, values = {}) => text.replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => String(values[name]));
const dollars = (amount: number) => `$${amount.toFixed(2)}`;

describe('saved search rules', () => {
  it('keeps the /stock query string without its page', () => {
    const state = parseStockUrl(new URLSearchParams('search=iphone 13&grade=A&page=3'));
    expect(savedSearchQueryOf(state)).toBe('includeOutOfStock=false&grade=A&search=iphone+13');
  });

  it('suggests a name from the search text and the main filters, cut to the longest name', () => {
    expect(suggestedSearchName(parseStockUrl(new URLSearchParams('search=iphone 13&grade=A&warehouse=MIA')), t)).toBe('iphone 13 · Grade A · MIA');
    expect(suggestedSearchName(parseStockUrl(new URLSearchParams('category=Phones&capacity=64GB,128GB&grade=A,B')), t)).toBe(
      'Phones · 64GB, 128GB · Grade A, B',
    );
    expect(suggestedSearchName(EMPTY_STOCK_URL_STATE, t)).toBe('All stock');
    expect(suggestedSearchName({ ...EMPTY_STOCK_URL_STATE, search: 'x'.repeat(120) }, t)).toHaveLength(80);
  });

  it('needs a name', () => {
    expect(nameProblem('  ', t)).toBe('Enter a name for this search.');
    expect(nameProblem('Phones', t)).toBeUndefined();
  });

  it('reads the alert price in cents: empty is none, more than two decimals, 0 and letters are refused', () => {
    expect(checkAlertPrice('', 2, t, dollars)).toEqual({ amount: null });
    expect(checkAlertPrice('300', 2, t, dollars)).toEqual({ amount: 300 });
    expect(checkAlertPrice('0.29', 2, t, dollars)).toEqual({ amount: 0.29 });
    expect(checkAlertPrice('299.999', 2, t, dollars)).toEqual({ problem: 'Enter a price with at most 2 decimals.' });
    expect(checkAlertPrice('0', 2, t, dollars)).toEqual({ problem: 'Enter a price above 0.' });
    expect(checkAlertPrice('.', 2, t, dollars)).toEqual({ problem: 'Enter a price such as 250.00.' });
    expect(checkAlertPrice('10000000.01', 2, t, dollars)).toEqual({ problem: 'Enter a price up to $10000000.00.' });
    expect(checkAlertPrice('12.5', 0, t, dollars)).toEqual({ problem: 'Enter a price with at most 0 decimals.' });
  });

  it('describes a search and its alerts in words', () => {
    const search = aSavedSearch({
      query: 'warehouseGroup=seller-1&includeOutOfStock=true&warehouse=MIA&capacity=128GB&grade=A&search=iphone+13',
      participantId: 'seller-1',
      alertNewStock: true,
      alertPriceBelow: 300,
    });
    const parts = searchSummaryParts(search, { t, warehouseLabel: (code) => (code === 'MIA' ? 'Miami' : code), sellerName: () => 'Partner One' });
    expect(parts).toEqual(['Seller: Partner One', 'Search: iphone 13', 'capacity: 128GB', 'Grade A', 'Warehouses: Miami', 'Including out of stock']);
    expect(alertSummary(search, t, dollars)).toBe('New stock · Price below $300.00');
    expect(alertSummary({ alertNewStock: false, alertPriceBelow: null }, t, dollars)).toBe('No alerts');
  });
});
