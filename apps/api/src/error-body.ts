import type { FastifySchemaValidationError } from 'fastify';
import { FieldMessageCode, MessageCode, type ErrorBody, type FieldError } from '@bp/api-contract';
import { AppError } from './errors';

/** The only message a 5xx ever carries: internals are logged, never sent (spec 01 §8). */
export const INTERNAL_SERVER_ERROR_MESSAGE = 'Internal Server Error';

/** Fastify's own errors that reach the error handler, by their `code`. */
const FRAMEWORK_ERRORS: Record<string, { status: number; messageCode: MessageCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, messageCode: MessageCode.INVALID_JSON, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, messageCode: MessageCode.INVALID_JSON, message: 'The request body is empty but its content-type is JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, messageCode: MessageCode.PAYLOAD_TOO_LARGE, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, messageCode: MessageCode.UNSUPPORTED_MEDIA_TYPE, message: 'Unsupported content-type' },
};

/** Client errors from Fastify or plugins that have no entry above: a code by status. */
const MESSAGE_CODE_BY_STATUS: Record<number, MessageCode> = {
  400: MessageCode.BAD_REQUEST,
  401: MessageCode.UNAUTHORIZED,
  403: MessageCode.FORBIDDEN,
  404: MessageCode.NOT_FOUND,
  405: MessageCode.METHOD_NOT_ALLOWED,
  409: MessageCode.CONFLICT,
  413: MessageCode.PAYLOAD_TOO_LARGE,
  415: MessageCode.UNSUPPORTED_MEDIA_TYPE,
  429: MessageCode.TOO_MANY_REQUESTS,
};

const FIELD_CODE_BY_KEYWORD: Record<string, FieldMessageCode> = {
  required: FieldMessageCode.REQUIRED,
  type: FieldMessageCode.INVALID_TYPE,
  format: FieldMessageCode.INVALID_FORMAT,
  pattern: FieldMessageCode.INVALID_FORMAT,
  minimum: FieldMessageCode.OUT_OF_RANGE,
  maximum: FieldMessageCode.OUT_OF_RANGE,
  exclusiveMinimum: FieldMessageCode.OUT_OF_RANGE,
  exclusiveMaximum: FieldMessageCode.OUT_OF_RANGE,
  multipleOf: FieldMessageCode.OUT_OF_RANGE,
  minLength: FieldMessageCode.OUT_OF_RANGE,
  maxLength: FieldMessageCode.OUT_OF_RANGE,
  minItems: FieldMessageCode.OUT_OF_RANGE,
  maxItems: FieldMessageCode.OUT_OF_RANGE,
  additionalProperties: FieldMessageCode.UNKNOWN_FIELD,
};

interface ErrorLike {
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
  validation?: FastifySchemaValidationError[];
  validationContext?: string;
}

/** '/items/0/quantity' → 'items.0.quantity' */
function fieldName(instancePath: string, property?: string): string {
  const segments = instancePath.split('/').filter(Boolean);
  if (property !== undefined) segments.push(property);
  return segments.join('.');
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** One entry per offending field: required and additionalProperties errors name their fields in params. */
export function fieldErrorsFromValidation(validation: FastifySchemaValidationError[], context = 'body'): FieldError[] {
  const entries: FieldError[] = [];
  for (const issue of validation) {
    const params = issue.params as Record<string, unknown>;
    const missing = [...stringList(params['requiredProperties']), ...(typeof params['missingProperty'] === 'string' ? [params['missingProperty']] : [])];
    const unexpected = stringList(params['additionalProperties']);
    if (typeof params['additionalProperty'] === 'string') unexpected.push(params['additionalProperty']);

    if (issue.keyword === 'required' && missing.length > 0) {
      for (const property of missing) {
        entries.push({
          field: fieldName(issue.instancePath, property),
          messageCode: FieldMessageCode.REQUIRED,
          messageDescription: `${context} ${fieldName(issue.instancePath, property)} is required`,
        });
      }
    } else if (issue.keyword === 'additionalProperties' && unexpected.length > 0) {
      for (const property of unexpected) {
        entries.push({
          field: fieldName(issue.instancePath, property),
          messageCode: FieldMessageCode.UNKNOWN_FIELD,
          messageDescription: `${context} ${fieldName(issue.instancePath, property)} is not allowed`,
        });
      }
    } else if (issue.keyword === 'boolean' && issue.schemaPath.endsWith('/additionalProperties')) {
      // TypeBox reports an extra property twice (also as 'schema is false' at the property's path).
      entries.push({
        field: fieldName(issue.instancePath),
        messageCode: FieldMessageCode.UNKNOWN_FIELD,
        messageDescription: `${context} ${fieldName(issue.instancePath)} is not allowed`,
      });
    } else {
      const field = fieldName(issue.instancePath);
      entries.push({
        field,
        messageCode: FIELD_CODE_BY_KEYWORD[issue.keyword] ?? FieldMessageCode.INVALID,
        messageDescription: `${context}${field ? ` ${field}` : ''} ${issue.message ?? 'is invalid'}`,
      });
    }
  }
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.field}|${entry.messageCode}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Anything thrown while handling a request, as the one error body of spec 01 §8. AppErrors and
 * known client errors keep their meaning; everything else is a 500 that says nothing more.
 */
export function toErrorBody(thrown: unknown): ErrorBody {
  if (thrown instanceof AppError) return thrown.toBody();

  const error: ErrorLike = typeof thrown === 'object' && thrown !== null ? (thrown as ErrorLike) : {};
  if (Array.isArray(error.validation)) {
    return {
      status: 400,
      message: 'The request is not valid',
      messageCode: MessageCode.VALIDATION_FAILED,
      params: [],
      errors: fieldErrorsFromValidation(error.validation, error.validationContext),
    };
  }

  const known = typeof error.code === 'string' ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return { status: known.status, message: known.message, messageCode: known.messageCode, params: [], errors: [] };

  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      message: typeof error.message === 'string' && error.message ? error.message : 'Bad Request',
      messageCode: MESSAGE_CODE_BY_STATUS[status] ?? MessageCode.BAD_REQUEST,
      params: [],
      errors: [],
    };
  }
  return { status: 500, message: INTERNAL_SERVER_ERROR_MESSAGE, messageCode: MessageCode.INTERNAL_SERVER_ERROR, params: [], errors: [] };
}
