import { aStockGroup as aContractStockGroup, aStockItem } from '@bp/api-contract/testing';
import type { StockGroup, StockItem } from '@bp/api-contract';
import { aStockQuerySettings } from '../testing';
import { EMPTY_ATTRIBUTE_VALUE, itemSearchText, matchesStockQuery, parseStockFilters, parseStockQuery, splitSearchTerms } from './filters';
import { buildCatalogueIndex, matchingItems, runStockQuery } from './query';
import { crossesAlert, neutraliseSpreadsheetText, normaliseAlertQuantity } from './rules';
import { compareAlphanumericAsNumeric, compareByFilterOrder, compareDefault, sortAttributeValues } from './sorting';

// The query engine's tests search and sort on an iPhone 13 128GB Black by default.
const item = (overrides: Partial<StockItem> = {}): StockItem =>
  aStockItem({
    itemNumber: 'APL-IP13-128-BLK-A-UNL',
    skuDescription: 'Apple iPhone 13 128GB Black Grade A Unlocked',
    groupItemDescription: 'Black Grade A Unlocked',
    groupDescription: 'Apple iPhone 13 128GB',
    listPrice: 389,
    attributes: { manufacturer: 'Apple', model: 'iPhone 13', capacity: '128GB', color: 'Black', networkLockStatus: 'Unlocked' },
    ...overrides,
  });
const aStockGroup = (items: StockItem[], overrides: Partial<StockGroup> = {}): StockGroup =>
  aContractStockGroup({ items, title: items[0]?.groupDescription, groupDescription: items[0]?.groupDescription, ...overrides });

describe('search terms', () => {
  it('splits on / and +, trims, lower-cases and drops empty terms', () => {
    expect(splitSearchTerms(' iPhone / 128GB + Black ')).toEqual(['iphone', '128gb', 'black']);
    expect(splitSearchTerms('//+ ')).toEqual([]);
    expect(splitSearchTerms(undefined)).toEqual([]);
  });

  it('requires every term to match description, item number or attributes', () => {
    const phone = item({ itemNumber: 'XQ-77', attributes: { color: 'Midnight' } });
    expect(matchesStockQuery(phone, parseStockQuery({ search: 'iphone/128' }))).toBe(true);
    expect(matchesStockQuery(phone, parseStockQuery({ search: 'iphone/256' }))).toBe(false);
    expect(matchesStockQuery(phone, parseStockQuery({ search: 'xq-77' }))).toBe(true);
    expect(matchesStockQuery(phone, parseStockQuery({ search: 'midnight+apple' }))).toBe(true);
    expect(itemSearchText(phone)).toBe(itemSearchText(phone).toLowerCase());
  });
});

describe('filters', () => {
  it('leaves out items with quantity 0 unless includeOutOfStock', () => {
    const none = item({ quantityAvailable: 0 });
    expect(matchesStockQuery(none, parseStockQuery({}))).toBe(false);
    expect(matchesStockQuery(none, parseStockQuery({ includeOutOfStock: 'true' }))).toBe(true);
    expect(matchesStockQuery(none, parseStockQuery({ includeOutOfStock: true }))).toBe(true);
  });

  it('matches any of the selected warehouses', () => {
    const query = parseStockQuery({ warehouse: 'NYC, MIA' });
    expect(query.warehouses).toEqual(['NYC', 'MIA']);
    expect(matchesStockQuery(item({ warehouse: 'MIA' }), query)).toBe(true);
    expect(matchesStockQuery(item({ warehouse: 'LAX' }), query)).toBe(false);
  });

  it('matches any value within an attribute and ANDs attributes', () => {
    const query = parseStockQuery({ capacity: '64GB,128GB', color: 'Black', page: '2' });
    expect(query.attributes).toEqual({ capacity: ['64GB', '128GB'], color: ['Black'] });
    expect(query.page).toBe(2);
    expect(matchesStockQuery(item(), query)).toBe(true);
    expect(matchesStockQuery(item({ attributes: { capacity: '64GB', color: 'Blue' } }), query)).toBe(false);
    expect(matchesStockQuery(item({ attributes: { capacity: '256GB', color: 'Black' } }), query)).toBe(false);
  });

  it('filters by category and grade, and selects empty values with the marker', () => {
    expect(matchesStockQuery(item(), parseStockQuery({ category: 'Tablets' }))).toBe(false);
    expect(matchesStockQuery(item({ grade: 'B' }), parseStockQuery({ grade: 'A,B' }))).toBe(true);
    expect(matchesStockQuery(item({ attributes: {} }), parseStockQuery({ capacity: EMPTY_ATTRIBUTE_VALUE }))).toBe(true);
  });

  it('parses export filters and caps page sizes', () => {
    const parsed = parseStockFilters({ category: 'Phones', warehouse: ['MIA'], search: 'apple', attributes: { capacity: ['128GB', ' '] } }, true);
    expect(parsed).toMatchObject({ category: 'Phones', warehouses: ['MIA'], terms: ['apple'], attributes: { capacity: ['128GB'] }, includeOutOfStock: true });
    expect(parseStockQuery({ pageSize: '5000' }).pageSize).toBe(200);
    expect(parseStockQuery({ pageSize: '0', page: '-1' })).toMatchObject({ pageSize: 24, page: 1 });
  });
});

describe('sort algorithms', () => {
  it('Default compares by locale, case-insensitively', () => {
    expect(['banana', 'Apple', 'cherry'].sort(compareDefault)).toEqual(['Apple', 'banana', 'cherry']);
  });

  it('AlphanumericAsNumeric orders byte sizes by magnitude and digits numerically', () => {
    expect(['1TB', '128GB', '64GB', '512MB', '256GB'].sort(compareAlphanumericAsNumeric)).toEqual(['512MB', '64GB', '128GB', '256GB', '1TB']);
    expect(['42mm', '38mm', '40mm'].sort(compareAlphanumericAsNumeric)).toEqual(['38mm', '40mm', '42mm']);
    expect(['iPhone 11', 'iPhone 9', 'iPhone X'].sort(compareAlphanumericAsNumeric)).toEqual(['iPhone 9', 'iPhone 11', 'iPhone X']);
    expect(['Other', '64GB'].sort(compareAlphanumericAsNumeric)).toEqual(['64GB', 'Other']);
  });

  it('FilterOrder puts the listed values first, the rest after by Default', () => {
    expect(['C', 'zeta', 'A+', 'alpha', 'B'].sort(compareByFilterOrder(['A+', 'B', 'C']))).toEqual(['A+', 'B', 'C', 'alpha', 'zeta']);
  });

  it('picks the algorithm per attribute', () => {
    const settings = {
      attributeSortAlgorithm: { capacity: 'AlphanumericAsNumeric' as const, grade: 'FilterOrder' as const },
      filterOrder: { grade: ['A', 'B'] },
    };
    expect(sortAttributeValues('capacity', ['1TB', '64GB'], settings)).toEqual(['64GB', '1TB']);
    expect(sortAttributeValues('grade', ['C', 'B', 'A'], settings)).toEqual(['A', 'B', 'C']);
    expect(sortAttributeValues('color', ['b', 'A'], settings)).toEqual(['A', 'b']);
  });
});

describe('rules', () => {
  it('normalises alert quantities to increments', () => {
    expect(normaliseAlertQuantity(null)).toBe(1);
    expect(normaliseAlertQuantity(0)).toBe(1);
    expect(normaliseAlertQuantity(7)).toBe(7);
    expect(normaliseAlertQuantity(27, 5)).toBe(25);
    expect(normaliseAlertQuantity(3, 5)).toBe(5);
    expect(normaliseAlertQuantity(0, 10)).toBe(10);
    expect(normaliseAlertQuantity(100, 10)).toBe(100);
  });

  it('detects a crossing only from below to at-or-above', () => {
    expect(crossesAlert(5, 10, 10)).toBe(true);
    expect(crossesAlert(10, 20, 10)).toBe(false);
    expect(crossesAlert(5, 9, 10)).toBe(false);
  });

  it('neutralises spreadsheet formulas', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseSpreadsheetText(text)).toBe(`'${text}`);
    expect(neutraliseSpreadsheetText('Apple')).toBe('Apple');
  });
});

describe('query engine', () => {
  const settings = aStockQuerySettings();
  const groups = [
    aStockGroup([item({ itemNumber: 'A1', warehouse: 'MIA', grade: 'B' }), item({ itemNumber: 'A2', warehouse: 'NYC', grade: 'A' })], {
      groupId: 'g-128',
      title: 'Apple iPhone 13 128GB',
    }),
    aStockGroup([item({ itemNumber: 'B1', warehouse: 'MIA', attributes: { manufacturer: 'Apple', model: 'iPhone 13', capacity: '1TB' } })], {
      groupId: 'g-1tb',
      title: 'Apple iPhone 13 1TB',
    }),
    aStockGroup(
      [item({ itemNumber: 'C1', warehouse: 'NYC', quantityAvailable: 0, attributes: { manufacturer: 'Samsung', model: 'Galaxy S21', capacity: '64GB' } })],
      { groupId: 'g-s21', title: 'Samsung Galaxy S21 64GB' },
    ),
    aStockGroup([item({ itemNumber: 'T1', category: 'Tablets', attributes: { manufacturer: 'Apple', model: 'iPad Air' } })], {
      groupId: 'g-ipad',
      title: 'iPad Air',
    }),
  ];
  const index = buildCatalogueIndex(groups, settings);

  it('orders groups by category and sortOrder (capacity numerically) and items by grade', () => {
    expect(index.groups.map((group) => group.groupId)).toEqual(['g-128', 'g-1tb', 'g-s21', 'g-ipad']);
    expect(index.items.slice(0, 2).map((entry) => entry.itemNumber)).toEqual(['A2', 'A1']);
  });

  it('pages groups and counts totals', () => {
    const first = runStockQuery(index, parseStockQuery({ pageSize: '1' }), settings);
    expect(first.totalGroups).toBe(3);
    expect(first.totalItems).toBe(4);
    expect(first.groups.map((group) => group.groupId)).toEqual(['g-128']);
    const second = runStockQuery(index, parseStockQuery({ pageSize: '1', page: '2' }), settings);
    expect(second.groups.map((group) => group.groupId)).toEqual(['g-1tb']);
  });

  it('sends at most itemsPerGroup items of a group, with totals over all matching ones', () => {
    const capped = runStockQuery(index, parseStockQuery({ pageSize: '1', itemsPerGroup: '1' }), settings);
    expect(capped.groups[0].items.map((entry) => entry.itemNumber)).toEqual(['A2']);
    expect(capped.groups[0].matching).toEqual({ countOfItems: 2, quantityAvailable: 20, minPrice: 389 });
    expect(parseStockQuery({}).itemsPerGroup).toBe(100);
  });

  it('keeps only matching items in a group and counts facets without their own filter', () => {
    const result = runStockQuery(index, parseStockQuery({ category: 'Phones', warehouse: 'MIA', capacity: '128GB', includeOutOfStock: 'true' }), settings);
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0].items.map((entry) => entry.itemNumber)).toEqual(['A1']);
    expect(result.facets.warehouses).toEqual([
      { code: 'MIA', label: 'Miami', total: 1, disabled: false },
      { code: 'NYC', label: 'New York', total: 1, disabled: false },
    ]);
    expect(result.facets.categories).toEqual([
      { category: 'Phones', label: 'Phones', count: 2 },
      { category: 'Tablets', label: 'Tablets', count: 1 },
      { category: 'Watches', label: 'Watches', count: 0 },
    ]);
    const capacity = result.facets.levels.find((level) => level.attribute === 'capacity');
    expect(capacity?.level).toBe(3);
    expect(capacity?.values).toEqual([
      { value: '128GB', label: '128GB', count: 1 },
      { value: '1TB', label: '1TB', count: 1 },
    ]);
    const manufacturer = result.facets.levels.find((level) => level.attribute === 'manufacturer');
    expect(manufacturer?.values).toEqual([{ value: 'Apple', label: 'Apple', count: 1 }]);
  });

  it('finds every matching item for exports', () => {
    expect(matchingItems(index, parseStockQuery({ search: 'ipad' })).map((entry) => entry.itemNumber)).toEqual(['T1']);
    expect(matchingItems(index, parseStockQuery({ includeOutOfStock: 'true' }))).toHaveLength(5);
  });

  it('ignores filter names no item or setting knows, without making a column for them', () => {
    const fresh = buildCatalogueIndex(groups, settings);
    const madeUp = Object.fromEntries(Array.from({ length: 1000 }, (_, position) => [`madeUp${position}`, 'x']));
    const columnsBefore = fresh.attributeColumns.size;

    const plain = runStockQuery(fresh, parseStockQuery({ capacity: '128GB,1TB', includeOutOfStock: 'true' }), settings);
    const withMadeUp = runStockQuery(fresh, parseStockQuery({ ...madeUp, capacity: '128GB,1TB', includeOutOfStock: 'true' }), settings);

    expect(withMadeUp).toEqual(plain);
    expect(withMadeUp.totalItems).toBe(3);
    expect(matchingItems(fresh, parseStockQuery({ ...madeUp }))).toEqual(matchingItems(fresh, parseStockQuery({})));
    // Known names still filter.
    expect(runStockQuery(fresh, parseStockQuery({ grade: 'B' }), settings).totalItems).toBe(1);
    expect(fresh.attributeNames.has('capacity')).toBe(true);
    expect(fresh.attributeColumns.size).toBeLessThanOrEqual(columnsBefore + 1);
    expect([...fresh.attributeColumns.keys()].some((name) => name.startsWith('madeUp'))).toBe(false);
  });
});

describe('grade filter facet', () => {
  const settings = aStockQuerySettings({
    grades: ['A', 'B', 'C'],
    gradeFilterGroups: [
      { header: 'Top', footer: 'Retail ready', grades: ['A'] },
      { header: 'Value', footer: 'Visible wear', grades: ['B'] },
    ],
    gradeLabels: { A: 'A Excellent', B: 'B Good' },
  });
  const index = buildCatalogueIndex(
    [
      aStockGroup(
        [
          item({ itemNumber: 'P1', grade: 'A', warehouse: 'MIA' }),
          item({ itemNumber: 'P2', grade: 'B', warehouse: 'MIA' }),
          item({ itemNumber: 'P3', grade: 'B', warehouse: 'NYC' }),
        ],
        { groupId: 'g1' },
      ),
      aStockGroup([item({ itemNumber: 'P4', grade: 'C', warehouse: 'MIA', quantityAvailable: 0 })], { groupId: 'g2' }),
    ],
    settings,
  );
  const values = (result: ReturnType<typeof runStockQuery>) =>
    result.facets.grades?.groups.map((group) => [group.header, group.footer, group.values.map((value) => `${value.label}=${value.count}`)]);

  it('puts grades in their filter groups, labelled, with ungrouped grades last under no header', () => {
    expect(values(runStockQuery(index, parseStockQuery({}), settings))).toEqual([
      ['Top', 'Retail ready', ['A Excellent=1']],
      ['Value', 'Visible wear', ['B Good=2']],
      ['', '', ['C=0']],
    ]);
  });

  it('counts grades with every filter but the grade filter', () => {
    const result = runStockQuery(index, parseStockQuery({ grade: 'B', warehouse: 'MIA', includeOutOfStock: 'true' }), settings);
    expect(result.totalItems).toBe(1);
    expect(values(result)).toEqual([
      ['Top', 'Retail ready', ['A Excellent=1']],
      ['Value', 'Visible wear', ['B Good=1']],
      ['', '', ['C=1']],
    ]);
  });

  it('leaves the grade facet out when grade is one of the levels, or the list has no grades', () => {
    expect(runStockQuery(index, parseStockQuery({}), { ...settings, searchLevels: { Phones: ['grade'] } }).facets.grades).toBeUndefined();
    expect(runStockQuery(index, parseStockQuery({}), { ...settings, grades: [] }).facets.grades).toBeUndefined();
  });

  it('offers the empty value under its label when searchEmptyValues allows it', () => {
    const blank = buildCatalogueIndex(
      [aStockGroup([item({ itemNumber: 'E1', attributes: { manufacturer: 'Apple', model: 'iPhone 12' } })], { groupId: 'g3' })],
      settings,
    );
    const allowed = { ...settings, searchEmptyValues: { allowed: true, label: 'Not specified' } };
    const capacity = runStockQuery(blank, parseStockQuery({ category: 'Phones' }), allowed).facets.levels.find((level) => level.attribute === 'capacity');
    expect(capacity?.values).toEqual([{ value: EMPTY_ATTRIBUTE_VALUE, label: 'Not specified', count: 1 }]);
    expect(runStockQuery(blank, parseStockQuery({ category: 'Phones', capacity: EMPTY_ATTRIBUTE_VALUE }), allowed).totalItems).toBe(1);
  });
});
