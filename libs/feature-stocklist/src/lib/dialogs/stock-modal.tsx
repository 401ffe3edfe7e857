import { ConfigProvider, type ModalProps } from 'antd';
import { Dialog } from '@bp/ui-kit';
import { DIALOG_Z_INDEX } from '../stock-texts';

const dialogTheme = { token: { zIndexPopupBase: DIALOG_Z_INDEX } };

/**
 * The portal's Dialog (antd's Modal) at the spec's dialog z-index (9999, spec 01 §9). The z-index is set as the popup
 * base token rather than the Modal's zIndex prop, so tooltips and popovers inside the dialog stack
 * above it without antd's "zIndex over zIndexPopupBase" warning.
 */
export function StockModal(props: ModalProps) {
  return (
    <ConfigProvider theme={dialogTheme}>
      <Dialog {...props} />
    </ConfigProvider>
  );
}
