import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useRouteError } from 'react-router-dom';
import { toApiError } from '@bp/data-access-api';
import { LoadingScreen } from '@bp/ui-kit';
import { ShellErrorBoundary } from './error-boundary';
import { OnDemandErrorScreen } from './on-demand-screens';
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

/** errorElement of the root route, for what the router itself catches (loaders, actions). */
export function RouteErrorScreen() {
  return <OnDemandErrorScreen error={toApiError(useRouteError())} />;
}
