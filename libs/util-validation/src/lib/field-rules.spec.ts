import { EMAIL_LOCAL_PART_MAX_LENGTH, isDigitsOnly, isEmail } from './field-rules';

describe('isEmail', () => {
  it.each(['buyer@demo.test', ' Bailey.Buyer+portal@acme-devices.co.uk ', "o'neil@example.org"])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each(['', 'buyer', 'buyer@', '@demo.test', 'buyer@demo', 'buy er@demo.test', 'buyer@-demo.test', 'buyer@@demo.test'])('rejects %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it(`limits the local part to ${EMAIL_LOCAL_PART_MAX_LENGTH} characters`, () => {
    expect(isEmail(`${'a'.repeat(64)}@demo.test`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@demo.test`)).toBe(false);
  });
});

describe('isDigitsOnly', () => {
  it('accepts digits and rejects anything else', () => {
    expect(isDigitsOnly('012345')).toBe(true);
    expect(isDigitsOnly(' 42 ')).toBe(true);
    expect(isDigitsOnly('12a4')).toBe(false);
    expect(isDigitsOnly('-1')).toBe(false);
    expect(isDigitsOnly('')).toBe(false);
  });
});
