import { aStockGroup, aStockItem } from '@bp/api-contract/testing';
import { NO_PRICE, canOfferOn, displayItemNumber, itemDescription, minPriceLabel, needsUnlistedItems, summariseGroup } from './display-rules';

const usd = (value: number) => `$${value.toFixed(2)}`;

describe('group summary (spec 01 §2)', () => {
  it('counts items and sums quantities', () => {
    const group = aStockGroup({ items: [aStockItem({ quantityAvailable: 3 }), aStockItem({ itemNumber: 'B', quantityAvailable: 4 })] });
    const summary = summariseGroup(group, 100);
    expect(summary.countOfItems).toBe(2);
    expect(summary.quantityAvailable).toBe(7);
    expect(summary.quantityLabel).toBe('7');
  });

  it("shows the total as 'N+' when above maxItemQuantityToBeDisplayed", () => {
    const group = aStockGroup({ items: [aStockItem({ quantityAvailable: 80 }), aStockItem({ itemNumber: 'B', quantityAvailable: 40 })] });
    expect(summariseGroup(group, 100).quantityLabel).toBe('100+');
  });

  it("adds '+' to the minimum price when it is partial (other in-stock items cost more)", () => {
    const mixed = summariseGroup(aStockGroup({ items: [aStockItem({ listPrice: 200 }), aStockItem({ itemNumber: 'B', listPrice: 150 })] }), 100);
    expect(mixed.minPrice).toBe(150);
    expect(minPriceLabel(mixed, usd)).toBe('$150.00+');
    const single = summariseGroup(aStockGroup({ items: [aStockItem({ listPrice: 150 }), aStockItem({ itemNumber: 'B', listPrice: 150 })] }), 100);
    expect(minPriceLabel(single, usd)).toBe('$150.00');
  });

  it("ignores out-of-stock items for the minimum and shows '--' without one", () => {
    const partly = summariseGroup(
      aStockGroup({ items: [aStockItem({ listPrice: 90, quantityAvailable: 0 }), aStockItem({ itemNumber: 'B', listPrice: 150 })] }),
      100,
    );
    expect(minPriceLabel(partly, usd)).toBe('$150.00');
    const none = summariseGroup(aStockGroup({ items: [aStockItem({ quantityAvailable: 0 })] }), 100);
    expect(minPriceLabel(none, usd)).toBe(NO_PRICE);
    expect(minPriceLabel(summariseGroup(aStockGroup({ items: [] }), 100), usd)).toBe('--');
  });

  it('accepts offers only for in-stock items of warehouses accepting offers', () => {
    expect(canOfferOn(aStockItem({ warehouse: 'MIA' }), ['MIA'])).toBe(true);
    expect(canOfferOn(aStockItem({ warehouse: 'LAX' }), ['MIA'])).toBe(false);
    expect(canOfferOn(aStockItem({ warehouse: 'MIA', quantityAvailable: 0 }), ['MIA'])).toBe(false);
    expect(summariseGroup(aStockGroup(), 100, ['MIA']).isOfferAccepted).toBe(true);
    expect(summariseGroup(aStockGroup(), 100, []).isOfferAccepted).toBe(false);
  });
});

describe('group summary from the query totals', () => {
  it('prefers group.matching (all matching items, also those not sent) over the listed items', () => {
    const group = aStockGroup({
      items: [aStockItem({ listPrice: 200, quantityAvailable: 5 })],
      matching: { countOfItems: 140, quantityAvailable: 900, minPrice: 120 },
    });
    const summary = summariseGroup(group, 500);
    expect(summary.countOfItems).toBe(140);
    expect(summary.quantityLabel).toBe('500+');
    expect(minPriceLabel(summary, usd)).toBe('$120.00+');
  });

  it("shows '--' when nothing matching is in stock", () => {
    const group = aStockGroup({ items: [aStockItem({ quantityAvailable: 0 })], matching: { countOfItems: 1, quantityAvailable: 0, minPrice: 99 } });
    expect(minPriceLabel(summariseGroup(group, 100), usd)).toBe('--');
  });
});

describe('item description and number (spec 01 §3)', () => {
  it('wraps the item number in the prefix and suffix after the description', () => {
    const item = aStockItem({ itemNumber: 'IP12', groupItemDescription: 'iPhone 12 64GB' });
    expect(itemDescription(item, { itemNumberDescriptionPrefix: '(#', itemNumberDescriptionSuffix: ')' })).toBe('iPhone 12 64GB (#IP12)');
    expect(itemDescription(item, { itemNumberDescriptionPrefix: 'SKU ', itemNumberDescriptionSuffix: '' })).toBe('iPhone 12 64GB SKU IP12');
  });

  it('shows the description alone without rules, and falls back to the SKU description', () => {
    expect(itemDescription(aStockItem({ groupItemDescription: 'iPhone 12' }), { itemNumberDescriptionPrefix: '', itemNumberDescriptionSuffix: '' })).toBe(
      'iPhone 12',
    );
    expect(itemDescription(aStockItem({ groupItemDescription: '', skuDescription: 'SKU text' }), undefined)).toBe('SKU text');
  });

  it('uses the seller item number for partner items', () => {
    expect(displayItemNumber(aStockItem({ itemNumber: 'OWN', pxnItemNumber: 'PXN-1' }))).toBe('PXN-1');
    expect(displayItemNumber(aStockItem({ itemNumber: 'OWN' }))).toBe('OWN');
    expect(
      itemDescription(aStockItem({ itemNumber: 'OWN', pxnItemNumber: 'PXN-1', groupItemDescription: 'X' }), {
        itemNumberDescriptionPrefix: '#',
        itemNumberDescriptionSuffix: '',
      }),
    ).toBe('X #PXN-1');
  });
});

describe('needsUnlistedItems (the list sends at most itemsPerGroup items)', () => {
  const cheap = aStockItem({ itemNumber: 'A', listPrice: 100, quantityAvailable: 2 });
  const dear = aStockItem({ itemNumber: 'B', listPrice: 150, quantityAvailable: 2 });
  it('is false when every matching item is listed or a listed price already shows the "+"', () => {
    expect(needsUnlistedItems(aStockGroup({ items: [cheap], matching: { countOfItems: 1, quantityAvailable: 2, minPrice: 100 } }))).toBe(false);
    expect(needsUnlistedItems(aStockGroup({ items: [cheap, dear], matching: { countOfItems: 9, quantityAvailable: 18, minPrice: 100 } }))).toBe(false);
    expect(needsUnlistedItems(aStockGroup({ items: [cheap] }))).toBe(false);
  });
  it('is true when unlisted items alone can tell whether the minimum is partial', () => {
    expect(needsUnlistedItems(aStockGroup({ items: [cheap], matching: { countOfItems: 5, quantityAvailable: 10, minPrice: 100 } }))).toBe(true);
  });
});
