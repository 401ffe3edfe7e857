import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { authRoutes } from '@bp/feature-auth';
import { cartRoutes } from '@bp/feature-cart';
import { checkoutRoutes } from '@bp/feature-checkout';
import { onboardingRoutes } from '@bp/feature-onboarding';
import { ordersRoutes } from '@bp/feature-orders';
import { returnsRoutes } from '@bp/feature-returns';
import { ForceLogout, RequireDocumentAccess, RequireSignedIn, RouteShell, SignInRoute, shellRoutes } from '@bp/feature-shell';
import { stocklistRoutes } from '@bp/feature-stocklist';
import { pageLoader, pageOf, type PageLoader, type PageModules } from './page-loader';
import { loadAuthPages, loadSignedInPages, loadStocklistPages } from './preload';
import { sessionRoutePaths } from './route-paths';

/** One page of a lazily loaded page module: each feature downloads on its first visit. */
function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(load: PageLoader<Module>, name: Name) {
  return lazy(pageOf(load, name));
}

const loadSignInPage = pageLoader(() => import('./pages/sign-in'));
// A feature's pages are split so that a route downloads the page it shows first, not its
// feature's other pages: few modules, though, as each one more splits the shared antd
// code into more, smaller chunks (one module per page makes every route 5-15 KB heavier).
const loadCartPage = pageLoader(() => import('./pages/cart'));
const loadQuickOrderPage = pageLoader(() => import('./pages/quick-order'));
const loadCheckoutPage = pageLoader(() => import('./pages/checkout'));
const loadOtherOrderPages = pageLoader(() => import('./pages/other-order-pages'));
const loadOrdersPage = pageLoader(() => import('./pages/orders'));
const loadOrderDetailPage = pageLoader(() => import('./pages/order-detail'));
const loadReturnsPages = pageLoader(() => import('./pages/returns'));
const loadAccountSetupPage = pageLoader(() => import('./pages/onboarding'));
const loadAccountDetailsPages = pageLoader(() => import('./pages/account-details'));

/** The page module of each signed-in path (the shell's own pages are in the signed-in module). */
const pageModuleLoaders: [path: string, load: PageLoader<unknown>][] = [
  [stocklistRoutes.stock, loadStocklistPages],
  [stocklistRoutes.stockAlerts, loadStocklistPages],
  [cartRoutes.cart, loadCartPage],
  [cartRoutes.quickOrder, loadQuickOrderPage],
  [checkoutRoutes.checkout, loadCheckoutPage],
  [checkoutRoutes.addToUnshippedOrder, loadOtherOrderPages],
  [checkoutRoutes.addToUnshippedSalesOrder, loadOtherOrderPages],
  [checkoutRoutes.orderReleaseConfirmation, loadOtherOrderPages],
  [checkoutRoutes.preferences, loadOtherOrderPages],
  [checkoutRoutes.termsOfSale, loadOtherOrderPages],
  [ordersRoutes.orders, loadOrdersPage],
  [ordersRoutes.orderDetail, loadOrderDetailPage],
  [ordersRoutes.orderReleaseConfirmation, loadOtherOrderPages],
  [returnsRoutes.returns, loadReturnsPages],
  [returnsRoutes.newReturn, loadReturnsPages],
  [returnsRoutes.returnDetail, loadReturnsPages],
  [onboardingRoutes.accountSetup, loadAccountSetupPage],
  [onboardingRoutes.accountSetupSubmitted, loadAccountDetailsPages],
  [onboardingRoutes.accountDetails, loadAccountDetailsPages],
  [onboardingRoutes.eus, loadAccountDetailsPages],
  [onboardingRoutes.eusV1, loadAccountDetailsPages],
  [onboardingRoutes.eusAddendumV1, loadAccountDetailsPages],
  [onboardingRoutes.internationalShipping, loadAccountDetailsPages],
  [onboardingRoutes.internationalShippingV2, loadAccountDetailsPages],
];
/** The same paths as routes, so react-router ranks them as it does for navigation (/checkout/order-release-confirmation before /checkout/:warehouse). */
const pageModuleRoutes: RouteObject[] = pageModuleLoaders.map(([path], index) => ({ path, id: String(index) }));

/** The loader of the page module of the signed-in page at `pathname`, if it has one. */
function pageModuleLoaderOf(pathname: string): PageLoader<unknown> | undefined {
  const match = matchRoutes(pageModuleRoutes, pathname)?.[0];
  return match ? pageModuleLoaders[Number(match.route.id)][1] : undefined;
}

/**
 * Starts downloading the modules a signed-in page at `pathname` renders (the signed-in shell and
 * the page's own module) at once, instead of when startup, session and shell have rendered in turn
 * (a flat waterfall). main.tsx calls it when this browser holds a session, and hands what it
 * returns to PortalApp, whose routes wait for these modules.
 */
export function preloadSignedInPage(pathname: string): PageModules {
  const loaders = [loadSignedInPages, pageModuleLoaderOf(pathname)].filter((loader) => loader !== undefined);
  return { ready: Promise.all(loaders.map((load) => load())), loaded: () => loaders.every((load) => load.loaded() !== undefined) };
}

/**
 * Starts downloading the module of the signed-in page at `pathname` (nothing when it is loaded or
 * under way: the browser keeps each dynamic import's promise). Pages call it through ui-kit's
 * usePagePreload ahead of a likely navigation, e.g. the cart's Checkout buttons.
 */
export function preloadPageModule(pathname: string): void {
  void pageModuleLoaderOf(pathname)?.();
}

const SignInScreen = lazyPage(loadSignInPage, 'SignInScreen');
const CreateAccountPage = lazyPage(loadAuthPages, 'CreateAccountPage');
const EmailVerificationPage = lazyPage(loadAuthPages, 'EmailVerificationPage');
const ResetPasswordPage = lazyPage(loadAuthPages, 'ResetPasswordPage');

const SignedInArea = lazyPage(loadSignedInPages, 'SignedInArea');
const DashboardPage = lazyPage(loadSignedInPages, 'DashboardPage');
const AccountPage = lazyPage(loadSignedInPages, 'AccountPage');
const AuctionsPage = lazyPage(loadSignedInPages, 'AuctionsPage');
const PreOrdersPage = lazyPage(loadSignedInPages, 'PreOrdersPage');

const StockListPage = lazyPage(loadStocklistPages, 'StockListPage');
const StockAlertsPage = lazyPage(loadStocklistPages, 'StockAlertsPage');
const CartPage = lazyPage(loadCartPage, 'CartPage');
const QuickOrderPage = lazyPage(loadQuickOrderPage, 'QuickOrderPage');
const CheckoutPage = lazyPage(loadCheckoutPage, 'CheckoutPage');
const AddToUnshippedOrderPage = lazyPage(loadOtherOrderPages, 'AddToUnshippedOrderPage');
const CheckoutReleaseConfirmationPage = lazyPage(loadOtherOrderPages, 'CheckoutReleaseConfirmationPage');
const PreferencesPage = lazyPage(loadOtherOrderPages, 'PreferencesPage');
const TermsOfSalePage = lazyPage(loadOtherOrderPages, 'TermsOfSalePage');
const OrdersPage = lazyPage(loadOrdersPage, 'OrdersPage');
const OrderDetailPage = lazyPage(loadOrderDetailPage, 'OrderDetailPage');
const OrderReleaseConfirmationPage = lazyPage(loadOtherOrderPages, 'OrderReleaseConfirmationPage');
const ReturnsListPage = lazyPage(loadReturnsPages, 'ReturnsListPage');
const ReturnDetailPage = lazyPage(loadReturnsPages, 'ReturnDetailPage');
const NewReturnPage = lazyPage(loadReturnsPages, 'NewReturnPage');
const AccountSetupPage = lazyPage(loadAccountSetupPage, 'AccountSetupPage');
const AccountSetupSubmittedPage = lazyPage(loadAccountDetailsPages, 'AccountSetupSubmittedPage');
const AccountDetailsPage = lazyPage(loadAccountDetailsPages, 'AccountDetailsPage');
const EusFormPage = lazyPage(loadAccountDetailsPages, 'EusFormPage');
const EusAddendumFormPage = lazyPage(loadAccountDetailsPages, 'EusAddendumFormPage');
const InternationalShippingFormPage = lazyPage(loadAccountDetailsPages, 'InternationalShippingFormPage');
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** Spec 01 §2 and 03 §2 route table: signed-in shell, account-setup and document routes. */
const signedInRoutes: RouteObject[] = [
  {
    element: <RequireSignedIn paths={sessionRoutePaths} />,
    children: [
      { path: shellRoutes.dashboard, element: <DashboardPage /> },
      { path: shellRoutes.help, element: <DashboardPage /> },
      { path: shellRoutes.account, element: <AccountPage /> },
      { path: shellRoutes.auctions, element: <AuctionsPage /> },
      { path: shellRoutes.preorders, element: <PreOrdersPage /> },
      { path: stocklistRoutes.stock, element: <StockListPage /> },
      { path: stocklistRoutes.stockAlerts, element: <StockAlertsPage /> },
      { path: cartRoutes.cart, element: <CartPage /> },
      { path: cartRoutes.quickOrder, element: <QuickOrderPage /> },
      { path: checkoutRoutes.orderReleaseConfirmation, element: <CheckoutReleaseConfirmationPage /> },
      { path: checkoutRoutes.addToUnshippedOrder, element: <AddToUnshippedOrderPage /> },
      { path: checkoutRoutes.addToUnshippedSalesOrder, element: <AddToUnshippedOrderPage /> },
      { path: checkoutRoutes.checkout, element: <CheckoutPage /> },
      { path: checkoutRoutes.preferences, element: <PreferencesPage /> },
      { path: checkoutRoutes.termsOfSale, element: <TermsOfSalePage /> },
      { path: ordersRoutes.orders, element: <OrdersPage /> },
      { path: ordersRoutes.orderDetail, element: <OrderDetailPage /> },
      { path: ordersRoutes.orderReleaseConfirmation, element: <OrderReleaseConfirmationPage /> },
      { path: returnsRoutes.returns, element: <ReturnsListPage /> },
      { path: returnsRoutes.newReturn, element: <NewReturnPage /> },
      { path: returnsRoutes.returnDetail, element: <ReturnDetailPage /> },
    ],
  },
  {
    element: <RequireDocumentAccess paths={sessionRoutePaths} />,
    children: [
      { path: onboardingRoutes.accountSetup, element: <AccountSetupPage /> },
      { path: onboardingRoutes.accountSetupSubmitted, element: <AccountSetupSubmittedPage /> },
      { path: onboardingRoutes.accountDetails, element: <AccountDetailsPage /> },
      { path: onboardingRoutes.eus, element: <EusFormPage /> },
      { path: onboardingRoutes.eusV1, element: <EusFormPage /> },
      { path: onboardingRoutes.eusAddendumV1, element: <EusAddendumFormPage /> },
      { path: onboardingRoutes.internationalShipping, element: <InternationalShippingFormPage /> },
      { path: onboardingRoutes.internationalShippingV2, element: <InternationalShippingFormPage /> },
    ],
  },
];

/** The portal's routes: public screens, the signed-in shell around the rest, and ?force-logout=true on all. */
export const portalRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RouteShell />,
    children: [
      {
        element: <ForceLogout signInPath={authRoutes.signIn} />,
        children: [
          {
            index: true,
            element: (
              <SignInRoute paths={sessionRoutePaths}>
                <SignInScreen />
              </SignInRoute>
            ),
          },
          { path: authRoutes.createAccount, element: <CreateAccountPage /> },
          { path: authRoutes.emailVerification, element: <EmailVerificationPage /> },
          { path: authRoutes.resetPassword, element: <ResetPasswordPage /> },
          { element: <SignedInArea />, children: signedInRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
