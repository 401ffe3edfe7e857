import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';

// TypeBox checks request schemas (strict types for bodies, conversion for query, params and
// headers). For headers, its answer is a converted copy, which Fastify keeps as request.headers;
// from then on every read of request.headers merges the raw headers and that copy into a new
// object (Fastify's getter), and compression, the participant header and the Idempotency-Key read
// it several times per call (about 7 % of calculate-charges' API CPU). Header values are
// strings, so the copy nearly always equals the original (TypeBox converts in place where it can):
// only a copy that differs is kept.

const sameHeaders = (raw: Record<string, unknown>, converted: Record<string, unknown>): boolean => {
  const keys = Object.keys(converted);
  return keys.length === Object.keys(raw).length && keys.every((key) => converted[key] === raw[key]);
};

export const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const validate = TypeBoxValidatorCompiler(route);
  if (route.httpPart !== 'headers') return validate;
  return (headers: Record<string, unknown>) => {
    const result = validate(headers) as { value?: Record<string, unknown>; error?: FastifySchemaValidationError[] };
    // true: valid, and request.headers stays the raw headers object.
    if (!result.error && result.value !== undefined && typeof result.value === 'object' && result.value !== null && sameHeaders(headers, result.value))
      return true;
    return result;
  };
};
