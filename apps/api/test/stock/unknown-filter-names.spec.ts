import type { StockQueryResult } from '@bp/api-contract';
import { LruMap } from '../../src/lru-map';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, tokensOf } from '../support/identity';

// GET stocklist/query with made-up filter names must neither change the answer
// (spec 01 §2: the query string carries attribute filter names; unknown ones are ignored, so old
// bookmarks keep working) nor grow the stock index (it would make a column per name asked).

const MADE_UP_NAMES = 1000;
const madeUpQuery = (round: number) => Array.from({ length: MADE_UP_NAMES }, (_, position) => `madeUp${round}x${position}=x`).join('&');

describe('stock query with unknown filter names', () => {
  let testApp: TestApp;
  let token: string;
  const query = (queryString: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/px-api-gateway/stocklist/query?${queryString}`,
      headers: { host: ACME_HOST, authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    testApp = await buildTestApp();
    token = (await tokensOf(testApp.app, 'limited@demo.test', undefined, { host: ACME_HOST })).IdToken;
  });
  afterAll(() => testApp?.close());

  it('answers the same items as without them, and the index makes no column for them', async () => {
    const plain = await query('category=Phones&pageSize=50');
    expect(plain.statusCode).toBe(200);
    const columnsAfterPlain = testApp.app.catalogue.size.attributeColumns;

    for (let round = 0; round < 5; round += 1) {
      const withMadeUp = await query(`${madeUpQuery(round)}&category=Phones&pageSize=50`);
      expect(withMadeUp.statusCode).toBe(200);
      const { groups, totalGroups, totalItems, facets } = withMadeUp.json<StockQueryResult>();
      const expected = plain.json<StockQueryResult>();
      expect({ groups, totalGroups, totalItems, facets }).toEqual({
        groups: expected.groups,
        totalGroups: expected.totalGroups,
        totalItems: expected.totalItems,
        facets: expected.facets,
      });
      expect(totalItems).toBeGreaterThan(0);
    }

    expect(testApp.app.catalogue.size).toMatchObject({ lists: 1, attributeColumns: columnsAfterPlain });
  });

  it('still filters by the attribute names the catalogue knows', async () => {
    const all = (await query('pageSize=50')).json<StockQueryResult>();
    const phones = (await query('category=Phones&pageSize=50')).json<StockQueryResult>();
    const firstCapacity = phones.facets.levels.find((level) => level.attribute === 'capacity')?.values[0];
    expect(firstCapacity).toBeDefined();

    const filtered = (await query(`category=Phones&capacity=${encodeURIComponent(firstCapacity?.value ?? '')}&madeUp=x&pageSize=50`)).json<StockQueryResult>();

    expect(filtered.totalItems).toBe(firstCapacity?.count);
    expect(filtered.totalItems).toBeLessThan(all.totalItems);
  });
});

describe('LruMap', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);

    expect([...map.keys()]).toEqual(['a', 'c']);
    expect(map.size).toBe(2);
    expect(map.peek('b')).toBeUndefined();
  });
});
