import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SessionProvider, Startup } from '@bp/feature-shell';
import { FirstPagePrefetch } from './first-page-prefetch';
import type { AppStore } from './store';

export interface PortalAppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * Store, then the startup gate (tenant config, theme, translations), then the session (the stored
 * sign-in, global failure handling), then the routes, with the first page's calls started as soon
 * as the session is known.
 */
export function PortalApp({ store, router }: PortalAppProps) {
  return (
    <Provider store={store}>
      <Startup>
        <SessionProvider>
          <FirstPagePrefetch />
          <RouterProvider router={router} />
        </SessionProvider>
      </Startup>
    </Provider>
  );
}
