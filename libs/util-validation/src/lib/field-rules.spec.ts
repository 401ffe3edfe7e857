import {
  ALPHANUMERIC_MESSAGE,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  START_WITH_ALPHABET_MESSAGE,
  genericFieldError,
  isBlank,
  isDigitsOnly,
  isEmail,
  isInternationalZip,
  isTelephone,
} from './field-rules';

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

describe('generic field checks (spec 01 §5) with their texts', () => {
  it.each([
    ['ALPHANUMERIC', 'Buyer42', ['Buyer 42', 'Buyer-42'], 'Please enter alpha numeric value of buyer'],
    ['START_WITH_ALPHABET', 'Acme 1', ['1 Acme', ' -Acme'], 'Please start with atleast one alphabet'],
    ['AT_LEAST_ONE_ALPHABET', '1st Street', ['12345', '--'], 'Please start with atleast one alphabet'],
    ['NUMBER', '0042', ['4.2', '-1', '4a'], 'Invalid number'],
    ['CURRENCY', '1500', ['15.00', '$15'], 'Invalid currency value'],
    ['INTERNATIONAL_ZIP', 'SW1A 1AA', ['-1234', '1234-', '12  34', '12 34 56', '12_34'], 'Invalid zip'],
    ['EMAIL', 'buyer@demo.test', ['buyer@demo', `${'a'.repeat(65)}@demo.test`], 'invalid email'],
    ['TELEPHONE', '(305) 555-0100', ['305555010', '+1 305 555 0100 99', '305-555-CALL'], 'invalid telephone number'],
  ])('%s accepts %j and refuses %j with its text', (check, good, bads, message) => {
    expect(genericFieldError(good, [check])).toBeUndefined();
    for (const bad of bads) expect(genericFieldError(bad, [check])).toBe(message);
  });

  it('accepts the zip shapes of several countries', () => {
    for (const zip of ['33101', '33101-1234', '1012 AB', 'H2X 1Y4', '75008']) expect(isInternationalZip(zip)).toBe(true);
  });

  it('counts telephone length from 10 to 15 characters', () => {
    expect(isTelephone('3055550100')).toBe(true);
    expect(isTelephone('305555010012345')).toBe(true);
    expect(isTelephone('3055550100123456')).toBe(false);
  });

  it('lets blank values pass (required is its own rule) and ignores unknown check names', () => {
    expect(genericFieldError('', ['NUMBER'])).toBeUndefined();
    expect(genericFieldError('  ', ['EMAIL'])).toBeUndefined();
    expect(genericFieldError('abc', ['NOT_A_CHECK'])).toBeUndefined();
    expect(isBlank(' ')).toBe(true);
  });

  it('reports the first failing check', () => {
    expect(genericFieldError('1abc!', ['START_WITH_ALPHABET', 'ALPHANUMERIC'])).toBe(START_WITH_ALPHABET_MESSAGE);
    expect(genericFieldError('abc!', ['START_WITH_ALPHABET', 'ALPHANUMERIC'])).toBe(ALPHANUMERIC_MESSAGE);
  });
});
