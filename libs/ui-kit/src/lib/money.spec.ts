import { formatCurrency, formatMinorUnits, lineTotal, sumMoney, toMinorUnits } from './money';

describe('money', () => {
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

  it('formats with the currency symbol, thousands separators and the precision', () => {
    expect(formatMinorUnits(123450n)).toBe('$1,234.50');
    expect(formatMinorUnits(-5n)).toBe('-$0.05');
    expect(formatMinorUnits(123450n, { symbol: '€', precision: 2, fractionDigits: 0 })).toBe('€1,235');
    expect(formatMinorUnits(1234567n, { symbol: '£', precision: 3 })).toBe('£1,234.567');
  });

  it('formats API amounts with the tenant defaults and shows -- when there is none', () => {
    expect(formatCurrency(1999.5)).toBe('$1,999.50');
    expect(formatCurrency('1000000', { symbol: 'R', precision: 0 })).toBe('R1,000,000');
    expect(formatCurrency(undefined)).toBe('--');
    expect(formatCurrency('n/a')).toBe('--');
  });
});
