// Vite's client types declare the CSS import for any project's own typecheck (tsc -p <project>).
/// <reference types="vite/client" />
import './native-screens.css';

/** Spec 01 §2: the loading screen shows 'Loading...'. */
export const LOADING_TEXT = 'Loading...';

/**
 * A spinner in the tenant's primary colour above the text. Native elements: it is in every first
 * download, which carries no antd.
 */
export function LoadingScreen({ label = LOADING_TEXT }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="bp-loading-screen">
      <span aria-hidden="true" className="bp-spinner" />
      <span>{label}</span>
    </div>
  );
}
