import { useCallback } from 'react';
import { useSessionLifecycle } from '@bp/data-access-api';
import { useShellText } from './use-shell-text';
import { useFeedback } from '@bp/ui-kit';

/**
 * Logout of the top menu (after its confirmation): every session of the user ends, then 'You
 * logged out successfully!'. The route guards take the user to sign-in.
 */
export function useLogout(): () => Promise<void> {
  const t = useShellText();
  const lifecycle = useSessionLifecycle();
  const { message } = useFeedback();
  return useCallback(async () => {
    await lifecycle.signOut();
    void message.success(t('You logged out successfully!'));
  }, [lifecycle, message, t]);
}
