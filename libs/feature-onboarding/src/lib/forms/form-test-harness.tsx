import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { References } from '@bp/api-contract';
import { api, sessionSlice } from '@bp/data-access-api';
import { aSessionState, installFetchStub, jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { onboardingRoutes } from '../routes';

// Renders one online-form page with a real store and router and a fetch stub for every call;
// account details is a probe that shows the page went there.

const mounted: Array<() => void> = [];

export function cleanupFormPages(): void {
  while (mounted.length) mounted.pop()?.();
}

function Probe({ title }: { title: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{title}</h1>
      <output aria-label="Location">{location.pathname}</output>
    </>
  );
}

export const someReferences = (): References => ({
  countries: [
    { id: 'MX', option: 'Mexico' },
    { id: 'US', option: 'United States' },
  ],
  states: { US: [{ id: 'FL', option: 'Florida' }, { id: 'TX', option: 'Texas' }], MX: [{ id: 'CMX', option: 'Ciudad de México' }] },
});

export interface RenderFormPageOptions {
  path: string;
  element: ReactNode;
  state?: unknown;
  calls?: Record<string, StubHandler>;
}

export function renderFormPage({ path, element, state, calls = {} }: RenderFormPageOptions) {
  const fetchStub = installFetchStub({ 'GET /px-api-gateway/buyer-onboarding/references': () => jsonResponse(someReferences()), ...calls });
  const store = configureStore({
    reducer: combineReducers({ [api.reducerPath]: api.reducer, session: sessionSlice.reducer }),
    preloadedState: { session: aSessionState() },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: onboardingRoutes.accountDetails, element: <Probe title="Account Details" /> },
    ],
    { initialEntries: [onboardingRoutes.accountDetails, state === undefined ? path : { pathname: path, state }], initialIndex: 1 },
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
  return { ...rendered, router, fetchStub };
}

/** The POST online-form-data bodies the page sent. */
export async function savedBodies(requests: Request[]): Promise<unknown[]> {
  const saves = requests.filter((request) => request.method === 'POST' && request.url.endsWith('/buyer-onboarding/online-form-data'));
  return Promise.all(saves.map(async (request) => JSON.parse(await request.clone().text()) as unknown));
}
