import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { SideMenu, UserInfo } from '@bp/api-contract';
import {
  AUTHORITIES_CACHE_KEY,
  SIDE_MENU_CACHE_KEY,
  USER_INFO_CACHE_KEY,
  readUserCache,
  toApiError,
  useGetAuthoritiesQuery,
  useGetStocklistSettingsQuery,
  useGetUserInfoQuery,
  writeUserCache,
  type ApiError,
  type SessionCacheKey,
  type SessionUser,
} from '@bp/data-access-api';
import { LoadingScreen } from '@bp/ui-kit';
import { OnDemandErrorScreen } from './on-demand-screens';
import { useSameAsCached } from './same-as-cached';
import { visibleSideMenuItems, type SideMenuItem } from './side-menu-items';
import { useShellText } from './use-shell-text';

export function isUserInfo(value: unknown): value is UserInfo {
  return typeof value === 'object' && value !== null && typeof (value as UserInfo).userId === 'string' && typeof (value as UserInfo).firstName === 'string';
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function isSideMenu(value: unknown): value is SideMenu {
  return typeof value === 'object' && value !== null && typeof (value as SideMenu).StockList === 'boolean';
}

interface CachedQuery<T> {
  value: T | undefined;
  error: ApiError | undefined;
}

/**
 * A session query backed by the local cache (spec 01 §9): the cached value serves until the fresh
 * one arrives, and every fresh value is cached for the next visit. An unchanged fresh value keeps
 * the cached object, so the shell's context does not change (nor re-render the page) for it.
 */
function useCachedSessionValue<T>(key: SessionCacheKey, username: string, fresh: T | undefined, isValid: (value: unknown) => value is T): T | undefined {
  const cached = useMemo(() => readUserCache(key, username, isValid), [key, username, isValid]);
  useEffect(() => {
    if (fresh !== undefined) writeUserCache(key, username, fresh);
  }, [key, username, fresh]);
  return useSameAsCached(fresh, cached) ?? cached;
}

function errorOf(error: unknown): ApiError | undefined {
  return error ? toApiError(error) : undefined;
}

/** The user's authority names (GET security/authorities), cached as 'bp.authorities'. */
export function useSessionAuthorities(username: string): CachedQuery<string[]> {
  const query = useGetAuthoritiesQuery(username);
  return { value: useCachedSessionValue(AUTHORITIES_CACHE_KEY, username, query.data, isStringList), error: errorOf(query.error) };
}

function useSessionUserInfo(username: string): CachedQuery<UserInfo> {
  const query = useGetUserInfoQuery(username);
  return { value: useCachedSessionValue(USER_INFO_CACHE_KEY, username, query.data, isUserInfo), error: errorOf(query.error) };
}

/** The tenant's side-menu display setting (from the stock list settings), cached as 'bp.sideMenu'; buyers only. */
function useSideMenuSetting(user: SessionUser): CachedQuery<SideMenu> {
  const query = useGetStocklistSettingsQuery(user.username, { skip: !user.isSignedIn });
  return { value: useCachedSessionValue(SIDE_MENU_CACHE_KEY, user.username, query.data?.sideMenu, isSideMenu), error: errorOf(query.error) };
}

/** What the signed-in shell shows about its user. */
export interface SessionData {
  user: SessionUser;
  userInfo: UserInfo;
  authorities: string[];
  sideMenuItems: SideMenuItem[];
}

const SessionDataContext = createContext<SessionData | undefined>(undefined);

export function useSessionData(): SessionData {
  const data = useContext(SessionDataContext);
  if (!data) throw new Error('useSessionData needs SessionDataGate above it');
  return data;
}

/**
 * Loads what the signed-in shell needs (user info, authorities, and for buyers the side-menu
 * setting) before showing it: from the cache at once on a repeat visit. A 403 is handled globally
 * (sign out, unauthorized dialog) and ignored here (spec 01 §8); other failures show the error screen.
 */
export function SessionDataGate({ user, children }: { user: SessionUser; children: ReactNode }) {
  const t = useShellText();
  const authorities = useSessionAuthorities(user.username);
  const userInfo = useSessionUserInfo(user.username);
  const sideMenu = useSideMenuSetting(user);
  const sideMenuItems = useMemo(() => visibleSideMenuItems(sideMenu.value, authorities.value ?? []), [sideMenu.value, authorities.value]);

  const required: CachedQuery<unknown>[] = user.isSignedIn ? [authorities, userInfo, sideMenu] : [authorities, userInfo];
  const failure = required.find((query) => query.value === undefined && query.error && query.error.status !== 403)?.error;
  const data = useMemo<SessionData | undefined>(
    () =>
      authorities.value && userInfo.value && (sideMenu.value || !user.isSignedIn)
        ? { user, userInfo: userInfo.value, authorities: authorities.value, sideMenuItems }
        : undefined,
    [user, userInfo.value, authorities.value, sideMenu.value, sideMenuItems],
  );

  if (failure) return <OnDemandErrorScreen error={failure} />;
  if (!data) return <LoadingScreen label={t('Loading...')} />;
  return <SessionDataContext.Provider value={data}>{children}</SessionDataContext.Provider>;
}
