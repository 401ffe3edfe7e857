import { readStoredCognitoSession } from '@bp/data-access-api';
import { readCachedConfig } from '@bp/feature-shell';
import { runWhenIdle } from '@bp/ui-kit';
import { pageLoader } from './page-loader';
import { sessionRoutePaths } from './route-paths';

/**
 * Loaders of the page modules the sign-in screen fetches ahead, shared with the routes. The
 * sign-in screen's own loader lives in routes.tsx: pages/sign-in imports this file, so naming it
 * here would make an import cycle.
 */
export const loadSignedInPages = pageLoader(() => import('./pages/signed-in'));
export const loadStocklistPages = pageLoader(() => import('./pages/stocklist'));
export const loadAuthPages = pageLoader(() => import('./pages/auth'));

/**
 * Fetches what the sign-in screen leads to once it is idle: what a successful sign-in shows first
 * (the shell and the stock list) and the public screens its links open. Returns a cancel function
 * for the effect that calls it.
 */
export function preloadSignInNextScreens(): () => void {
  return runWhenIdle(() => {
    void loadSignedInPages();
    void loadStocklistPages();
    void loadAuthPages();
  });
}

/**
 * True when a repeat visit opens a signed-in page of a browser that holds a session (the identity
 * library's stored user of the cached tenant config): its page modules can start downloading with
 * the entry, before startup and the session are confirmed. A wrong guess costs one download.
 */
export function opensSignedInPage(pathname: string, storage: Storage | undefined = globalThis.localStorage): boolean {
  if (sessionRoutePaths.publicPaths.includes(pathname)) return false;
  const clientId = readCachedConfig()?.userPoolWebClientId;
  return clientId !== undefined && readStoredCognitoSession(clientId, storage) !== undefined;
}
