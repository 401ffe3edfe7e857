import { aShippingMethod } from '@bp/api-contract/testing';
import { emptySelection, type OptionChoices, type SelectedOptions } from './checkout-option-rules';
import {
  billMyAccountSchema,
  insuranceSchema,
  insuranceTooHighMessage,
  insuranceTooLowMessage,
  requestAQuoteSchema,
  serviceLevelForCarrier,
  shippingInstructionsSchema,
  subFormErrors,
  type SubFormContext,
} from './checkout-schemas';

/** Every failing message of a value (abortEarly off), in field order. */
function errorsOf(schema: { validateSync: (value: unknown, options: { abortEarly: boolean }) => unknown }, value: unknown): string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('bill my account (spec 02 §5)', () => {
  it('requires carrier, service level and account number, counting whitespace as empty', () => {
    expect(errorsOf(billMyAccountSchema, { carrier: ' ', serviceLevel: '', accountNumber: '\t' })).toEqual(['Carrier is Required', 'Service Level is Required', 'Account Number is Required']);
    expect(errorsOf(billMyAccountSchema, { carrier: 'UPS', serviceLevel: 'Ground', accountNumber: '1Z999' })).toEqual([]);
  });

  it("resets the service level to the new carrier's first level", () => {
    const account = { carrierServiceLevelOptions: { UPS: ['Ground', 'Next Day Air'], FedEx: ['Priority Overnight'] } };
    expect(serviceLevelForCarrier(account, 'FedEx')).toBe('Priority Overnight');
    expect(serviceLevelForCarrier(account, 'DHL')).toBe('');
  });
});

describe('request a quote (spec 02 §5)', () => {
  it('requires a service level and a numeric freight', () => {
    expect(errorsOf(requestAQuoteSchema, { serviceLevel: '', amount: '' })).toEqual(['Service Level is Required', 'Freight is Required']);
    expect(errorsOf(requestAQuoteSchema, { serviceLevel: 'Ground', amount: 'ten' })).toEqual(['Freight should be a number']);
    expect(errorsOf(requestAQuoteSchema, { serviceLevel: 'Ground', amount: '125.50' })).toEqual([]);
  });
});

describe('insurance (spec 02 §5)', () => {
  const schema = insuranceSchema({ maximumCents: 77_800 });

  it('requires YES or NO', () => {
    expect(errorsOf(schema, { insured: null, amount: '' })).toEqual(['Please Select Insurance.']);
    expect(errorsOf(schema, { insured: false, amount: '' })).toEqual([]);
  });

  it('fills the spec placeholders with the currency symbol, the minimum 1 and the maximum', () => {
    expect(insuranceTooLowMessage()).toBe('Invalid value, must be greater than $1');
    expect(insuranceTooLowMessage('€')).toBe('Invalid value, must be greater than €1');
    expect(insuranceTooHighMessage(77_800)).toBe('Max Value for this order is $778.00');
  });

  it('refuses an insured amount below 1, above the maximum, or not a number', () => {
    expect(errorsOf(schema, { insured: true, amount: '0.99' })).toEqual(['Invalid value, must be greater than $1']);
    expect(errorsOf(schema, { insured: true, amount: 'abc' })).toEqual(['Invalid value, must be greater than $1']);
    expect(errorsOf(schema, { insured: true, amount: '778.01' })).toEqual(['Max Value for this order is $778.00']);
    expect(errorsOf(schema, { insured: true, amount: '778' })).toEqual([]);
    expect(errorsOf(schema, { insured: true, amount: '1' })).toEqual([]);
  });

  it('does not check the amount where it is hidden (preferences)', () => {
    expect(errorsOf(insuranceSchema({ maximumCents: 77_800, checkAmount: false }), { insured: true, amount: '' })).toEqual([]);
  });
});

describe('shipping instructions (spec 02 §5)', () => {
  it('allows up to 1024 characters', () => {
    expect(errorsOf(shippingInstructionsSchema, { instructions: 'x'.repeat(1024) })).toEqual([]);
    expect(errorsOf(shippingInstructionsSchema, { instructions: 'x'.repeat(1025) })).toEqual(['Shipping instructions can be at most 1024 characters']);
  });
});

describe('sub-form errors of a selection', () => {
  const choices: OptionChoices = {
    shippingAddresses: [],
    billingAddresses: [],
    otherShippingMethods: {
      ACME_STANDARD_SHIPPING: aShippingMethod(),
      QUIET: aShippingMethod({ code: 'QUIET', insuranceAvailable: false, ignoreShippingInstructions: true }),
      REQUEST_A_QUOTE: aShippingMethod({ code: 'REQUEST_A_QUOTE', insuranceAvailable: false }),
    },
    realTimeQuoteShippingMethods: {},
    billMyAccountShippingMethod: { label: 'Bill My Account', carrierChoiceRestricted: false, carrierOptions: [], carrierServiceLevelsRestricted: false, carrierServiceLevelOptions: {}, insuranceAvailable: true },
    shippingAddressIdShippingMethodCodeMapping: {},
    paymentMethods: [],
    additionalServices: [],
  };
  const context: SubFormContext = { page: 'checkout', insurance: { maximumCents: 77_800 } };
  const selection = (overrides: Partial<SelectedOptions>) => ({ ...emptySelection(), ...overrides });

  it("checks the chosen method's forms only", () => {
    expect(subFormErrors(selection({ shippingMethodCode: 'BILL_MY_ACCOUNT', shippingInsured: false, billMyAccountInfo: { carrier: 'UPS', serviceLevel: '', accountNumber: '' } }), choices, context)).toEqual([
      'Service Level is Required',
      'Account Number is Required',
    ]);
    expect(subFormErrors(selection({ shippingMethodCode: 'ACME_STANDARD_SHIPPING' }), choices, context)).toEqual(['Please Select Insurance.']);
    expect(subFormErrors(selection({ shippingMethodCode: 'QUIET', shippingInstruction: 'x'.repeat(2000) }), choices, context)).toEqual([]);
    expect(subFormErrors(selection({ shippingMethodCode: 'REQUEST_A_QUOTE' }), choices, context)).toEqual(['Service Level is Required', 'Freight is Required']);
    expect(subFormErrors(selection({ shippingMethodCode: 'REQUEST_A_QUOTE' }), choices, { ...context, page: 'preferences' })).toEqual([]);
    expect(subFormErrors(selection({ shippingMethodCode: null }), choices, context)).toEqual([]);
  });

  it('checks the insured amount at checkout but not on the preferences page', () => {
    const insured = selection({ shippingMethodCode: 'ACME_STANDARD_SHIPPING', shippingInsured: true, shippingInsuranceAmount: '900' });
    expect(subFormErrors(insured, choices, context)).toEqual(['Max Value for this order is $778.00']);
    expect(subFormErrors(insured, choices, { ...context, page: 'preferences' })).toEqual([]);
  });
});
