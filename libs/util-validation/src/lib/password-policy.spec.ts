import { failedPasswordRules, isPasswordValid } from '../index';

describe('password policy', () => {
  it('accepts a password that meets all five rules', () => {
    expect(isPasswordValid('Demo-pass-1')).toBe(true);
  });

  it.each([
    ['demo-pass-1', 'uppercase'],
    ['DEMO-PASS-1', 'lowercase'],
    ['Demo-pass-x', 'number'],
    ['Demopass1', 'special'],
    ['De-pa1', 'length'],
  ])('rejects %s for the %s rule', (password, rule) => {
    expect(failedPasswordRules(password)).toEqual([rule]);
  });
});
