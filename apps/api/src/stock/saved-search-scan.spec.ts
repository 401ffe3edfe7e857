import { aStockItem } from '@bp/api-contract/testing';
import { itemSearchText } from '@bp/util-stocklist';
import { findHits } from './saved-search-scan';

// Which saved searches a stock change alerts, without a database: the stock list's filter rules,
// the alert kinds and their thresholds, one hit per buyer and item.

const changed = (id: string, overrides: Parameters<typeof aStockItem>[0], listPriceCents = 25_000) => {
  const item = aStockItem(overrides);
  return { id, participantId: null, item, searchText: itemSearchText(item), listPriceCents };
};
const search = (id: string, userId: string, query: string, alerts: { alertNewStock?: boolean; alertPriceBelowCents?: number | null } = {}) => ({
  id,
  userId,
  participantId: null,
  query,
  alertNewStock: alerts.alertNewStock ?? true,
  alertPriceBelowCents: alerts.alertPriceBelowCents ?? null,
});

describe('findHits', () => {
  const iphoneA = changed('item-1', { grade: 'A', warehouse: 'MIA', quantityAvailable: 5, attributes: { model: 'iPhone 13', grade: 'A' } });
  const pixelB = changed('item-2', { grade: 'B', warehouse: 'DAL', quantityAvailable: 5, attributes: { model: 'Pixel 7', grade: 'B' } }, 18_000);

  it('alerts new stock matching a search’s filters, and only that', async () => {
    const hits = await findHits(
      [search('s1', 'u1', 'model=iPhone 13&grade=A'), search('s2', 'u2', 'model=iPhone 13&grade=B'), search('s3', 'u3', 'search=pixel&warehouse=DAL')],
      [iphoneA, pixelB],
      { newStock: ['item-1', 'item-2'], priceDrops: [] },
    );
    expect(hits.map((hit) => [hit.savedSearchId, hit.itemId, hit.kind])).toEqual([
      ['s1', 'item-1', 'NEW_STOCK'],
      ['s3', 'item-2', 'NEW_STOCK'],
    ]);
  });

  it('alerts a price only when it falls from at or above the buyer’s price to below it', async () => {
    const searches = [
      search('crossed', 'u1', 'model=Pixel 7', { alertNewStock: false, alertPriceBelowCents: 20_000 }),
      search('already-below', 'u2', 'model=Pixel 7', { alertNewStock: false, alertPriceBelowCents: 21_000 }),
      search('still-above', 'u3', 'model=Pixel 7', { alertNewStock: false, alertPriceBelowCents: 15_000 }),
    ];
    const hits = await findHits(searches, [pixelB], { newStock: [], priceDrops: [['item-2', 20_000, 18_000]] });
    expect(hits).toEqual([expect.objectContaining({ savedSearchId: 'crossed', kind: 'PRICE_BELOW', listPriceCents: 18_000, previousListPriceCents: 20_000 })]);
    expect(await findHits(searches, [pixelB], { newStock: [], priceDrops: [['item-2', 21_500, 20_500]] })).toEqual([
      expect.objectContaining({ savedSearchId: 'already-below' }),
    ]);
  });

  it('tells a buyer of an item once, by their first matching search; an out-of-stock item matches nothing', async () => {
    const hits = await findHits(
      [search('first', 'u1', 'search=iphone'), search('second', 'u1', 'model=iPhone 13'), search('other-buyer', 'u2', 'grade=A')],
      [iphoneA, changed('item-3', { quantityAvailable: 0, attributes: { model: 'iPhone 13' } })],
      { newStock: ['item-1', 'item-3'], priceDrops: [] },
    );
    expect(hits.map((hit) => [hit.userId, hit.savedSearchId, hit.itemId])).toEqual([
      ['u1', 'first', 'item-1'],
      ['u2', 'other-buyer', 'item-1'],
    ]);
  });
});
