import i18next, { type i18n as I18n } from 'i18next';
import type { CatalogueLoader, Texts } from './catalogues';

/** Where tenant translations without a portal key live (texts a screen passes with a defaultValue). */
export const TENANT_NAMESPACE = 'tenant';

/** Where tenant translations without a portal key live (texts a screen passes with a defaultValue). */

interface Namespace {
  en: Texts;
  loaders: Readonly<Record<string, CatalogueLoader>>;
}

const namespaces = new Map<string, Namespace>();
/**
 * Namespaces keyed by English text (or by a contract's message code) that a lookup in another
 * namespace falls back to: texts that travel as English through the portal (validation and
 * contract messages, a feature's texts read by the tenant namespace's `t`).
 */
const fallbackNamespaces: string[] = [TENANT_NAMESPACE];
const instances = new Set<I18n>();
/** The tenant's saas-i18n texts (keyed by English text or key) and their language, per instance. */
const tenantTexts = new WeakMap<I18n, { language: string; translations: Readonly<Record<string, string>> }>();

const own = Object.prototype.hasOwnProperty;

/**
 * The tenant's texts for one namespace: by key first, else by the key's English text (a key of a
 * namespace keyed by English text is its own English text; `catalogue` adds the keys of a loaded
 * language, as such a namespace ships no English catalogue).
 */
function tenantOverrides(instance: I18n, language: string, ns: string, catalogue: Texts = {}): Record<string, string> {
  const tenant = tenantTexts.get(instance);
  const namespace = namespaces.get(ns);
  if (!tenant || !namespace || !sameLanguage(tenant.language, language)) return {};
  const overrides: Record<string, string> = {};
  for (const key of new Set([...Object.keys(namespace.en), ...Object.keys(catalogue)])) {
    const english = own.call(namespace.en, key) ? namespace.en[key] : key;
    if (own.call(tenant.translations, key)) overrides[key] = tenant.translations[key];
    else if (own.call(tenant.translations, english)) overrides[key] = tenant.translations[english];
  }
  return overrides;
}

function setDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

function sameLanguage(a: string | undefined, b: string | undefined): boolean {
  return (a || 'en').split('-')[0].toLowerCase() === (b || 'en').split('-')[0].toLowerCase();
}

async function loadCatalogue(load: CatalogueLoader): Promise<Texts> {
  const loaded = await load();
  return 'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as Texts) : (loaded as Texts);
}

function addNamespaceTo(instance: I18n, ns: string, en: Texts) {
  instance.addResourceBundle('en', ns, { ...en, ...tenantOverrides(instance, 'en', ns) }, false, true);
}

/** The tenant's texts over every namespace of their language (and as the tenant namespace). */
function applyTenantTexts(instance: I18n) {
  const tenant = tenantTexts.get(instance);
  if (!tenant) return;
  instance.addResourceBundle(tenant.language, TENANT_NAMESPACE, tenant.translations, false, true);
  for (const ns of namespaces.keys()) {
    const loaded = (instance.getResourceBundle(tenant.language, ns) as Texts | undefined) ?? {};
    const overrides = tenantOverrides(instance, tenant.language, ns, loaded);
    if (Object.keys(overrides).length > 0) instance.addResourceBundle(tenant.language, ns, overrides, false, true);
  }
}

export interface PortalI18nOptions {
  locale?: string;
  /** The tenant's saas-i18n texts, keyed by English text (or by a text's key), and their language. */
  translations?: { language: string; translations: Readonly<Record<string, string>> };
}

/**
 * A portal i18next instance: one namespace per feature, keys that may hold dots and colons (they
 * are plain names or English sentences), i18next's `{{name}}` interpolation and plurals, English as
 * the fallback of every language. It starts in English with every registered namespace, and
 * learns namespaces registered later (lazy feature modules).
 */
export function createPortalI18n({ locale = 'en', translations }: PortalI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  const language = locale.split('-')[0];
  // Catalogues are loaded by changeLocale and registerTexts (no i18next backend), so every
  // namespace counts as loaded and react-i18next never waits for one.
  void instance.init({
    // The locale at once (a catalogue not loaded yet reads as English until it arrives).
    lng: locale,
    fallbackLng: 'en',
    ns: [TENANT_NAMESPACE],
    defaultNS: TENANT_NAMESPACE,
    fallbackNS: [...fallbackNamespaces],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: {},
    initAsync: false,
    returnNull: false,
    returnEmptyString: false,
  });
  if (translations) tenantTexts.set(instance, { language: translations.language || 'en', translations: translations.translations ?? {} });
  for (const [ns, { en }] of namespaces) addNamespaceTo(instance, ns, en);
  applyTenantTexts(instance);
  instances.add(instance);
  // Dates follow the language shown (money and counts read it from the instance).
  // The page's language (screen readers, and util-format's dates read it); the newest instance
  // sets it at once, as the page (or the test) that made it shows its texts.
  setDocumentLanguage(locale);
  instance.on('languageChanged', setDocumentLanguage);
  if (!sameLanguage(language, 'en')) for (const ns of namespaces.keys()) void loadNamespaceInto(instance, language, ns);
  return instance;
}

/**
 * Registers a feature's namespace: its English texts now, every other language's catalogue
 * through its loader when that language is chosen.
 */
export function registerTexts(
  ns: string,
  en: Texts,
  loaders: Readonly<Record<string, CatalogueLoader>> = {},
  { fallback = false }: { fallback?: boolean } = {},
): void {
  if (namespaces.has(ns)) return;
  namespaces.set(ns, { en, loaders });
  if (fallback) fallbackNamespaces.push(ns);
  for (const instance of instances) {
    instance.options.fallbackNS = [...fallbackNamespaces];
    addNamespaceTo(instance, ns, en);
    const language = instance.language;
    if (language && !sameLanguage(language, 'en')) void loadNamespaceInto(instance, language, ns);
  }
}

async function loadNamespaceInto(instance: I18n, language: string, ns: string): Promise<void> {
  const load = namespaces.get(ns)?.loaders[language] ?? namespaces.get(ns)?.loaders[language.split('-')[0]];
  if (load && !instance.hasResourceBundle(language, ns)) {
    const texts = await loadCatalogue(load);
    instance.addResourceBundle(language, ns, { ...texts, ...tenantOverrides(instance, language, ns, texts) }, false, true);
  }
}

/** Loads every registered namespace's catalogue of `locale`, then switches to it (readers re-render). */
export async function changeLocale(instance: I18n, locale: string): Promise<void> {
  const language = locale.split('-')[0];
  await Promise.all([...namespaces.keys()].map((ns) => loadNamespaceInto(instance, language, ns)));
  await instance.changeLanguage(locale);
}

/** Gives an instance the tenant's texts (saas-i18n), over the portal's in their language. */
export function setTenantTranslations(instance: I18n, translations: PortalI18nOptions['translations']): void {
  if (!translations) return;
  tenantTexts.set(instance, { language: translations.language || 'en', translations: translations.translations ?? {} });
  applyTenantTexts(instance);
}

const keysByEnglish = new Map<string, ReadonlyMap<string, string>>();

/**
 * The key of a namespace that a caller names by its English text (a contract message the texts
 * module also holds, a rule's English template): the key itself when it is one.
 */
export function keyOfText(ns: string, text: string): string {
  const namespace = namespaces.get(ns);
  if (!namespace || own.call(namespace.en, text)) return text;
  let keys = keysByEnglish.get(ns);
  if (!keys) {
    keys = new Map(Object.entries(namespace.en).map(([key, english]) => [english, key]));
    keysByEnglish.set(ns, keys);
  }
  return keys.get(text) ?? text;
}

/** The namespaces registered so far, with their English texts (the catalogue parity test walks them). */
export function registeredNamespaces(): ReadonlyMap<string, Readonly<Namespace>> {
  return namespaces;
}

/** The portal's own instance; screens read it unless a provider hands them another (tests). */
export const portalI18n = createPortalI18n();
