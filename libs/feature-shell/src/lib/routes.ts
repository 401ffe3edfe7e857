/** Routes the shell owns (spec 01 §2 Shell, 03 §2 route table); the sign-in screen at / is feature-auth's. */
export const shellRoutes = {
  /** The side menu's Menu heading. */
  home: '/',
  dashboard: '/dashboard',
  /** Shows the dashboard screen. */
  help: '/help',
  account: '/account',
  auctions: '/auctions',
  preorders: '/preorders',
  returns: '/returns',
} as const;

/**
 * Links of the signed-in shell into other features' screens; the app passes their route constants
 * (features never import each other).
 */
export interface ShellLinks {
  stock: string;
  stockAlerts: string;
  cart: string;
  orders: string;
  accountDetails: string;
  preferences: string;
}
