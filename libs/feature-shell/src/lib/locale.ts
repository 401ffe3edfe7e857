import { CACHE_KEY_PREFIX, portalStorage } from '@bp/data-access-api';

/**
 * Spec 01 §1: the locale comes from the configured language, else the browser languages; English
 * when neither says anything.
 */
export function preferredLocale(configLanguage: string | undefined, browserLanguages: readonly string[] = []): string {
  return configLanguage?.trim() || browserLanguages.find((language) => language.trim() !== '') || 'en';
}

const base = (locale: string) => locale.trim().split('-')[0].toLowerCase();

/** The offered locale a wish names (es-MX asks for es), if the tenant offers it. */
export function offeredMatch(wish: string | null | undefined, offered: readonly string[]): string | undefined {
  if (!wish?.trim()) return undefined;
  return offered.find((locale) => locale.toLowerCase() === wish.trim().toLowerCase()) ?? offered.find((locale) => base(locale) === base(wish));
}

export interface LocaleChoice {
  /** What the user chose before (their account's, else this browser's stored choice). */
  chosen?: string | null;
  browserLanguages?: readonly string[];
  /** The locales the tenant offers (saas-config `locales`). */
  offered?: readonly string[];
  /** The tenant's language (saas-config `language`). */
  tenantLanguage?: string;
}

/**
 * The buyer's locale: their own choice when the tenant offers it, else the first browser language
 * the tenant offers, else the tenant's language.
 */
export function chooseLocale({ chosen, browserLanguages = [], offered = [], tenantLanguage }: LocaleChoice): string {
  const offers = offered.length ? offered : [tenantLanguage?.trim() || 'en'];
  const browser = browserLanguages.map((language) => offeredMatch(language, offers)).find(Boolean);
  return offeredMatch(chosen, offers) ?? browser ?? offeredMatch(tenantLanguage, offers) ?? offers[0];
}

/** Where this browser keeps the last language chosen, for the sign-in page before the user is known. */
export const LOCALE_STORAGE_KEY = `${CACHE_KEY_PREFIX}locale`;

export function readStoredLocale(): string | undefined {
  return portalStorage()?.getItem(LOCALE_STORAGE_KEY) ?? undefined;
}

export function storeLocale(locale: string): void {
  try {
    portalStorage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage full or disabled: the choice still holds for this page and on the server.
  }
}
