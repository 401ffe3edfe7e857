import i18next, { type i18n as I18nInstance } from 'i18next';
import type { Translations } from '@bp/api-contract';

// Loaded only when a tenant has translations (startup.tsx): i18next is not in the first download.
export { preferredLocale } from './locale';

export interface PortalI18nOptions {
  locale?: string;
  translations?: Translations;
}

/**
 * A fresh i18next instance holding the tenant's saas-i18n translations. Keys are English default
 * texts, so English needs no resources: a key without a translation is its own English text.
 * Resources are inline, so initialisation is synchronous and the first render is translated.
 */
export function createPortalI18n({ locale = 'en', translations }: PortalI18nOptions = {}): I18nInstance {
  const tenantLanguage = translations?.language || locale;
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    // The tenant's translations may be filed under another tag than the browser's (de vs de-AT).
    fallbackLng: tenantLanguage === 'en' ? ['en'] : [tenantLanguage, 'en'],
    resources: translations ? { [tenantLanguage]: { translation: translations.translations } } : {},
    initAsync: false,
    // Keys are English sentences ('Loading...', 'Sorry, we ran into an issue'): '.' and ':' are text.
    keySeparator: false,
    nsSeparator: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
  });
  return instance;
}
