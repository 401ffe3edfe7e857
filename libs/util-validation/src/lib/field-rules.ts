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
