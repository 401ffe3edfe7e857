import { readStoredJson, removeStored, writeStoredJson, CACHE_KEY_PREFIX } from '../portal-storage';
import type { UnauthorizedNotice } from './session-slice';

/**
 * Session data cached in localStorage (spec 01 §9, 03 §3: side menu, authorities, user info), so a
 * repeat visit paints the shell at once while fresh data loads. Entries carry their username: a
 * cache never serves another user's data. A new app version clears them with every `bp.` key.
 */
export const USER_INFO_CACHE_KEY = `${CACHE_KEY_PREFIX}userInfo`;
export const AUTHORITIES_CACHE_KEY = `${CACHE_KEY_PREFIX}authorities`;
export const SIDE_MENU_CACHE_KEY = `${CACHE_KEY_PREFIX}sideMenu`;
/** Set at sign-in; the shell fetches the broadcast banners once, then clears it (spec 01 §7). */
export const BANNER_FETCH_FLAG_KEY = `${CACHE_KEY_PREFIX}fetchBanners`;

/** Spec 03 §7 hand-off key, named by the spec (not `bp.`: it must survive a new app version). */
export const UNAUTHORIZED_MESSAGE_KEY = 'pxUnauthorizedUserMsg';

export type SessionCacheKey = typeof USER_INFO_CACHE_KEY | typeof AUTHORITIES_CACHE_KEY | typeof SIDE_MENU_CACHE_KEY;

interface UserCacheEntry {
  username: string;
  value: unknown;
}

function isUserCacheEntry(value: unknown): value is UserCacheEntry {
  return typeof value === 'object' && value !== null && typeof (value as UserCacheEntry).username === 'string' && 'value' in value;
}

export function readUserCache<T>(key: SessionCacheKey, username: string, isValid: (value: unknown) => value is T): T | undefined {
  const entry = readStoredJson(key, isUserCacheEntry);
  return entry && entry.username === username && isValid(entry.value) ? entry.value : undefined;
}

export function writeUserCache(key: SessionCacheKey, username: string, value: unknown): void {
  writeStoredJson(key, { username, value } satisfies UserCacheEntry);
}

/** Drops what the portal cached about the signed-in user (sign-out, expired session, 403). */
export function clearSessionCache(): void {
  removeStored(USER_INFO_CACHE_KEY, AUTHORITIES_CACHE_KEY, SIDE_MENU_CACHE_KEY, BANNER_FETCH_FLAG_KEY);
}

function isUnauthorizedNotice(value: unknown): value is UnauthorizedNotice {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UnauthorizedNotice).messageCode === 'string' &&
    typeof (value as UnauthorizedNotice).message === 'string'
  );
}

export function readUnauthorizedNotice(): UnauthorizedNotice | undefined {
  return readStoredJson(UNAUTHORIZED_MESSAGE_KEY, isUnauthorizedNotice);
}

export function storeUnauthorizedNotice(notice: UnauthorizedNotice): void {
  writeStoredJson(UNAUTHORIZED_MESSAGE_KEY, notice);
}

export function clearUnauthorizedNotice(): void {
  removeStored(UNAUTHORIZED_MESSAGE_KEY);
}
