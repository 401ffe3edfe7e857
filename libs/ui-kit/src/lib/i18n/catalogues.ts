/** The plural suffixes i18next adds to a key for a count (`_one`, `_other`, and `_many` for Spanish). */
export type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** An `en` catalogue: the texts module's object (key to English text). */
export type Texts = Readonly<Record<string, string>>;

/** The keys of a catalogue that a caller passes: plain keys, and plural keys without their suffix. */
export type TextKey<T> =
  Exclude<keyof T & string, `${string}_${PluralSuffix}`> | (keyof T & string extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never);

type PluralBase<T> = keyof T & string extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

/**
 * A Spanish catalogue of an `en` one: every plain key, and every plural key in Spanish's three forms
 * (one, many, other), so TypeScript refuses a missing text.
 */
export type SpanishTexts<T> = { readonly [K in Exclude<keyof T & string, `${string}_${PluralSuffix}`>]: string } & {
  readonly [K in PluralBase<T> as `${K}_one` | `${K}_many` | `${K}_other`]: string;
};

/** Values a text interpolates (`{{name}}`); `count` picks the plural form. */
export type TextValues = Record<string, unknown> & { count?: number };

/** The locales the portal has catalogues for, with their own names for the language menu. */
export const PORTAL_LOCALES = { en: 'English', es: 'Español' } as const;
export type PortalLocale = keyof typeof PORTAL_LOCALES;

/** The catalogue of a language, loaded on demand (a dynamic import, its own chunk). */
export type CatalogueLoader = () => Promise<{ default: Texts } | Texts>;

/** English texts keyed by themselves: the catalogue of texts that travel as English (contract messages, validation). */
export function textsKeyedByThemselves<T extends string>(texts: readonly T[]): Readonly<Record<T, T>> {
  return Object.fromEntries(texts.map((text) => [text, text])) as Record<T, T>;
}
