// One of the two places the portal takes antd's Modal from (eslint.config.mjs refuses it elsewhere).
import { ConfigProvider, Modal, type ModalProps } from 'antd';
import { useContext } from 'react';

/**
 * How the portal's dialogs appear: a fade in place. antd's own is a zoom from the click that opened
 * the dialog, and a button pressed while it zooms moves from under the finger before the press
 * ends: the press and the release fall on different elements, so the browser sends the click to
 * their common parent and the button never hears it (the buyer's first click does nothing).
 */
export function useDialogTransition(): string {
  return useContext(ConfigProvider.ConfigContext).getPrefixCls('fade');
}

/** antd's Modal, fading in where its buttons stay, so the first click on one counts. */
export function Dialog(props: ModalProps) {
  const transitionName = useDialogTransition();
  return <Modal {...props} transitionName={transitionName} />;
}
