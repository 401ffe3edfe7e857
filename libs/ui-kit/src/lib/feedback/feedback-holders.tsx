// Vite's client types declare the CSS import for any project's own typecheck (tsc -p <project>).
/// <reference types="vite/client" />
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { message, Modal, notification, type MessageArgsProps, type ModalFuncProps } from 'antd';
import { useEffect, useMemo } from 'react';
import { AntdTheme } from '../antd-theme';
import { useDialogTransition } from '../dialog';
import { portalI18n } from '../i18n/portal-i18n';
import './snackbars.css';

/** More snackbars than this at once push the oldest out: a burst of answers must not cover the page. */
export const MAX_SNACKBARS_SHOWN = 3;

/** Snackbars: each opened one closes on a click, or on its Close button. */
export interface SnackbarApi {
  open(config: MessageArgsProps): void;
}

/** antd's hook APIs behind the portal's feedback module (loaded on the first snackbar, notification or dialog). */
export interface FeedbackApis {
  message: SnackbarApi;
  notification: ReturnType<typeof notification.useNotification>[0];
  modal: ReturnType<typeof Modal.useModal>[0];
}

type MessageApi = ReturnType<typeof message.useMessage>[0];

/**
 * Snackbars over antd's message that the buyer can close: the stock and cart areas keep one for
 * 30 s and the order page for 5 minutes (spec 01 §9, 03 §9), and one lying over a control must not
 * make the buyer wait. A click anywhere on it closes it; its Close button says so and serves the
 * keyboard. A text already shown is shown once: two calls failing for the same reason (a page's
 * query and its prefetch) give one red snackbar, not two alike.
 */
function closableSnackbars(api: MessageApi): SnackbarApi {
  let opened = 0;
  return {
    open(config) {
      opened += 1;
      const key = config.key ?? (typeof config.content === 'string' ? `bp-snackbar:${config.type ?? ''}:${config.content}` : `bp-snackbar-${opened}`);
      const close = () => api.destroy(key);
      void api.open({
        ...config,
        key,
        content: (
          <span className="bp-snackbar">
            <span>{config.content}</span>
            <button type="button" className="bp-snackbar-close" aria-label={portalI18n.t('Close', { ns: 'common' })} onClick={close}>
              <CloseOutlined aria-hidden />
            </button>
          </span>
        ),
        onClick: (event) => {
          config.onClick?.(event);
          close();
        },
      });
    },
  };
}

/**
 * Renders antd's holders (where snackbars, notifications and dialogs appear, in the tenant's theme) and
 * hands their APIs over once mounted: antd drops a call made before its holder is in the page.
 */
export default function FeedbackHolders({ onReady }: { onReady: (apis: FeedbackApis) => void }) {
  const [messageApi, messageHolder] = message.useMessage({ maxCount: MAX_SNACKBARS_SHOWN });
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  const transitionName = useDialogTransition();
  // Confirm dialogs appear as the portal's other dialogs do: in place, so the first click counts.
  const dialogApi = useMemo(
    () => ({ ...modalApi, confirm: (config: ModalFuncProps) => modalApi.confirm({ ...config, transitionName }) }),
    [modalApi, transitionName],
  );
  const snackbarApi = useMemo(() => closableSnackbars(messageApi), [messageApi]);
  useEffect(() => onReady({ message: snackbarApi, notification: notificationApi, modal: dialogApi }), [onReady, snackbarApi, notificationApi, dialogApi]);
  // The startup gate carries no antd, so no ConfigProvider: the holders bring the tenant's theme.
  return (
    <AntdTheme>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </AntdTheme>
  );
}
