/**
 * Runs work the page will soon need once the browser is idle (after the current screen painted).
 * Returns a cancel function, for effects. Browsers without requestIdleCallback wait a moment.
 */
export function runWhenIdle(work: () => void, fallbackDelayMs = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, fallbackDelayMs);
  return () => window.clearTimeout(handle);
}
