import { Component, lazy, Suspense, type ReactNode } from 'react';
import { LoadingScreen, useBranding } from '@bp/ui-kit';
import type { ErrorScreenProps } from './error-screen';
import { useShellText } from './use-shell-text';

// The error and deactivated screens are antd screens (buttons, icons, snackbars): they download
// when one shows, not with every first page (the sign-in page carries no antd).
const loadStatusScreens = () => import('./themed-status-screens');
const ThemedErrorScreen = lazy(() => loadStatusScreens().then((module) => ({ default: module.ThemedErrorScreen })));
const ThemedDeactivatedScreen = lazy(() => loadStatusScreens().then((module) => ({ default: module.ThemedDeactivatedScreen })));

/** What shows when the screen's own download fails (the network is down): the spec's title in plain text, the support address and a way back. */
function PlainErrorScreen({ signInPath = '/', explanation }: { signInPath?: string; explanation?: string }) {
  const t = useShellText();
  const { clientSupportEmail } = useBranding();
  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: 24, textAlign: 'center' }}>
      <div role="alert">
        <h1 style={{ fontSize: 24 }}>{t('Sorry, we ran into an issue')}</h1>
        {explanation ? <p>{explanation}</p> : null}
      </div>
      {clientSupportEmail ? (
        <p>
          <a
            href={`mailto:${clientSupportEmail}?${new URLSearchParams({ subject: t('Sorry, we ran into an issue'), body: explanation ?? '' }).toString().replace(/\+/g, '%20')}`}
          >
            {t('E-mail support')}
          </a>
        </p>
      ) : null}
      <p>
        <a href={signInPath}>{t('Return to sign in')}</a>
      </p>
    </main>
  );
}

interface DownloadBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Shows `fallback` instead of a screen whose module could not be downloaded. */
class DownloadBoundary extends Component<DownloadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Spec 01 §2 error screen (error-screen.tsx), downloaded when it shows; the loading screen meanwhile. */
export function OnDemandErrorScreen(props: ErrorScreenProps) {
  const t = useShellText();
  return (
    <DownloadBoundary fallback={<PlainErrorScreen signInPath={props.signInPath} explanation={props.error.message} />}>
      <Suspense fallback={<LoadingScreen label={t('Loading...')} />}>
        <ThemedErrorScreen {...props} />
      </Suspense>
    </DownloadBoundary>
  );
}

/** Spec 01 §1/§4 deactivated screen (deactivated-screen.tsx), downloaded when it shows. */
export function OnDemandDeactivatedScreen() {
  const t = useShellText();
  return (
    <DownloadBoundary fallback={<PlainErrorScreen />}>
      <Suspense fallback={<LoadingScreen label={t('Loading...')} />}>
        <ThemedDeactivatedScreen />
      </Suspense>
    </DownloadBoundary>
  );
}
