import type { CatalogueIndex } from '@bp/util-stocklist';

// What a built stock list holds in memory, estimated: the cache is bounded by these bytes, not
// by a count of lists (a tenant of 100,000 items and one of 50 are not the same weight). Items
// are measured on an even sample and scaled; the layout follows V8 on 64 bits without pointer
// compression (Node's default): an object 24 bytes and 8 per property, a string 16 bytes and one
// byte per Latin-1 character (two otherwise), a number with a fraction 16 bytes.

/**
 * What the layout above misses (arrays' backing stores, hidden classes, the allocator's slack):
 * tools/bench/catalogue-instances.mjs measured 122.8 MB of heap per 100,000 items against 102.8 MB
 * estimated without it.
 */
const MEASURED_OVER_LAYOUT = 1.2;
/** Items measured per index. */
const SAMPLE = 200;
/** Per item of a built search index (distinct values and the two tables: about 12 MB per 100,000 items, measured). */
const SEARCH_INDEX_BYTES_PER_ITEM = 120;
/** Per entry of the positions map a patch makes (the map's slot and the key string). */
const POSITION_BYTES_PER_ITEM = 100;

function stringBytes(text: string): number {
  // V8 keeps a string of Latin-1 characters one byte a character, any other two.
  const oneByte = !/[\u0100-\uffff]/.test(text);
  return 16 + Math.ceil((oneByte ? text.length : text.length * 2) / 8) * 8;
}

function valueBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return stringBytes(value);
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 0 : 16;
  if (value === null || typeof value !== 'object' || depth > 3) return 0;
  const entries = Object.values(value as Record<string, unknown>);
  return 24 + 8 * entries.length + entries.reduce<number>((sum, entry) => sum + valueBytes(entry, depth + 1), 0);
}

/** Bytes of an index's items, groups and columns, plus what it made on use (search index, positions). */
export function estimateIndexBytes(index: CatalogueIndex, extras: { positions: boolean }): number {
  const count = index.items.length;
  const step = Math.max(1, Math.floor(count / SAMPLE));
  let sampled = 0;
  let sampleBytes = 0;
  for (let position = 0; position < count; position += step) {
    sampleBytes += valueBytes(index.items[position]) + stringBytes(index.searchTexts[position] ?? '');
    sampled += 1;
  }
  const items = sampled === 0 ? 0 : (sampleBytes / sampled) * count;
  const groups = index.groups.reduce((sum, group) => sum + valueBytes(group), 0);
  const columns =
    4 * count * (4 + index.attributeColumns.size) +
    [index.categories, index.warehouses, ...index.attributeColumns.values()].reduce(
      (sum, column) => sum + column.values.reduce((bytes, value) => bytes + stringBytes(value), 0),
      0,
    );
  const made = (index.search ? SEARCH_INDEX_BYTES_PER_ITEM * count : 0) + (extras.positions ? POSITION_BYTES_PER_ITEM * count : 0);
  return Math.round((items + groups + columns + made) * MEASURED_OVER_LAYOUT);
}
