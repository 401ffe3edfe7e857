import { ValidationError } from 'yup';
import { emailVerificationSchema, newPasswordSchema, resetPasswordEmailSchema, resetPasswordSchema, signInSchema } from './auth-schemas';

/** Every message a schema reports for a value, by field. */
function errorsOf(schema: { validateSync: (value: unknown, options: { abortEarly: false }) => unknown }, value: object): Record<string, string[]> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.reduce<Record<string, string[]>>((byField, inner) => {
      const field = inner.path ?? '';
      return { ...byField, [field]: [...(byField[field] ?? []), ...inner.errors] };
    }, {});
  }
}

describe('signInSchema', () => {
  it("reports the spec's texts for empty fields", () => {
    expect(errorsOf(signInSchema, { email: '  ', password: '' })).toEqual({ email: ['Username cannot be empty'], password: ['Password cannot be empty'] });
  });

  it('checks the e-mail format', () => {
    expect(errorsOf(signInSchema, { email: 'buyer', password: 'x' })).toEqual({ email: ['invalid email'] });
    expect(errorsOf(signInSchema, { email: 'buyer@demo.test', password: 'x' })).toEqual({});
  });
});

describe('newPasswordSchema', () => {
  it('accepts only a password that meets all five rules', () => {
    expect(errorsOf(newPasswordSchema, { newPassword: 'Demo-pass-2' })).toEqual({});
    expect(errorsOf(newPasswordSchema, { newPassword: 'demo-pass-2' })).toEqual({ newPassword: ['Password does not meet the policy'] });
    expect(errorsOf(newPasswordSchema, { newPassword: '' })).toEqual({ newPassword: ['Required field'] });
  });
});

describe('reset password and e-mail verification schemas', () => {
  it('requires a valid e-mail in step 1', () => {
    expect(errorsOf(resetPasswordEmailSchema, { email: '' })).toEqual({ email: ['Required field'] });
    expect(errorsOf(resetPasswordEmailSchema, { email: 'reset@' })).toEqual({ email: ['invalid email'] });
  });

  it('requires a numeric code and a policy-compliant password in step 2', () => {
    expect(errorsOf(resetPasswordSchema, { email: 'reset@demo.test', verificationCode: '12ab', newPassword: 'short' })).toEqual({
      verificationCode: ['Invalid number'],
      newPassword: ['Password does not meet the policy'],
    });
    expect(errorsOf(resetPasswordSchema, { email: 'reset@demo.test', verificationCode: '123456', newPassword: 'Demo-pass-2' })).toEqual({});
  });

  it('requires the e-mail and a numeric code to verify an address', () => {
    expect(errorsOf(emailVerificationSchema, { email: 'new@demo.test', verificationCode: '' })).toEqual({ verificationCode: ['Required field'] });
  });
});
