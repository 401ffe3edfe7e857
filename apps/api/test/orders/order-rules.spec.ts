import { FulfillmentStatus, PaymentStatus } from '@bp/api-contract';
import {
  cancellationFeeApplies,
  cancellationFeeCents,
  DAY_MS,
  orderValueCents,
  reservationPeriodsDue,
  type LateFeeFacts,
} from '../../src/sales/order-late-fees';
import { orderPermissions, type PermissionFacts } from '../../src/orders/order-permissions';

// The pure order rules: the permission set (spec 03 §3, §6) and the late-payment fees (§9).

const held: PermissionFacts = {
  fulfillmentStatus: FulfillmentStatus.ON_HOLD,
  paymentStatus: PaymentStatus.AWAITING_PAYMENT,
  paymentMethodCode: 'TERMS_NET_30',
  racFeeAgreed: false,
  gracePeriodEnd: new Date('2026-11-20T00:00:00Z'),
  reservationFeePercent: '1.000000',
  cancellationFeePercent: '10.000000',
};
const realTime = { gracePeriodEnabled: true, updateMethod: 'REAL_TIME' };

describe('order permissions', () => {
  it('lets a held, unpaid order do everything, including extending the payment time', () => {
    expect(Object.values(orderPermissions(held, realTime)).every(Boolean)).toBe(true);
  });

  it.each([FulfillmentStatus.AWAITING_FULFILLMENT, FulfillmentStatus.SHIPPED, FulfillmentStatus.INVOICED, FulfillmentStatus.CANCELED])(
    'allows nothing once the order is %s',
    (status) => {
      expect(Object.values(orderPermissions({ ...held, fulfillmentStatus: status }, realTime)).some(Boolean)).toBe(false);
    },
  );

  it('keeps a paid order releasable but unchangeable', () => {
    const permission = orderPermissions({ ...held, paymentStatus: PaymentStatus.PAID }, realTime);
    expect(
      Object.entries(permission)
        .filter(([, allowed]) => allowed)
        .map(([flag]) => flag),
    ).toEqual(['canPayAndShipNow']);
  });

  it('awaiting a shipping quote: no release and no increase, decreases and other edits allowed', () => {
    const permission = orderPermissions({ ...held, fulfillmentStatus: FulfillmentStatus.AWAITING_SHIPPING_QUOTE }, realTime);
    expect(permission).toMatchObject({
      canPayAndShipNow: false,
      canIncreaseOrderedQuantity: false,
      canDecreaseOrderedQuantity: true,
      canUpdateShipping: true,
      canCancelOrder: true,
    });
  });

  it('manual sync: the tenant system owns the lines; shipping, payment and services stay editable', () => {
    const permission = orderPermissions(held, { ...realTime, updateMethod: 'MANUAL_SYNC' });
    expect(permission).toMatchObject({
      canUpdateOrderedQuantity: false,
      canEditItem: false,
      canRemoveItem: false,
      canIncreaseOrderedQuantity: false,
      canDecreaseOrderedQuantity: false,
      canUpdateShipping: true,
      canCancelOrder: true,
    });
  });

  it('offers the late-payment section only with a grace period and fees; extending only until agreed', () => {
    expect(orderPermissions(held, { ...realTime, gracePeriodEnabled: false })).toMatchObject({
      canExtendPaymentTime: false,
      isPaymentGracePeriodSectionApplicable: false,
    });
    expect(orderPermissions({ ...held, reservationFeePercent: '0', cancellationFeePercent: null }, realTime)).toMatchObject({
      canExtendPaymentTime: false,
      isPaymentGracePeriodSectionApplicable: false,
    });
    expect(orderPermissions({ ...held, racFeeAgreed: true }, realTime)).toMatchObject({
      canExtendPaymentTime: false,
      isPaymentGracePeriodSectionApplicable: true,
    });
  });
});

describe('late-payment fees', () => {
  const graceEnd = new Date('2026-11-20T00:00:00Z');
  const agreed: LateFeeFacts = {
    fulfillmentStatus: FulfillmentStatus.ON_HOLD,
    paymentStatus: PaymentStatus.AWAITING_PAYMENT,
    racFeeAgreed: true,
    gracePeriodEnd: graceEnd,
    racFeePeriodEnd: null,
    reservationFeePercent: '1.000000',
    cancellationFeePercent: '10.000000',
    totalCents: 35_050,
    reservationFeeCents: 0,
    cancellationFeeCents: 0,
  };
  const at = (days: number) => new Date(graceEnd.getTime() + days * DAY_MS);

  it('applies the cancellation fee only when agreed, a full day past the grace period, above 0 % and within racFeePeriodEnd', () => {
    expect(cancellationFeeApplies(agreed, at(0.99))).toBe(false);
    expect(cancellationFeeApplies(agreed, at(1))).toBe(true);
    expect(cancellationFeeApplies({ ...agreed, racFeeAgreed: false }, at(3))).toBe(false);
    expect(cancellationFeeApplies({ ...agreed, cancellationFeePercent: '0.000000' }, at(3))).toBe(false);
    expect(cancellationFeeApplies({ ...agreed, racFeePeriodEnd: at(2) }, at(2))).toBe(true);
    expect(cancellationFeeApplies({ ...agreed, racFeePeriodEnd: at(2) }, at(2.01))).toBe(false);
    expect(cancellationFeeCents(agreed, 35_050, at(2))).toBe(3_505);
  });

  it('counts full 24-hour periods past the grace period, up to racFeePeriodEnd, for held unpaid agreed orders', () => {
    expect(reservationPeriodsDue(agreed, at(0.5))).toBe(0);
    expect(reservationPeriodsDue(agreed, at(2.9))).toBe(2);
    expect(reservationPeriodsDue({ ...agreed, racFeePeriodEnd: at(1.5) }, at(10))).toBe(1);
    expect(reservationPeriodsDue({ ...agreed, racFeeAgreed: false }, at(5))).toBe(0);
    expect(reservationPeriodsDue({ ...agreed, paymentStatus: PaymentStatus.PAID }, at(5))).toBe(0);
    expect(reservationPeriodsDue({ ...agreed, fulfillmentStatus: FulfillmentStatus.AWAITING_FULFILLMENT }, at(5))).toBe(0);
  });

  it('takes fees on the order value without the fees already charged', () => {
    expect(orderValueCents({ totalCents: 36_103, reservationFeeCents: 1_053, cancellationFeeCents: 0 })).toBe(35_050);
  });
});
