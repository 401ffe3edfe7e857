import { createContext, useContext } from 'react';

/**
 * Fetches the code of the page at a path ahead of the navigation (a button the buyer points at or
 * focuses, a likely next step). The app provides it, since only the app knows which module renders
 * which path; features call it without importing each other or the app. Without a provider
 * (tests, stories) it does nothing.
 */
export type PreloadPage = (path: string) => void;

const PagePreloadContext = createContext<PreloadPage>(() => undefined);

export const PagePreloadProvider = PagePreloadContext.Provider;

export function usePagePreload(): PreloadPage {
  return useContext(PagePreloadContext);
}
