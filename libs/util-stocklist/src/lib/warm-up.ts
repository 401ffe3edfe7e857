import { parseStockQuery, type ParsedStockQuery } from './filters';
import { searchIndexOf, type CatalogueIndex } from './query';
import { SEARCH_FIELD_SEPARATOR } from './search-index';

const wordsOf = (value: string) => value.split(/[\s/+]+/).filter((word) => word.length > 0);

/**
 * Searches made of a catalogue's own values, so that each finds items: mostly the values most
 * items hold (one word, or a value's first and last words: many items to visit), and a few rare
 * ones (item numbers: few). Running them once a catalogue is loaded has the JavaScript engine
 * compile the query's search path before buyers search; until it is compiled, each search takes
 * several times as long.
 */
export function warmUpSearches(index: CatalogueIndex, count = 16): ParsedStockQuery[] {
  const search = searchIndexOf(index);
  if (search.text === '') return [];
  const values = search.text.split(SEARCH_FIELD_SEPARATOR);
  const holders = (code: number) => search.valueOffsets[code + 1] - search.valueOffsets[code];
  // The values most items hold, most first (a short list kept in order while scanning them all).
  const popular: number[] = [];
  const popularCount = count - Math.floor(count / 4);
  for (let code = 0; code < values.length; code++) {
    if (popular.length === popularCount && holders(code) <= holders(popular[popular.length - 1])) continue;
    let at = popular.length;
    while (at > 0 && holders(popular[at - 1]) < holders(code)) at--;
    popular.splice(at, 0, code);
    if (popular.length > popularCount) popular.pop();
  }
  const rareCount = count - popular.length;
  const rare = Array.from({ length: rareCount }, (_, slot) => Math.floor(((slot + 0.5) * values.length) / rareCount));
  return [...popular, ...rare].map((code, slot) => {
    const words = wordsOf(values[code]);
    const terms = slot % 2 === 1 && words.length > 1 ? [words[0], words[words.length - 1]] : [words.reduce((a, b) => (b.length > a.length ? b : a), '')];
    return parseStockQuery({ search: terms.join('/') });
  });
}
