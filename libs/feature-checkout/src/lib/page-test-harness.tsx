import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation, useParams } from 'react-router-dom';
import { api, sessionSlice } from '@bp/data-access-api';
import { aSessionState, installFetchStub, type StubHandler } from '@bp/data-access-api/testing';
import { checkoutSlice } from './checkout-slice';

// Renders one checkout screen with a real store and router and a fetch stub for every call; the
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
  const params = useParams();
  return (
    <>
      <h1>{title}</h1>
      <output aria-label="Location">{location.pathname}</output>
      <output aria-label="Params">{JSON.stringify(params)}</output>
    </>
  );
}

export interface RenderPageOptions {
  /** Where the router starts; the history holds '/stock' before it so "go back" has somewhere to go. */
  path: string;
  /** The screen's route pattern and element. */
  route: { path: string; element: ReactNode } | Array<{ path: string; element: ReactNode }>;
  calls?: Record<string, StubHandler>;
  /** Navigation state the screen arrives with (the confirmation's checkout payload). */
  state?: unknown;
}

function locationOf(path: string): { pathname: string; search: string } {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
}

export function renderPage({ path, route, calls = {}, state }: RenderPageOptions) {
  const fetchStub = installFetchStub(calls);
  const store = configureStore({
    // The checkout slice starts from local storage: a test writes its handover before rendering.
    reducer: combineReducers({ [api.reducerPath]: api.reducer, session: sessionSlice.reducer, [checkoutSlice.name]: checkoutSlice.reducer }),
    preloadedState: { session: aSessionState() },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  const router = createMemoryRouter(
    [
      ...(Array.isArray(route) ? route : [route]),
      { path: '/stock', element: <Probe title="Stock List" /> },
      { path: '/cart', element: <Probe title="Cart and Offers" /> },
      { path: '/orders/:orderNumber', element: <Probe title="Order" /> },
    ],
    { initialEntries: ['/stock', state === undefined ? path : { ...locationOf(path), state }], initialIndex: 1 },
  );
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

/** The JSON bodies the stub received for `METHOD /path`, in order. */
export async function bodiesOf(requests: Request[], method: string, path: string): Promise<unknown[]> {
  const matching = requests.filter((request) => request.method === method && new URL(request.url, 'http://localhost').pathname === path);
  return Promise.all(matching.map((request) => request.clone().json() as Promise<unknown>));
}
