import type { ReactNode } from 'react';
import { bodiesOf, cleanupPortalPages, renderPortalPage, type StubHandler } from '@bp/data-access-api/testing';
import { FeedbackProvider } from '@bp/ui-kit';

// An onboarding screen with the app's store; '/' is in the history before it.

export const cleanupPages = cleanupPortalPages;
export { bodiesOf };

export interface RenderPageOptions {
  path: string;
  route: { path: string; element: ReactNode };
  calls?: Record<string, StubHandler>;
  /** Probes for routes the screen may go to (the screen's own route wins). */
  probes?: Record<string, string>;
}

export function renderPage({ path, route, calls, probes }: RenderPageOptions) {
  return renderPortalPage({ path, routes: [route], calls, probes, previousPath: '/', wrapper: FeedbackProvider });
}
