import { OfferMessage, OfferState, OfferStatus } from '@bp/api-contract/constants';
import {
  hasOfferEditErrors,
  isPriceEditable,
  normaliseCartPriceOnBlur,
  normaliseCartQuantityOnBlur,
  offerEditErrors,
  parseCartQuantity,
  priceNotBelowCounterRule,
  priceNotBelowListRule,
  quantityBelowMinimumRule,
  type OfferEditSubject,
} from './offer-edit-rules';

function aSubject(overrides: Partial<OfferEditSubject> = {}): OfferEditSubject {
  return {
    offerStatus: OfferStatus.PENDING_ACCEPTANCE,
    offerState: OfferState.AWAITING_TENANT_REVIEW,
    listPrice: 250,
    counterPrice: null,
    minimumCheckoutQuantity: null,
    quantityAvailable: 40,
    incrementSize: 1,
    ...overrides,
  };
}

describe('price not below the list price (spec 01 §5)', () => {
  it.each([OfferStatus.NOT_ACCEPTED, OfferStatus.EXPIRED])('rejects the list price for a %s offer', (offerStatus) => {
    const subject = aSubject({ offerStatus, offerState: OfferState.AWAITING_BUYER_REVIEW });
    expect(priceNotBelowListRule(subject, 250)).toBe(OfferMessage.PRICE_NOT_BELOW_LIST);
    expect(priceNotBelowListRule(subject, 249.99)).toBeUndefined();
  });

  it('rejects the list price when an offer is edited in the cart', () => {
    const subject = aSubject({ offerStatus: OfferStatus.ACCEPTED, offerState: OfferState.READY_TO_CHECKOUT });
    expect(priceNotBelowListRule(subject, 250)).toBe(OfferMessage.PRICE_NOT_BELOW_LIST);
    expect(priceNotBelowListRule(subject, 300)).toBe(OfferMessage.PRICE_NOT_BELOW_LIST);
    expect(priceNotBelowListRule(subject, 200)).toBeUndefined();
  });

  it('rejects the list price for offers still negotiating on the other tabs too (the API would)', () => {
    expect(priceNotBelowListRule(aSubject(), 250)).toBe(OfferMessage.PRICE_NOT_BELOW_LIST);
    expect(priceNotBelowListRule(aSubject({ offerStatus: OfferStatus.ACCEPTED, offerState: OfferState.AWAITING_BUYER_REVIEW }), 250)).toBe(
      OfferMessage.PRICE_NOT_BELOW_LIST,
    );
  });

  it('lets a buy at list price and a price-dropped entry take the list price', () => {
    expect(priceNotBelowListRule(aSubject({ offerStatus: OfferStatus.BUY_AT_LIST, offerState: OfferState.READY_TO_CHECKOUT }), 250)).toBeUndefined();
    expect(priceNotBelowListRule(aSubject({ offerStatus: OfferStatus.PRICE_DROPPED, offerState: OfferState.READY_TO_CHECKOUT }), 250)).toBeUndefined();
  });
});

describe('price not below the counter price (spec 01 §5)', () => {
  const countered = aSubject({
    offerStatus: OfferStatus.COUNTERED,
    offerState: OfferState.AWAITING_BUYER_REVIEW,
    counterPrice: 220,
    minimumCheckoutQuantity: 10,
  });

  it('rejects a price at or above the counter price on the review tab', () => {
    expect(priceNotBelowCounterRule(countered, 220)).toBe(OfferMessage.PRICE_NOT_BELOW_COUNTER);
    expect(priceNotBelowCounterRule(countered, 230)).toBe(OfferMessage.PRICE_NOT_BELOW_COUNTER);
    expect(priceNotBelowCounterRule(countered, 219)).toBeUndefined();
  });

  it('does not apply in the cart or to other statuses', () => {
    expect(priceNotBelowCounterRule({ ...countered, offerState: OfferState.READY_TO_CHECKOUT }, 230)).toBeUndefined();
    expect(priceNotBelowCounterRule({ ...countered, offerStatus: OfferStatus.ACCEPTED }, 230)).toBeUndefined();
  });
});

describe('quantity not below the minimum (spec 01 §5)', () => {
  const counteredInCart = aSubject({
    offerStatus: OfferStatus.COUNTERED,
    offerState: OfferState.READY_TO_CHECKOUT,
    counterPrice: 220,
    minimumCheckoutQuantity: 10,
  });

  it('rejects a quantity below minimumCheckoutQuantity for a countered offer in the cart', () => {
    expect(quantityBelowMinimumRule(counteredInCart, 9)).toBe(OfferMessage.QUANTITY_BELOW_MINIMUM);
    expect(quantityBelowMinimumRule(counteredInCart, 10)).toBeUndefined();
  });

  it('does not apply on the review tab', () => {
    expect(quantityBelowMinimumRule({ ...counteredInCart, offerState: OfferState.AWAITING_BUYER_REVIEW }, 1)).toBeUndefined();
  });
});

describe('offerEditErrors', () => {
  it('gives each field its first failing message', () => {
    const subject = aSubject({ offerStatus: OfferStatus.COUNTERED, offerState: OfferState.READY_TO_CHECKOUT, counterPrice: 220, minimumCheckoutQuantity: 10 });
    const errors = offerEditErrors(subject, { quantity: 5, price: 250 });
    expect(errors).toEqual({ quantity: OfferMessage.QUANTITY_BELOW_MINIMUM, price: OfferMessage.PRICE_NOT_BELOW_LIST });
    expect(hasOfferEditErrors(errors)).toBe(true);
  });

  it('is empty for valid values', () => {
    const errors = offerEditErrors(aSubject(), { quantity: 5, price: 200 });
    expect(errors).toEqual({});
    expect(hasOfferEditErrors(errors)).toBe(false);
  });

  it('edits no price for a buy at list price', () => {
    expect(isPriceEditable({ offerStatus: OfferStatus.BUY_AT_LIST })).toBe(false);
    expect(isPriceEditable({ offerStatus: OfferStatus.COUNTERED })).toBe(true);
  });
});

describe('cart quantity and price input (spec 01 §5)', () => {
  it('turns non-numeric input into 0', () => {
    expect(parseCartQuantity('abc')).toBe(0);
    expect(parseCartQuantity('1.5')).toBe(0);
    expect(parseCartQuantity(' 12 ')).toBe(12);
  });

  it('makes 0 a 1, rounds to the increment and caps at the available quantity on blur', () => {
    expect(normaliseCartQuantityOnBlur('0', 1, 40)).toBe(1);
    expect(normaliseCartQuantityOnBlur('x', 5, 40)).toBe(5);
    expect(normaliseCartQuantityOnBlur('23', 5, 40)).toBe(20);
    expect(normaliseCartQuantityOnBlur('99', 1, 40)).toBe(40);
    expect(normaliseCartQuantityOnBlur('99', 5, 42)).toBe(40);
  });

  it('makes a 0 price a 1 and caps the price at the list price on blur', () => {
    expect(normaliseCartPriceOnBlur('0', 250)).toBe(1);
    expect(normaliseCartPriceOnBlur('300', 250)).toBe(250);
    expect(normaliseCartPriceOnBlur('199.5', 250)).toBe(199.5);
  });
});
