import {
  centsToAmount,
  centsToText,
  exceedsCurrencyPrecision,
  formatCurrency,
  formatMinorUnits,
  lineTotal,
  parseAmount,
  sanitiseAmountInput,
  sumMoney,
  toCents,
  toMinorUnits,
  typedAmountToCents,
} from '../index';

describe('minor units at the currency precision', () => {
  it('parses numbers and decimal strings into exact minor units, rounding half away from zero', () => {
    expect(toMinorUnits('1234.5')).toBe(123450n);
    expect(toMinorUnits(1.005)).toBe(101n);
    expect(toMinorUnits('-0.125')).toBe(-13n);
    expect(toMinorUnits(7, 0)).toBe(7n);
    expect(toMinorUnits('2.5', 0)).toBe(3n);
    expect(toMinorUnits(1e-7, 2)).toBe(0n);
    expect(() => toMinorUnits('12,50')).toThrow(RangeError);
  });

  it('sums without float drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(sumMoney([0.1, 0.2])).toBe(30n);
    expect(sumMoney(['19.99', '0.01', 5])).toBe(2500n);
  });

  it('multiplies a price by a whole quantity exactly', () => {
    expect(lineTotal('19.99', 3)).toBe(5997n);
    expect(() => lineTotal('19.99', 1.5)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('formats with the currency symbol, thousands separators and the precision', () => {
    expect(formatMinorUnits(123450n)).toBe('$1,234.50');
    expect(formatMinorUnits(-5n)).toBe('-$0.05');
    expect(formatMinorUnits(123450n, { symbol: '€', precision: 2, fractionDigits: 0 })).toBe('€1,235');
    expect(formatMinorUnits(1234567n, { symbol: '£', precision: 3 })).toBe('£1,234.567');
  });

  it("writes the locale's grouping and decimal marks after the tenant's symbol", () => {
    expect(formatMinorUnits(123450n, { locale: 'de-DE' })).toBe('$1.234,50');
    expect(formatMinorUnits(-123456789n, { symbol: '€', locale: 'fr-FR' })).toBe('-€1\u202f234\u202f567,89');
    expect(formatMinorUnits(123450, { locale: 'en' })).toBe('$1,234.50');
    expect(formatMinorUnits(123450, { locale: 'en_US' })).toBe('$1,234.50');
    // Past the doubles' exact digits the text is still exact.
    expect(formatMinorUnits(123456789012345678n)).toBe('$1,234,567,890,123,456.78');
  });

  it('formats API amounts with the tenant defaults and shows -- when there is none', () => {
    expect(formatCurrency(1999.5)).toBe('$1,999.50');
    expect(formatCurrency('1000000', { symbol: 'R', precision: 0 })).toBe('R1,000,000');
    expect(formatCurrency(undefined)).toBe('--');
    expect(formatCurrency('n/a')).toBe('--');
  });
});

describe('whole cents', () => {
  it('converts stored and computed amounts through integer cents', () => {
    expect(toCents('123.45')).toBe(12345);
    expect(toCents('7.5')).toBe(750);
    expect(toCents(0.1)).toBe(10);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(centsToText(12345)).toBe('123.45');
    expect(centsToText(5)).toBe('0.05');
    expect(centsToText(5_000_000)).toBe('50000.00');
    expect(centsToText(-5)).toBe('-0.05');
    expect(centsToAmount(77_850)).toBe(778.5);
    for (const bad of ['-1', -1, '1.234', '12.', 'abc', Number.NaN]) expect(() => toCents(bad)).toThrow(RangeError);
  });

  it('reads typed amounts into whole cents and refuses anything else', () => {
    expect(typedAmountToCents('12.5')).toBe(1250);
    expect(typedAmountToCents(' 0.1 ')).toBe(10);
    expect(typedAmountToCents(12.5)).toBe(1250);
    expect(typedAmountToCents('abc')).toBeNull();
    expect(typedAmountToCents('-1')).toBeNull();
    expect(typedAmountToCents('1.234')).toBeNull();
    expect(typedAmountToCents('1e3')).toBeNull();
    expect(typedAmountToCents('1234567890')).toBeNull();
  });

  it('reads a price at the currency precision without float arithmetic', () => {
    expect(parseAmount(19.99, 2)).toEqual({ cents: 1999 });
    expect(parseAmount(' 12.500 ', 2)).toEqual({ cents: 1250 });
    expect(parseAmount('0012.0', 0)).toEqual({ cents: 1200 });
    expect(parseAmount(0, 2)).toEqual({ cents: 0 });
    expect(parseAmount(0.1 + 0.2, 2)).toEqual({ problem: 'TOO_PRECISE' });
    expect(parseAmount(1e-7, 2)).toEqual({ problem: 'TOO_PRECISE' });
    expect(parseAmount('12.5', 0)).toEqual({ problem: 'TOO_PRECISE' });
    // Cents hold two decimals whatever the precision.
    expect(parseAmount('12.345', 3)).toEqual({ problem: 'TOO_PRECISE' });
    expect(parseAmount('1234567890123', 2, 12)).toEqual({ problem: 'NOT_AN_AMOUNT' });
    for (const bad of [-5, '+5', '12.', 'abc', '12,50', '$12', 1e21 * 1e10]) expect(parseAmount(bad, 2)).toEqual({ problem: 'NOT_AN_AMOUNT' });
  });

  it('flags an amount with more decimals than the precision (spec 01 §5)', () => {
    expect(exceedsCurrencyPrecision('10.123', 2)).toBe(true);
    expect(exceedsCurrencyPrecision('10.12', 2)).toBe(false);
    expect(exceedsCurrencyPrecision('10.120', 2)).toBe(false);
    expect(exceedsCurrencyPrecision(10.5, 0)).toBe(true);
    expect(exceedsCurrencyPrecision('10', 0)).toBe(false);
  });
});

describe('amount fields while typing', () => {
  it('keeps digits and one decimal point', () => {
    expect(sanitiseAmountInput('1a2.3.4')).toBe('12.34');
    expect(sanitiseAmountInput('$99')).toBe('99');
    expect(sanitiseAmountInput('1.23456')).toBe('1.23456');
  });

  it('keeps at most the decimals the field allows', () => {
    expect(sanitiseAmountInput('1a2.3.45x', 2)).toBe('12.34');
  });
});
