/** The only group allowed into the portal (spec 01 §6). */
export const BUYER_GROUP = 'Buyer';

/** Authorities that drive what a buyer sees and may do (spec 01 §2 and §6). */
export const Authority = {
  CAN_BUY_ONLINE: 'CAN_BUY_ONLINE',
  CAN_SET_STOCKLIST_ALERT: 'CAN_SET_STOCKLIST_ALERT',
  CAN_SUBSCRIBE_DAILY_REPORT: 'CAN_SUBSCRIBE_DAILY_REPORT',
  VIEW_ORDER: 'VIEW_ORDER',
  UPDATE_ORDER: 'UPDATE_ORDER',
  VIEW_RETURNS: 'VIEW_RETURNS',
  VIEW_AUCTION_SUMMARY: 'VIEW_AUCTION_SUMMARY',
} as const;
export type Authority = (typeof Authority)[keyof typeof Authority];

/** A prospect in this onboarding state may not check out yet (prospectCannotCheckoutContactSalesRep). */
export const UNVERIFIED_PROSPECT = 'UNVERIFIED_PROSPECT';
/** A prospect whose onboarding was approved: may check out. */
export const VERIFIED_PROSPECT = 'VERIFIED_PROSPECT';

/** Side-menu display setting keys (spec 01 §2 Shell). */
export const SIDE_MENU_KEYS = ['StockList', 'Cart', 'Auctions', 'PreOrders', 'Orders', 'Returns'] as const;
export type SideMenuKey = (typeof SIDE_MENU_KEYS)[number];

/** Spec 01 §2: the default menu shows Home and StockList and hides the others. */
export const DEFAULT_SIDE_MENU: Readonly<Record<SideMenuKey, boolean>> = {
  StockList: true,
  Cart: false,
  Auctions: false,
  PreOrders: false,
  Orders: false,
  Returns: false,
};
