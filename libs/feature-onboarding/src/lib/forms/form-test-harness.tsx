import type { ReactNode } from 'react';
import type { References } from '@bp/api-contract';
import { cleanupPortalPages, jsonResponse, renderPortalPage, type StubHandler } from '@bp/data-access-api/testing';
import { FeedbackProvider } from '@bp/ui-kit';
import { onboardingRoutes } from '../routes';

// One online-form page with the app's store and a fetch stub (the references answered); account
// details is in the history before it and is the probe the page returns to.

export const cleanupFormPages = cleanupPortalPages;

export const someReferences = (): References => ({
  countries: [
    { id: 'MX', option: 'Mexico' },
    { id: 'US', option: 'United States' },
  ],
  states: {
    US: [
      { id: 'FL', option: 'Florida' },
      { id: 'TX', option: 'Texas' },
    ],
    MX: [{ id: 'CMX', option: 'Ciudad de México' }],
  },
});

export interface RenderFormPageOptions {
  path: string;
  element: ReactNode;
  state?: unknown;
  calls?: Record<string, StubHandler>;
}

export function renderFormPage({ path, element, state, calls = {} }: RenderFormPageOptions) {
  return renderPortalPage({
    path,
    routes: [{ path, element }],
    state,
    previousPath: onboardingRoutes.accountDetails,
    wrapper: FeedbackProvider,
    probes: { [onboardingRoutes.accountDetails]: 'Account Details' },
    calls: { 'GET /px-api-gateway/buyer-onboarding/references': () => jsonResponse(someReferences()), ...calls },
  });
}

/** The POST online-form-data bodies the page sent. */
export async function savedBodies(requests: Request[]): Promise<unknown[]> {
  const saves = requests.filter((request) => request.method === 'POST' && request.url.endsWith('/buyer-onboarding/online-form-data'));
  return Promise.all(saves.map(async (request) => JSON.parse(await request.clone().text()) as unknown));
}
