import { ConfigProvider, Modal, type ModalProps } from 'antd';
import { DIALOG_Z_INDEX } from '../stock-texts';

const dialogTheme = { token: { zIndexPopupBase: DIALOG_Z_INDEX } };

/**
 * An antd Modal at the spec's dialog z-index (9999, spec 01 §9). The z-index is set as the popup
 * base token rather than the Modal's zIndex prop, so tooltips and popovers inside the dialog stack
 * above it without antd's "zIndex over zIndexPopupBase" warning.
 */
export function StockModal(props: ModalProps) {
  return (
    <ConfigProvider theme={dialogTheme}>
      <Modal {...props} />
    </ConfigProvider>
  );
}
