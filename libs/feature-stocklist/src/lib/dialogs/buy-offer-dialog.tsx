import { StockModal } from './stock-modal';
import { useCallback, useId, useState } from 'react';
import { Alert, Button, Input } from 'antd';
import type { StockItem } from '@bp/api-contract';
import { OFFER_STATUS_LABELS, OfferStatus } from '@bp/api-contract/constants';
import { useCreateOfferMutation, useUpdateOfferMutation } from '@bp/data-access-api';
import { useTranslation } from '@bp/ui-kit';
import {
  QUANTITY_REDUCED_MESSAGE,
  capQuantityToAvailable,
  normaliseOfferPriceOnBlur,
  normaliseQuantityOnBlur,
  sanitiseQuantityInput,
} from '@bp/util-validation';
import { sanitiseAmountInput } from '@bp/util-money';
import { displayQuantity } from '@bp/util-format';
import { displayItemNumber } from '../display-rules';
import type { StockOfferSummary } from '../offers-seam';
import { entryEditErrors, isEntryPriceEditable, type EntryEditErrors } from '../offers/entry-edit-rules';
import { offerFailureText, savedOfferMessage } from '../offers/offer-save';
import { STOCK_TEXTS } from '../stock-texts';
import type { TradeMode } from '../components/stock-group-card';

export interface BuyOfferDialogProps {
  item: StockItem;
  description: string;
  initialMode: TradeMode;
  /** The item's warehouse accepts offers and it is in stock. */
  canOffer: boolean;
  /** The item's cart entry: the dialog edits it (PUT stocklist/offer/{offerId}) instead of adding one. */
  entry?: StockOfferSummary;
  /** The seller of partner stock (pxnr/offer with its header); null for the tenant's own stock. */
  pxnsParticipantId: string | null;
  /** Tenant setting: the available quantity above it shows as 'N+'. */
  maxItemQuantityToBeDisplayed: number | undefined;
  formatPrice: (value: number) => string;
  t: (text: string) => string;
  onClose: () => void;
  /**
   * After a successful save, with the snackbar text of spec 01 §8 and, when the quantity was cut to
   * the available stock, the §5 warning (the dialog closes, so the page shows it).
   */
  onSaved: (message: string, warning?: string) => void;
}

const NO_ERRORS: EntryEditErrors = {};

/** Title of the edit-in-cart dialog (spec 01 §2 names the dialog, not its title). */
export const EDIT_IN_CART_TITLE = 'Edit item in the cart';

/**
 * Buy at list price or make an offer on one item (spec 01 §2, §4, §5), and the edit-in-cart dialog
 * (the same form on the item's existing entry). Quantity and price follow the §5 rules on blur and
 * again on save. A failed save is logged (spec 01 §8 Stock area) and the dialog stays open with the
 * buyer's values and the reason, so nothing typed is lost.
 */
export function BuyOfferDialog({
  item,
  description,
  initialMode,
  canOffer,
  entry,
  pxnsParticipantId,
  maxItemQuantityToBeDisplayed,
  formatPrice,
  t,
  onClose,
  onSaved,
}: BuyOfferDialogProps) {
  const { t: translate } = useTranslation();
  const editing = entry !== undefined;
  const [mode, setMode] = useState<TradeMode>(() => {
    if (entry) return entry.offerStatus === OfferStatus.BUY_AT_LIST || !isEntryPriceEditable(entry) ? 'buy' : 'offer';
    return canOffer ? initialMode : 'buy';
  });
  const [quantity, setQuantity] = useState(() => String(entry?.offerQuantity ?? normaliseQuantityOnBlur(item.incrementSize, item.incrementSize)));
  const [price, setPrice] = useState(() => String(entry && entry.offerStatus !== OfferStatus.BUY_AT_LIST ? entry.offerPrice : item.listPrice));
  const [reduced, setReduced] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<EntryEditErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const [createOffer, createState] = useCreateOfferMutation();
  const [updateOffer, updateState] = useUpdateOfferMutation();
  const saving = createState.isLoading || updateState.isLoading;
  const quantityId = useId();
  const priceId = useId();
  const quantityErrorId = useId();
  const priceErrorId = useId();

  /** The quantity as §5 leaves it on blur: 0 → 1, down to the increment, capped at the stock. */
  const settledQuantity = useCallback(
    (text: string) => capQuantityToAvailable(normaliseQuantityOnBlur(text, item.incrementSize), item.quantityAvailable, item.incrementSize),
    [item.incrementSize, item.quantityAvailable],
  );

  const blurQuantity = () => {
    const capped = settledQuantity(quantity);
    setReduced(capped.reduced);
    setQuantity(String(capped.quantity));
  };
  const blurPrice = () => setPrice(String(normaliseOfferPriceOnBlur(price, item.listPrice)));

  const save = async () => {
    const capped = settledQuantity(quantity);
    const offerQuantity = capped.quantity;
    const offerPrice = mode === 'offer' ? normaliseOfferPriceOnBlur(price, item.listPrice) : item.listPrice;
    // Cut on blur (the warning shows) or only now (Enter without leaving the field).
    const quantityReduced = reduced || capped.reduced;
    setQuantity(String(offerQuantity));
    setReduced(quantityReduced);
    if (mode === 'offer') setPrice(String(offerPrice));
    setFailure(null);
    const errors = entry ? entryEditErrors(entry, item, { quantity: offerQuantity, price: offerPrice }) : NO_ERRORS;
    setFieldErrors(errors);
    if (errors.quantity || errors.price) return;
    try {
      const request = { itemNumberWarehouse: item.itemNumberWarehouse, offerQuantity, offerPrice };
      const saved = entry
        ? await updateOffer({ ...request, offerId: entry.offerId, pxnsParticipantId: entry.pxnsParticipantId ?? pxnsParticipantId }).unwrap()
        : await createOffer({ ...request, pxnsParticipantId }).unwrap();
      onSaved(t(savedOfferMessage(editing, saved)), quantityReduced ? t(QUANTITY_REDUCED_MESSAGE) : undefined);
    } catch (error) {
      // Spec 01 §8 Stock area: offer save failures are only logged; the dialog keeps the input.
      console.error('Saving the offer failed', error);
      setFailure(offerFailureText(error, (key, defaultValue) => translate(key, { defaultValue })));
    }
  };

  const title = editing ? t(EDIT_IN_CART_TITLE) : mode === 'offer' ? t(STOCK_TEXTS.makeOffer) : t(STOCK_TEXTS.buyAtListPrice);
  const saveLabel = editing ? t('Update') : mode === 'offer' ? t('Send offer') : t('Add to cart');
  // Switching between an offer and a buy is for new entries; an entry's edit keeps its kind (a buy
  // at list price edits its quantity only).
  const canToggle = canOffer && !editing;

  return (
    <StockModal
      open
      title={title}
      onCancel={onClose}
      mask={{ closable: !saving }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          {t('Cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save()}>
          {saveLabel}
        </Button>,
      ]}
    >
      <p style={{ marginTop: 0 }}>
        <strong>{description}</strong>
        <br />
        {t('Item #')} {displayItemNumber(item)} · {t('Available')} {displayQuantity(item.quantityAvailable, maxItemQuantityToBeDisplayed)} · {t('List price')}{' '}
        {formatPrice(item.listPrice)}
        {item.incrementSize > 1 && (
          <>
            <br />
            {t('Sold in multiples of')} {item.incrementSize}
          </>
        )}
      </p>
      {entry && (
        <dl aria-label={t('In your cart')} style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: '0 0 12px' }}>
          <div>
            <dt>{t('Status')}</dt>
            <dd style={{ margin: 0 }}>{t(OFFER_STATUS_LABELS[entry.offerStatus])}</dd>
          </div>
          <div>
            <dt>{t('In cart')}</dt>
            <dd style={{ margin: 0 }}>
              {entry.offerQuantity} × {formatPrice(entry.offerPrice)}
            </dd>
          </div>
          {entry.offerStatus === OfferStatus.COUNTERED && entry.counterPrice != null && (
            <div>
              <dt>{t('Counter price')}</dt>
              <dd style={{ margin: 0 }}>{formatPrice(entry.counterPrice)}</dd>
            </div>
          )}
          {entry.offerStatus === OfferStatus.COUNTERED && entry.minimumCheckoutQuantity != null && (
            <div>
              <dt>{t('Minimum quantity')}</dt>
              <dd style={{ margin: 0 }}>{entry.minimumCheckoutQuantity}</dd>
            </div>
          )}
        </dl>
      )}
      <div style={{ marginBottom: 12 }}>
        <label htmlFor={quantityId}>{t('Quantity')}</label>
        <Input
          id={quantityId}
          inputMode="numeric"
          value={quantity}
          status={fieldErrors.quantity ? 'error' : undefined}
          aria-invalid={fieldErrors.quantity ? true : undefined}
          aria-describedby={fieldErrors.quantity ? quantityErrorId : undefined}
          onChange={(event) => setQuantity(sanitiseQuantityInput(event.target.value))}
          onBlur={blurQuantity}
        />
        {fieldErrors.quantity && (
          <div id={quantityErrorId} style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>
            {t(fieldErrors.quantity)}
          </div>
        )}
      </div>
      {reduced && <Alert type="warning" showIcon title={t(QUANTITY_REDUCED_MESSAGE)} style={{ marginBottom: 12 }} />}
      {mode === 'offer' && (
        <div style={{ marginBottom: 12 }}>
          <label htmlFor={priceId}>{t('Offer price')}</label>
          <Input
            id={priceId}
            inputMode="decimal"
            value={price}
            status={fieldErrors.price ? 'error' : undefined}
            aria-invalid={fieldErrors.price ? true : undefined}
            aria-describedby={fieldErrors.price ? priceErrorId : undefined}
            onChange={(event) => setPrice(sanitiseAmountInput(event.target.value))}
            onBlur={blurPrice}
          />
          {fieldErrors.price && (
            <div id={priceErrorId} style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>
              {t(fieldErrors.price)}
            </div>
          )}
        </div>
      )}
      {canToggle && (
        <Button type="link" style={{ paddingInline: 0 }} disabled={saving} onClick={() => setMode(mode === 'offer' ? 'buy' : 'offer')}>
          {mode === 'offer' ? t(STOCK_TEXTS.buyAtListPrice) : t(STOCK_TEXTS.makeOffer)}
        </Button>
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
    </StockModal>
  );
}
