import { ConfigProvider, type ModalProps } from 'antd';
import { Dialog } from '@bp/ui-kit';
import { DIALOG_Z_INDEX } from '../cart-texts';

const dialogTheme = { token: { zIndexPopupBase: DIALOG_Z_INDEX } };

/**
 * The portal's Dialog at the spec's dialog z-index (9999, spec 01 §9), set as the popup base token so
 * popovers inside stack above it (same approach as the stock list's dialogs).
 */
export function CartModal(props: ModalProps) {
  return (
    <ConfigProvider theme={dialogTheme}>
      <Dialog {...props} />
    </ConfigProvider>
  );
}
