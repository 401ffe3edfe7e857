/**
 * Generic field checks shared by forms (spec 01 §5 "Generic field checks"). The messages are the
 * spec's own texts; screens translate them through saas-i18n like any other English default.
 */

/** Spec 01 §9: the local part of an e-mail address is at most 64 characters. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

export const REQUIRED_FIELD_MESSAGE = 'Required field';
export const INVALID_EMAIL_MESSAGE = 'invalid email';
export const INVALID_NUMBER_MESSAGE = 'Invalid number';

// Local part: the characters mail systems accept unquoted; domain: dot-separated host labels.
const emailPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const digitsPattern = /^\d+$/;

export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  const localPart = trimmed.slice(0, trimmed.lastIndexOf('@'));
  return emailPattern.test(trimmed) && localPart.length <= EMAIL_LOCAL_PART_MAX_LENGTH;
}

/** Digits only: verification codes, integer inputs ('Invalid number'). */
export function isDigitsOnly(value: string): boolean {
  return digitsPattern.test(value.trim());
}

export const ALPHANUMERIC_MESSAGE = 'Please enter alpha numeric value of buyer';
export const START_WITH_ALPHABET_MESSAGE = 'Please start with atleast one alphabet';
export const INVALID_CURRENCY_MESSAGE = 'Invalid currency value';
export const INVALID_ZIP_MESSAGE = 'Invalid zip';
export const INVALID_TELEPHONE_MESSAGE = 'invalid telephone number';
/** Spec 01 §5: a telephone number is 10 to 15 characters. */
export const TELEPHONE_MIN_LENGTH = 10;
export const TELEPHONE_MAX_LENGTH = 15;

const alphanumericPattern = /^[A-Za-z0-9]+$/;
const startsWithLetterPattern = /^[A-Za-z]/;
// Letters and digits in groups joined by single hyphens, with at most one space between groups:
// no leading or trailing hyphen (UK "SW1A 1AA", US "12345-6789", NL "1012 AB").
const internationalZipPattern = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?: [A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)?$/;
// Digits and the punctuation of written phone numbers; never a letter.
const telephonePattern = /^[0-9+()\-. ]+$/;

export function isAlphanumeric(value: string): boolean {
  return alphanumericPattern.test(value.trim());
}

export function startsWithLetter(value: string): boolean {
  return startsWithLetterPattern.test(value.trim());
}

/** Currency inputs are whole digits ('Invalid currency value'). */
export function isCurrencyDigits(value: string): boolean {
  return digitsPattern.test(value.trim());
}

export function isInternationalZip(value: string): boolean {
  return internationalZipPattern.test(value.trim());
}

export function isTelephone(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= TELEPHONE_MIN_LENGTH && trimmed.length <= TELEPHONE_MAX_LENGTH && telephonePattern.test(trimmed) && /\d/.test(trimmed);
}

/** Blank: empty or only spaces. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * The generic checks by name, as the server's form definitions name them in `validations`
 * (spec 03 §3 Field). Each passes a blank value: 'Required' is a rule of its own.
 */
export const GenericFieldCheck = {
  ALPHANUMERIC: 'ALPHANUMERIC',
  START_WITH_ALPHABET: 'START_WITH_ALPHABET',
  /** Account setup's "at-least-one-alphabet" for country, city and state (spec 03 §5). */
  AT_LEAST_ONE_ALPHABET: 'AT_LEAST_ONE_ALPHABET',
  NUMBER: 'NUMBER',
  CURRENCY: 'CURRENCY',
  INTERNATIONAL_ZIP: 'INTERNATIONAL_ZIP',
  EMAIL: 'EMAIL',
  TELEPHONE: 'TELEPHONE',
} as const;
export type GenericFieldCheck = (typeof GenericFieldCheck)[keyof typeof GenericFieldCheck];

const GENERIC_CHECKS: Readonly<Record<GenericFieldCheck, { passes: (value: string) => boolean; message: string }>> = {
  ALPHANUMERIC: { passes: isAlphanumeric, message: ALPHANUMERIC_MESSAGE },
  START_WITH_ALPHABET: { passes: startsWithLetter, message: START_WITH_ALPHABET_MESSAGE },
  AT_LEAST_ONE_ALPHABET: { passes: (value) => /[A-Za-z]/.test(value), message: START_WITH_ALPHABET_MESSAGE },
  NUMBER: { passes: isDigitsOnly, message: INVALID_NUMBER_MESSAGE },
  CURRENCY: { passes: isCurrencyDigits, message: INVALID_CURRENCY_MESSAGE },
  INTERNATIONAL_ZIP: { passes: isInternationalZip, message: INVALID_ZIP_MESSAGE },
  EMAIL: { passes: isEmail, message: INVALID_EMAIL_MESSAGE },
  TELEPHONE: { passes: isTelephone, message: INVALID_TELEPHONE_MESSAGE },
};

export function isGenericFieldCheck(name: string): name is GenericFieldCheck {
  return Object.prototype.hasOwnProperty.call(GENERIC_CHECKS, name);
}

/**
 * The message of the first named check a non-blank value fails, or undefined. Unknown names are
 * ignored (a definition newer than this code must not block a form), blank values pass.
 */
export function genericFieldError(value: string | null | undefined, checks: readonly string[]): string | undefined {
  if (isBlank(value)) return undefined;
  for (const name of checks) {
    if (isGenericFieldCheck(name) && !GENERIC_CHECKS[name].passes(value as string)) return GENERIC_CHECKS[name].message;
  }
  return undefined;
}
