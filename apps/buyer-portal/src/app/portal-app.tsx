import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SessionProvider, Startup } from '@bp/feature-shell';
import { PagePreloadProvider } from '@bp/ui-kit';
import { AfterPageModules } from './after-page-modules';
import { FirstPagePrefetch } from './first-page-prefetch';
import type { PageModules } from './page-loader';
import { preloadPageModule } from './routes';
import type { AppStore } from './store';

export interface PortalAppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
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
export function PortalApp({ store, router, supportEmail, firstPageModules }: PortalAppProps) {
  return (
    <Provider store={store}>
      <Startup supportEmail={supportEmail}>
        <SessionProvider>
          <FirstPagePrefetch />
          <PagePreloadProvider value={preloadPageModule}>
            <AfterPageModules modules={firstPageModules}>
              <RouterProvider router={router} />
            </AfterPageModules>
          </PagePreloadProvider>
        </SessionProvider>
      </Startup>
    </Provider>
  );
}
