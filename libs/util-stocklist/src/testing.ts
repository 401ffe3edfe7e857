import type { StockGroup, StockItem } from '@bp/api-contract';
import type { StockQuerySettings } from './lib/query';

// Builders for tests of stock list code (either side of the API).

export function aStockItem(overrides: Partial<StockItem> = {}): StockItem {
  const itemNumber = overrides.itemNumber ?? 'APL-IP13-128-BLK-A-UNL';
  const warehouse = overrides.warehouse ?? 'MIA';
  return {
    itemNumber,
    itemNumberWarehouse: `${itemNumber}~${warehouse}`,
    category: 'Phones',
    warehouse,
    skuDescription: 'Apple iPhone 13 128GB Black Grade A Unlocked',
    groupItemDescription: 'Black Grade A Unlocked',
    groupDescription: 'Apple iPhone 13 128GB',
    quantityAvailable: 10,
    listPrice: 389,
    incrementSize: 1,
    grade: 'A',
    attributes: { manufacturer: 'Apple', model: 'iPhone 13', capacity: '128GB', color: 'Black', networkLockStatus: 'Unlocked' },
    ...overrides,
  };
}

export function aStockGroup(items: StockItem[], overrides: Partial<Omit<StockGroup, 'items'>> = {}): StockGroup {
  const first = items[0] ?? aStockItem();
  return {
    groupId: `${first.attributes['model'] ?? 'group'}-${first.attributes['capacity'] ?? ''}-${first.grade}`,
    title: first.groupDescription,
    groupDescription: first.groupDescription,
    wareHouse: first.warehouse,
    groupAttributes: {},
    items,
    ...overrides,
  };
}

export function aStockQuerySettings(overrides: Partial<StockQuerySettings> = {}): StockQuerySettings {
  return {
    categories: ['Phones', 'Tablets', 'Watches'],
    categoryLabels: { Phones: 'Phones', Tablets: 'Tablets', Watches: 'Watches' },
    searchLevels: { Phones: ['manufacturer', 'model', 'capacity'], Tablets: ['manufacturer', 'model'], Watches: ['manufacturer'] },
    sortOrder: { Phones: ['manufacturer', 'model', 'capacity'] },
    attributeLabels: { manufacturer: 'Manufacturer', model: 'Model', capacity: 'Capacity' },
    attributeValueLabels: {},
    attributeSortAlgorithm: { capacity: 'AlphanumericAsNumeric' },
    filterOrder: {},
    warehouses: ['MIA', 'NYC'],
    warehouseLabels: { MIA: 'Miami', NYC: 'New York' },
    grades: ['A', 'B', 'C'],
    searchEmptyValues: { allowed: false, label: 'Not specified' },
    ...overrides,
  };
}
