import type { i18n as I18n } from 'i18next';
import type { Translations } from '@bp/api-contract';
import { createI18n } from '@bp/ui-kit';

export { preferredLocale } from './locale';

export interface PortalI18nOptions {
  locale?: string;
  translations?: Translations;
}

/**
 * The portal's i18next instance for the buyer's locale, with the tenant's saas-i18n texts over the
 * portal's in the tenant's language (they may be filed under another tag than the browser's, de vs
 * de-AT: i18next falls back from de-AT to de).
 */
export function createPortalI18n({ locale = 'en', translations }: PortalI18nOptions = {}): I18n {
  return createI18n({ locale, translations });
}
