import { useCallback } from 'react';

// Snackbars sit at the bottom of the window (snackbars.css). A page's own bar stuck to the bottom
// (the cart's selection bar on a phone, the order page's unsaved-changes bar) holds the buttons a
// buyer presses next, so the snackbars rise above it: each such bar reports its height here and
// snackbars.css adds the tallest to their offset.

/** The CSS custom property on <html> that snackbars.css adds to the snackbars' bottom offset. */
export const SNACKBAR_CLEARANCE_PROPERTY = '--bp-snackbar-clearance';

const clearances = new Map<symbol, number>();

function publishClearance(): void {
  const tallest = Math.max(0, ...clearances.values());
  if (tallest === 0) document.documentElement.style.removeProperty(SNACKBAR_CLEARANCE_PROPERTY);
  else document.documentElement.style.setProperty(SNACKBAR_CLEARANCE_PROPERTY, `${Math.ceil(tallest)}px`);
}

/**
 * A ref for a bar stuck to the bottom of the window: while the bar is in the page, snackbars
 * appear above it, and follow its height as it wraps or grows.
 */
export function useSnackbarClearance(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const id = Symbol('snackbar clearance');
    const measure = () => {
      clearances.set(id, element.getBoundingClientRect().height);
      publishClearance();
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      clearances.delete(id);
      publishClearance();
    };
  }, []);
}
