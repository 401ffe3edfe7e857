import { ConfigProvider, Modal, type ModalProps } from 'antd';
import { DIALOG_Z_INDEX } from '../cart-texts';

const dialogTheme = { token: { zIndexPopupBase: DIALOG_Z_INDEX } };

/**
 * An antd Modal at the spec's dialog z-index (9999, spec 01 §9), set as the popup base token so
 * popovers inside stack above it (same approach as the stock list's dialogs).
 */
export function CartModal(props: ModalProps) {
  return (
    <ConfigProvider theme={dialogTheme}>
      <Modal {...props} />
    </ConfigProvider>
  );
}
