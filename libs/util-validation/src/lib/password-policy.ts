/** Spec 01 §5 / 03 §5: the five password rules, in the order the policy popover lists them. */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  key: 'uppercase' | 'lowercase' | 'number' | 'special' | 'length';
  test: (password: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  { key: 'uppercase', test: (p) => /[A-Z]/.test(p) },
  { key: 'lowercase', test: (p) => /[a-z]/.test(p) },
  { key: 'number', test: (p) => /[0-9]/.test(p) },
  { key: 'special', test: (p) => /[^A-Za-z0-9\s]/.test(p) },
  { key: 'length', test: (p) => p.length >= PASSWORD_MIN_LENGTH },
];

export function failedPasswordRules(password: string): PasswordRule['key'][] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}

export function isPasswordValid(password: string): boolean {
  return failedPasswordRules(password).length === 0;
}
