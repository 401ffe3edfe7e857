import type { ReactNode } from 'react';
import { bodiesOf, cleanupPortalPages, renderPortalPage, type StubHandler } from '@bp/data-access-api/testing';
import { FeedbackProvider } from '@bp/ui-kit';
import { checkoutSlice } from './checkout-slice';

// A checkout screen with the app's store (the checkout slice starts from local storage: a test
// writes its handover before rendering); /stock is in the history before it so "go back" works.

export const cleanupPages = cleanupPortalPages;
export { bodiesOf };

export interface RenderPageOptions {
  path: string;
  route: { path: string; element: ReactNode } | Array<{ path: string; element: ReactNode }>;
  calls?: Record<string, StubHandler>;
  /** Navigation state the screen arrives with (the confirmation's checkout payload). */
  state?: unknown;
}

export function renderPage({ path, route, calls, state }: RenderPageOptions) {
  return renderPortalPage({
    path,
    routes: Array.isArray(route) ? route : [route],
    calls,
    state,
    previousPath: '/stock',
    wrapper: FeedbackProvider,
    reducers: { [checkoutSlice.name]: checkoutSlice.reducer },
    probes: { '/stock': 'Stock List', '/cart': 'Cart and Offers', '/orders/:orderNumber': 'Order' },
  });
}
