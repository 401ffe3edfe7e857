import { aShippingMethod } from '@bp/api-contract/testing';
import { emptySelection, type OptionChoices, type SelectedOptions } from './checkout-option-rules';
import { billMyAccountSchema, requestAQuoteSchema, serviceLevelForCarrier } from './checkout-schemas';
import {
  freightAmountProblem,
  insuranceChoiceProblem,
  insuranceErrors,
  insuranceTooHighMessage,
  insuranceTooLowMessage,
  insuredAmountProblems,
  shippingInstructionsErrors,
  subFormErrors,
  type InsuranceLimits,
  type SubFormContext,
} from './checkout-sub-form-rules';

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
    expect(errorsOf(billMyAccountSchema, { carrier: ' ', serviceLevel: '', accountNumber: '\t' })).toEqual([
      'Carrier is Required',
      'Service Level is Required',
      'Account Number is Required',
    ]);
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

  it('takes the freight as an amount of up to 9 digits and 2 decimals, typed or as a JSON number', () => {
    for (const blank of ['', ' ', '\t', null, undefined]) expect(freightAmountProblem(blank)).toBe('FREIGHT_REQUIRED');
    for (const bad of ['abc', '1e3', '-5', '12.345', '1234567890']) expect(freightAmountProblem(bad)).toBe('FREIGHT_NOT_A_NUMBER');
    for (const good of ['0', ' 42 ', '778.00', 12.5]) expect(freightAmountProblem(good)).toBeNull();
    expect(errorsOf(requestAQuoteSchema, { serviceLevel: 'Ground', amount: '1e3' })).toEqual(['Freight should be a number']);
  });
});

describe('insurance (spec 02 §5)', () => {
  const messages = (insured: boolean | null, amount: string, limits: InsuranceLimits = { maximumCents: 77_800 }) => {
    const errors = insuranceErrors(insured, amount, limits);
    return [...errors.insured, ...errors.amount];
  };

  it('requires YES or NO', () => {
    expect(messages(null, '')).toEqual(['Please Select Insurance.']);
    expect(messages(false, '')).toEqual([]);
    expect(insuranceChoiceProblem(undefined)).toBe('INSURANCE_NOT_CHOSEN');
  });

  it('fills the spec placeholders with the currency symbol, the minimum 1 and the maximum', () => {
    expect(insuranceTooLowMessage()).toBe('Invalid value, must be greater than $1');
    expect(insuranceTooLowMessage('€')).toBe('Invalid value, must be greater than €1');
    expect(insuranceTooHighMessage(77_800)).toBe('Max Value for this order is $778.00');
  });

  it('refuses an insured amount below 1, above the maximum, or not a number', () => {
    expect(messages(true, '0.99')).toEqual(['Invalid value, must be greater than $1']);
    expect(messages(true, 'abc')).toEqual(['Invalid value, must be greater than $1']);
    expect(messages(true, '778.01')).toEqual(['Max Value for this order is $778.00']);
    expect(messages(true, '778')).toEqual([]);
    expect(messages(true, '1')).toEqual([]);
    expect(messages(true, '900', { maximumCents: 77_800, currencySymbol: '€' })).toEqual(['Max Value for this order is €778.00']);
  });

  it('reports an amount both too low and too high when the maximum is below 1', () => {
    expect(insuredAmountProblems('0.75', 50)).toEqual(['INSURANCE_TOO_LOW', 'INSURANCE_TOO_HIGH']);
    expect(messages(true, '0.75', { maximumCents: 50 })).toEqual(['Invalid value, must be greater than $1', 'Max Value for this order is $0.50']);
    expect(insuredAmountProblems(null, 50)).toEqual(['INSURANCE_TOO_LOW']);
  });

  it('does not check the amount where it is hidden (preferences)', () => {
    expect(messages(true, '', { maximumCents: 77_800, checkAmount: false })).toEqual([]);
  });
});

describe('shipping instructions (spec 02 §5)', () => {
  it('allows up to 1024 characters', () => {
    expect(shippingInstructionsErrors('x'.repeat(1024))).toEqual([]);
    expect(shippingInstructionsErrors('x'.repeat(1025))).toEqual(['Shipping instructions can be at most 1024 characters']);
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
    billMyAccountShippingMethod: {
      label: 'Bill My Account',
      carrierChoiceRestricted: false,
      carrierOptions: [],
      carrierServiceLevelsRestricted: false,
      carrierServiceLevelOptions: {},
      insuranceAvailable: true,
    },
    shippingAddressIdShippingMethodCodeMapping: {},
    paymentMethods: [],
    additionalServices: [],
  };
  const context: SubFormContext = { page: 'checkout', insurance: { maximumCents: 77_800 } };
  const selection = (overrides: Partial<SelectedOptions>) => ({ ...emptySelection(), ...overrides });

  it("checks the chosen method's forms only", () => {
    expect(
      subFormErrors(
        selection({
          shippingMethodCode: 'BILL_MY_ACCOUNT',
          shippingInsured: false,
          billMyAccountInfo: { carrier: 'UPS', serviceLevel: '', accountNumber: '' },
        }),
        choices,
        context,
      ),
    ).toEqual(['Service Level is Required', 'Account Number is Required']);
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
