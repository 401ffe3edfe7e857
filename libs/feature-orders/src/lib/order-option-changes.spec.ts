import { HEAD_OFFICE, MIAMI_DOCK, aSelectedOptions, anOptionChoices, TORONTO_WAREHOUSE } from '@bp/ui-order-options/testing';
import { changedOptionParts, orderWithOptions, pendingTotalsOf, savedTotalsOf } from './order-option-changes';
import { anOrderDetail, someOrderCharges } from './orders-fixtures';

const saved = aSelectedOptions();

describe('changedOptionParts', () => {
  it('is empty for the saved selection and names each changed part once', () => {
    expect(changedOptionParts(aSelectedOptions(), saved)).toEqual([]);
    expect(
      changedOptionParts(
        aSelectedOptions({
          shippingAddressId: TORONTO_WAREHOUSE.id,
          shippingMethodCode: 'BILL_MY_ACCOUNT',
          paymentMethodCode: 'INTEGRATED_PAYPAL',
          additionalServices: ['svc-photos'],
        }),
        saved,
      ),
    ).toEqual(['SHIPPING_ADDRESS', 'SHIPPING_METHOD', 'PAYMENT_METHOD', 'ADDITIONAL_SERVICES']);
  });

  it("counts the method's details (insurance, instructions) as the shipping method part", () => {
    expect(changedOptionParts(aSelectedOptions({ shippingInsured: true, shippingInsuranceAmount: '500.00' }), saved)).toEqual(['SHIPPING_METHOD']);
    expect(changedOptionParts(aSelectedOptions({ shippingInstruction: 'Dock 4' }), saved)).toEqual(['SHIPPING_METHOD']);
  });

  it('ignores the order of the services', () => {
    expect(changedOptionParts(aSelectedOptions({ additionalServices: ['b', 'a'] }), aSelectedOptions({ additionalServices: ['a', 'b'] }))).toEqual([]);
  });
});

describe('orderWithOptions', () => {
  it("writes the selection in the order's shape with the options' labels and addresses", () => {
    const order = anOrderDetail().salesOrder;
    const changed = orderWithOptions(
      order,
      aSelectedOptions({
        shippingMethodCode: 'ACME_EXPRESS_SHIPPING',
        shippingInsured: true,
        shippingInsuranceAmount: '500.5',
        paymentMethodCode: 'INTEGRATED_PAYPAL',
        additionalServices: ['svc-photos'],
      }),
      anOptionChoices(),
    );

    expect(changed.shippingOptionDetails).toEqual({
      shippingAddressId: MIAMI_DOCK.id,
      shippingOption: {
        shippingMethodCode: 'ACME_EXPRESS_SHIPPING',
        shippingMethodLabel: 'Express Shipping',
        insured: true,
        insuredAmount: 500.5,
        shippingQuote: null,
        carrier: null,
        carrierServiceLevel: null,
        carrierShippingAccountNumber: null,
        shippingInstructions: '',
      },
      requestAQuoteDetails: null,
    });
    expect(changed.paymentOptionDetails).toEqual({
      billingAddressId: HEAD_OFFICE.id,
      paymentOptionDetails: { paymentMethodCode: 'INTEGRATED_PAYPAL', paymentMethodLabel: 'PayPal' },
    });
    expect(changed.additionalServices).toEqual(['svc-photos']);
    expect(changed.version).toBe(order.version);
  });

  it('carries the quote request with its service level and freight', () => {
    const changed = orderWithOptions(
      anOrderDetail().salesOrder,
      aSelectedOptions({ shippingMethodCode: 'REQUEST_A_QUOTE', shippingInsured: null, requestAQuoteInfo: { serviceLevel: 'Ground', amount: '75' } }),
      anOptionChoices(),
    );
    expect(changed.shippingOptionDetails.shippingOption).toMatchObject({ shippingMethodCode: 'REQUEST_A_QUOTE', insured: false, shippingQuote: 75 });
    expect(changed.shippingOptionDetails.requestAQuoteDetails).toEqual({ serviceLevel: 'Ground' });
  });
});

describe('order totals (spec 03 §9)', () => {
  const order = anOrderDetail({ reservationFee: 12.5, total: 818.5 }).salesOrder;

  it("are the server's while nothing is pending", () => {
    expect(savedTotalsOf(order).total).toBe(818.5);
  });

  it('sum the pending lines, the latest charges and the kept late-payment fees in cents', () => {
    const lines = [
      { orderedQuantity: 3, unitPrice: 0.1 },
      { orderedQuantity: 1, unitPrice: 0.2 },
    ];
    const totals = pendingTotalsOf(order, lines, someOrderCharges({ freight: 0.1, paymentFee: 0.2, tax: 0.01, additionalServicesFee: 0.02, insurance: 0 }));
    expect(totals.subtotal).toBe(0.5);
    expect(totals.total).toBe(13.33);
  });

  it("keep the saved order's charges until the first answer, and freight unknown while a quote is awaited", () => {
    const lines = [{ orderedQuantity: 3, unitPrice: 389 }];
    expect(pendingTotalsOf(order, lines, undefined)).toMatchObject({ subtotal: 1167, freight: 28, total: 1207.5 });
    expect(pendingTotalsOf(order, lines, someOrderCharges({ freight: null, awaitingFreightQuote: true })).freight).toBeNull();
  });
});
