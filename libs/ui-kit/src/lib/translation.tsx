import type { i18n as I18n } from 'i18next';
import { useCallback, useMemo, type ReactNode } from 'react';
import { I18nextProvider, setDefaults, setI18n, useTranslation as useI18next } from 'react-i18next';
import type { TextKey, TextValues, Texts } from './i18n/catalogues';
import { createPortalI18n, keyOfText, portalI18n, TENANT_NAMESPACE } from './i18n/portal-i18n';

/** Translates a key; `defaultValue` is the English text used when the tenant has no translation for it. */
export type Translate = (key: string, options?: { defaultValue?: string } & Record<string, unknown>) => string;

export interface TranslationContextValue {
  t: Translate;
  language: string;
}

// Readers re-render when the language changes or a catalogue arrives; none waits in Suspense
// (English is always there).
setDefaults({ useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' });
setI18n(portalI18n);

/**
 * An i18next instance in `language` with the tenant's saas-i18n texts (keyed by English text) over
 * the portal's: what the startup gate builds, and what tests hand to TranslationProvider.
 */
export function createTranslator(language: string, translations: Readonly<Record<string, string>> = {}): I18n {
  return createPortalI18n({ locale: language, translations: { language, translations } });
}

/** Hands an i18next instance to the tree; without one, screens read the portal's own instance. */
export function TranslationProvider({ translator, children }: { translator: I18n | undefined; children: ReactNode }) {
  return <I18nextProvider i18n={translator ?? portalI18n}>{children}</I18nextProvider>;
}

/**
 * The tenant namespace's `t` (a key with its English defaultValue, as the tenant's translations
 * key it) and the current language, which formats numbers and dates.
 */
export function useTranslation(): TranslationContextValue {
  const { t, i18n } = useI18next(TENANT_NAMESPACE);
  const language = i18n.language;
  return useMemo(() => ({ t: t as unknown as Translate, language }), [t, language]);
}

/** The buyer's locale (the language the portal shows). */
export function useLocale(): string {
  return useI18next(TENANT_NAMESPACE).i18n.language;
}

/**
 * A feature's texts: `t(key, values)` in the current language, plurals by `count`. A text that
 * travels as English (a contract or validation message, a server's words) may be passed too: it is
 * looked up in the namespaces keyed by English text, and reads as itself where none has it.
 */
export type TextsOf<T extends Texts> = (key: TextKey<T> | EnglishText, values?: TextValues) => string;

/** Any English text: `string & {}` keeps the editor's completion of the keys. */
export type EnglishText = string & {};

/** The `t` of one namespace, typed by its English catalogue so an unknown key fails the typecheck. */
export function useTexts<T extends Texts>(ns: string): TextsOf<T> {
  const { t } = useI18next(ns);
  return useCallback(
    (key: TextKey<T> | EnglishText, values?: TextValues) => (t as unknown as (key: string, values?: TextValues) => string)(keyOfText(ns, key), values),
    [t, ns],
  );
}

/** The i18next instance the tree reads (to change its language). */
export function useI18n(): I18n {
  return useI18next(TENANT_NAMESPACE).i18n;
}
