import { StockModal } from './stock-modal';
import { useId, useState } from 'react';
import { Button, Input } from 'antd';
import { displayQuantity } from '@bp/util-format';
import { defaultAlertQuantity, normaliseAlertQuantity, sanitiseQuantityInput } from '@bp/util-validation';
import { useCreateStockAlertMutation, useDeleteStockAlertMutation, useUpdateStockAlertMutation } from '../api/stocklist-api';
import { STOCK_TEXTS } from '../stock-texts';

/** The item an alert is about (from a stock item, or from an existing alert on /stock-alerts). */
export interface AlertTarget {
  itemNumberWarehouse: string;
  description: string;
  quantityAvailable: number;
  incrementSize: number;
  pxnsParticipantId?: string | null;
  /** The current alert quantity when the buyer already has an alert on the item. */
  existingQuantity?: number;
}

export interface StockAlertDialogProps {
  target: AlertTarget;
  /** Tenant setting (settings.defaultAlertQuantity); 100 when not set. */
  defaultQuantity: number | undefined;
  /** Tenant setting: the available quantity above it shows as 'N+'. */
  maxItemQuantityToBeDisplayed: number | undefined;
  t: (text: string) => string;
  onClose: () => void;
  /** A success snackbar text; failures are only logged (spec 01 §8 Stock area). */
  onDone: (message: string) => void;
}

/** Create, update or delete a stock alert (spec 01 §2, §4, §5 "Stock alert quantity"). */
export function StockAlertDialog({ target, defaultQuantity, maxItemQuantityToBeDisplayed, t, onClose, onDone }: StockAlertDialogProps) {
  const exists = target.existingQuantity !== undefined;
  const [quantity, setQuantity] = useState(() => String(exists ? target.existingQuantity : defaultAlertQuantity(defaultQuantity, target.incrementSize)));
  const [createAlert, createState] = useCreateStockAlertMutation();
  const [updateAlert, updateState] = useUpdateStockAlertMutation();
  const [deleteAlert, deleteState] = useDeleteStockAlertMutation();
  const quantityId = useId();
  const busy = createState.isLoading || updateState.isLoading || deleteState.isLoading;

  const save = async () => {
    const normalised = normaliseAlertQuantity(quantity, target.incrementSize);
    setQuantity(String(normalised));
    const change = {
      itemNumberWarehouse: target.itemNumberWarehouse,
      quantity: normalised,
      quantityAvailable: target.quantityAvailable,
      pxnsParticipantId: target.pxnsParticipantId,
    };
    try {
      if (exists) {
        await updateAlert(change).unwrap();
        onDone(t(STOCK_TEXTS.alertUpdated));
      } else {
        await createAlert(change).unwrap();
        onDone(t(STOCK_TEXTS.alertCreated));
      }
    } catch (error) {
      console.error('Saving the stock alert failed', error);
    }
  };

  const remove = async () => {
    try {
      await deleteAlert({ itemNumberWarehouse: target.itemNumberWarehouse, pxnsParticipantId: target.pxnsParticipantId }).unwrap();
      onDone(t(STOCK_TEXTS.alertDeleted));
    } catch (error) {
      console.error('Deleting the stock alert failed', error);
    }
  };

  const footer = [
    exists && (
      <Button key="delete" danger disabled={busy} onClick={remove}>
        {t('Delete Alert')}
      </Button>
    ),
    <Button key="cancel" onClick={onClose}>
      {t('Cancel')}
    </Button>,
    <Button key="save" type="primary" loading={createState.isLoading || updateState.isLoading} disabled={busy} onClick={save}>
      {exists ? t('Update Alert') : t('Create Alert')}
    </Button>,
  ].filter(Boolean);

  return (
    <StockModal open title={exists ? t('Update Stock Alert') : t('Create Stock Alert')} onCancel={onClose} footer={footer}>
      <p style={{ marginTop: 0 }}>
        <strong>{target.description}</strong>
        <br />
        {t('Available')} {displayQuantity(target.quantityAvailable, maxItemQuantityToBeDisplayed)}
        {target.incrementSize > 1 && (
          <>
            {' · '}
            {t('Sold in multiples of')} {target.incrementSize}
          </>
        )}
      </p>
      <p>{t('We will let you know when at least this quantity is available.')}</p>
      <label htmlFor={quantityId}>{t('Alert quantity')}</label>
      <Input
        id={quantityId}
        inputMode="numeric"
        value={quantity}
        onChange={(event) => setQuantity(sanitiseQuantityInput(event.target.value))}
        onBlur={() => setQuantity(String(normaliseAlertQuantity(quantity, target.incrementSize)))}
      />
    </StockModal>
  );
}
