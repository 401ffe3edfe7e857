import { useId, useMemo, useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { OfferState } from '@bp/api-contract/constants';
import { isApiError, useUpdateOfferMutation, type CartItem, type CartOffer } from '@bp/data-access-api';
import { FormField } from '@bp/ui-kit';
import {
  hasOfferEditErrors,
  isPriceEditable,
  normaliseCartPriceOnBlur,
  normaliseCartQuantityOnBlur,
  offerEditErrors,
  parseCartQuantity,
  sanitiseQuantityInput,
  type OfferEditSubject,
} from '@bp/util-validation';
import { sanitiseAmountInput } from '@bp/util-money';
import { lineAmount } from '../cart-model';
import { type CartText } from '../cart-texts';
import { CartModal } from './cart-modal';

export interface EditOfferDialogProps {
  entry: CartItem;
  /** The tab the entry is edited in. */
  state: OfferState;
  formatPrice: (value: number) => string;
  /** An available quantity, 'N+' above the tenant's maxItemQuantityToBeDisplayed. */
  formatAvailable: (quantity: number) => string;
  t: CartText;
  onClose: () => void;
  /** Called with the server's answer (its offerState says which tab the entry now belongs to). */
  onSaved: (answer: CartOffer, previousState: OfferState) => void;
}

function subjectOf(entry: CartItem, state: OfferState): OfferEditSubject {
  const offer = entry.stocklistOffer;
  return {
    offerStatus: offer.offerStatus,
    offerState: state,
    listPrice: entry.listPrice,
    counterPrice: offer.counterPrice,
    minimumCheckoutQuantity: offer.minimumCheckoutQuantity,
    quantityAvailable: entry.quantityAvailable,
    incrementSize: entry.incrementSize,
  };
}

/**
 * Edit of one cart entry (spec 01 §4 "Entries can be edited", §5 quantity, price and the buyer's
 * edit rules). Each rule's message shows under its field as soon as a value breaks it; the server
 * checks again and its 422 text shows in the dialog.
 */
export function EditOfferDialog({ entry, state, formatPrice, formatAvailable, t, onClose, onSaved }: EditOfferDialogProps) {
  const subject = useMemo(() => subjectOf(entry, state), [entry, state]);
  const priceEditable = isPriceEditable(subject);
  const initial = lineAmount(entry, state);
  const [quantityText, setQuantityText] = useState(String(state === OfferState.READY_TO_CHECKOUT ? initial.quantity : entry.stocklistOffer.offerQuantity));
  // In the cart the price is what checkout would use (a countered entry: the counter price), so a
  // quantity change keeps the deal; on the review tabs it is the buyer's own offer to revise.
  const [priceText, setPriceText] = useState(String(state === OfferState.READY_TO_CHECKOUT ? initial.price : entry.stocklistOffer.offerPrice));
  const [serverError, setServerError] = useState<string>();
  const [updateOffer, { isLoading }] = useUpdateOfferMutation();
  const quantityId = useId();
  const priceId = useId();

  const values = { quantity: parseCartQuantity(quantityText), price: Number(priceText) || 0 };
  const errors = offerEditErrors(subject, values);

  const save = async () => {
    if (hasOfferEditErrors(errors)) return;
    setServerError(undefined);
    try {
      const answer = await updateOffer({
        offerId: entry.stocklistOffer.offerId,
        itemNumberWarehouse: entry.itemNumberWarehouse,
        offerQuantity: values.quantity,
        // A buy at list price stays at the list price.
        offerPrice: priceEditable ? values.price : entry.listPrice,
        pxnsParticipantId: entry.stocklistOffer.pxnsParticipantId,
      }).unwrap();
      onSaved(answer, state);
    } catch (error) {
      setServerError(isApiError(error) ? error.message : t('Something went wrong'));
    }
  };

  return (
    <CartModal
      open
      title={priceEditable ? t('editOffer') : t('editCartItem')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('cancel')}
        </Button>,
        <Button key="save" type="primary" loading={isLoading} onClick={save}>
          {t('save')}
        </Button>,
      ]}
    >
      <p style={{ marginTop: 0 }}>
        <strong>{entry.itemDescription}</strong>
        <br />
        {t('itemNumber')} {entry.itemNumber} · {t('available')} {formatAvailable(entry.quantityAvailable)} · {t('listPrice')} {formatPrice(entry.listPrice)}
        {entry.stocklistOffer.counterPrice !== null && (
          <>
            <br />
            {t('Counter price')} {formatPrice(entry.stocklistOffer.counterPrice)}
            {entry.stocklistOffer.minimumCheckoutQuantity !== null && ` · ${t('Minimum quantity')} ${entry.stocklistOffer.minimumCheckoutQuantity}`}
          </>
        )}
        {entry.incrementSize > 1 && (
          <>
            <br />
            {t('Sold in multiples of')} {entry.incrementSize}
          </>
        )}
      </p>
      <FormField id={quantityId} label={t('quantity')} error={errors.quantity && t(errors.quantity)}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={quantityText}
            onChange={(event) => setQuantityText(sanitiseQuantityInput(event.target.value))}
            onBlur={() => setQuantityText(String(normaliseCartQuantityOnBlur(quantityText, entry.incrementSize, entry.quantityAvailable)))}
          />
        )}
      </FormField>
      {priceEditable && (
        <FormField id={priceId} label={t('offerPrice')} error={errors.price && t(errors.price)}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={priceText}
              onChange={(event) => setPriceText(sanitiseAmountInput(event.target.value))}
              onBlur={() => setPriceText(String(normaliseCartPriceOnBlur(priceText, entry.listPrice)))}
            />
          )}
        </FormField>
      )}
      {serverError && <Alert type="error" showIcon title={serverError} />}
    </CartModal>
  );
}
