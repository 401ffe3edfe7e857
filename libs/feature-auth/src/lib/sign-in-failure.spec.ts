import { isInvalidCodeError, signInFailureOf, wrongWebsiteTarget } from './sign-in-failure';

describe('signInFailureOf', () => {
  it('moves an unconfirmed user to e-mail verification', () => {
    expect(signInFailureOf({ code: 'UserNotConfirmedException', message: 'User is not confirmed.' })).toEqual({ kind: 'UNCONFIRMED' });
  });

  it("answers 'Account setup needed' for an error mentioning indexOf", () => {
    expect(signInFailureOf({ code: 'TypeError', message: "Cannot read properties of undefined (reading 'indexOf')" })).toEqual({
      kind: 'MESSAGE',
      message: 'Account setup needed',
    });
  });

  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.'],
    ['UserNotFoundException', 'User does not exist.'],
    ['LimitExceededException', 'Attempt limit exceeded, please try after some time.'],
    ['NetworkError', 'Network error'],
  ])("answers 'Incorrect username or password' for %s", (code, message) => {
    expect(signInFailureOf({ code, message })).toEqual({ kind: 'MESSAGE', message: 'Incorrect username or password' });
  });
});

describe('isInvalidCodeError', () => {
  it('recognises a mismatched or expired code only', () => {
    expect(isInvalidCodeError({ code: 'CodeMismatchException', message: '' })).toBe(true);
    expect(isInvalidCodeError({ code: 'ExpiredCodeException', message: '' })).toBe(true);
    expect(isInvalidCodeError({ code: 'InvalidPasswordException', message: '' })).toBe(false);
  });
});

describe('wrongWebsiteTarget', () => {
  it("names the tenant's site when configured, else the tenant", () => {
    expect(wrongWebsiteTarget({ tenantSiteUrl: 'https://acme-devices.test', tenantName: 'Acme Devices' })).toBe('https://acme-devices.test');
    expect(wrongWebsiteTarget({ tenantName: 'Acme Devices' })).toBe('Acme Devices');
  });
});
