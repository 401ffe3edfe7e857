// Vite's client types declare the CSS import for any project's own typecheck (tsc -p <project>).
/// <reference types="vite/client" />
import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import { AntdTheme } from '../antd-theme';
import './snackbars.css';

/** More snackbars than this at once push the oldest out: a burst of answers must not cover the page. */
export const MAX_SNACKBARS_SHOWN = 3;

/** antd's hook APIs behind the portal's feedback module (loaded on the first snackbar, notification or dialog). */
export interface FeedbackApis {
  message: ReturnType<typeof message.useMessage>[0];
  notification: ReturnType<typeof notification.useNotification>[0];
  modal: ReturnType<typeof Modal.useModal>[0];
}

/**
 * Renders antd's holders (where snackbars, notifications and dialogs appear, in the tenant's theme) and
 * hands their APIs over once mounted: antd drops a call made before its holder is in the page.
 */
export default function FeedbackHolders({ onReady }: { onReady: (apis: FeedbackApis) => void }) {
  const [messageApi, messageHolder] = message.useMessage({ maxCount: MAX_SNACKBARS_SHOWN });
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }), [onReady, messageApi, notificationApi, modalApi]);
  // The startup gate carries no ConfigProvider (issue 12): the holders bring the tenant's theme.
  return (
    <AntdTheme>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </AntdTheme>
  );
}
