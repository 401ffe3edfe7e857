import {
  EMPTY_STOCK_URL_STATE,
  changeCategory,
  changeFilters,
  changeWarehouseGroup,
  EMPTY_ATTRIBUTE_VALUE,
  exportRequest,
  parseStockUrl,
  searchTerms,
  toApiQueryString,
  toStockSearchParams,
  toggleValue,
  type StockUrlState,
} from './stock-url-state';

const full: StockUrlState = {
  warehouseGroup: 'pxns-1',
  category: 'Phones',
  warehouses: ['MIA', 'LAX'],
  includeOutOfStock: true,
  attributes: { manufacturer: ['Apple', 'Samsung'], capacity: ['64GB'] },
  search: 'iphone/128',
  page: 3,
};

describe('query string ⇄ filter state (spec 01 §2)', () => {
  it('writes every filter to the query string', () => {
    expect(toStockSearchParams(full).toString()).toBe(
      'warehouseGroup=pxns-1&category=Phones&warehouse=MIA%2CLAX&includeOutOfStock=true&manufacturer=Apple%2CSamsung&capacity=64GB&search=iphone%2F128&page=3',
    );
  });

  it('round-trips state → URL → state', () => {
    expect(parseStockUrl(toStockSearchParams(full))).toEqual(full);
    expect(parseStockUrl(toStockSearchParams(EMPTY_STOCK_URL_STATE))).toEqual(EMPTY_STOCK_URL_STATE);
  });

  it('reads a hand-written URL: comma lists, true/false, bad pages', () => {
    const state = parseStockUrl(new URLSearchParams('warehouse=MIA,,LAX&includeOutOfStock=false&color=Black&page=x&pageSize=99&itemsPerGroup=5'));
    expect(state).toEqual({ ...EMPTY_STOCK_URL_STATE, warehouses: ['MIA', 'LAX'], attributes: { color: ['Black'] } });
    expect(parseStockUrl(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('leaves page 1 and empty filters out, always writes includeOutOfStock', () => {
    expect(toStockSearchParams({ ...EMPTY_STOCK_URL_STATE, attributes: { color: [] } }).toString()).toBe('includeOutOfStock=false');
  });

  it('returns to page 1 on any filter change; a category change drops attribute filters', () => {
    expect(changeFilters(full, { includeOutOfStock: false }).page).toBe(1);
    expect(changeCategory(full, 'Tablets')).toMatchObject({ category: 'Tablets', attributes: {}, page: 1, warehouses: ['MIA', 'LAX'] });
    expect(changeWarehouseGroup(full, 'pxns-2')).toEqual({ ...EMPTY_STOCK_URL_STATE, includeOutOfStock: true, warehouseGroup: 'pxns-2' });
  });

  it('keeps the grade filter across a category change (grades span categories), but not the levels', () => {
    const graded = { ...EMPTY_STOCK_URL_STATE, category: 'Phones', attributes: { manufacturer: ['Apple'], grade: ['A', 'B'] }, page: 3 };
    expect(changeCategory(graded, 'Tablets')).toEqual({ ...graded, category: 'Tablets', attributes: { grade: ['A', 'B'] }, page: 1 });
    expect(changeCategory(graded, undefined).attributes).toEqual({ grade: ['A', 'B'] });
  });

  it('round-trips the empty-value choice of an attribute through the URL', () => {
    const state = { ...EMPTY_STOCK_URL_STATE, attributes: { capacity: [EMPTY_ATTRIBUTE_VALUE, '64GB'] } };
    const params = toStockSearchParams(state);
    expect(params.get('capacity')).toBe('__EMPTY__,64GB');
    expect(parseStockUrl(params)).toEqual(state);
  });

  it('toggles values in order', () => {
    expect(toggleValue(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleValue(['a'], 'a', true)).toEqual(['a']);
  });

  it('asks the API for the page with pageSize 24', () => {
    const params = new URLSearchParams(toApiQueryString(EMPTY_STOCK_URL_STATE));
    expect(params.get('page')).toBe('1');
    expect(params.get('pageSize')).toBe('24');
  });

  it('exports ALL with only includeOutOfStock false, FILTERED with the filters and no warehouseGroup', () => {
    expect(exportRequest('ALL', full)).toEqual({ includeOutOfStock: false });
    expect(exportRequest('FILTERED', full)).toEqual({
      includeOutOfStock: true,
      filters: { category: 'Phones', warehouse: ['MIA', 'LAX'], search: 'iphone/128', attributes: { manufacturer: ['Apple', 'Samsung'], capacity: ['64GB'] } },
    });
  });

  it('splits search terms on / and +', () => {
    expect(searchTerms(' iphone 12 / 128GB+black ')).toEqual(['iphone 12', '128GB', 'black']);
    expect(searchTerms('')).toEqual([]);
  });
});
