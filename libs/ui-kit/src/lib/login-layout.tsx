// Vite's client types declare the CSS import for any project's own typecheck (tsc -p <project>).
/// <reference types="vite/client" />
import type { ReactNode } from 'react';
import './native-screens.css';

/**
 * The login layout of spec 01 §2: one centred panel on the tenant's colours. The top accent uses the
 * primary colour so every signed-out page is visibly the tenant's. Native elements styled from the
 * tenant's CSS custom properties (tenant-theme.tsx): the sign-in page downloads no antd.
 */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <main className="bp-login-layout">
      <div className="bp-login-panel">
        <div data-testid="brand-accent" aria-hidden="true" className="bp-login-accent" />
        <div className="bp-login-body">{children}</div>
      </div>
    </main>
  );
}
