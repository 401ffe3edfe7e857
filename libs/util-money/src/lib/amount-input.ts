/**
 * Keeps only what an amount field accepts while typing: digits and one decimal point ("1a2.3.4" →
 * "12.34"), and at most `maxDecimals` decimals when given (the option rows' amounts keep two; an
 * offer price keeps every digit so that a price past the currency's precision can be flagged).
 */
export function sanitiseAmountInput(text: string, maxDecimals?: number): string {
  const [whole, ...rest] = text.replace(/[^\d.]/g, '').split('.');
  if (rest.length === 0) return whole;
  const fraction = rest.join('');
  return `${whole}.${maxDecimals === undefined ? fraction : fraction.slice(0, maxDecimals)}`;
}
