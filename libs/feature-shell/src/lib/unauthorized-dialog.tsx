import { Button, theme } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { clearUnauthorizedNotice, selectSession, unauthorizedNoticeClosed } from '@bp/data-access-api';
import { AntdTheme, Dialog, useBranding, useTranslation } from '@bp/ui-kit';
import { DIALOG_Z_INDEX } from './dialog-z-index';
import { useShellText } from './use-shell-text';

/**
 * Spec 03 §2 Unauthorized-user dialog, after a 403 signed the user out: title and content come from
 * the translations of `<messageCode>_TITLE` and `<messageCode>_CONTENT`, each falling back to the
 * stored server message (spec 03 §8; a generic title only when that message is blank); the sales
 * rep and customer care addresses, the tenant's logo and CLOSE. The session provider that shows it
 * is above every page's ConfigProvider (no antd before sign-in), so it brings the tenant's antd
 * theme itself.
 */
export function UnauthorizedDialog() {
  return (
    <AntdTheme>
      <UnauthorizedDialogContent />
    </AntdTheme>
  );
}

function UnauthorizedDialogContent() {
  const t = useShellText();
  const { t: translate } = useTranslation();
  const { token } = theme.useToken();
  const { logo, tenantName, customerCareEmail } = useBranding();
  const notice = useSelector(selectSession).unauthorizedNotice;
  const dispatch = useDispatch();
  if (!notice) return null;

  const close = () => {
    clearUnauthorizedNotice();
    dispatch(unauthorizedNoticeClosed());
  };
  const contacts = [
    { label: t('Sales rep'), email: notice.salesRepEmail },
    { label: t('Customer care'), email: customerCareEmail },
  ].filter((contact): contact is { label: string; email: string } => Boolean(contact.email));

  return (
    <Dialog
      open
      zIndex={DIALOG_Z_INDEX}
      title={translate(`${notice.messageCode}_TITLE`, { defaultValue: notice.message || t('Access denied') })}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          {t('CLOSE')}
        </Button>
      }
    >
      {logo ? <img src={logo} alt={t('{{tenantName}} logo', { tenantName })} style={{ maxHeight: 48, maxWidth: '100%' }} /> : null}
      <p>{translate(`${notice.messageCode}_CONTENT`, { defaultValue: notice.message })}</p>
      {contacts.length > 0 ? (
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${token.marginXXS}px ${token.marginSM}px`, margin: 0 }}>
          {contacts.map(({ label, email }) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={{ fontWeight: token.fontWeightStrong }}>{label}</dt>
              <dd style={{ margin: 0 }}>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Dialog>
  );
}
