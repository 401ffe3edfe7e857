import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectSessionUser } from '@bp/data-access-api';
import { useStartup } from './startup-context';
import { useShellText } from './use-shell-text';
import { useFeedback } from '@bp/ui-kit';

const NOTICE_KEY = 'new-app-version';

// The notice sits in every page's first download (the session provider): its antd button comes
// with the notification, which loads antd's pieces anyway (no antd before sign-in).
const RefreshAppButton = lazy(() => import('./refresh-app-button').then((module) => ({ default: module.RefreshAppButton })));

/**
 * Spec 01 §4 Session: a new app version found for a signed-in user shows 'A Newer App Version is
 * Available' with REFRESH APP (a reload fetches the new portal). It stays until acted upon.
 */
export function AppVersionNotice() {
  const t = useShellText();
  const { newAppVersion } = useStartup();
  const signedIn = useSelector(selectSessionUser) !== null;
  const { notification } = useFeedback();
  useEffect(() => {
    if (!newAppVersion || !signedIn) return;
    notification.info({
      key: NOTICE_KEY,
      title: t('A Newer App Version is Available'),
      placement: 'bottom',
      duration: false,
      actions: (
        <Suspense fallback={null}>
          <RefreshAppButton label={t('REFRESH APP')} />
        </Suspense>
      ),
    });
  }, [newAppVersion, signedIn, notification, t]);
  return null;
}
