import { authRoutes } from '@bp/feature-auth';
import { cartRoutes } from '@bp/feature-cart';
import { checkoutRoutes } from '@bp/feature-checkout';
import { onboardingRoutes } from '@bp/feature-onboarding';
import { ordersRoutes } from '@bp/feature-orders';
import type { SessionRoutePaths, ShellLinks } from '@bp/feature-shell';
import { stocklistRoutes } from '@bp/feature-stocklist';

/** Where the session guards send people (spec 03 §2), composed from each feature's routes. */
export const sessionRoutePaths: SessionRoutePaths = {
  signIn: authRoutes.signIn,
  afterSignIn: stocklistRoutes.stock,
  accountSetup: onboardingRoutes.accountSetup,
  publicPaths: Object.values(authRoutes),
  documentPaths: Object.values(onboardingRoutes),
};

/** The shell's links into other features (side menu, top menu). */
export const shellLinks: ShellLinks = {
  stock: stocklistRoutes.stock,
  stockAlerts: stocklistRoutes.stockAlerts,
  cart: cartRoutes.cart,
  orders: ordersRoutes.orders,
  accountDetails: onboardingRoutes.accountDetails,
  preferences: checkoutRoutes.preferences,
};
