import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorScreen, RouteShell } from '@bp/feature-shell';

// Each page downloads on first visit; RouteShell shows the loading screen meanwhile.
const SignedOutLandingPage = lazy(() => import('./pages/signed-out-landing-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** The portal's routes (spec 01 §2); sign-in, stock list, cart and the rest join as they are built. */
export const portalRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RouteShell />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <SignedOutLandingPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
