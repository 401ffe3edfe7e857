// Search over a catalogue index without reading every item's search text per query, so
// a keystroke's search stays fast on a large catalogue. An item's search text (itemSearchText) is its fields joined by SEARCH_FIELD_SEPARATOR;
// a term without that separator matches the text exactly when it matches one of the fields. Most
// fields repeat across items (descriptions, attribute values, grade, warehouse), so the distinct
// field values are far fewer and shorter in all than the texts: a term is looked for once in the
// distinct values (one text, scanned with indexOf), and an item then matches when one of its
// values did. Same results as matchesAllTerms on the item's text, for every term.

/** Joins an item's fields in its search text (itemSearchText). */
export const SEARCH_FIELD_SEPARATOR = '\u0001';

/** Terms checked in one pass (one bit each); a query with more falls back to the texts. */
const MAX_MASKED_TERMS = 31;

export interface SearchIndex {
  /** Every distinct non-empty field value, joined by the separator: one text to scan per term. */
  text: string;
  /** Where each value starts in `text`, ascending, then text.length + 1 (the end of the last value + 1). */
  starts: Int32Array;
  /** Item i's distinct value codes are codes[offsets[i]] .. codes[offsets[i + 1] - 1]. */
  offsets: Int32Array;
  codes: Int32Array;
  /** The items holding value v, ascending, are valueItems[valueOffsets[v]] .. valueItems[valueOffsets[v + 1] - 1]. */
  valueOffsets: Int32Array;
  valueItems: Int32Array;
}

/** A query's terms over a SearchIndex: the items that may match, in order, and the check of all terms. */
export interface SearchMatch {
  /** Ascending positions of every item holding the term held by fewest items; undefined when that is most of them (visit every item). */
  candidates: Int32Array | undefined;
  /** Whether the item at a position holds every term. */
  matches(item: number): boolean;
}

/** The distinct field values of every search text and which items have which (see SearchIndex). */
export function buildSearchIndex(searchTexts: readonly string[]): SearchIndex {
  const codeOf = new Map<string, number>();
  const values: string[] = [];
  const offsets = new Int32Array(searchTexts.length + 1);
  let codes = new Int32Array(searchTexts.length * 8);
  let length = 0;
  // The last item that took each code: a value twice in one text is kept once.
  let lastItem = new Int32Array(1024).fill(-1);
  for (let item = 0; item < searchTexts.length; item++) {
    offsets[item] = length;
    for (const value of searchTexts[item].split(SEARCH_FIELD_SEPARATOR)) {
      if (value === '') continue;
      let code = codeOf.get(value);
      if (code === undefined) {
        code = values.length;
        values.push(value);
        codeOf.set(value, code);
        if (code >= lastItem.length) {
          const grown = new Int32Array(lastItem.length * 2).fill(-1);
          grown.set(lastItem);
          lastItem = grown;
        }
      }
      if (lastItem[code] === item) continue;
      lastItem[code] = item;
      if (length === codes.length) {
        const grown = new Int32Array(codes.length * 2);
        grown.set(codes);
        codes = grown;
      }
      codes[length++] = code;
    }
  }
  offsets[searchTexts.length] = length;
  const starts = new Int32Array(values.length + 1);
  let at = 0;
  values.forEach((value, code) => {
    starts[code] = at;
    at += value.length + 1;
  });
  starts[values.length] = at;
  // The same pairs by value: counts, then each value's items in item order.
  const valueOffsets = new Int32Array(values.length + 1);
  for (let position = 0; position < length; position++) valueOffsets[codes[position] + 1] += 1;
  for (let code = 0; code < values.length; code++) valueOffsets[code + 1] += valueOffsets[code];
  const valueItems = new Int32Array(length);
  const filled = valueOffsets.slice(0, values.length);
  for (let item = 0; item < searchTexts.length; item++) {
    for (let position = offsets[item]; position < offsets[item + 1]; position++) valueItems[filled[codes[position]]++] = item;
  }
  return { text: values.join(SEARCH_FIELD_SEPARATOR), starts, offsets, codes: codes.slice(0, length), valueOffsets, valueItems };
}

/** The code of the value `at` lies in: the last code whose start is at or before `at`. */
function valueAt(starts: Int32Array, at: number, from: number): number {
  let low = from;
  let high = starts.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >>> 1;
    if (starts[middle] <= at) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * The items matching `terms` (lower-cased, as splitSearchTerms makes them; every one must be in an
 * item's search text). Undefined when the index cannot answer for these terms (a term holding the
 * separator, or more terms than one pass checks): use matchesAllTerms then.
 */
export function searchMatch(search: SearchIndex, terms: readonly string[]): SearchMatch | undefined {
  const wanted = terms.filter((term) => term !== '');
  if (wanted.length > MAX_MASKED_TERMS || wanted.some((term) => term.includes(SEARCH_FIELD_SEPARATOR))) return undefined;
  const { text, starts, offsets, codes, valueOffsets, valueItems } = search;
  const itemCount = offsets.length - 1;
  // Bit t of masks[code]: value `code` holds term t.
  const masks = new Uint32Array(Math.max(starts.length - 1, 0));
  // The term whose values the fewest items hold (an upper bound: an item may hold two of them).
  let fewest: number[] | undefined;
  let fewestItems = Infinity;
  wanted.forEach((term, bit) => {
    const flag = 1 << bit;
    const found: number[] = [];
    let holders = 0;
    let from = 0;
    let code = 0;
    while (from < text.length) {
      const at = text.indexOf(term, from);
      if (at < 0) break;
      code = valueAt(starts, at, code);
      masks[code] |= flag;
      found.push(code);
      holders += valueOffsets[code + 1] - valueOffsets[code];
      // The term holds no separator: the next match starts in a later value.
      from = starts[code + 1];
    }
    if (holders < fewestItems) {
      fewest = found;
      fewestItems = holders;
    }
  });
  const all = wanted.length === 0 ? 0 : (2 ** wanted.length - 1) | 0;
  let candidates: Int32Array | undefined;
  if (fewest && fewestItems <= itemCount / 4) {
    if (fewest.length === 1) {
      candidates = valueItems.subarray(valueOffsets[fewest[0]], valueOffsets[fewest[0] + 1]);
    } else {
      const marked = new Uint8Array(itemCount);
      for (const code of fewest) for (let position = valueOffsets[code]; position < valueOffsets[code + 1]; position++) marked[valueItems[position]] = 1;
      candidates = new Int32Array(fewestItems);
      let count = 0;
      for (let item = 0; item < itemCount; item++) if (marked[item] === 1) candidates[count++] = item;
      candidates = candidates.subarray(0, count);
    }
  }
  return {
    candidates,
    matches: (item) => {
      let held = 0;
      for (let position = offsets[item], end = offsets[item + 1]; position < end; position++) held |= masks[codes[position]];
      return held === all;
    },
  };
}
