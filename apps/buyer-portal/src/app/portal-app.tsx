import { Provider } from 'react-redux';
import { SessionProvider, Startup } from '@bp/feature-shell';
import { PagePreloadProvider } from '@bp/ui-kit';
import { HistoryRoutes, type GuardedHistory } from '@bp/util-navigation';
import { AfterPageModules } from './after-page-modules';
import { FirstPagePrefetch } from './first-page-prefetch';
import type { PageModules } from './page-loader';
import { portalRoutes, preloadPageModule } from './routes';
import type { AppStore } from './store';

export interface PortalAppProps {
  store: AppStore;
  /** The browser's history in the app, a memory one in tests. */
  history: GuardedHistory;
  /** The build's support address, for an error screen shown before any tenant config is known. */
  supportEmail?: string;
  /** The first page's modules, when the entry started them (preloadSignedInPage): the routes wait for them. */
  firstPageModules?: PageModules;
}

/**
 * Store, then the startup gate (tenant config, theme, translations), then the session (the stored
 * sign-in, global failure handling), then the routes once the first page's modules are in, with
 * the first page's calls started as soon as the session is known, and pages able to fetch the
 * next page's module ahead of a navigation.
 */
export function PortalApp({ store, history, supportEmail, firstPageModules }: PortalAppProps) {
  return (
    <Provider store={store}>
      <Startup supportEmail={supportEmail}>
        <SessionProvider>
          <FirstPagePrefetch />
          <PagePreloadProvider value={preloadPageModule}>
            <AfterPageModules modules={firstPageModules}>
              <HistoryRoutes history={history} routes={portalRoutes} />
            </AfterPageModules>
          </PagePreloadProvider>
        </SessionProvider>
      </Startup>
    </Provider>
  );
}
