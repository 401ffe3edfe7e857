import type { ComponentType } from 'react';

/** A page module's loader that remembers the module once it is in. */
export interface PageLoader<Module> {
  (): Promise<Module>;
  /** The module, when a call has already finished loading it. */
  loaded(): Module | undefined;
}

/** Page modules under way: settled once every one is in (or failed), and whether they are in now. */
export interface PageModules {
  ready: Promise<unknown>;
  loaded(): boolean;
}

/** Wraps a dynamic import: one download, and the module kept for synchronous reads. */
export function pageLoader<Module>(load: () => Promise<Module>): PageLoader<Module> {
  let module: Module | undefined;
  let loading: Promise<Module> | undefined;
  const loader = () =>
    (loading ??= load().then(
      (loadedModule) => (module = loadedModule),
      (error: unknown) => {
        // A failed download (offline a moment) may be retried by the next call.
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(loader, { loaded: () => module });
}

/**
 * What React's `lazy` is given for one page of a module. React reads the thenable's callback
 * synchronously, so a module that is already in (preloaded with the entry, or by the page before)
 * renders at once instead of suspending for a microtask: a suspension shows the route's fallback,
 * and React 19 then holds the page back until 300 ms after that fallback showed (on /stock the
 * page would mount 250 ms after its stock query answered).
 */
export function pageOf<Name extends string, Module extends Record<Name, ComponentType>>(
  load: PageLoader<Module>,
  name: Name,
): () => Promise<{ default: Module[Name] }> {
  return () => {
    const module = load.loaded();
    if (!module) return load().then((loadedModule) => ({ default: loadedModule[name] }));
    const synchronous = { then: (resolve: (value: { default: Module[Name] }) => void) => resolve({ default: module[name] }) };
    return synchronous as unknown as Promise<{ default: Module[Name] }>;
  };
}
