import { Button } from 'antd';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectSessionUser } from '@bp/data-access-api';
import { useStartup } from './startup-context';
import { useShellText } from './use-shell-text';
import { useFeedback } from '@bp/ui-kit';

const NOTICE_KEY = 'new-app-version';

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
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('REFRESH APP')}
        </Button>
      ),
    });
  }, [newAppVersion, signedIn, notification, t]);
  return null;
}
