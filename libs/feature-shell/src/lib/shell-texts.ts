/**
 * The shell's texts that a tenant can translate through saas-i18n. Following the API, a
 * translation is keyed by its English default text, so every key here is also its own English
 * default and an untranslated key reads right (spec 01 §1: translatable with English defaults).
 */
export const SHELL_TEXTS = [
  'Loading...',
  'Login',
  '{{tenantName}} logo',
  'Sorry, we ran into an issue',
  'Time',
  'Error code',
  'Domain',
  'Page',
  'Trace ID',
  'Copy to clipboard',
  'Copied to clipboard',
  'Could not copy to the clipboard',
  'E-mail support',
  'Return to sign in',
  'This site is no longer available',
  'Please contact {{tenantName}} at',
  'Page not found',
  'Go to the home page',
] as const;

export type ShellText = (typeof SHELL_TEXTS)[number];
