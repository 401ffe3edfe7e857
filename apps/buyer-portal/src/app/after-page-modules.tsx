import { useEffect, useState, type ReactNode } from 'react';
import { LOADING_TEXT, LoadingScreen, useTranslation } from '@bp/ui-kit';
import type { PageModules } from './page-loader';

/**
 * Renders its children (the routes) once `modules` are in, the loading screen until then. A
 * route whose lazy page is still downloading suspends, showing the route's Suspense fallback, and
 * React 19 then holds the page back until 300 ms after that fallback showed: a repeat visit to
 * /stock painted its cards no sooner than 300 ms after startup, however fast the stock query
 * answered. This loading screen is no Suspense fallback, so the routes show as soon as they can.
 * A failed download shows the routes too: their error screen reports it, as before.
 */
export function AfterPageModules({ modules, children }: { modules: PageModules | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(() => modules === undefined || modules.loaded());
  useEffect(() => {
    if (ready || !modules) return undefined;
    let current = true;
    const show = () => current && setReady(true);
    modules.ready.then(show, show);
    return () => {
      current = false;
    };
  }, [ready, modules]);
  return ready ? children : <LoadingScreen label={t(LOADING_TEXT, { defaultValue: LOADING_TEXT })} />;
}
