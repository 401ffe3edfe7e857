import { runWhenIdle } from '@bp/ui-kit';

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
