import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';

/** antd's hook APIs behind the portal's feedback module (loaded on the first snackbar, notification or dialog). */
export interface FeedbackApis {
  message: ReturnType<typeof message.useMessage>[0];
  notification: ReturnType<typeof notification.useNotification>[0];
  modal: ReturnType<typeof Modal.useModal>[0];
}

/**
 * Renders antd's holders (where snackbars, notifications and dialogs appear, inside the theme) and
 * hands their APIs over once mounted: antd drops a call made before its holder is in the page.
 */
export default function FeedbackHolders({ onReady }: { onReady: (apis: FeedbackApis) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }), [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
