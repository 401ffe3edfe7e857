/**
 * The portal's local cache (spec 01 §9: config, translations, side menu, authorities and user
 * info). Every key the portal owns starts with the prefix, so a new app version can drop them all
 * without touching other storage (the identity library keeps its tokens under its own keys).
 * Storage failures are ignored: the cache is an optimisation, never a requirement.
 */
export const CACHE_KEY_PREFIX = 'bp.';

export function portalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the portal then works without a cache.
    return undefined;
  }
}

export function readStoredJson<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  const text = portalStorage()?.getItem(key);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  try {
    portalStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded: see above.
  }
}

export function removeStored(...keys: string[]): void {
  const storage = portalStorage();
  keys.forEach((key) => storage?.removeItem(key));
}

/** Removes every key that starts with a prefix (all portal keys by default). */
export function clearPortalCache(prefix: string = CACHE_KEY_PREFIX): void {
  const storage = portalStorage();
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null && key.startsWith(prefix));
  keys.forEach((key) => storage.removeItem(key));
}
