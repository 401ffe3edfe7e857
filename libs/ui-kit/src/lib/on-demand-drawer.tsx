import type { DrawerProps } from 'antd';
import { Suspense, useState } from 'react';
import { lazyWithPreload } from './lazy-with-preload';

const LoadedDrawer = lazyWithPreload(() => import('./antd-drawer').then((module) => module.Drawer));

/**
 * antd's Drawer (with Skeleton and its motion, about 10 KB gzip), downloaded the first time it
 * opens rather than with the page (issue 12): the portal opens drawers only on narrow screens.
 * Once opened it stays mounted, so closing animates. Pages on a narrow screen call preloadDrawer()
 * when idle, so opening does not wait.
 */
export function OnDemandDrawer(props: DrawerProps) {
  const [opened, setOpened] = useState(props.open === true);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDrawer {...props} />
    </Suspense>
  );
}

/** Fetches the drawer's code ahead of its first opening. */
export function preloadDrawer(): void {
  LoadedDrawer.preload();
}
