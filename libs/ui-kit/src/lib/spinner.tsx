// Vite's client types declare the CSS import for any project's own typecheck (tsc -p <project>).
/// <reference types="vite/client" />
import './native-screens.css';

/**
 * A spinner in the tenant's primary colour, named for screen readers: in place of antd's Spin
 * (about 3 KB gzip) where a page waits for its first data.
 */
export function Spinner({ 'aria-label': label }: { 'aria-label': string }) {
  return (
    <div role="status" aria-label={label} aria-live="polite" className="bp-spinner-frame">
      <span aria-hidden="true" className="bp-spinner bp-spinner-small" />
    </div>
  );
}
