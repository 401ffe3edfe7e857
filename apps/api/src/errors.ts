import { FIELD_ERROR_STATUS_FAIL, MessageCode, SESSION_EXPIRED_MESSAGE, type ErrorBody, type FieldError } from '@bp/api-contract';

/**
 * An error meant for the caller: the error handler turns it into the ErrorBody as it is.
 * Anything else thrown is a bug and becomes a bare 500 (spec 01 §8).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageCode: string;
  readonly params: string[];
  readonly errors: FieldError[];
  /** Response headers that belong with the error (Retry-After on a 503). */
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    messageCode: string,
    message: string,
    details: { params?: string[]; errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.messageCode = messageCode;
    this.params = details.params ?? [];
    this.errors = details.errors ?? [];
    this.headers = details.headers ?? {};
  }

  toBody(): ErrorBody {
    return { status: this.statusCode, message: this.message, messageCode: this.messageCode, params: this.params, errors: this.errors };
  }
}

export const notFound = (message = 'Not Found', messageCode: string = MessageCode.NOT_FOUND, params: string[] = []) =>
  new AppError(404, messageCode, message, { params });

export const tenantNotFound = (hostname: string) =>
  new AppError(404, MessageCode.TENANT_NOT_FOUND, `No tenant is configured for host ${hostname}`, { params: [hostname] });

/**
 * A business rule refused the request (422). The portal shows errors[0].messageCode because the
 * entry's status is FAIL (spec 01 §8), so the rule's code goes both on the body and the entry.
 */
export function businessRuleFailed(messageCode: string, message: string, details: { field?: string; params?: string[] } = {}): AppError {
  return new AppError(422, messageCode, message, {
    params: details.params,
    errors: [{ status: FIELD_ERROR_STATUS_FAIL, field: details.field, messageCode, messageDescription: message }],
  });
}

/** 401 (spec 01 §8): no token, or one that is malformed, expired, tampered, revoked or another tenant's. */
export const sessionExpired = () => new AppError(401, MessageCode.UNAUTHORIZED, SESSION_EXPIRED_MESSAGE);

/** 403: signed in, but this account may not make this call (the portal titles its dialog by messageCode). */
export const forbiddenUser = (messageCode: string, message: string) => new AppError(403, messageCode, message);
