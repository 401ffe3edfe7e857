import { useSelector } from 'react-redux';
import type { RouteObject } from 'react-router-dom';
import type { TenantConfig, Translations } from '@bp/api-contract';
import { selectSession, type CognitoSession } from '@bp/data-access-api';
import { aUserInfo } from '@bp/api-contract/testing';
import { aStocklistSettings } from '@bp/api-contract/testing';
import { ALL_AUTHORITIES, aFakeCognitoSession, jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { createMemoryHistory, HistoryRoutes } from '@bp/util-navigation';
import { renderWithStore, stubStartupCalls } from '../testing';
import { AccountPage, DashboardPage } from './dashboard-page';
import { SignedInLayout } from './dashboard-layout';
import { ForceLogout, RequireDocumentAccess, RequireSignedIn, SignInRoute } from './route-guard-elements';
import type { SessionRoutePaths } from './route-guards';
import { RouteShell } from './route-shell';
import type { ShellLinks } from './routes';
import { SessionProvider } from './session-provider';
import { Startup } from './startup';

// Renders the shell the way the app composes it, with the identity provider replaced by a stand-in
// and the API by a fetch stub. Spec files of this library share it; it is not exported.

export const testPaths: SessionRoutePaths = {
  signIn: '/',
  afterSignIn: '/stock',
  accountSetup: '/account-setup',
  publicPaths: ['/', '/reset-password'],
  documentPaths: ['/account-setup', '/account-details'],
};

export const testLinks: ShellLinks = {
  stock: '/stock',
  stockAlerts: '/stock-alerts',
  cart: '/cart',
  orders: '/orders',
  accountDetails: '/account-details',
  preferences: '/preferences',
};

/** Stands in for feature-auth's sign-in screen: shows why the last session ended. */
function SignInScreen() {
  const { endReason } = useSelector(selectSession);
  return (
    <main>
      <h1>Sign in</h1>
      {endReason === 'SESSION_EXPIRED' ? <p role="alert">Session Expired</p> : null}
    </main>
  );
}

const page = (title: string) => <h1>{title}</h1>;

const routes: RouteObject[] = [
  {
    path: '/',
    element: <RouteShell />,
    children: [
      {
        element: <ForceLogout signInPath="/" />,
        children: [
          {
            index: true,
            element: (
              <SignInRoute paths={testPaths}>
                <SignInScreen />
              </SignInRoute>
            ),
          },
          {
            element: <SignedInLayout links={testLinks} />,
            children: [
              {
                element: <RequireSignedIn paths={testPaths} />,
                children: [
                  { path: 'dashboard', element: <DashboardPage /> },
                  { path: 'account', element: <AccountPage /> },
                  { path: 'stock', element: page('Stock List') },
                  { path: 'cart', element: page('Cart and Offers') },
                  { path: 'preferences', element: page('My Preferences') },
                ],
              },
              {
                element: <RequireDocumentAccess paths={testPaths} />,
                children: [
                  { path: 'account-setup', element: page('Account Setup') },
                  { path: 'account-details', element: page('Account Details') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export interface RenderShellOptions {
  path?: string;
  session?: CognitoSession;
  config?: Partial<TenantConfig>;
  translations?: Partial<Translations>;
  authorities?: string[];
  /** Replaces or adds API routes. */
  api?: Record<string, StubHandler>;
}

export function renderShell({
  path = '/stock',
  session = aFakeCognitoSession(),
  config,
  translations,
  authorities = ALL_AUTHORITIES,
  api = {},
}: RenderShellOptions = {}) {
  const fetchStub = stubStartupCalls({
    config,
    translations,
    routes: {
      'GET /px-api-gateway/security/authorities': () => jsonResponse(authorities),
      'GET /px-api-gateway/account/user-info': () => jsonResponse(aUserInfo()),
      'GET /px-api-gateway/stocklist/settings': () => jsonResponse(aStocklistSettings()),
      'GET /px-api-gateway/notification/saved-search-alerts': () => jsonResponse({ alerts: [], unread: 0 }),
      ...api,
    },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const rendered = renderWithStore(
    <Startup>
      <SessionProvider session={session}>
        <HistoryRoutes history={history} routes={routes} />
      </SessionProvider>
    </Startup>,
  );
  return { ...rendered, history, session, fetchStub };
}
