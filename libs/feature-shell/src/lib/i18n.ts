import type { Translations } from '@bp/api-contract';
import { createTranslator, type TranslationContextValue } from '@bp/ui-kit';

export { preferredLocale } from './locale';

export interface PortalI18nOptions {
  locale?: string;
  translations?: Translations;
}

/**
 * The translator of the tenant's saas-i18n translations for the buyer's locale. The translations
 * are the tenant's whatever the locale asks for (they may be filed under another tag than the
 * browser's, de vs de-AT); English needs none, as keys are the English texts.
 */
export function createPortalI18n({ locale = 'en', translations }: PortalI18nOptions = {}): TranslationContextValue {
  return createTranslator(locale, translations?.translations);
}
