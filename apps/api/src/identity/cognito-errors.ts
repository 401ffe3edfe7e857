// Errors of the embedded identity endpoint, shaped like AWS Cognito's: HTTP 400 (429 for the
// per-IP limit, 500 for bugs) with { __type, message } and the x-amzn-errortype header.
// amazon-cognito-identity-js reads the code from __type; a body without it crashes the library.

export const CognitoErrorType = {
  NotAuthorizedException: 'NotAuthorizedException',
  UserNotFoundException: 'UserNotFoundException',
  UserNotConfirmedException: 'UserNotConfirmedException',
  PasswordResetRequiredException: 'PasswordResetRequiredException',
  CodeMismatchException: 'CodeMismatchException',
  ExpiredCodeException: 'ExpiredCodeException',
  InvalidPasswordException: 'InvalidPasswordException',
  InvalidParameterException: 'InvalidParameterException',
  UsernameExistsException: 'UsernameExistsException',
  TooManyRequestsException: 'TooManyRequestsException',
  LimitExceededException: 'LimitExceededException',
  ResourceNotFoundException: 'ResourceNotFoundException',
  InternalErrorException: 'InternalErrorException',
} as const;
export type CognitoErrorType = (typeof CognitoErrorType)[keyof typeof CognitoErrorType];

export interface CognitoErrorBody {
  __type: CognitoErrorType;
  message: string;
}

export class CognitoError extends Error {
  constructor(
    readonly type: CognitoErrorType,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = type;
  }

  toBody(): CognitoErrorBody {
    return { __type: this.type, message: this.message };
  }
}

// The messages AWS Cognito uses, so the portal behaves the same against either.

/** Wrong password and unknown user alike: the answer must not tell which. */
export const incorrectCredentials = () => new CognitoError(CognitoErrorType.NotAuthorizedException, 'Incorrect username or password.');
/** Cognito's answer to a sign-in while the username must wait after repeated wrong passwords. */
export const passwordAttemptsExceeded = () => new CognitoError(CognitoErrorType.NotAuthorizedException, 'Password attempts exceeded');
export const attemptLimitExceeded = () => new CognitoError(CognitoErrorType.LimitExceededException, 'Attempt limit exceeded, please try after some time.');
export const userNotConfirmed = () => new CognitoError(CognitoErrorType.UserNotConfirmedException, 'User is not confirmed.');
export const userDisabled = () => new CognitoError(CognitoErrorType.NotAuthorizedException, 'User is disabled.');
export const passwordResetRequired = () => new CognitoError(CognitoErrorType.PasswordResetRequiredException, 'Password reset required for the user');
export const codeMismatch = () => new CognitoError(CognitoErrorType.CodeMismatchException, 'Invalid verification code provided, please try again.');
export const codeExpired = () => new CognitoError(CognitoErrorType.ExpiredCodeException, 'Invalid code provided, please request a code again.');
export const invalidSession = () => new CognitoError(CognitoErrorType.NotAuthorizedException, 'Invalid session for the user, session is expired.');
export const invalidRefreshToken = () => new CognitoError(CognitoErrorType.NotAuthorizedException, 'Invalid Refresh Token');
export const invalidAccessToken = () => new CognitoError(CognitoErrorType.NotAuthorizedException, 'Invalid Access Token');
export const userNotFound = () => new CognitoError(CognitoErrorType.UserNotFoundException, 'User does not exist.');
export const usernameExists = () => new CognitoError(CognitoErrorType.UsernameExistsException, 'An account with the given email already exists.');
export const invalidParameter = (message: string) => new CognitoError(CognitoErrorType.InvalidParameterException, message);
export const tooManyRequests = (retryAfter: string) =>
  new CognitoError(CognitoErrorType.TooManyRequestsException, `Rate exceeded, retry in ${retryAfter}`, 429);
export const clientNotFound = (clientId: string) =>
  new CognitoError(CognitoErrorType.ResourceNotFoundException, `User pool client ${clientId} does not exist.`);
export const poolNotFound = (detail: string) => new CognitoError(CognitoErrorType.ResourceNotFoundException, detail, 404);
export const internalError = () => new CognitoError(CognitoErrorType.InternalErrorException, 'Internal Server Error', 500);
