import type { ReactNode } from 'react';
import { cleanupPortalPages, renderPortalPage, type StubHandler } from '@bp/data-access-api/testing';
import { FeedbackProvider } from '@bp/ui-kit';
import { pendingOrderChangesSlice } from './pending-order-changes-slice';

// An orders screen with the app's store (the pending order changes slice included).

export const cleanupPages = cleanupPortalPages;

export interface RenderPageOptions {
  path: string;
  route: { path: string; element: ReactNode };
  calls?: Record<string, StubHandler>;
}

export function renderPage({ path, route, calls }: RenderPageOptions) {
  return renderPortalPage({
    path,
    routes: [route],
    calls,
    wrapper: FeedbackProvider,
    reducers: { [pendingOrderChangesSlice.name]: pendingOrderChangesSlice.reducer },
    probes: {
      '/orders': 'Orders list',
      '/orders/:orderNumber': 'Order',
      '/orders/:phonexOrderNumber/order-release-confirmation': 'Release confirmation',
      '/returns/new': 'New return',
      '/quick-order': 'Quick order',
    },
  });
}
