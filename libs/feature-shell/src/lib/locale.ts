/**
 * Spec 01 §1: the locale comes from the configured language, else the browser languages; English
 * when neither says anything.
 */
export function preferredLocale(configLanguage: string | undefined, browserLanguages: readonly string[] = []): string {
  return configLanguage?.trim() || browserLanguages.find((language) => language.trim() !== '') || 'en';
}
