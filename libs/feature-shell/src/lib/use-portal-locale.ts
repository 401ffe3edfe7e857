import { useCallback, useContext, useEffect } from 'react';
import { useSetUserLocaleMutation } from '@bp/data-access-api';
import { PORTAL_LOCALES, changeLocale, useI18n } from '@bp/ui-kit';
import { offeredMatch, storeLocale } from './locale';
import { StartupContext } from './startup-context';

/** A locale's name in its own language (Español), as a language menu shows it. */
export function localeName(locale: string): string {
  const known = PORTAL_LOCALES[locale as keyof typeof PORTAL_LOCALES];
  if (known) return known;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/**
 * The language the portal shows, the ones the tenant offers, and the choice of another: the page
 * changes at once, this browser remembers it for the sign-in page, the server for the next sign-in.
 */
export function usePortalLocale(username: string | undefined) {
  const i18n = useI18n();
  const offered = useContext(StartupContext)?.config.locales ?? [];
  const [saveLocale] = useSetUserLocaleMutation();
  const choose = useCallback(
    (locale: string) => {
      storeLocale(locale);
      void changeLocale(i18n, locale);
      if (username) void saveLocale({ locale, username });
    },
    [i18n, saveLocale, username],
  );
  return { locale: offeredMatch(i18n.language, offered) ?? i18n.language, offered, choose };
}

/** Applies the language the signed-in user chose before (on another device too), when the tenant still offers it. */
export function useAccountLocale(accountLocale: string | null | undefined) {
  const i18n = useI18n();
  const offered = useContext(StartupContext)?.config.locales;
  useEffect(() => {
    const locale = offered ? offeredMatch(accountLocale, offered) : undefined;
    if (!locale) return;
    storeLocale(locale);
    if (i18n.language !== locale) void changeLocale(i18n, locale);
  }, [accountLocale, offered, i18n]);
}
