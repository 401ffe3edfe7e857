import type { StockAlert, StockGroup, StockItem, StockQueryResult, StocklistSettings } from '@bp/api-contract';

// Builders for tests of the stock list (this lib's and the app's). Neutral values; override what a
// test is about.

export function aStockItem(overrides: Partial<StockItem> = {}): StockItem {
  const itemNumber = overrides.itemNumber ?? 'IP12-64-A';
  const warehouse = overrides.warehouse ?? 'MIA';
  return {
    itemNumber,
    itemNumberWarehouse: `${itemNumber}~${warehouse}`,
    category: 'Phones',
    warehouse,
    skuDescription: 'Apple iPhone 12 64GB Grade A',
    groupItemDescription: 'iPhone 12 64GB Black Grade A',
    groupDescription: 'Apple iPhone 12',
    quantityAvailable: 10,
    listPrice: 250,
    incrementSize: 1,
    grade: 'A',
    attributes: { manufacturer: 'Apple', model: 'iPhone 12', capacity: '64GB' },
    ...overrides,
  };
}

export function aStockGroup(overrides: Partial<StockGroup> = {}): StockGroup {
  return {
    groupId: 'apple-iphone-12',
    title: 'Apple iPhone 12',
    groupDescription: 'Unlocked smartphones',
    wareHouse: 'MIA',
    groupAttributes: {},
    items: [aStockItem()],
    ...overrides,
  };
}

export function aStockQueryResult(overrides: Partial<StockQueryResult> = {}): StockQueryResult {
  const groups = overrides.groups ?? [aStockGroup()];
  return {
    groups,
    totalGroups: groups.length,
    totalItems: groups.reduce((total, group) => total + group.items.length, 0),
    page: 1,
    pageSize: 24,
    lastUpdateddDate: '2026-11-21T08:00:00.000Z',
    catalogueVersion: 1,
    facets: {
      warehouses: [
        { code: 'MIA', label: 'Miami', total: 10 },
        { code: 'LAX', label: 'Los Angeles', total: 0, disabled: true },
      ],
      categories: [{ category: 'Phones', label: 'Phones', count: 10 }],
      levels: [{ attribute: 'manufacturer', label: 'Manufacturer', level: 1, values: [{ value: 'Apple', label: 'Apple', count: 10 }] }],
    },
    ...overrides,
  };
}

/** GET stocklist/settings with every stock-list field (the shared builder only has the shell's part). */
export function aFullStocklistSettings(overrides: Partial<StocklistSettings> = {}): StocklistSettings {
  return {
    pxParticipantId: null,
    warehouses: ['MIA', 'LAX'],
    warehouseLabels: { MIA: 'Miami', LAX: 'Los Angeles' },
    warehouseAcceptingOffer: ['MIA'],
    attributeLabels: {},
    maxItemQuantityToBeDisplayed: 100,
    defaultAlertQuantity: 100,
    sideMenu: { StockList: true, Cart: true, Orders: true, Returns: true, Auctions: false, PreOrders: false },
    categories: ['Phones'],
    categoryLabels: { Phones: 'Phones' },
    attributeValueLabels: {},
    searchLevels: { Phones: ['manufacturer', 'model', 'capacity'] },
    sortOrder: {},
    attributeSortAlgorithm: {},
    filterOrder: {},
    grades: ['A', 'B'],
    gradeFilterGroups: [],
    showGradeIcon: false,
    gradeLabelDescriptions: [],
    searchEmptyValues: { allowed: false, label: 'Not specified' },
    groupTopRightAttribute: {},
    groupBottomRightAttribute: {},
    itemDescriptionRules: { itemNumberDescriptionPrefix: '', itemNumberDescriptionSuffix: '' },
    tutorialUrl: null,
    gradingScaleUrl: null,
    ...overrides,
  };
}

export function aStockAlert(overrides: Partial<StockAlert> = {}): StockAlert {
  return {
    itemNumberWarehouse: 'IP12-64-A~MIA',
    description: 'iPhone 12 64GB Black Grade A',
    quantity: 20,
    quantityAvailable: 10,
    incrementSize: 1,
    ...overrides,
  };
}
