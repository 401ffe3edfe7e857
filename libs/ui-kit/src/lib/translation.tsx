import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { i18n as I18nInstance } from 'i18next';

/** Translates a key; `defaultValue` is the English text used when no translation is loaded. */
export type Translate = (key: string, options?: { defaultValue?: string } & Record<string, unknown>) => string;

export interface TranslationContextValue {
  t: Translate;
  language: string;
}

/** `{{name}}` interpolation for when no i18next instance is provided (tests, early screens). */
function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

const untranslated: TranslationContextValue = {
  t: (key, options = {}) => interpolate(options.defaultValue ?? key, options),
  language: 'en',
};

const TranslationContext = createContext<TranslationContextValue>(untranslated);

/**
 * Hands an i18next instance to the tree (react-i18next is not a dependency; this is the small part
 * of it the portal needs) and re-renders readers when the language or resources change. Without an
 * instance (a tenant without translations, which then needs no i18next) keys are their own English
 * texts; the tree stays the same either way, so an instance arriving later re-renders, not remounts.
 */
export function TranslationProvider({ i18n, children }: { i18n: I18nInstance | undefined; children: ReactNode }) {
  // A new snapshot on every change gives readers a new `t`, so memoised children re-render too.
  const [snapshot, setSnapshot] = useState(() => ({ language: i18n?.language ?? untranslated.language, revision: 0 }));
  useEffect(() => {
    if (!i18n) return undefined;
    const refresh = () => setSnapshot((current) => ({ language: i18n.language, revision: current.revision + 1 }));
    i18n.on('languageChanged', refresh);
    i18n.store.on('added', refresh);
    return () => {
      i18n.off('languageChanged', refresh);
      i18n.store.off('added', refresh);
    };
  }, [i18n]);
  const value = useMemo<TranslationContextValue>(
    () => (i18n ? { t: (key, options) => i18n.t(key, options ?? {}), language: snapshot.language } : untranslated),
    [i18n, snapshot],
  );
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): TranslationContextValue {
  return useContext(TranslationContext);
}
