import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Authority } from '@bp/api-contract/constants';
import { selectSessionUser, useGetAuthoritiesQuery, type StateWithSession } from '@bp/data-access-api';

/** The authorities the stock area reads (spec 01 §6). */
export const STOCK_AUTHORITIES = {
  CAN_BUY_ONLINE: Authority.CAN_BUY_ONLINE,
  CAN_SET_STOCKLIST_ALERT: Authority.CAN_SET_STOCKLIST_ALERT,
  CAN_SUBSCRIBE_DAILY_REPORT: Authority.CAN_SUBSCRIBE_DAILY_REPORT,
} as const;

export interface StockPermissions {
  canBuyOnline: boolean;
  canSetAlerts: boolean;
  canSubscribeDailyReport: boolean;
  /** False while the authorities are still loading. */
  ready: boolean;
}

export function permissionsOf(authorities: readonly string[], ready = true): StockPermissions {
  const granted = new Set(authorities);
  return {
    canBuyOnline: granted.has(STOCK_AUTHORITIES.CAN_BUY_ONLINE),
    canSetAlerts: granted.has(STOCK_AUTHORITIES.CAN_SET_STOCKLIST_ALERT),
    canSubscribeDailyReport: granted.has(STOCK_AUTHORITIES.CAN_SUBSCRIBE_DAILY_REPORT),
    ready,
  };
}

/** The signed-in user's name, the key of every session-scoped query. */
export function useSessionUsername(): string {
  return useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
}

/**
 * The user's authorities: the given list when a caller passes one, else GET security/authorities
 * through the shared cache (the shell has loaded it before any page shows).
 */
export function useStockPermissions(authorities?: readonly string[]): StockPermissions {
  const username = useSessionUsername();
  const query = useGetAuthoritiesQuery(username, { skip: authorities !== undefined || !username });
  const list = authorities ?? query.data;
  return useMemo(() => permissionsOf(list ?? [], list !== undefined), [list]);
}
