import { object, string } from 'yup';
import { INVALID_EMAIL_MESSAGE, INVALID_NUMBER_MESSAGE, REQUIRED_FIELD_MESSAGE, isDigitsOnly, isEmail } from './field-rules';
import { isPasswordValid } from './password-policy';

/** Spec 03 §5 Sign-in: the two texts for empty fields. */
export const USERNAME_REQUIRED_MESSAGE = 'Username cannot be empty';
export const PASSWORD_REQUIRED_MESSAGE = 'Password cannot be empty';
/** Shown when a new password misses a rule; the checklist next to the field says which. */
export const PASSWORD_POLICY_MESSAGE = 'Password does not meet the policy';

// An empty value passes the format tests: the required rule reports it, with its own text.
const emailField = (requiredMessage: string) =>
  string()
    .trim()
    .required(requiredMessage)
    .test('email', INVALID_EMAIL_MESSAGE, (value) => !value || isEmail(value));

const newPasswordField = () =>
  string()
    .required(REQUIRED_FIELD_MESSAGE)
    .test('password-policy', PASSWORD_POLICY_MESSAGE, (value) => !value || isPasswordValid(value));

const verificationCodeField = () =>
  string()
    .trim()
    .required(REQUIRED_FIELD_MESSAGE)
    .test('digits', INVALID_NUMBER_MESSAGE, (value) => !value || isDigitsOnly(value));

/** Sign-in (spec 03 §3 sign-in state: email, password). */
export const signInSchema = object({
  email: emailField(USERNAME_REQUIRED_MESSAGE),
  password: string().required(PASSWORD_REQUIRED_MESSAGE),
});

/** Forced new password (NEW_PASSWORD_REQUIRED): the five rules of the password policy. */
export const newPasswordSchema = object({
  newPassword: newPasswordField(),
});

/** Reset password, step 1: the e-mail the code goes to. */
export const resetPasswordEmailSchema = object({
  email: emailField(REQUIRED_FIELD_MESSAGE),
});

/** Reset password, step 2 (spec 03 §3 reset form: email, verificationCode, newPassword). */
export const resetPasswordSchema = object({
  email: emailField(REQUIRED_FIELD_MESSAGE),
  verificationCode: verificationCodeField(),
  newPassword: newPasswordField(),
});

/** E-mail verification: the address and the code mailed to it. */
export const emailVerificationSchema = object({
  email: emailField(REQUIRED_FIELD_MESSAGE),
  verificationCode: verificationCodeField(),
});
