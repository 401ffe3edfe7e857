import { Button } from 'antd';
import type { SalesRep } from '@bp/api-contract';
import { type CartText } from '../cart-texts';
import { CartModal } from './cart-modal';

/** wa.me takes the international number as digits only. */
export function whatsAppLink(number: string): string {
  return `https://wa.me/${number.replace(/\D+/g, '')}`;
}

/** tel: keeps a leading + and the digits. */
export function phoneLink(number: string): string {
  return `tel:${number.replace(/[^\d+]+/g, '')}`;
}

export interface NotReadyDialogProps {
  salesRep: SalesRep | null;
  t: CartText;
  onClose: () => void;
}

/**
 * Spec 01 §6: a prospect that is not ready for checkout gets prospectCannotCheckoutContactSalesRep,
 * shown as this dialog with the sales rep's contact options from the user info.
 */
export function NotReadyDialog({ salesRep, t, onClose }: NotReadyDialogProps) {
  return (
    <CartModal
      open
      title={t('notReadyTitle')}
      onCancel={onClose}
      footer={[
        <Button key="close" type="primary" onClick={onClose}>
          {t('close')}
        </Button>,
      ]}
    >
      <p style={{ marginTop: 0 }}>{t('notReadyBody')}</p>
      {salesRep ? (
        <section aria-label={t('salesRep')}>
          <p style={{ marginBottom: 8 }}>
            {t('salesRep')}: <strong>{salesRep.salesRepName}</strong>
          </p>
          <ul style={{ paddingLeft: 18, margin: 0 }}>
            <li>
              {t('email')}: <a href={`mailto:${salesRep.salesRepEmail}`}>{salesRep.salesRepEmail}</a>
            </li>
            {salesRep.salesRepPhone && (
              <li>
                {t('phone')}: <a href={phoneLink(salesRep.salesRepPhone)}>{salesRep.salesRepPhone}</a>
              </li>
            )}
            {salesRep.salesRepWhatApp && (
              <li>
                <a href={whatsAppLink(salesRep.salesRepWhatApp)} target="_blank" rel="noopener noreferrer">
                  {t('whatsApp')} {salesRep.salesRepWhatApp}
                </a>
              </li>
            )}
          </ul>
        </section>
      ) : (
        <p>{t('noSalesRep')}</p>
      )}
    </CartModal>
  );
}
