import { genericFieldError, isBlank } from './field-rules';

// The rules of a field built from a server definition (spec 03 §3 Field, §5 Account-setup forms):
// when it is shown, when it is required, and its error. The portal's account-setup form and the
// API's check of submitted answers run these same functions.

/** 'Required' (spec 03 §5): the account-setup forms' text, not the generic 'Required field'. */
export const SETUP_REQUIRED_MESSAGE = 'Required';
export const INVALID_SELECTION_MESSAGE = 'Invalid Selection';
/** The placeholder of a select: choosing it is like leaving the field blank. */
export const SETUP_SELECT_PLACEHOLDER = '-1';

/** What these rules read of a field (a structural subset of the contract's SetupField). */
export interface SetupFieldRule {
  id: string;
  type: string;
  required?: boolean;
  conditionalRequired?: boolean;
  dependsOn?: string;
  conditions?: readonly { field: string; values: readonly string[] }[];
  validations?: readonly { type: string }[];
  options?: readonly { id: string }[];
  maxLength?: number;
}

export type SetupAnswers = Readonly<Record<string, string | null | undefined>>;

const answerOf = (answers: SetupAnswers, id: string) => answers[id] ?? '';

/** Every condition holds: the named field's answer is one of its values ('' when unanswered). */
export function conditionsHold(field: SetupFieldRule, answers: SetupAnswers): boolean {
  return (field.conditions ?? []).every((condition) => condition.values.includes(answerOf(answers, condition.field)));
}

/** A field with dependsOn is shown only while its conditions hold (and the field it depends on is answered). */
export function isFieldShown(field: SetupFieldRule, answers: SetupAnswers): boolean {
  if (!field.dependsOn) return true;
  if (!field.conditions?.length) return !isBlank(answerOf(answers, field.dependsOn));
  return conditionsHold(field, answers);
}

export function isFieldRequired(field: SetupFieldRule, answers: SetupAnswers): boolean {
  if (!isFieldShown(field, answers)) return false;
  if (field.required) return true;
  return Boolean(field.conditionalRequired) && conditionsHold(field, answers);
}

const isUnanswered = (field: SetupFieldRule, value: string) =>
  isBlank(value) || value === SETUP_SELECT_PLACEHOLDER || (field.type === 'CHECKBOX' && value !== 'true');

/**
 * The field's error for these answers, or undefined: 'Required' when required and blank (the
 * placeholder select and an unticked checkbox count as blank), then the choice must be one of its
 * options (or of `allowedOptions`, for option lists that come from references), then the length,
 * then the named generic checks. Hidden fields have no error.
 */
export function setupFieldError(field: SetupFieldRule, answers: SetupAnswers, allowedOptions?: readonly string[]): string | undefined {
  if (!isFieldShown(field, answers)) return undefined;
  const value = answerOf(answers, field.id);
  if (isUnanswered(field, value)) return isFieldRequired(field, answers) ? SETUP_REQUIRED_MESSAGE : undefined;
  const options = allowedOptions ?? field.options?.map((option) => option.id);
  if (options && options.length > 0 && field.type !== 'CHECKBOX' && !options.includes(value)) return INVALID_SELECTION_MESSAGE;
  if (field.maxLength !== undefined && value.length > field.maxLength) return `At most ${field.maxLength} characters`;
  return genericFieldError(
    value,
    (field.validations ?? []).map((validation) => validation.type),
  );
}

/**
 * Answers after `changedId` changed: the fields that depend on it and are now hidden lose their
 * value (a state answered for another country must not survive the change of country).
 */
export function clearHiddenDependants(fields: readonly SetupFieldRule[], answers: SetupAnswers): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [id, value] of Object.entries(answers)) next[id] = value ?? '';
  for (const field of fields) if (field.dependsOn && !isFieldShown(field, next)) next[field.id] = '';
  return next;
}
