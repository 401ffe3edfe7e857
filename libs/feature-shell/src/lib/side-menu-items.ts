import type { SideMenu } from '@bp/api-contract';
import { Authority, DEFAULT_SIDE_MENU, type SideMenuKey } from '@bp/api-contract/constants';

/** The side menu's entries (spec 01 §2 Shell): Home is the Menu heading at /, Alert is /stock-alerts. */
export type SideMenuItem = 'Home' | SideMenuKey | 'Alert';

/** Spec 01 §2: the default menu shows Home and StockList and hides the others. */
export const DEFAULT_SIDE_MENU_SETTING: SideMenu = DEFAULT_SIDE_MENU;

const menuOrder: readonly SideMenuItem[] = ['Home', 'StockList', 'Cart', 'Auctions', 'PreOrders', 'Orders', 'Returns', 'Alert'];

type AuthorityRule = (authorities: ReadonlySet<string>) => boolean;
const has =
  (...names: Authority[]): AuthorityRule =>
  (authorities) =>
    names.some((name) => authorities.has(name));
const always: AuthorityRule = () => true;

/**
 * Spec 01 §2: the authorities drive visibility (view auction summary shows Auctions; view order or
 * update order shows Orders; view returns shows Returns; buy online shows Cart). Alert follows the
 * stock alert authority (spec 01 §4: alerts are loaded only with CAN_SET_STOCKLIST_ALERT).
 */
const authorityRules: Record<SideMenuItem, AuthorityRule> = {
  Home: always,
  StockList: always,
  Cart: has(Authority.CAN_BUY_ONLINE),
  Auctions: has(Authority.VIEW_AUCTION_SUMMARY),
  PreOrders: always,
  Orders: has(Authority.VIEW_ORDER, Authority.UPDATE_ORDER),
  Returns: has(Authority.VIEW_RETURNS),
  Alert: has(Authority.CAN_SET_STOCKLIST_ALERT),
};

/** Whether the tenant's display setting leaves an item visible; Alert sits under the stock list. */
function shownBySetting(item: SideMenuItem, setting: SideMenu): boolean {
  if (item === 'Home') return true;
  if (item === 'Alert') return setting.StockList;
  return setting[item];
}

/**
 * The side menu a user sees: an item shows when the tenant's display setting does not hide it and
 * the user's authorities grant it. Without a display setting, the default menu applies.
 */
export function visibleSideMenuItems(setting: SideMenu | undefined, authorities: readonly string[]): SideMenuItem[] {
  const effectiveSetting = setting ?? DEFAULT_SIDE_MENU_SETTING;
  const granted = new Set(authorities);
  return menuOrder.filter((item) => shownBySetting(item, effectiveSetting) && authorityRules[item](granted));
}
