import { MessageCode } from '@bp/api-contract';
import { AppError } from '../errors';
import { CognitoError, CognitoErrorType, internalError, invalidParameter, tooManyRequests } from './cognito-errors';

interface ErrorLike {
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
  validation?: unknown;
}

/**
 * Anything thrown inside the identity endpoint as the Cognito error the library understands: the
 * service's own CognitoErrors as they are, framework and plugin errors (bad JSON, wrong content
 * type, schema failures, an unknown host) as InvalidParameter/ResourceNotFound, bugs as InternalError.
 */
export function toCognitoError(thrown: unknown): CognitoError {
  if (thrown instanceof CognitoError) return thrown;
  if (thrown instanceof AppError) {
    if (thrown.messageCode === MessageCode.TENANT_NOT_FOUND) return new CognitoError(CognitoErrorType.ResourceNotFoundException, 'User pool does not exist.');
    if (thrown.statusCode === 429) return tooManyRequests(thrown.params[0] ?? 'a moment');
    return thrown.statusCode < 500 ? invalidParameter(thrown.message) : internalError();
  }
  const error: ErrorLike = typeof thrown === 'object' && thrown !== null ? (thrown as ErrorLike) : {};
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (Array.isArray(error.validation))
    return invalidParameter(`The request is not valid: ${typeof error.message === 'string' ? error.message : 'schema mismatch'}`);
  if (status >= 400 && status < 500) return invalidParameter(typeof error.message === 'string' && error.message ? error.message : 'The request is not valid');
  return internalError();
}

/** CognitoErrors reaching a /px-api-gateway route (POST saas-login/reset-password) in the API's error body. */
export function toAppError(error: CognitoError): AppError {
  switch (error.type) {
    case CognitoErrorType.LimitExceededException:
    case CognitoErrorType.TooManyRequestsException:
      return new AppError(429, MessageCode.TOO_MANY_REQUESTS, error.message);
    case CognitoErrorType.InternalErrorException:
      return new AppError(500, MessageCode.INTERNAL_SERVER_ERROR, error.message);
    default:
      return new AppError(400, MessageCode.BAD_REQUEST, error.message, { params: [error.type] });
  }
}
