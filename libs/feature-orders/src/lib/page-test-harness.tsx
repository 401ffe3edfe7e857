import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { api, sessionSlice } from '@bp/data-access-api';
import { aSessionState, installFetchStub, type StubHandler } from '@bp/data-access-api/testing';
import { pendingOrderChangesSlice } from './pending-order-changes-slice';

// Renders one orders screen with a real store and router and a fetch stub for every call; the
// screens it navigates to are probes that show where it went.

const mounted: Array<() => void> = [];

/** Unmounts and resets the api state (clears RTK Query timers so jest exits). Call in afterEach. */
export function cleanupPages(): void {
  while (mounted.length) mounted.pop()?.();
  localStorage.clear();
}

/** Shows where the screen navigated to, for assertions. */
function Probe({ title }: { title: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{title}</h1>
      <output aria-label="Location">{location.pathname}</output>
    </>
  );
}

export interface RenderPageOptions {
  path: string;
  route: { path: string; element: ReactNode };
  calls?: Record<string, StubHandler>;
}

export function renderPage({ path, route, calls = {} }: RenderPageOptions) {
  const fetchStub = installFetchStub(calls);
  const store = configureStore({
    reducer: combineReducers({ [api.reducerPath]: api.reducer, session: sessionSlice.reducer, [pendingOrderChangesSlice.name]: pendingOrderChangesSlice.reducer }),
    preloadedState: { session: aSessionState() },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  const probes = [
    { path: '/orders', element: <Probe title="Orders list" /> },
    { path: '/orders/:orderNumber', element: <Probe title="Order" /> },
    { path: '/orders/:phonexOrderNumber/order-release-confirmation', element: <Probe title="Release confirmation" /> },
  ].filter((probe) => probe.path !== route.path);
  const router = createMemoryRouter([route, ...probes], { initialEntries: [path] });
  const rendered = render(
    <Provider store={store}>
      <App>
        <RouterProvider router={router} />
      </App>
    </Provider>,
  );
  mounted.push(() => {
    rendered.unmount();
    store.dispatch(api.util.resetApiState());
    fetchStub.restore();
  });
  return { ...rendered, store, router, fetchStub };
}
