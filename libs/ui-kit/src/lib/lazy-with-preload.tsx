import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts the download (idle time, a hover or focus on what opens it); later calls reuse it. */
  preload: () => void;
};

/**
 * A component whose code (with the antd pieces only it uses: Modal, Drawer, InputNumber…) is
 * downloaded on its first render instead of with the page, and which the page can fetch
 * ahead with `preload()` so opening it does not wait for the download. Render it inside a Suspense
 * boundary (fallback null for dialogs: nothing shows until it is in).
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (offline a moment) may be retried by the next render or preload.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: await start() })),
    {
      // A failed preload is not an error yet: the first render asks again and reports a failure.
      preload: () => void start().catch(() => undefined),
    },
  );
}
