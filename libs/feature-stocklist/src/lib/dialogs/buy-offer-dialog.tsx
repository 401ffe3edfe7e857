import { StockModal } from './stock-modal';
import { useId, useState } from 'react';
import { Alert, Button, Input, Tooltip } from 'antd';
import type { StockItem } from '@bp/api-contract';
import {
  QUANTITY_REDUCED_MESSAGE,
  capQuantityToAvailable,
  normaliseOfferPriceOnBlur,
  normaliseQuantityOnBlur,
  sanitisePriceInput,
  sanitiseQuantityInput,
} from '@bp/util-validation';
import { displayItemNumber } from '../display-rules';
import { STOCK_TEXTS } from '../stock-texts';
import type { TradeMode } from '../components/stock-group-card';

export interface BuyOfferDialogProps {
  item: StockItem;
  description: string;
  initialMode: TradeMode;
  /** The item's warehouse accepts offers and it is in stock. */
  canOffer: boolean;
  formatPrice: (value: number) => string;
  t: (text: string) => string;
  onClose: () => void;
}

/**
 * Buy at list price or make an offer on one item (spec 01 §2, §4, §5). The quantity and price
 * follow the §5 rules; saving arrives with the Cart and Offers issue, so the save button is
 * disabled and says why.
 */
export function BuyOfferDialog({ item, description, initialMode, canOffer, formatPrice, t, onClose }: BuyOfferDialogProps) {
  const [mode, setMode] = useState<TradeMode>(canOffer ? initialMode : 'buy');
  const [quantity, setQuantity] = useState(() => String(normaliseQuantityOnBlur(item.incrementSize, item.incrementSize)));
  const [price, setPrice] = useState(() => String(item.listPrice));
  const [reduced, setReduced] = useState(false);
  const quantityId = useId();
  const priceId = useId();
  const noteId = useId();

  const blurQuantity = () => {
    const normalised = normaliseQuantityOnBlur(quantity, item.incrementSize);
    const capped = capQuantityToAvailable(normalised, item.quantityAvailable, item.incrementSize);
    setReduced(capped.reduced);
    setQuantity(String(capped.quantity));
  };
  const blurPrice = () => setPrice(String(normaliseOfferPriceOnBlur(price, item.listPrice)));
  const title = mode === 'offer' ? t(STOCK_TEXTS.makeOffer) : t(STOCK_TEXTS.buyAtListPrice);

  return (
    <StockModal
      open
      title={title}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('Cancel')}
        </Button>,
        <Tooltip key="save" title={t(STOCK_TEXTS.saveNotYet)}>
          <span>
            <Button type="primary" disabled aria-describedby={noteId}>
              {mode === 'offer' ? t('Send offer') : t('Add to cart')}
            </Button>
          </span>
        </Tooltip>,
      ]}
    >
      <p style={{ marginTop: 0 }}>
        <strong>{description}</strong>
        <br />
        {t('Item #')} {displayItemNumber(item)} · {t('Available')} {item.quantityAvailable} · {t('List price')} {formatPrice(item.listPrice)}
        {item.incrementSize > 1 && (
          <>
            <br />
            {t('Sold in multiples of')} {item.incrementSize}
          </>
        )}
      </p>
      <div style={{ marginBottom: 12 }}>
        <label htmlFor={quantityId}>{t('Quantity')}</label>
        <Input id={quantityId} inputMode="numeric" value={quantity} onChange={(event) => setQuantity(sanitiseQuantityInput(event.target.value))} onBlur={blurQuantity} />
      </div>
      {reduced && <Alert type="warning" showIcon title={t(QUANTITY_REDUCED_MESSAGE)} style={{ marginBottom: 12 }} />}
      {mode === 'offer' && (
        <div style={{ marginBottom: 12 }}>
          <label htmlFor={priceId}>{t('Offer price')}</label>
          <Input id={priceId} inputMode="decimal" value={price} onChange={(event) => setPrice(sanitisePriceInput(event.target.value))} onBlur={blurPrice} />
        </div>
      )}
      {canOffer && (
        <Button type="link" style={{ paddingInline: 0 }} onClick={() => setMode(mode === 'offer' ? 'buy' : 'offer')}>
          {mode === 'offer' ? t(STOCK_TEXTS.buyAtListPrice) : t(STOCK_TEXTS.makeOffer)}
        </Button>
      )}
      <p id={noteId} style={{ color: '#666', marginBottom: 0 }}>
        {t(STOCK_TEXTS.saveNotYet)}
      </p>
    </StockModal>
  );
}
