import type { TenantConfig, Translations } from '@bp/api-contract';
import { CACHE_KEY_PREFIX, clearPortalCache, readStoredJson, writeStoredJson } from '@bp/data-access-api';

/**
 * The tenant part of the portal's local cache (spec 01 §9): config and translations, so a repeat
 * visit paints the loading and error screens in the tenant's colours. The session part (side menu,
 * authorities, user info) lives in data-access-api; every key shares the `bp.` prefix.
 */
export const CONFIG_CACHE_KEY = `${CACHE_KEY_PREFIX}config`;
export const TRANSLATIONS_CACHE_KEY = `${CACHE_KEY_PREFIX}translations`;

function isTenantConfig(value: unknown): value is TenantConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TenantConfig).appVersion === 'string' &&
    typeof (value as TenantConfig).siteTitle === 'string'
  );
}

function isTranslations(value: unknown): value is Translations {
  return typeof value === 'object' && value !== null && typeof (value as Translations).translations === 'object';
}

export function readCachedConfig(): TenantConfig | undefined {
  return readStoredJson(CONFIG_CACHE_KEY, isTenantConfig);
}

export function readCachedTranslations(): Translations | undefined {
  return readStoredJson(TRANSLATIONS_CACHE_KEY, isTranslations);
}

/** A cached config from another app version: the running portal is older than the server's. */
export function isNewAppVersion(cachedConfig: TenantConfig | undefined, freshConfig: TenantConfig): boolean {
  return cachedConfig !== undefined && cachedConfig.appVersion !== freshConfig.appVersion;
}

/**
 * Stores the fresh config and translations; when the app version moved on, first drops everything
 * cached by the old version (spec 01 §9).
 */
export function storeTenantCache(config: TenantConfig, translations: Translations | undefined): void {
  // Also when nothing was cached: session data without a config is left over from an unknown version.
  if (readCachedConfig()?.appVersion !== config.appVersion) clearPortalCache();
  writeStoredJson(CONFIG_CACHE_KEY, config);
  if (translations) writeStoredJson(TRANSLATIONS_CACHE_KEY, translations);
}
