import type { ModalProps } from 'antd';
import { Suspense, lazy, type ComponentType } from 'react';

type AntdOnIdle = typeof import('./antd-on-idle');

let loading: Promise<AntdOnIdle> | undefined;

/**
 * antd's Modal and Tooltip for what a page shows after its first screen (checkout's confirmation,
 * the order page's dialog and tooltips): one module, downloaded once, when the page is idle or on
 * first use. One module for both rather than one per page or per piece: each lazy module splits the
 * antd code it shares with the rest of the portal into smaller chunks, which every route then downloads.
 */
export function loadAntdOnIdle(): Promise<AntdOnIdle> {
  loading ??= import('./antd-on-idle').catch((error: unknown) => {
    // Offline a moment: the next use asks again.
    loading = undefined;
    throw error;
  });
  return loading;
}

const LazyModal = lazy(() => loadAntdOnIdle().then((module) => ({ default: module.Dialog as ComponentType<ModalProps> })));

/**
 * The portal's Dialog (antd's Modal), loaded on its first render: render it from the first opening on (nothing shows
 * until its code is in), and call loadAntdOnIdle() when idle so that opening does not wait.
 */
export function OnDemandModal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <LazyModal {...props} />
    </Suspense>
  );
}
