import { createContext, useContext, type ReactNode } from 'react';

/** Translates a key; `defaultValue` is the English text used when the tenant has no translation for it. */
export type Translate = (key: string, options?: { defaultValue?: string } & Record<string, unknown>) => string;

export interface TranslationContextValue {
  t: Translate;
  language: string;
}

/** `{{name}}` replaced by `values.name`; a placeholder without a value stays as written. */
function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

const own = Object.prototype.hasOwnProperty;

/**
 * The portal's texts in `language`: keys are the English texts, so a key the tenant's saas-i18n
 * translations leave out is its own English text (or the caller's defaultValue); `{{name}}`
 * placeholders take the options' values, translated or not. Keys are plain sentences: no
 * namespaces, nesting or plural forms (counts are written as `{{n}}`).
 */
export function createTranslator(language: string, translations: Readonly<Record<string, string>> = {}): TranslationContextValue {
  return {
    language,
    t: (key, options = {}) => interpolate(own.call(translations, key) ? translations[key] : (options.defaultValue ?? key), options),
  };
}

const untranslated = createTranslator('en');

const TranslationContext = createContext<TranslationContextValue>(untranslated);

/**
 * Hands the tenant's translator to the tree; without one (a tenant without translations, tests)
 * keys are their own English texts. A new translator gives readers a new `t`, so memoised
 * children re-render too; the tree stays the same, so one arriving later re-renders, not remounts.
 */
export function TranslationProvider({ translator, children }: { translator: TranslationContextValue | undefined; children: ReactNode }) {
  return <TranslationContext.Provider value={translator ?? untranslated}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): TranslationContextValue {
  return useContext(TranslationContext);
}
