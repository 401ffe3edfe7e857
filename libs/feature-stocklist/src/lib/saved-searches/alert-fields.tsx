import { useId } from 'react';
import { Checkbox, Input } from 'antd';
import type { SavedSearch } from '@bp/api-contract';
import { FormField, useBranding, useCurrencyFormatter } from '@bp/ui-kit';
import { sanitiseAmountInput } from '@bp/util-money';
import { STOCK_TEXTS } from '../stock-texts';
import { checkAlertPrice, type SavedSearchText } from './saved-search-rules';

/** The alert controls as typed: the price stays text until it is checked in cents. */
export interface AlertDraft {
  newStock: boolean;
  priceText: string;
}

export const NO_ALERTS: AlertDraft = { newStock: false, priceText: '' };

/** A saved search's alerts as the controls show them (the price as its plain decimal text). */
export function alertDraftOf(search: Pick<SavedSearch, 'alertNewStock' | 'alertPriceBelow'>): AlertDraft {
  return { newStock: search.alertNewStock, priceText: search.alertPriceBelow === null ? '' : String(search.alertPriceBelow) };
}

/** Checks the draft with the tenant's currency: the alerts to send, or the price's problem. */
export function useAlertDraftCheck(t: SavedSearchText) {
  const { format, precision } = useCurrencyFormatter();
  return (draft: AlertDraft) => {
    const price = checkAlertPrice(draft.priceText, precision, t, (amount) => format(amount));
    return price.problem !== undefined
      ? { problem: price.problem }
      : { alerts: { alertNewStock: draft.newStock, alertPriceBelow: price.amount } as Pick<SavedSearch, 'alertNewStock' | 'alertPriceBelow'> };
  };
}

export interface AlertFieldsProps {
  draft: AlertDraft;
  onChange: (draft: AlertDraft) => void;
  /** The price's problem, shown once the buyer tried to save. */
  priceError: string | undefined;
  disabled?: boolean;
  t: SavedSearchText;
  /** Enter in the price field: saves, as the form's button does. */
  onPressEnter?: () => void;
}

/** "Alert me when new stock matches" and the optional price below which a matching item alerts. */
export function AlertFields({ draft, onChange, priceError, disabled, t, onPressEnter }: AlertFieldsProps) {
  const priceId = useId();
  const { currencySymbol } = useBranding();
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <Checkbox checked={draft.newStock} disabled={disabled} onChange={(event) => onChange({ ...draft, newStock: event.target.checked })}>
          {t(STOCK_TEXTS.alertNewStock)}
        </Checkbox>
      </div>
      <FormField id={priceId} label={t(STOCK_TEXTS.alertPriceBelow)} error={priceError} help={t(STOCK_TEXTS.alertPriceHint)}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            prefix={currencySymbol}
            disabled={disabled}
            value={draft.priceText}
            // Every typed decimal is kept, so that a third one can be pointed out rather than dropped.
            onChange={(event) => onChange({ ...draft, priceText: sanitiseAmountInput(event.target.value) })}
            onPressEnter={onPressEnter}
            style={{ maxWidth: 220 }}
          />
        )}
      </FormField>
    </>
  );
}
