import type { CategoryFacet, GradeFacet, LevelFacet, StockGroup, StockItem, StockQueryResult, WarehouseFacet } from '@bp/api-contract';
import { attributeValueOf, EMPTY_ATTRIBUTE_VALUE, filterMiss, itemSearchText, matchesAllTerms, type ParsedStockQuery } from './filters';
import { buildSearchIndex, searchMatch, type SearchIndex, type SearchMatch } from './search-index';
import { compareDefault, valueComparator, type SortSettings } from './sorting';

// The stock list query engine: an index built once per catalogue version (sorted groups, items
// in group order, lower-cased search text per item), and one pass over it per query that pages
// the matching groups and counts every facet.

/** The settings the engine needs (a subset of StocklistSettings). */
export interface StockQuerySettings extends SortSettings {
  categories: string[];
  categoryLabels: Record<string, string>;
  searchLevels: Record<string, string[]>;
  sortOrder: Record<string, string[]>;
  attributeLabels: Record<string, string>;
  attributeValueLabels: Record<string, Record<string, string>>;
  /** Warehouse codes in display order, and their labels. */
  warehouses: string[];
  warehouseLabels: Record<string, string>;
  grades: string[];
  searchEmptyValues: { allowed: boolean; label: string };
  /** Grade filter groups (header, footer, grades); without them the grades form one unnamed group. */
  gradeFilterGroups?: { header: string; footer: string; grades: string[] }[];
  /** Grade → label shown in the grade filter (gradeLabelDescriptions); the grade itself when absent. */
  gradeLabels?: Record<string, string>;
}

/** The attribute the grade filter filters on. */
export const GRADE_ATTRIBUTE = 'grade';

export type StockGroupHeader = Omit<StockGroup, 'items'>;

export interface CatalogueIndex {
  groups: StockGroupHeader[];
  /** Items in group order (group by group), each group's items in item order. */
  items: StockItem[];
  /** Index into `groups` of every item. */
  itemGroup: Int32Array;
  /** itemSearchText of every item. */
  searchTexts: string[];
  /** Columns (dictionary codes per item) for the query loop: cache-friendly integer compares instead of object walks. */
  quantities: Int32Array;
  categories: Column;
  warehouses: Column;
  /**
   * Attribute columns, made on first use, only for names in `attributeNames`: a filter name no
   * item or setting knows is ignored (knownAttributeFilters), so made-up names cannot grow this.
   */
  attributeColumns: Map<string, Column>;
  /** Attribute names a filter may use: the items' attributes, the ones the settings name, grade and category. */
  attributeNames: ReadonlySet<string>;
  /** The distinct values of the search texts, made on the first search (searchIndexOf). */
  search?: SearchIndex;
}

/** The index's SearchIndex, made on first use (search texts never change with a patch: no quantity or price in them). */
export function searchIndexOf(index: CatalogueIndex): SearchIndex {
  index.search ??= buildSearchIndex(index.searchTexts);
  return index.search;
}

/** The items holding every term: through the search index, or the texts when it cannot answer. */
function termMatch(index: CatalogueIndex, terms: readonly string[]): SearchMatch {
  const match = searchMatch(searchIndexOf(index), terms);
  if (match) return match;
  const { searchTexts } = index;
  return { candidates: undefined, matches: (position) => matchesAllTerms(searchTexts[position], terms) };
}

/** One value per item as a code into `values` ('' = no value). */
export interface Column {
  codes: Int32Array;
  values: string[];
}

function columnOf(items: readonly StockItem[], valueOf: (item: StockItem) => string): Column {
  const codeOf = new Map<string, number>();
  const values: string[] = [];
  const codes = new Int32Array(items.length);
  for (let position = 0; position < items.length; position++) {
    const value = valueOf(items[position]);
    let code = codeOf.get(value);
    if (code === undefined) {
      code = values.length;
      values.push(value);
      codeOf.set(value, code);
    }
    codes[position] = code;
  }
  return { codes, values };
}

function attributeColumn(index: CatalogueIndex, attribute: string): Column {
  let column = index.attributeColumns.get(attribute);
  if (!column) {
    column = columnOf(index.items, (item) => attributeValueOf(item, attribute));
    index.attributeColumns.set(attribute, column);
  }
  return column;
}

/** The names a filter may use (see CatalogueIndex.attributeNames). */
function knownAttributeNames(items: readonly StockItem[], settings: StockQuerySettings): Set<string> {
  const names = new Set<string>([GRADE_ATTRIBUTE, 'category']);
  for (const item of items) for (const name of Object.keys(item.attributes)) names.add(name);
  const named = [
    ...Object.values(settings.searchLevels).flat(),
    ...Object.values(settings.sortOrder).flat(),
    ...Object.keys(settings.attributeLabels),
    ...Object.keys(settings.attributeValueLabels),
  ];
  for (const name of named) names.add(name);
  return names;
}

/**
 * The query without filters on attribute names the index does not know. Spec 01 §2 lets the
 * query string carry any attribute filter name; an unknown one (an old bookmark, a made-up name)
 * is ignored rather than refused, and never gets a column.
 */
export function knownAttributeFilters(index: CatalogueIndex, query: ParsedStockQuery): ParsedStockQuery {
  const names = Object.keys(query.attributes);
  if (names.every((name) => index.attributeNames.has(name))) return query;
  return { ...query, attributes: Object.fromEntries(Object.entries(query.attributes).filter(([name]) => index.attributeNames.has(name))) };
}

/** Flags over a column's values: which of them are accepted ('__EMPTY__' accepts ''). */
function acceptedFlags(column: Column, accepted: readonly string[]): Uint8Array {
  const wanted = new Set(accepted.map((value) => (value === EMPTY_ATTRIBUTE_VALUE ? '' : value)));
  return Uint8Array.from(column.values, (value) => (wanted.has(value) ? 1 : 0));
}

/** Orders groups by their category's sortOrder attributes (each by its algorithm), then by title. */
export function compareGroups(settings: StockQuerySettings): (a: StockGroup, b: StockGroup) => number {
  const categoryRank = new Map(settings.categories.map((category, index) => [category, index]));
  return (a, b) => {
    const first = a.items[0];
    const second = b.items[0];
    const categoryA = first?.category ?? '';
    const categoryB = second?.category ?? '';
    if (categoryA !== categoryB) return (categoryRank.get(categoryA) ?? 1e9) - (categoryRank.get(categoryB) ?? 1e9) || compareDefault(categoryA, categoryB);
    for (const attribute of settings.sortOrder[categoryA] ?? []) {
      const x = first ? attributeValueOf(first, attribute) : '';
      const y = second ? attributeValueOf(second, attribute) : '';
      if (x !== y) return valueComparator(attribute, settings)(x, y);
    }
    return compareDefault(a.title, b.title) || compareDefault(a.groupId, b.groupId);
  };
}

/** Orders a group's items by grade (the grades list), then warehouse (display order), then item number. */
export function compareItems(settings: StockQuerySettings): (a: StockItem, b: StockItem) => number {
  const gradeRank = new Map(settings.grades.map((grade, index) => [grade, index]));
  const warehouseRank = new Map(settings.warehouses.map((code, index) => [code, index]));
  return (a, b) =>
    (gradeRank.get(a.grade) ?? 1e9) - (gradeRank.get(b.grade) ?? 1e9) ||
    (warehouseRank.get(a.warehouse) ?? 1e9) - (warehouseRank.get(b.warehouse) ?? 1e9) ||
    compareDefault(a.itemNumberWarehouse, b.itemNumberWarehouse);
}

/** Sorts groups and items and precomputes search texts. */
export function buildCatalogueIndex(groups: readonly StockGroup[], settings: StockQuerySettings): CatalogueIndex {
  const byItem = compareItems(settings);
  const sorted = groups.map((group) => ({ ...group, items: [...group.items].sort(byItem) })).sort(compareGroups(settings));
  const items: StockItem[] = [];
  const itemGroupList: number[] = [];
  const headers: StockGroupHeader[] = sorted.map((group, groupIndex) => {
    const { items: groupItems, ...header } = group;
    for (const item of groupItems) {
      items.push(item);
      itemGroupList.push(groupIndex);
    }
    return header;
  });
  const index: CatalogueIndex = {
    groups: headers,
    items,
    itemGroup: Int32Array.from(itemGroupList),
    searchTexts: items.map(itemSearchText),
    quantities: Int32Array.from(items, (item) => item.quantityAvailable),
    categories: columnOf(items, (item) => item.category),
    warehouses: columnOf(items, (item) => item.warehouse),
    attributeColumns: new Map(),
    attributeNames: knownAttributeNames(items, settings),
  };
  // The level attributes' columns now, so the first query does not pay for them.
  for (const attribute of new Set(Object.values(settings.searchLevels).flat())) attributeColumn(index, attribute);
  return index;
}

/**
 * One page of matching groups (each with only its matching items, at most itemsPerGroup, and
 * `matching` totals), totals, and facets counted with every filter but their own (see
 * StockFacetsSchema). One pass over integer columns; only search touches strings.
 */
export function runStockQuery(
  index: CatalogueIndex,
  requested: ParsedStockQuery,
  settings: StockQuerySettings,
): Omit<StockQueryResult, 'lastUpdateddDate' | 'catalogueVersion'> {
  const query = knownAttributeFilters(index, requested);
  const levelCategory = query.category ?? settings.categories[0];
  const levelAttributes = (levelCategory ? (settings.searchLevels[levelCategory] ?? []) : []).slice(0, 3);
  const { items, itemGroup, quantities } = index;
  const categoryCodes = index.categories.codes;
  const warehouseCodes = index.warehouses.codes;

  const warehouseAccepted = query.warehouses.length > 0 ? acceptedFlags(index.warehouses, query.warehouses) : undefined;
  // -1: no category filter; -2: a category no item has (nothing matches).
  const wantedCategory =
    query.category === undefined ? -1 : index.categories.values.indexOf(query.category) === -1 ? -2 : index.categories.values.indexOf(query.category);
  const levelCategoryCode = levelCategory === undefined ? -2 : index.categories.values.indexOf(levelCategory);
  const attributeFilters = Object.entries(query.attributes).map(([attribute, values]) => {
    const column = attributeColumn(index, attribute);
    return { attribute, codes: column.codes, accepted: acceptedFlags(column, values) };
  });
  const levels = levelAttributes.map((attribute) => {
    const column = attributeColumn(index, attribute);
    return {
      attribute,
      column,
      counts: new Int32Array(column.values.length),
      filterIndex: attributeFilters.findIndex((filter) => filter.attribute === attribute),
    };
  });
  // The grade filter is its own facet unless grade is already one of the levels.
  const gradeColumn = settings.grades.length > 0 && !levelAttributes.includes(GRADE_ATTRIBUTE) ? attributeColumn(index, GRADE_ATTRIBUTE) : undefined;
  const gradeCounts = gradeColumn ? new Int32Array(gradeColumn.values.length) : undefined;
  const gradeFilterIndex = attributeFilters.findIndex((filter) => filter.attribute === GRADE_ATTRIBUTE);
  const warehouseCounts = new Int32Array(index.warehouses.values.length);
  const categoryCounts = new Int32Array(index.categories.values.length);

  const NONE = -3;
  const CATEGORY = -2;
  const WAREHOUSE = -1;
  const MANY = -4;
  const firstGroup = (query.page - 1) * query.pageSize;
  const pageGroups: StockGroup[] = [];
  let totalGroups = 0;
  let totalItems = 0;
  let currentGroup = -1;
  let current: StockGroup | undefined;
  const terms = query.terms.length > 0 ? termMatch(index, query.terms) : undefined;
  // A search visits only the items that may match (in index order), not all of them.
  const candidates = terms?.candidates;
  const visits = candidates ? candidates.length : items.length;
  const filterCount = attributeFilters.length;

  for (let visit = 0; visit < visits; visit++) {
    const position = candidates ? candidates[visit] : visit;
    if (!query.includeOutOfStock && quantities[position] <= 0) continue;
    if (terms && !terms.matches(position)) continue;
    const warehouseCode = warehouseCodes[position];
    const warehouseMatches = warehouseAccepted === undefined || warehouseAccepted[warehouseCode] === 1;
    const categoryCode = categoryCodes[position];
    // Categories: every filter but category and attributes.
    if (warehouseMatches) categoryCounts[categoryCode] += 1;

    // Which single filter fails (attribute filters by index), NONE, or MANY.
    let miss = wantedCategory !== -1 && categoryCode !== wantedCategory ? CATEGORY : NONE;
    if (!warehouseMatches) miss = miss === NONE ? WAREHOUSE : MANY;
    for (let filter = 0; filter < filterCount && miss !== MANY; filter++) {
      const { codes, accepted } = attributeFilters[filter];
      if (accepted[codes[position]] !== 1) miss = miss === NONE ? filter : MANY;
    }
    if (miss === MANY || miss === CATEGORY) continue;
    if (miss === NONE || miss === WAREHOUSE) warehouseCounts[warehouseCode] += 1;
    if (categoryCode === levelCategoryCode && miss !== WAREHOUSE) {
      for (let level = 0; level < levels.length; level++) {
        const entry = levels[level];
        if (miss === NONE || miss === entry.filterIndex) entry.counts[entry.column.codes[position]] += 1;
      }
    }
    if (gradeCounts && gradeColumn && (miss === NONE || (miss === gradeFilterIndex && gradeFilterIndex >= 0))) gradeCounts[gradeColumn.codes[position]] += 1;
    if (miss !== NONE) continue;

    totalItems += 1;
    const item = items[position];
    const groupIndex = itemGroup[position];
    if (groupIndex !== currentGroup) {
      currentGroup = groupIndex;
      totalGroups += 1;
      const onPage = totalGroups > firstGroup && pageGroups.length < query.pageSize;
      current = onPage ? { ...index.groups[groupIndex], items: [], matching: { countOfItems: 0, quantityAvailable: 0, minPrice: item.listPrice } } : undefined;
      if (current) pageGroups.push(current);
    }
    if (current?.matching) {
      const matching = current.matching;
      matching.countOfItems += 1;
      matching.quantityAvailable += item.quantityAvailable;
      if (item.listPrice < matching.minPrice) matching.minPrice = item.listPrice;
      if (current.items.length < query.itemsPerGroup) current.items.push(item);
    }
  }

  const countOf = (column: Column, counts: Int32Array) => new Map(column.values.map((value, code) => [value, counts[code]]));
  const warehouseTotals = countOf(index.warehouses, warehouseCounts);
  const extraWarehouses = [...warehouseTotals.keys()]
    .filter((code) => !settings.warehouses.includes(code) && (warehouseTotals.get(code) ?? 0) > 0)
    .sort(compareDefault);
  const warehouses: WarehouseFacet[] = [...settings.warehouses, ...extraWarehouses].map((code) => {
    const total = warehouseTotals.get(code) ?? 0;
    return { code, label: settings.warehouseLabels[code] ?? code, total, disabled: total === 0 };
  });
  const categoryTotals = countOf(index.categories, categoryCounts);
  const extraCategories = [...categoryTotals.keys()]
    .filter((code) => !settings.categories.includes(code) && (categoryTotals.get(code) ?? 0) > 0)
    .sort(compareDefault);
  const categories: CategoryFacet[] = [...settings.categories, ...extraCategories].map((category) => ({
    category,
    label: settings.categoryLabels[category] ?? category,
    count: categoryTotals.get(category) ?? 0,
  }));
  const levelFacets: LevelFacet[] = levels.map(({ attribute, column, counts }, level) => {
    const byValue = new Map<string, number>();
    column.values.forEach((value, code) => {
      if (counts[code] === 0) return;
      if (value === '' && !settings.searchEmptyValues.allowed) return;
      byValue.set(value === '' ? EMPTY_ATTRIBUTE_VALUE : value, counts[code]);
    });
    // Selected values stay visible even when nothing matches them any more.
    for (const selected of query.attributes[attribute] ?? []) if (!byValue.has(selected)) byValue.set(selected, 0);
    const compare = valueComparator(attribute, settings);
    const values = [...byValue.keys()]
      .sort((a, b) => (a === EMPTY_ATTRIBUTE_VALUE ? 1 : b === EMPTY_ATTRIBUTE_VALUE ? -1 : compare(a, b)))
      .map((value) => ({
        value,
        label: value === EMPTY_ATTRIBUTE_VALUE ? settings.searchEmptyValues.label : (settings.attributeValueLabels[attribute]?.[value] ?? value),
        count: byValue.get(value) ?? 0,
      }));
    return { attribute, label: settings.attributeLabels[attribute] ?? attribute, level: level + 1, values };
  });

  const grades = gradeColumn && gradeCounts ? gradeFacet(settings, countOf(gradeColumn, gradeCounts), query.attributes[GRADE_ATTRIBUTE] ?? []) : undefined;
  return {
    groups: pageGroups,
    totalGroups,
    totalItems,
    page: query.page,
    pageSize: query.pageSize,
    facets: { warehouses, categories, levels: levelFacets, ...(grades ? { grades } : {}) },
  };
}

/**
 * The grade filter in the settings' gradeFilterGroups (spec 01 §3: header, grades, footer).
 * Every grade of the list is offered (count 0 included: the scale stays readable), plus grades
 * only the items know; grades in no group come last in a group without header.
 */
function gradeFacet(settings: StockQuerySettings, counts: Map<string, number>, selected: readonly string[]): GradeFacet {
  const valueOf = (grade: string) => ({ value: grade, label: settings.gradeLabels?.[grade] ?? grade, count: counts.get(grade) ?? 0 });
  const placed = new Set<string>();
  const groups = (settings.gradeFilterGroups ?? [])
    .map((group) => {
      const grades = group.grades.filter((grade) => !placed.has(grade));
      grades.forEach((grade) => placed.add(grade));
      return { header: group.header, footer: group.footer, values: grades.map(valueOf) };
    })
    .filter((group) => group.values.length > 0);
  const known = [...settings.grades, ...[...counts.keys()].filter((grade) => grade !== '' && (counts.get(grade) ?? 0) > 0).sort(compareDefault), ...selected];
  const rest = [...new Set(known)].filter((grade) => !placed.has(grade));
  if (rest.length > 0) groups.push({ header: '', footer: '', values: rest.map(valueOf) });
  return { attribute: GRADE_ATTRIBUTE, label: settings.attributeLabels[GRADE_ATTRIBUTE] ?? 'Grade', groups };
}

/** Every matching item in index order (the export). */
export function matchingItems(index: CatalogueIndex, requested: ParsedStockQuery): StockItem[] {
  const query = knownAttributeFilters(index, requested);
  // Terms are checked here once (through the search index), so filterMiss gets none.
  const terms = query.terms.length > 0 ? termMatch(index, query.terms) : undefined;
  const rest = { ...query, terms: [] };
  const candidates = terms?.candidates;
  const visits = candidates ? candidates.length : index.items.length;
  const result: StockItem[] = [];
  for (let visit = 0; visit < visits; visit++) {
    const position = candidates ? candidates[visit] : visit;
    if (terms && !terms.matches(position)) continue;
    if (filterMiss(index.items[position], rest, index.searchTexts[position]).kind === 'none') result.push(index.items[position]);
  }
  return result;
}
