import type { ModalProps, TableProps } from 'antd';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

type AntdOnIdle = typeof import('./antd-on-idle');

let loading: Promise<AntdOnIdle> | undefined;

/**
 * antd's Modal, Table and Tooltip for what a page shows after its first screen (checkout's order
 * lines and confirmation, the order page's dialog and tooltips): one module, downloaded once, when
 * the page is idle or on first use. One module for all of them rather than one per page
 * or per piece: each lazy module splits the antd code it shares with the rest of the portal into
 * smaller chunks, which every route then downloads. Pages that show a Table on their
 * first screen have it already; for them this costs nothing more.
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
const LazyTable = lazy(() => loadAntdOnIdle().then((module) => ({ default: module.Table as ComponentType<TableProps<object>> })));

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

/** antd's Table, loaded on its first render; `fallback` keeps its place until then. */
export function OnDemandTable<Row extends object>({ fallback, ...props }: TableProps<Row> & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LazyTable {...(props as TableProps<object>)} />
    </Suspense>
  );
}
