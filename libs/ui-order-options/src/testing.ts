import type { CalculateChargesResponse, CheckoutPayload } from '@bp/api-contract';
import { aBillMyAccount, aPaymentMethod, aShippingMethod, anAddress } from '@bp/api-contract/testing';
import { emptySelection, type OptionChoices, type SelectedOptions } from '@bp/util-validation';

// Builders for tests of the option rows and of the pages composing them. Each returns a complete,
// valid value; pass only what the test is about.

export const MIAMI_DOCK = anAddress({ id: 'ship-mia', label: 'Miami dock' });
export const TORONTO_WAREHOUSE = anAddress({ id: 'ship-yyz', label: 'Toronto warehouse', country: 'CA', city: 'Toronto', state: 'ON', zip: 'M5V 2T6' });
export const HEAD_OFFICE = anAddress({ id: 'bill-hq', label: 'Head office', address1: '1 Market St', fields: { BillingCustomerName: 'Bailey Buyer Inc.' } });
export const ACCOUNTS_PAYABLE = anAddress({
  id: 'bill-ap',
  label: 'Accounts payable',
  address1: '9 Ledger Rd',
  fields: { BillingCustomerName: 'Bailey Buyer Inc.' },
});

/**
 * Two shipping addresses (Miami: express, standard, a real-time UPS method, bill my account and
 * request a quote; Toronto: bill my account and request a quote), two billing addresses, terms and
 * PayPal, one additional service, a 50000 insurance maximum. Request a quote is hidden (showMethod
 * false) until a real-time quote is missing.
 */
export function anOptionChoices(overrides: Partial<OptionChoices> = {}): OptionChoices {
  return {
    shippingAddresses: [MIAMI_DOCK, TORONTO_WAREHOUSE],
    billingAddresses: [HEAD_OFFICE, ACCOUNTS_PAYABLE],
    otherShippingMethods: {
      ACME_EXPRESS_SHIPPING: aShippingMethod({ code: 'ACME_EXPRESS_SHIPPING', label: 'Express Shipping', ignoreShippingInstructions: true }),
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
      [MIAMI_DOCK.id]: ['ACME_EXPRESS_SHIPPING', 'ACME_STANDARD_SHIPPING', 'UPS_GROUND', 'BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE'],
      [TORONTO_WAREHOUSE.id]: ['BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE'],
    },
    paymentMethods: [
      aPaymentMethod(),
      aPaymentMethod({ code: 'INTEGRATED_PAYPAL', label: 'PayPal', description: 'Pay now with PayPal', feesApplicable: true, feeType: 'PERC_OF_ORDER_TOTAL' }),
    ],
    additionalServices: [{ id: 'svc-photos', label: 'Unit photos', description: 'Photos of each unit before shipping', feeType: 'PER_UNIT', fee: 0.5 }],
    maxShipmentInsuranceAmount: 50000,
    ...overrides,
  };
}

/** Miami dock on standard shipping, uninsured, head office on terms. */
export function aSelectedOptions(overrides: Partial<SelectedOptions> = {}): SelectedOptions {
  return {
    ...emptySelection(),
    shippingAddressId: MIAMI_DOCK.id,
    shippingMethodCode: 'ACME_STANDARD_SHIPPING',
    billingAddressId: HEAD_OFFICE.id,
    paymentMethodCode: 'TERMS_NET_30',
    shippingInsured: false,
    ...overrides,
  };
}

/** A checkout payload for Miami with the options of anOptionChoices and one line (spec 02 §3). */
export function aCheckoutPayload(overrides: Partial<CheckoutPayload> = {}): CheckoutPayload {
  const choices = anOptionChoices();
  return {
    ...choices,
    requestAQuoteServiceLevels: choices.requestAQuoteServiceLevels ?? [],
    maxShipmentInsuranceAmount: choices.maxShipmentInsuranceAmount ?? 50000,
    realTimeQuoteShippingMethodDefaultCarrierByAddress: { [MIAMI_DOCK.id]: 'UPS' },
    warehouse: 'MIA',
    warehouseLabel: 'Miami',
    lineItems: [
      {
        offerId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
        itemNumberWarehouse: 'APL-IP13-128-BLK-A~MIA',
        itemNumber: 'APL-IP13-128-BLK-A',
        itemDescription: 'Apple iPhone 13 128GB Black, Grade A',
        quantity: 2,
        unitPrice: 389,
        extendedPrice: 778,
      },
    ],
    buyerOrderPreferences: null,
    onHoldSalesOrder: null,
    orderSubtotal: 778,
    cartSubtotal: 778,
    cartQuantity: 2,
    buyerName: 'Bailey Buyer',
    pxnsParticipantId: null,
    singleButtonOrderFlow: false,
    disablePayAndShipNow: false,
    ...overrides,
  };
}

/**
 * POST orderservices/calculate-charges for two iPhones (778.00) on standard shipping to Miami with
 * Florida's sales tax; the checkout page and the order page both show this answer.
 */
export function someCharges(overrides: Partial<CalculateChargesResponse> = {}): CalculateChargesResponse {
  return {
    cartSubtotal: 778,
    cartQuantity: 2,
    combinedSubtotal: 778,
    combinedQuantity: 2,
    freight: 28,
    freightUndefined: false,
    insurance: 0,
    paymentFee: 0,
    paymentFeeUndefined: false,
    additionalServicesFee: 0,
    additionalServiceFees: [],
    tax: 12.5,
    taxDescription: 'FL sales tax',
    totalPrice: 818.5,
    rateSku: 'ACME_STANDARD_SHIPPING',
    awaitingFreightQuote: false,
    realTimeFreightQuoteCarrier: null,
    realTimeFreightQuoteCarrierServiceLevel: null,
    freightQuotesForAllRealTimeShippingMethods: { UPS_GROUND: 31 },
    ...overrides,
  };
}
