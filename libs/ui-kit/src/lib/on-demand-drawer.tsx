import type { DrawerProps } from 'antd';
import { lazyWithPreload } from './lazy-with-preload';
import { MountOnFirstOpen } from './mount-on-first-open';

const LoadedDrawer = lazyWithPreload(() => import('./antd-drawer').then((module) => module.Drawer));

/**
 * antd's Drawer (with Skeleton and its motion, about 10 KB gzip), downloaded the first time it
 * opens rather than with the page: the portal opens drawers only on narrow screens.
 * Once opened it stays mounted, so closing animates. Pages on a narrow screen call preloadDrawer()
 * when idle, so opening does not wait.
 */
export function OnDemandDrawer(props: DrawerProps) {
  return (
    <MountOnFirstOpen open={props.open === true}>
      <LoadedDrawer {...props} />
    </MountOnFirstOpen>
  );
}

/** Fetches the drawer's code ahead of its first opening. */
export function preloadDrawer(): void {
  LoadedDrawer.preload();
}
