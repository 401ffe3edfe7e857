import { useEffect, useState } from 'react';
import { useSelector, useStore } from 'react-redux';
import { matchPath } from 'react-router-dom';
import { selectSessionUser, sessionApi, settingsApi } from '@bp/data-access-api';
import { stocklistRoutes } from '@bp/feature-stocklist';
import { loadStocklistPages } from './preload';
import type { AppStore } from './store';

/**
 * A flat waterfall: once the session is known, the calls the first signed-in page needs
 * start together with the shell's authorities, instead of after the shell's gate and then the
 * page's module have rendered in turn. The same calls (same arguments) the shell's gate and the
 * stock list make, prefetched without a subscription: they find them in the cache or under way.
 * On /stock the stock list's module (downloading since main.tsx started) then starts the list's
 * calls that follow from pxn/settings, the stock query among them, without waiting for the shell
 * and the page to render.
 */
export function FirstPagePrefetch() {
  const user = useSelector(selectSessionUser);
  const [firstPath] = useState(() => window.location.pathname);
  const prefetchUserInfo = sessionApi.usePrefetch('getUserInfo');
  const prefetchStocklistSettings = settingsApi.usePrefetch('getStocklistSettings');
  const prefetchPxnSettings = settingsApi.usePrefetch('getPxnSettings');
  const store = useStore() as AppStore;
  useEffect(() => {
    if (!user) return undefined;
    // The shell's gate: user info for everyone, the side-menu setting for signed-in buyers.
    prefetchUserInfo(user.username);
    if (!user.isSignedIn) return undefined;
    prefetchStocklistSettings(user.username);
    // The stock list's first call besides its own settings (which network stock to show).
    if (!matchPath(stocklistRoutes.stock, firstPath)) return undefined;
    prefetchPxnSettings(user.username);
    const { username } = user;
    const search = window.location.search;
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    void loadStocklistPages()
      .then(({ startStockListCalls }) => {
        if (!stopped) stop = startStockListCalls(store, username, search);
      })
      .catch(() => undefined);
    return () => stop();
  }, [user, firstPath, prefetchUserInfo, prefetchStocklistSettings, prefetchPxnSettings, store]);
  return null;
}
