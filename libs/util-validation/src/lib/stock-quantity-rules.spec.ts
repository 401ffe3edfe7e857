import {
  DEFAULT_ALERT_QUANTITY,
  QUANTITY_REDUCED_MESSAGE,
  capQuantityToAvailable,
  defaultAlertQuantity,
  normaliseAlertQuantity,
  normaliseOfferPriceOnBlur,
  normaliseQuantityOnBlur,
  roundDownToIncrement,
  sanitiseQuantityInput,
} from './stock-quantity-rules';

describe('quantity input (spec 01 §5)', () => {
  it('keeps digits only while typing', () => {
    expect(sanitiseQuantityInput('12a3')).toBe('123');
    expect(sanitiseQuantityInput('-4.5')).toBe('45');
    expect(sanitiseQuantityInput('abc')).toBe('');
  });

  it('turns 0, blank and non-numeric into 1 on blur', () => {
    expect(normaliseQuantityOnBlur(0)).toBe(1);
    expect(normaliseQuantityOnBlur('')).toBe(1);
    expect(normaliseQuantityOnBlur('x')).toBe(1);
    expect(normaliseQuantityOnBlur(null)).toBe(1);
    expect(normaliseQuantityOnBlur('7')).toBe(7);
  });

  it('rounds down to a multiple of an increment above 1, with a minimum of one increment', () => {
    expect(normaliseQuantityOnBlur(17, 5)).toBe(15);
    expect(normaliseQuantityOnBlur(3, 5)).toBe(5);
    expect(normaliseQuantityOnBlur(0, 5)).toBe(5);
    expect(normaliseQuantityOnBlur(20, 5)).toBe(20);
    expect(roundDownToIncrement(7, 1)).toBe(7);
    expect(roundDownToIncrement(7, undefined)).toBe(7);
  });

  it('reduces a quantity above the available stock and says so', () => {
    expect(capQuantityToAvailable(50, 12)).toEqual({ quantity: 12, reduced: true });
    expect(capQuantityToAvailable(50, 12, 5)).toEqual({ quantity: 10, reduced: true });
    expect(capQuantityToAvailable(10, 12)).toEqual({ quantity: 10, reduced: false });
    expect(capQuantityToAvailable(12, 12)).toEqual({ quantity: 12, reduced: false });
    expect(QUANTITY_REDUCED_MESSAGE).toBe('Your quantity was updated, quantity reduced to match available stock');
  });
});

describe('offer price (spec 01 §5)', () => {
  it('turns 0 or blank into 1 and caps at the list price on blur', () => {
    expect(normaliseOfferPriceOnBlur('0', 120)).toBe(1);
    expect(normaliseOfferPriceOnBlur('', 120)).toBe(1);
    expect(normaliseOfferPriceOnBlur('150', 120)).toBe(120);
    expect(normaliseOfferPriceOnBlur('99.5', 120)).toBe(99.5);
    expect(normaliseOfferPriceOnBlur(120, 120)).toBe(120);
  });
});

describe('stock alert quantity (spec 01 §5)', () => {
  it('turns blank or 0 into 1 and rounds down to an increment multiple, at least one increment', () => {
    expect(normaliseAlertQuantity('')).toBe(1);
    expect(normaliseAlertQuantity(0)).toBe(1);
    expect(normaliseAlertQuantity('0', 10)).toBe(10);
    expect(normaliseAlertQuantity('25', 10)).toBe(20);
    expect(normaliseAlertQuantity('25')).toBe(25);
  });

  it('presets 100 when the tenant sets nothing, rounded to the increment', () => {
    expect(DEFAULT_ALERT_QUANTITY).toBe(100);
    expect(defaultAlertQuantity(undefined)).toBe(100);
    expect(defaultAlertQuantity(null, 30)).toBe(90);
    expect(defaultAlertQuantity(40, 15)).toBe(30);
    expect(defaultAlertQuantity(5, 15)).toBe(15);
    expect(defaultAlertQuantity(0)).toBe(100);
  });
});
