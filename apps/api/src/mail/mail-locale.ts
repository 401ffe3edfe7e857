/** The languages the API writes its e-mails in; English for any other. */
export const MAIL_LOCALES = ['en', 'es'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/** One mail's texts in every mail language: TypeScript refuses a language left out. */
export type MailTexts<T> = Readonly<Record<MailLocale, T>>;

const isMailLocale = (language: string): language is MailLocale => (MAIL_LOCALES as readonly string[]).includes(language);

/**
 * The language of a recipient's e-mails: the one they chose in the portal (users.locale), else the
 * tenant's; English when the API has no texts in it (es-MX reads as es).
 */
export function mailLocaleOf(userLocale: string | null | undefined, tenantLanguage: string | null | undefined): MailLocale {
  for (const wish of [userLocale, tenantLanguage]) {
    const language = wish?.trim().split('-')[0].toLowerCase();
    if (language && isMailLocale(language)) return language;
  }
  return 'en';
}
