import Type from 'typebox';

/**
 * One entry of `errors[]`: a field that failed validation (400) or a business rule that failed
 * (422; spec 01 §8: the portal shows messageCode when status is FAIL, else messageDescription).
 */
export const FieldErrorSchema = Type.Object(
  {
    status: Type.Optional(Type.String()),
    field: Type.Optional(Type.String()),
    messageCode: Type.String(),
    messageDescription: Type.String(),
  },
  { $id: 'FieldError' },
);
export type FieldError = Type.Static<typeof FieldErrorSchema>;

/** The single error body every failing call returns (spec 01 §8). */
export const ErrorBodySchema = Type.Object(
  {
    status: Type.Integer(),
    message: Type.String(),
    messageCode: Type.String(),
    params: Type.Array(Type.String()),
    errors: Type.Array(FieldErrorSchema),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Type.Static<typeof ErrorBodySchema>;
