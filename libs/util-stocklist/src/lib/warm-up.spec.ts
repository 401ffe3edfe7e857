import { aStockGroup, aStockItem } from '@bp/api-contract/testing';
import { aStockQuerySettings } from '../testing';
import { buildCatalogueIndex, runStockQuery } from './query';
import { warmUpSearches } from './warm-up';

describe('warmUpSearches', () => {
  const settings = aStockQuerySettings();
  const phone = (itemNumber: string, color: string, capacity: string) =>
    aStockItem({
      itemNumber,
      skuDescription: `Apple iPhone 13 ${capacity} ${color}`,
      groupItemDescription: color,
      groupDescription: 'Apple iPhone 13',
      attributes: { manufacturer: 'Apple', model: 'iPhone 13', capacity, color },
    });
  const index = buildCatalogueIndex(
    [
      aStockGroup({ groupId: 'g1', items: [phone('P1', 'Black', '128GB'), phone('P2', 'Black', '256GB'), phone('P3', 'Blue', '128GB')] }),
      aStockGroup({ groupId: 'g2', items: [phone('P4', 'Red', '64GB/5G')] }),
    ],
    settings,
  );

  it("searches for the catalogue's own words, each search finding items", () => {
    const searches = warmUpSearches(index, 8);

    expect(searches).toHaveLength(8);
    for (const search of searches) {
      expect(search.terms.length).toBeGreaterThan(0);
      expect(runStockQuery(index, search, settings).totalItems).toBeGreaterThan(0);
    }
  });

  it('searches first for what most items hold', () => {
    const [first] = warmUpSearches(index, 8);

    expect(runStockQuery(index, first, settings).totalItems).toBe(4);
  });

  it('has nothing to search in an empty catalogue', () => {
    expect(warmUpSearches(buildCatalogueIndex([], settings))).toEqual([]);
  });
});
