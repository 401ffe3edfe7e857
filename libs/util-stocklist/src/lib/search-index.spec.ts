import { aStockGroup, aStockItem } from '@bp/api-contract/testing';
import { aStockQuerySettings } from '../testing';
import { matchesAllTerms, parseStockQuery, splitSearchTerms } from './filters';
import { buildCatalogueIndex, matchingItems, runStockQuery, searchIndexOf } from './query';
import { buildSearchIndex, searchMatch, SEARCH_FIELD_SEPARATOR } from './search-index';

// The search index must answer exactly like matchesAllTerms on each item's search text.
const texts = [
  ['apple iphone 13 128gb black', 'black grade a', 'apple iphone 13 128gb', 'apl-13-128', '', 'a', 'phones', 'mia', 'apple iphone 13 128gb', 'black'],
  ['apple iphone 13 1tb', 'blue grade b', 'apple iphone 13 1tb', 'apl-13-1t', '', 'b', 'phones', 'nyc', 'apple', 'blue'],
  ['samsung galaxy s23 128gb', 'green grade a', 'samsung galaxy s23 128gb', 'sam-s23-128', 'pxn-9', 'a', 'phones', 'mia', 'samsung', 'green'],
  ['apple ipad air 64gb', 'silver grade c', 'apple ipad air 64gb', 'apl-ipa-64', '', 'c', 'tablets', 'dal', 'apple', 'silver'],
].map((fields) => fields.join(SEARCH_FIELD_SEPARATOR));

const matchingPositions = (terms: string[]) => {
  const match = searchMatch(buildSearchIndex(texts), terms);
  if (!match) throw new Error('the index did not answer');
  return texts.map((_, position) => position).filter((position) => match.matches(position));
};
const scannedPositions = (terms: string[]) => texts.map((_, position) => position).filter((position) => matchesAllTerms(texts[position], terms));

describe('search index', () => {
  it.each(['iphone', 'apple/128', 'APPLE + black + mia', '128gb/blue', 'a', 'gb', '13 1', 'pxn', 'nothing like it', 'apple/apple', 'tablets/apl-ipa', 'grade'])(
    'finds what a scan of the texts finds for %j',
    (search) => {
      const terms = splitSearchTerms(search);
      expect(matchingPositions(terms)).toEqual(scannedPositions(terms));
    },
  );

  it('names as candidates every item that may match, in order', () => {
    const index = buildSearchIndex(texts);
    for (const search of ['samsung/128', 'apple', 'phones/blue', 'zzz']) {
      const match = searchMatch(index, splitSearchTerms(search));
      const candidates = match?.candidates ? [...match.candidates] : texts.map((_, position) => position);
      expect(candidates).toEqual([...candidates].sort((a, b) => a - b));
      expect(scannedPositions(splitSearchTerms(search)).every((position) => candidates.includes(position))).toBe(true);
    }
    expect([...(searchMatch(index, ['zzz'])?.candidates ?? [-1])]).toEqual([]);
  });

  it('leaves terms spanning fields and over 31 terms to the text scan', () => {
    const index = buildSearchIndex(texts);
    expect(searchMatch(index, [`black${SEARCH_FIELD_SEPARATOR}grade`])).toBeUndefined();
    expect(
      searchMatch(
        index,
        Array.from({ length: 32 }, () => 'a'),
      ),
    ).toBeUndefined();
    expect(
      searchMatch(
        index,
        Array.from({ length: 31 }, () => 'a'),
      ),
    ).toBeDefined();
  });

  it('keeps each distinct value once', () => {
    const index = buildSearchIndex(texts);
    const values = index.text.split(SEARCH_FIELD_SEPARATOR);
    expect(new Set(values).size).toBe(values.length);
    expect(values).not.toContain('');
    // Item 0 holds "apple iphone 13 128gb" twice in its text, once in its codes; its empty field none.
    expect(index.offsets[1] - index.offsets[0]).toBe(8);
  });
});

describe('query engine search', () => {
  const settings = aStockQuerySettings();
  const phone = (itemNumber: string, warehouse: string, color: string) =>
    aStockItem({
      itemNumber,
      warehouse,
      skuDescription: `Apple iPhone 13 ${color}`,
      groupItemDescription: color,
      groupDescription: 'Apple iPhone 13',
      attributes: { manufacturer: 'Apple', model: 'iPhone 13', color },
    });
  const index = buildCatalogueIndex(
    [
      aStockGroup({ groupId: 'g1', items: [phone('P1', 'MIA', 'Black'), phone('P2', 'NYC', 'Black'), phone('P3', 'MIA', 'Blue')] }),
      aStockGroup({
        groupId: 'g2',
        items: [
          aStockItem({
            itemNumber: 'S1',
            warehouse: 'MIA',
            skuDescription: 'Samsung Galaxy S23',
            groupItemDescription: 'Green',
            groupDescription: 'Samsung Galaxy S23',
            attributes: { manufacturer: 'Samsung' },
          }),
        ],
      }),
    ],
    settings,
  );
  const found = (search: string) =>
    runStockQuery(index, parseStockQuery({ search, includeOutOfStock: 'true' }), settings).groups.flatMap((group) =>
      group.items.map((entry) => entry.itemNumber),
    );

  it('requires every term, each in any field (description, warehouse, attribute, item number)', () => {
    expect(found('iphone/mia')).toEqual(['P1', 'P3']);
    expect(found('black+nyc')).toEqual(['P2']);
    expect(found('p3')).toEqual(['P3']);
    expect(found('galaxy/black')).toEqual([]);
    expect(matchingItems(index, parseStockQuery({ search: 'apple/blue', includeOutOfStock: 'true' })).map((entry) => entry.itemNumber)).toEqual(['P3']);
  });

  it('builds the search index once per catalogue index', () => {
    expect(searchIndexOf(index)).toBe(searchIndexOf(index));
  });
});
