import { readStoredCognitoSession } from '@bp/data-access-api';
import { readCachedConfig } from '@bp/feature-shell';
import { runWhenIdle } from '@bp/ui-kit';
import { sessionRoutePaths } from './route-paths';

/**
 * Loaders of the signed-in page modules, shared by the routes and by the sign-in screen's preload.
 * The auth pages' loader lives in routes.tsx: pages/auth imports this file, so naming it here
 * would make an import cycle.
 */
export const loadSignedInPages = () => import('./pages/signed-in');
export const loadStocklistPages = () => import('./pages/stocklist');

/**
 * Fetches what a successful sign-in shows first (the shell and the stock list) once the sign-in
 * screen is idle. Returns a cancel function for the effect that calls it.
 */
export function preloadSignedInScreens(): () => void {
  return runWhenIdle(() => {
    void loadSignedInPages();
    void loadStocklistPages();
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
