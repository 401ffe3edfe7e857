import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { matchPath } from 'react-router-dom';
import { selectSessionUser, sessionApi, settingsApi } from '@bp/data-access-api';
import { stocklistRoutes } from '@bp/feature-stocklist';

/**
 * Issue 12's flat waterfall: once the session is known, the calls the first signed-in page needs
 * start together with the shell's authorities, instead of after the shell's gate and then the
 * page's module have rendered in turn. The same calls (same arguments) the shell's gate and the
 * stock list make, prefetched without a subscription: they find them in the cache or under way.
 */
export function FirstPagePrefetch() {
  const user = useSelector(selectSessionUser);
  const [firstPath] = useState(() => window.location.pathname);
  const prefetchUserInfo = sessionApi.usePrefetch('getUserInfo');
  const prefetchStocklistSettings = settingsApi.usePrefetch('getStocklistSettings');
  const prefetchPxnSettings = settingsApi.usePrefetch('getPxnSettings');
  useEffect(() => {
    if (!user) return;
    // The shell's gate: user info for everyone, the side-menu setting for signed-in buyers.
    prefetchUserInfo(user.username);
    if (!user.isSignedIn) return;
    prefetchStocklistSettings(user.username);
    // The stock list's first call besides its own settings (which network stock to show).
    if (matchPath(stocklistRoutes.stock, firstPath)) prefetchPxnSettings(user.username);
  }, [user, firstPath, prefetchUserInfo, prefetchStocklistSettings, prefetchPxnSettings]);
  return null;
}
