import type { TenantConfig, Translations } from '@bp/api-contract';

/**
 * Local cache of the portal (spec 01 §9): config, translations and, from later issues, side menu,
 * authorities and user info. Every key starts with the prefix so a new app version can clear them
 * all without touching other storage (the identity library keeps its session elsewhere).
 */
export const CACHE_KEY_PREFIX = 'bp.';
export const CONFIG_CACHE_KEY = `${CACHE_KEY_PREFIX}config`;
export const TRANSLATIONS_CACHE_KEY = `${CACHE_KEY_PREFIX}translations`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the portal then works without a cache.
    return undefined;
  }
}

function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  const text = storage()?.getItem(key);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded: the cache is an optimisation, never a requirement.
  }
}

function isTenantConfig(value: unknown): value is TenantConfig {
  return typeof value === 'object' && value !== null && typeof (value as TenantConfig).appVersion === 'string' && typeof (value as TenantConfig).siteTitle === 'string';
}

function isTranslations(value: unknown): value is Translations {
  return typeof value === 'object' && value !== null && typeof (value as Translations).translations === 'object';
}

export function readCachedConfig(): TenantConfig | undefined {
  return readJson(CONFIG_CACHE_KEY, isTenantConfig);
}

export function readCachedTranslations(): Translations | undefined {
  return readJson(TRANSLATIONS_CACHE_KEY, isTranslations);
}

/** Removes every portal cache key (spec 01 §9: cleared on a new app version). */
export function clearPortalCache(): void {
  const store = storage();
  if (!store) return;
  const portalKeys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key !== null && key.startsWith(CACHE_KEY_PREFIX),
  );
  portalKeys.forEach((key) => store.removeItem(key));
}

/**
 * Stores the fresh config and translations; when the app version moved on, first drops everything
 * cached by the old version. Returns whether the version changed (the session issue uses it for the
 * 'A Newer App Version is Available' snackbar).
 */
export function storeTenantCache(config: TenantConfig, translations: Translations | undefined): { appVersionChanged: boolean } {
  const cachedVersion = readCachedConfig()?.appVersion;
  const appVersionChanged = cachedVersion !== undefined && cachedVersion !== config.appVersion;
  if (cachedVersion !== config.appVersion) clearPortalCache();
  writeJson(CONFIG_CACHE_KEY, config);
  if (translations) writeJson(TRANSLATIONS_CACHE_KEY, translations);
  return { appVersionChanged };
}
