import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { api, sessionSlice } from '@bp/data-access-api';
import { aSessionState, installFetchStub, type StubHandler } from '@bp/data-access-api/testing';

// Renders one onboarding screen with a real store and router and a fetch stub for every call; the
// screens it navigates to are probes that show where it went (and the state it took along).

const mounted: Array<() => void> = [];

export function cleanupPages(): void {
  while (mounted.length) mounted.pop()?.();
  localStorage.clear();
}

function Probe({ title }: { title: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{title}</h1>
      <output aria-label="Location">{location.pathname}</output>
      <output aria-label="State">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

export interface RenderPageOptions {
  path: string;
  route: { path: string; element: ReactNode };
  calls?: Record<string, StubHandler>;
  /** Probes for routes the screen may go to (the screen's own route wins). */
  probes?: Record<string, string>;
}

export function renderPage({ path, route, calls = {}, probes = {} }: RenderPageOptions) {
  const fetchStub = installFetchStub(calls);
  const store = configureStore({
    reducer: combineReducers({ [api.reducerPath]: api.reducer, session: sessionSlice.reducer }),
    preloadedState: { session: aSessionState() },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  const router = createMemoryRouter(
    [route, ...Object.entries(probes).filter(([probePath]) => probePath !== route.path).map(([probePath, title]) => ({ path: probePath, element: <Probe title={title} /> }))],
    { initialEntries: ['/', path], initialIndex: 1 },
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
