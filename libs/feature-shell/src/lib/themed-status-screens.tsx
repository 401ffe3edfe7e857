// The startup's status screens with antd and the tenant's theme: loaded only when one shows
// (on-demand-screens.tsx), so the first download of every page carries no antd.
import { AntdTheme } from '@bp/ui-kit';
import { DeactivatedScreen } from './deactivated-screen';
import { ErrorScreen, type ErrorScreenProps } from './error-screen';

export function ThemedErrorScreen(props: ErrorScreenProps) {
  return (
    <AntdTheme>
      <ErrorScreen {...props} />
    </AntdTheme>
  );
}

export function ThemedDeactivatedScreen() {
  return (
    <AntdTheme>
      <DeactivatedScreen />
    </AntdTheme>
  );
}
