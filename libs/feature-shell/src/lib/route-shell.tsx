import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@bp/ui-kit';
import { ShellErrorBoundary } from './error-boundary';
import { useShellText } from './use-shell-text';

/** Spec 01 §2: the page scrolls to top on a route change when there is no query string. */
function ScrollToTopOnRouteChange() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!search) window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/**
 * Element of the router's root route: every page renders inside it. Render errors of a page show
 * the error screen until the URL changes; lazy pages show the loading screen while they download.
 */
export function RouteShell() {
  const t = useShellText();
  const { pathname, search } = useLocation();
  return (
    <>
      <ScrollToTopOnRouteChange />
      <ShellErrorBoundary resetKey={`${pathname}${search}`}>
        <Suspense fallback={<LoadingScreen label={t('Loading...')} />}>
          <Outlet />
        </Suspense>
      </ShellErrorBoundary>
    </>
  );
}
