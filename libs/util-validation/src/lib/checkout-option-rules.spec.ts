import { ShippingMethodCode } from '@bp/api-contract/constants';
import { aBillMyAccount, aPaymentMethod, aSalesOrder, aShippingMethod, anAddress } from '@bp/api-contract/testing';
import {
  OptionRow,
  applyRealTimeQuotes,
  blockingMessage,
  changeBillingAddress,
  changeShippingAddress,
  changeShippingMethod,
  chooseInsurance,
  deselectOverLimit,
  emptySelection,
  invalidRows,
  maxInsuranceCents,
  missingRows,
  paymentMethodChoices,
  paymentOptionOf,
  recomputeInsuredAmount,
  rowsToFinalize,
  savedSelectionOfPreferences,
  selectionFromSaved,
  selectionOfOrder,
  shippingMethodChoices,
  shippingOptionOf,
  type OptionChoices,
  type OptionRowsContext,
  type SelectedOptions,
} from './checkout-option-rules';

const miami = anAddress({ id: 'ship-mia', label: 'Miami dock' });
const toronto = anAddress({ id: 'ship-yyz', label: 'Toronto', country: 'CA', city: 'Toronto' });
const billing = anAddress({ id: 'bill-1', label: 'Head office', fields: { BillingCustomerName: 'Bailey Buyer Inc.' } });
const otherBilling = anAddress({ id: 'bill-2', label: 'Accounts payable', fields: { BillingCustomerName: 'Bailey Buyer Inc.' } });

/** Miami allows express, standard, a real-time method and the quote; Toronto only the quote and bill my account. */
function someChoices(overrides: Partial<OptionChoices> = {}): OptionChoices {
  return {
    shippingAddresses: [miami, toronto],
    billingAddresses: [billing, otherBilling],
    otherShippingMethods: {
      ACME_EXPRESS_SHIPPING: aShippingMethod({ code: 'ACME_EXPRESS_SHIPPING', label: 'Express Shipping', maxDevicesInShipment: 50 }),
      ACME_STANDARD_SHIPPING: aShippingMethod(),
      REQUEST_A_QUOTE: aShippingMethod({
        code: 'REQUEST_A_QUOTE',
        label: 'Request a Quote',
        insuranceAvailable: false,
        showMethod: false,
        maxDevicesInShipment: null,
      }),
    },
    realTimeQuoteShippingMethods: { UPS_GROUND: aShippingMethod({ code: 'UPS_GROUND', label: 'UPS Ground', maxDevicesInShipment: null }) },
    billMyAccountShippingMethod: aBillMyAccount(),
    requestAQuoteServiceLevels: ['Ground', 'Express'],
    shippingAddressIdShippingMethodCodeMapping: {
      'ship-mia': ['ACME_EXPRESS_SHIPPING', 'ACME_STANDARD_SHIPPING', 'UPS_GROUND', 'BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE'],
      'ship-yyz': ['BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE'],
    },
    paymentMethods: [aPaymentMethod(), aPaymentMethod({ code: 'INTEGRATED_PAYPAL', label: 'PayPal', creditLimit: 1000 })],
    additionalServices: [{ id: 'svc-photos', label: 'Photos', description: 'Photos of each unit', feeType: 'PER_UNIT', fee: 0.5 }],
    maxShipmentInsuranceAmount: 50000,
    ...overrides,
  };
}

const checkout: OptionRowsContext = { page: 'checkout' };

function aSelection(overrides: Partial<SelectedOptions> = {}): SelectedOptions {
  return {
    ...emptySelection(),
    shippingAddressId: 'ship-mia',
    shippingMethodCode: 'ACME_STANDARD_SHIPPING',
    billingAddressId: 'bill-1',
    paymentMethodCode: 'TERMS_NET_30',
    shippingInsured: false,
    ...overrides,
  };
}

const codes = (selection: Partial<SelectedOptions>, context = checkout, choices = someChoices()) =>
  shippingMethodChoices(choices, { ...emptySelection(), ...selection }, context).map((method) => method.code);

describe('shipping methods offered for an address (spec 02 §4)', () => {
  it("follows the address's allowed list and hides REQUEST_A_QUOTE while its showMethod is false", () => {
    expect(codes({ shippingAddressId: 'ship-mia' })).toEqual(['ACME_EXPRESS_SHIPPING', 'ACME_STANDARD_SHIPPING', 'UPS_GROUND', 'BILL_MY_ACCOUNT']);
    expect(codes({ shippingAddressId: null })).toEqual([]);
  });

  it('shows REQUEST_A_QUOTE and hides the real-time methods when quotes are unavailable', () => {
    expect(codes({ shippingAddressId: 'ship-mia', realTimeQuotesUnavailable: true })).toEqual([
      'ACME_EXPRESS_SHIPPING',
      'ACME_STANDARD_SHIPPING',
      'BILL_MY_ACCOUNT',
      'REQUEST_A_QUOTE',
    ]);
  });

  it('on the preferences page replaces REQUEST_A_QUOTE by the real-time methods, and a manually synced partner checkout hides it', () => {
    const shown = someChoices({
      otherShippingMethods: { ...someChoices().otherShippingMethods, REQUEST_A_QUOTE: aShippingMethod({ code: 'REQUEST_A_QUOTE', showMethod: true }) },
    });
    expect(codes({ shippingAddressId: 'ship-mia' }, checkout, shown)).toContain('REQUEST_A_QUOTE');
    expect(codes({ shippingAddressId: 'ship-mia' }, { page: 'preferences' }, shown)).toEqual([
      'ACME_EXPRESS_SHIPPING',
      'ACME_STANDARD_SHIPPING',
      'UPS_GROUND',
      'BILL_MY_ACCOUNT',
    ]);
    expect(codes({ shippingAddressId: 'ship-mia' }, { page: 'checkout', hideRequestAQuote: true }, shown)).not.toContain('REQUEST_A_QUOTE');
  });

  it('leaves out a method whose device limit the order exceeds (spec 03 §5)', () => {
    expect(codes({ shippingAddressId: 'ship-mia' }, { page: 'order', deviceCount: 60 })).not.toContain('ACME_EXPRESS_SHIPPING');
    expect(codes({ shippingAddressId: 'ship-mia' }, { page: 'order', deviceCount: 50 })).toContain('ACME_EXPRESS_SHIPPING');
  });
});

describe('option row changes (spec 02 §4)', () => {
  it('an address change resets the method to the first allowed one', () => {
    const moved = changeShippingAddress(
      aSelection({ shippingAddressId: 'ship-yyz', shippingMethodCode: 'BILL_MY_ACCOUNT' }),
      'ship-mia',
      someChoices(),
      checkout,
    );
    expect(moved.shippingAddressId).toBe('ship-mia');
    expect(moved.shippingMethodCode).toBe('ACME_EXPRESS_SHIPPING');
  });

  it('an address change clears the method when the new address allows none', () => {
    const choices = someChoices({ shippingAddressIdShippingMethodCodeMapping: { 'ship-mia': ['ACME_STANDARD_SHIPPING'], 'ship-yyz': [] } });
    const moved = changeShippingAddress(aSelection({ shippingInsured: true, shippingInsuranceAmount: '100.00' }), 'ship-yyz', choices, checkout);
    expect(moved.shippingMethodCode).toBeNull();
    expect(moved.shippingInsured).toBeNull();
  });

  it('a method change clears the insurance choice and amount', () => {
    const changed = changeShippingMethod(aSelection({ shippingInsured: true, shippingInsuranceAmount: '778.00' }), 'ACME_EXPRESS_SHIPPING');
    expect(changed).toMatchObject({ shippingMethodCode: 'ACME_EXPRESS_SHIPPING', shippingInsured: null, shippingInsuranceAmount: '' });
  });

  it('a billing change opens the payment row when several methods are offered and keeps a method still offered', () => {
    const { selection, openPaymentMethodRow } = changeBillingAddress(aSelection(), 'bill-2', someChoices(), checkout);
    expect(openPaymentMethodRow).toBe(true);
    expect(selection).toMatchObject({ billingAddressId: 'bill-2', paymentMethodCode: 'TERMS_NET_30' });
  });

  it('a billing change selects the only payment method without opening the row', () => {
    const choices = someChoices({ paymentMethods: [aPaymentMethod({ code: 'COD', label: 'Cash on Delivery' })] });
    const { selection, openPaymentMethodRow } = changeBillingAddress(aSelection({ paymentMethodCode: null }), 'bill-2', choices, checkout);
    expect(openPaymentMethodRow).toBe(false);
    expect(selection.paymentMethodCode).toBe('COD');
  });

  it('a missing real-time quote selects REQUEST_A_QUOTE and hides the real-time methods; another address restores them', () => {
    const onRealTime = aSelection({ shippingMethodCode: 'UPS_GROUND', shippingInsured: true, shippingInsuranceAmount: '10.00' });
    const noQuote = applyRealTimeQuotes(onRealTime, someChoices(), { UPS_GROUND: null });
    expect(noQuote).toMatchObject({ shippingMethodCode: ShippingMethodCode.REQUEST_A_QUOTE, realTimeQuotesUnavailable: true, shippingInsured: null });
    expect(codes(noQuote)).not.toContain('UPS_GROUND');

    expect(applyRealTimeQuotes(onRealTime, someChoices(), { UPS_GROUND: 18.4 })).toBe(onRealTime);
    expect(applyRealTimeQuotes(aSelection(), someChoices(), {})).toEqual(aSelection());

    const elsewhere = changeShippingAddress(noQuote, 'ship-yyz', someChoices(), checkout);
    const back = changeShippingAddress(elsewhere, 'ship-mia', someChoices(), checkout);
    expect(back.realTimeQuotesUnavailable).toBe(false);
    expect(codes(back)).toContain('UPS_GROUND');
  });
});

describe('insurance (spec 02 §4, §5)', () => {
  it('is capped by the smaller of the tenant maximum (50000 when none) and the subtotal', () => {
    expect(maxInsuranceCents(null, 778)).toBe(77_800);
    expect(maxInsuranceCents(undefined, 90_000)).toBe(5_000_000);
    expect(maxInsuranceCents(1000, 2500.5)).toBe(100_000);
    expect(maxInsuranceCents(null, null)).toBe(5_000_000);
  });

  it('YES insures the maximum, NO insures nothing', () => {
    expect(chooseInsurance(aSelection(), true, 77_800)).toMatchObject({ shippingInsured: true, shippingInsuranceAmount: '778.00' });
    expect(chooseInsurance(aSelection({ shippingInsured: true, shippingInsuranceAmount: '5' }), false, 77_800)).toMatchObject({
      shippingInsured: false,
      shippingInsuranceAmount: '',
    });
  });

  it('recomputes the insured value when the subtotal changes, only when insured', () => {
    expect(recomputeInsuredAmount(aSelection({ shippingInsured: true, shippingInsuranceAmount: '778.00' }), 116_700).shippingInsuranceAmount).toBe('1167.00');
    const uninsured = aSelection({ shippingInsured: false });
    expect(recomputeInsuredAmount(uninsured, 116_700)).toBe(uninsured);
  });
});

describe('missing and invalid rows (spec 02 §4, §5)', () => {
  it('reports missing rows in the order shipping address, shipping method, billing address, payment method', () => {
    expect(missingRows(emptySelection())).toEqual([OptionRow.SHIPPING_ADDRESS, OptionRow.SHIPPING_METHOD, OptionRow.BILLING_ADDRESS, OptionRow.PAYMENT_METHOD]);
    expect(missingRows(aSelection({ billingAddressId: null, shippingMethodCode: null }))).toEqual([OptionRow.SHIPPING_METHOD, OptionRow.BILLING_ADDRESS]);
  });

  it('says which rows to finalize, or asks for the payment method alone', () => {
    expect(blockingMessage(missingRows(emptySelection()), [])).toBe(
      'Please finalize the following: Shipping Address, Shipping Method, Billing Address, Payment Method',
    );
    expect(blockingMessage([OptionRow.PAYMENT_METHOD], [])).toBe('Please select a payment method before continuing');
    expect(blockingMessage([OptionRow.BILLING_ADDRESS, OptionRow.SHIPPING_ADDRESS], ['Carrier is Required'])).toBe(
      'Please finalize the following: Shipping Address, Billing Address',
    );
  });

  it("compares a payment method's creditLimit with the order's extended price", () => {
    const paypal = (extendedPrice: number) =>
      paymentMethodChoices(someChoices(), { page: 'order', extendedPrice }).some((method) => method.code === 'INTEGRATED_PAYPAL');
    expect(paypal(1000)).toBe(true);
    expect(paypal(1000.01)).toBe(false);
  });

  it('deselects a shipping method above the device limit and a payment method above the credit limit, naming the rows it empties', () => {
    const over = aSelection({
      shippingMethodCode: 'ACME_EXPRESS_SHIPPING',
      shippingInsured: true,
      shippingInsuranceAmount: '100.00',
      paymentMethodCode: 'INTEGRATED_PAYPAL',
    });
    const context: OptionRowsContext = { page: 'order', deviceCount: 51, extendedPrice: 1000.01 };

    expect(deselectOverLimit(over, someChoices(), context)).toEqual({
      selection: { ...over, shippingMethodCode: null, shippingInsured: null, shippingInsuranceAmount: '', paymentMethodCode: null },
      emptied: [OptionRow.SHIPPING_METHOD, OptionRow.PAYMENT_METHOD],
    });
    expect(deselectOverLimit(over, someChoices(), context, [OptionRow.PAYMENT_METHOD]).emptied).toEqual([OptionRow.PAYMENT_METHOD]);
    const within = deselectOverLimit(over, someChoices(), { page: 'order', deviceCount: 50, extendedPrice: 1000 });
    expect(within.selection).toBe(over);
    expect(within.emptied).toEqual([]);
  });

  it('lists other open fields after the rows, even beside a missing payment method, and before any sub-form error', () => {
    expect(blockingMessage([], [], ['Quantity of A-100'])).toBe('Please finalize the following: Quantity of A-100');
    expect(blockingMessage([OptionRow.PAYMENT_METHOD], [], ['Quantity of A-100'])).toBe('Please finalize the following: Payment Method, Quantity of A-100');
    expect(blockingMessage([], ['Carrier is Required'], ['Quantity of A-100'])).toBe('Please finalize the following: Quantity of A-100');
  });

  it('gives one error its own text and several the required-fields text', () => {
    expect(blockingMessage([], ['Carrier is Required'])).toBe('Carrier is Required');
    expect(blockingMessage([], ['Carrier is Required', 'Account Number is Required'])).toBe('Please fill the Required Fields');
    expect(blockingMessage([], [])).toBeNull();
  });

  it('flags values that are not offered, and counts an open row as one to finalize', () => {
    const stale = aSelection({
      shippingAddressId: 'ship-yyz',
      shippingMethodCode: 'ACME_STANDARD_SHIPPING',
      billingAddressId: 'gone',
      paymentMethodCode: 'WIRE',
    });
    expect(invalidRows(stale, someChoices(), checkout)).toEqual([OptionRow.SHIPPING_METHOD, OptionRow.BILLING_ADDRESS, OptionRow.PAYMENT_METHOD]);
    expect(invalidRows(aSelection({ paymentMethodCode: 'INTEGRATED_PAYPAL' }), someChoices(), { page: 'order', extendedPrice: 1000.01 })).toEqual([
      OptionRow.PAYMENT_METHOD,
    ]);
    expect(rowsToFinalize(aSelection(), someChoices(), checkout, OptionRow.BILLING_ADDRESS)).toEqual([OptionRow.BILLING_ADDRESS]);
    expect(rowsToFinalize(aSelection(), someChoices(), checkout)).toEqual([]);
  });
});

describe('saved selections (spec 02 §4 Preferences page)', () => {
  const saved = {
    shippingAddressId: 'ship-mia',
    shippingMethodCode: 'BILL_MY_ACCOUNT',
    billingAddressId: 'bill-1',
    paymentMethodCode: 'TERMS_NET_30',
    services: ['svc-photos'],
    insured: null,
    carrier: 'UPS',
    carrierServiceLevel: 'Ground',
    carrierShippingAccountNumber: '1Z999',
    shippingInstructions: 'Dock 4',
  };

  it('keeps every value still offered', () => {
    expect(selectionFromSaved(saved, someChoices(), { page: 'preferences' })).toMatchObject({
      shippingAddressId: 'ship-mia',
      shippingMethodCode: 'BILL_MY_ACCOUNT',
      billingAddressId: 'bill-1',
      paymentMethodCode: 'TERMS_NET_30',
      additionalServices: ['svc-photos'],
      shippingInstruction: 'Dock 4',
      billMyAccountInfo: { carrier: 'UPS', serviceLevel: 'Ground', accountNumber: '1Z999' },
    });
  });

  it('drops a method not allowed for the address, and an address, payment method or service no longer offered', () => {
    const dropped = selectionFromSaved(
      {
        ...saved,
        shippingAddressId: 'ship-yyz',
        shippingMethodCode: 'ACME_STANDARD_SHIPPING',
        billingAddressId: 'bill-gone',
        paymentMethodCode: 'WIRE',
        services: ['svc-gone'],
      },
      someChoices(),
      { page: 'preferences' },
    );
    expect(dropped).toMatchObject({
      shippingAddressId: 'ship-yyz',
      shippingMethodCode: null,
      billingAddressId: null,
      paymentMethodCode: null,
      additionalServices: [],
    });
    expect(selectionFromSaved({ ...saved, shippingAddressId: 'ship-gone' }, someChoices(), { page: 'preferences' })).toMatchObject({
      shippingAddressId: null,
      shippingMethodCode: null,
    });
  });

  it('reads the preferences answer and writes the rows back in the submission shape', () => {
    const selection = aSelection({
      shippingMethodCode: 'ACME_STANDARD_SHIPPING',
      shippingInsured: true,
      shippingInsuranceAmount: '500.00',
      shippingInstruction: 'Dock 4',
    });
    const shippingOption = shippingOptionOf(selection, someChoices());
    expect(shippingOption.shippingOptionDetails).toMatchObject({
      shippingMethodCode: 'ACME_STANDARD_SHIPPING',
      insured: true,
      insuredAmount: '500.00',
      shippingInstructions: 'Dock 4',
      carrier: null,
      requestAQuoteInfo: null,
    });
    const back = savedSelectionOfPreferences({ shippingOption, paymentOption: paymentOptionOf(selection), services: [] });
    expect(back).toMatchObject({
      shippingAddressId: 'ship-mia',
      shippingMethodCode: 'ACME_STANDARD_SHIPPING',
      billingAddressId: 'bill-1',
      paymentMethodCode: 'TERMS_NET_30',
      insured: true,
    });
  });
});

describe("an order's selection (adding a cart to an on-hold order)", () => {
  const order = (
    shippingOption: Partial<ReturnType<typeof aSalesOrder>['shippingOptionDetails']['shippingOption']>,
    shippingAddressId = 'ship-mia',
    requestAQuoteDetails: { serviceLevel: string } | null = null,
  ) => {
    const base = aSalesOrder({ additionalServices: ['svc-photos'] });
    return {
      ...base,
      shippingOptionDetails: { shippingAddressId, shippingOption: { ...base.shippingOptionDetails.shippingOption, ...shippingOption }, requestAQuoteDetails },
      paymentOptionDetails: { billingAddressId: 'bill-1', paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30', paymentMethodLabel: 'Net 30 Terms' } },
    };
  };

  it('starts the rows from the order, with its insured amount and instructions', () => {
    expect(selectionOfOrder(order({ insured: true, insuredAmount: 778, shippingInstructions: 'Dock 4' }), someChoices(), checkout)).toMatchObject({
      shippingAddressId: 'ship-mia',
      shippingMethodCode: 'ACME_STANDARD_SHIPPING',
      billingAddressId: 'bill-1',
      paymentMethodCode: 'TERMS_NET_30',
      additionalServices: ['svc-photos'],
      shippingInsured: true,
      shippingInsuranceAmount: '778.00',
      shippingInstruction: 'Dock 4',
    });
  });

  it("keeps a quote's service level and freight", () => {
    const choices = someChoices();
    choices.otherShippingMethods['REQUEST_A_QUOTE'] = { ...choices.otherShippingMethods['REQUEST_A_QUOTE'], showMethod: true };
    const selection = selectionOfOrder(
      order({ shippingMethodCode: 'REQUEST_A_QUOTE', insured: false, shippingQuote: 120.5 }, 'ship-yyz', { serviceLevel: 'Ground' }),
      choices,
      checkout,
    );
    expect(selection).toMatchObject({ shippingMethodCode: 'REQUEST_A_QUOTE', requestAQuoteInfo: { serviceLevel: 'Ground', amount: '120.50' } });
  });

  it('drops what is no longer offered, like a saved selection', () => {
    expect(selectionOfOrder(order({ shippingMethodCode: 'ACME_STANDARD_SHIPPING' }, 'ship-yyz'), someChoices(), checkout)).toMatchObject({
      shippingAddressId: 'ship-yyz',
      shippingMethodCode: null,
      shippingInsuranceAmount: '',
    });
  });
});
