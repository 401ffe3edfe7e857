import { failedPasswordRules, type PasswordRule } from '@bp/util-validation';
import { CognitoError, CognitoErrorType } from './cognito-errors';

// The portal's popover checks the same five rules (spec 01 §5, 03 §5); the server enforces them
// because the identity endpoint can be called without the portal. Messages as AWS Cognito words them.
const COGNITO_MESSAGE_BY_RULE: Record<PasswordRule['key'], string> = {
  length: 'Password not long enough',
  uppercase: 'Password must have uppercase characters',
  lowercase: 'Password must have lowercase characters',
  number: 'Password must have numeric characters',
  special: 'Password must have symbol characters',
};

/** Longer passwords are refused outright: hashing them is work an attacker could make us do. */
export const PASSWORD_MAX_LENGTH = 256;

/** Throws InvalidPasswordException naming the first rule the password breaks. */
export function assertPasswordPolicy(password: string): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new CognitoError(
      CognitoErrorType.InvalidPasswordException,
      `Password did not conform with policy: Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    );
  }
  const failed = failedPasswordRules(password);
  // Length first, as Cognito reports it.
  const firstFailed = failed.includes('length') ? 'length' : failed[0];
  if (firstFailed)
    throw new CognitoError(CognitoErrorType.InvalidPasswordException, `Password did not conform with policy: ${COGNITO_MESSAGE_BY_RULE[firstFailed]}`);
}
