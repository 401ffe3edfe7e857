import { Button } from 'antd';
import { useState } from 'react';
import { Dialog } from '@bp/ui-kit';
import { DIALOG_Z_INDEX } from './dialog-z-index';
import { useLogout } from './use-logout';
import { useShellText } from './use-shell-text';

/** Spec 03 §2 Top menu: logout goes through a confirmation dialog. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useShellText();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      zIndex={DIALOG_Z_INDEX}
      title={t('Logout')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('CANCEL')}
        </Button>,
        <Button key="logout" type="primary" loading={busy} onClick={() => void confirm()}>
          {t('LOGOUT')}
        </Button>,
      ]}
    >
      <p>{t('Are you sure you want to log out?')}</p>
    </Dialog>
  );
}
