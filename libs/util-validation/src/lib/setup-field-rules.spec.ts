import { clearHiddenDependants, conditionsHold, isFieldRequired, isFieldShown, setupFieldError, type SetupFieldRule } from './setup-field-rules';

const country: SetupFieldRule = { id: 'COUNTRY', type: 'SELECT', required: true, validations: [{ type: 'AT_LEAST_ONE_ALPHABET' }] };
const state: SetupFieldRule = {
  id: 'STATE',
  type: 'SELECT',
  dependsOn: 'COUNTRY',
  conditionalRequired: true,
  conditions: [{ field: 'COUNTRY', values: ['US', 'CA'] }],
};
const businessType: SetupFieldRule = { id: 'BUSINESS_TYPE', type: 'SELECT', required: true, options: [{ id: 'RETAILER' }, { id: 'OTHER' }] };
const otherText: SetupFieldRule = {
  id: 'BUSINESS_TYPE_OTHER',
  type: 'TEXT',
  conditionalRequired: true,
  conditions: [{ field: 'BUSINESS_TYPE', values: ['OTHER'] }],
};

describe('account-setup field rules (spec 03 §5)', () => {
  it("requires a required field with 'Required'; the placeholder select and an unticked checkbox count as blank", () => {
    expect(setupFieldError(country, {})).toBe('Required');
    expect(setupFieldError(country, { COUNTRY: '  ' })).toBe('Required');
    expect(setupFieldError(country, { COUNTRY: '-1' })).toBe('Required');
    expect(setupFieldError({ id: 'ACCEPT', type: 'CHECKBOX', required: true }, { ACCEPT: 'false' })).toBe('Required');
    expect(setupFieldError({ id: 'ACCEPT', type: 'CHECKBOX', required: true }, { ACCEPT: 'true' })).toBeUndefined();
  });

  it('applies the type validator after required (at-least-one-alphabet for country)', () => {
    expect(setupFieldError(country, { COUNTRY: '123' })).toBe('Please start with atleast one alphabet');
    expect(setupFieldError(country, { COUNTRY: 'US' })).toBeUndefined();
  });

  it('shows a dependent field only while its conditions hold, and requires it only then', () => {
    expect(isFieldShown(state, { COUNTRY: 'US' })).toBe(true);
    expect(isFieldShown(state, { COUNTRY: 'NL' })).toBe(false);
    expect(isFieldRequired(state, { COUNTRY: 'CA' })).toBe(true);
    expect(isFieldRequired(state, { COUNTRY: 'NL' })).toBe(false);
    expect(setupFieldError(state, { COUNTRY: 'US' })).toBe('Required');
    expect(setupFieldError(state, { COUNTRY: 'NL' })).toBeUndefined();
  });

  it('conditionally requires a field that is always shown', () => {
    expect(conditionsHold(otherText, { BUSINESS_TYPE: 'OTHER' })).toBe(true);
    expect(setupFieldError(otherText, { BUSINESS_TYPE: 'OTHER' })).toBe('Required');
    expect(setupFieldError(otherText, { BUSINESS_TYPE: 'RETAILER' })).toBeUndefined();
  });

  it("refuses a choice outside the options with 'Invalid Selection' (own options or references)", () => {
    expect(setupFieldError(businessType, { BUSINESS_TYPE: 'PIRATE' })).toBe('Invalid Selection');
    expect(setupFieldError(state, { COUNTRY: 'US', STATE: 'ZZ' }, ['FL', 'NY'])).toBe('Invalid Selection');
    expect(setupFieldError(state, { COUNTRY: 'US', STATE: 'FL' }, ['FL', 'NY'])).toBeUndefined();
  });

  it('limits the length when the definition says so', () => {
    expect(setupFieldError({ id: 'NOTE', type: 'TEXT', maxLength: 3 }, { NOTE: 'abcd' })).toBe('At most 3 characters');
  });

  it('clears the values of dependants that a change hides', () => {
    expect(clearHiddenDependants([country, state], { COUNTRY: 'NL', STATE: 'FL' })).toEqual({ COUNTRY: 'NL', STATE: '' });
    expect(clearHiddenDependants([country, state], { COUNTRY: 'US', STATE: 'FL' })).toEqual({ COUNTRY: 'US', STATE: 'FL' });
  });
});
