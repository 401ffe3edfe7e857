import type { StockQuerySettings } from './lib/query';

// Builders for tests of stock list code (either side of the API). Stock items and groups: one
// builder each, in @bp/api-contract/testing.

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
