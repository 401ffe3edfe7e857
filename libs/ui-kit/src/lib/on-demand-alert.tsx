import type { AlertProps } from 'antd';
import { Suspense } from 'react';
import { lazyWithPreload } from './lazy-with-preload';

const LoadedAlert = lazyWithPreload(() => import('./antd-alert').then((module) => module.Alert));

/**
 * antd's Alert for messages that come after the page has shown (a failed query, broadcast banners
 * from their own call): its code loads when the first one renders, not with the page.
 * Nothing shows until it is in; callers that know one is coming call preloadAlert() with its request.
 */
export function OnDemandAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <LoadedAlert {...props} />
    </Suspense>
  );
}

/** Fetches the alert's code ahead (with the request whose answer it may show). */
export function preloadAlert(): void {
  LoadedAlert.preload();
}
