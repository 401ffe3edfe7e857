import type { AttributeSortAlgorithm } from '@bp/api-contract';

// Value orderings of spec 01 §3 (attributeSortAlgorithm): Default, AlphanumericAsNumeric, FilterOrder.

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: false });

/** Default: locale compare (English, case- and accent-insensitive), ties broken by code unit order. */
export function compareDefault(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Storage and memory units, as multiples of a byte (binary: 1TB = 1024GB). */
const UNIT_FACTORS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4, PB: 1024 ** 5 };
const QUANTITY = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i;

/** A value like '64GB', '1 TB', '512MB', '42mm', '7' as [magnitude, unit family] or null when it is not one number with a unit. */
function asQuantity(value: string): { magnitude: number; family: string } | null {
  const match = QUANTITY.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2].toUpperCase();
  if (unit in UNIT_FACTORS) return { magnitude: amount * UNIT_FACTORS[unit], family: 'BYTES' };
  return { magnitude: amount, family: unit };
}

const CHUNKS = /(\d+(?:\.\d+)?)|(\D+)/g;

/** Natural order: digit runs compare as numbers, text runs by Default. */
function compareNatural(a: string, b: string): number {
  const left = a.match(CHUNKS) ?? [];
  const right = b.match(CHUNKS) ?? [];
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const x = left[index];
    const y = right[index];
    const xNumber = /^\d/.test(x);
    const yNumber = /^\d/.test(y);
    let result: number;
    if (xNumber && yNumber) result = Number(x) - Number(y);
    else if (xNumber !== yNumber) result = xNumber ? -1 : 1;
    else result = collator.compare(x, y);
    if (result !== 0) return Math.sign(result);
  }
  return Math.sign(left.length - right.length) || compareDefault(a, b);
}

/**
 * AlphanumericAsNumeric: values that are one number with a unit compare by magnitude, with byte
 * units (B, KB, MB, GB, TB, PB; binary) converted, so '64GB' < '128GB' < '512GB' < '1TB'; other
 * units compare within the same unit ('38mm' < '42mm'). Values of different unit families, and
 * anything else, use natural order: digit runs as numbers ('iPhone 9' < 'iPhone 11'), text by
 * Default. Plain quantities sort before other text.
 */
export function compareAlphanumericAsNumeric(a: string, b: string): number {
  const x = asQuantity(a);
  const y = asQuantity(b);
  if (x && y && x.family === y.family) return Math.sign(x.magnitude - y.magnitude) || compareDefault(a, b);
  if (x && !y) return -1;
  if (!x && y) return 1;
  return compareNatural(a, b);
}

/** FilterOrder: the values of `filterOrder` first, in that order; the rest after them, by Default. */
export function compareByFilterOrder(filterOrder: readonly string[]): (a: string, b: string) => number {
  const rank = new Map(filterOrder.map((value, index) => [value, index]));
  return (a, b) => {
    const x = rank.get(a);
    const y = rank.get(b);
    if (x !== undefined && y !== undefined) return x - y;
    if (x !== undefined) return -1;
    if (y !== undefined) return 1;
    return compareDefault(a, b);
  };
}

export interface SortSettings {
  attributeSortAlgorithm: Record<string, AttributeSortAlgorithm>;
  filterOrder: Record<string, string[]>;
}

/** The comparator of one attribute's values under the settings (Default when the attribute names none). */
export function valueComparator(attribute: string, settings: SortSettings): (a: string, b: string) => number {
  const algorithm = settings.attributeSortAlgorithm[attribute] ?? 'Default';
  if (algorithm === 'AlphanumericAsNumeric') return compareAlphanumericAsNumeric;
  if (algorithm === 'FilterOrder') return compareByFilterOrder(settings.filterOrder[attribute] ?? []);
  return compareDefault;
}

/** A sorted copy of `values` by the attribute's algorithm. */
export function sortAttributeValues(attribute: string, values: readonly string[], settings: SortSettings): string[] {
  return [...values].sort(valueComparator(attribute, settings));
}
