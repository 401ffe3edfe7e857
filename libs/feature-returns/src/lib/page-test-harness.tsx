import type { ReactNode } from 'react';
import { cleanupPortalPages, jsonResponse, renderPortalPage, type StubHandler } from '@bp/data-access-api/testing';
import { FeedbackProvider } from '@bp/ui-kit';

// A returns screen with the app's store, router and snackbars, and a buyer who may buy online.

export const cleanupPages = cleanupPortalPages;

export interface RenderPageOptions {
  path: string;
  route: { path: string; element: ReactNode };
  calls?: Record<string, StubHandler>;
  authorities?: string[];
}

export function renderPage({ path, route, calls, authorities = ['CAN_BUY_ONLINE', 'VIEW_RETURNS'] }: RenderPageOptions) {
  return renderPortalPage({
    path,
    routes: [route],
    calls: { 'GET /px-api-gateway/security/authorities': () => jsonResponse(authorities), ...calls },
    wrapper: FeedbackProvider,
    probes: { '/returns': 'Returns list', '/returns/:returnNumber': 'Return', '/orders/:orderNumber': 'Order' },
  });
}
