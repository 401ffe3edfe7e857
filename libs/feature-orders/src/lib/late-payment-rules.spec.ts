import { aRacTerms, aSalesOrder, anOrderPermission } from '@bp/api-contract/testing';
import { deadlineText, latePaymentDeadline, percentColumn, percentPer24Hours } from './late-payment-rules';

const applicable = anOrderPermission({ isPaymentGracePeriodSectionApplicable: true });

describe('fee display (spec 03 §9)', () => {
  it.each([
    [1.5, '1.50%'],
    [0.125, '0.13%'],
    [2, '2.00%'],
  ])('shows the per-24-hours percent %s with 2 decimals: %s', (percent, shown) => {
    expect(percentPer24Hours(percent)).toBe(shown);
  });

  it.each([
    [5, '5.0%'],
    [1.25, '1.3%'],
    [0, '0.0%'],
  ])('shows a percent column %s with 1 decimal: %s', (percent, shown) => {
    expect(percentColumn(percent)).toBe(shown);
  });
});

describe('latePaymentDeadline (spec 03 §4 Late payment)', () => {
  it("is the terms' grace period end while the fees are not agreed", () => {
    expect(latePaymentDeadline(aSalesOrder({ gracePeriodEnd: '2026-11-21T00:00:00.000Z' }), applicable, aRacTerms())).toBe('2026-11-22T12:00:00.000Z');
  });

  it("falls back to the order's grace period end when the terms could not be fetched", () => {
    expect(latePaymentDeadline(aSalesOrder({ gracePeriodEnd: '2026-11-21T00:00:00.000Z' }), applicable, undefined)).toBe('2026-11-21T00:00:00.000Z');
  });

  it('is none once the fees are agreed, or when the section does not apply', () => {
    expect(latePaymentDeadline(aSalesOrder({ racFeeAgreed: true, gracePeriodEnd: '2026-11-21T00:00:00.000Z' }), applicable, aRacTerms())).toBeNull();
    expect(latePaymentDeadline(aSalesOrder({ gracePeriodEnd: '2026-11-21T00:00:00.000Z' }), anOrderPermission(), aRacTerms())).toBeNull();
  });
});

describe('deadlineText', () => {
  it('uses the account text for account payments and the payment text otherwise', () => {
    expect(deadlineText(aRacTerms({ useCurrentAccountTextForPayment: true }))).toBe('Account must be current and the order moved into fulfillment by {{date}}');
    expect(deadlineText(aRacTerms())).toBe('Payment must be received by {{date}}');
    expect(deadlineText(undefined)).toBe('Payment must be received by {{date}}');
  });
});
