import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { CalculateChargesResponse, CheckoutPayload } from '@bp/api-contract';
import { CHARGES_RECALCULATION_DELAY_MS } from '@bp/api-contract/constants';
import { useCalculateChargesQuery } from '@bp/data-access-api';
import { chargesBodyOf, type ChargesArgs, type SelectedOptions } from '@bp/util-validation';

/** Spec 02 §7, §8: a failed charge calculation is only logged. */
export const CHARGES_FAILURE_LOG = 'error while computing order charges';

export interface ChargesInput {
  payload: Pick<CheckoutPayload, 'warehouse' | 'lineItems'> | undefined;
  selection: SelectedOptions | null;
  offerIds: readonly string[];
  pxnsParticipantId?: string | null;
  /** A combined order: the existing order's lines count too. */
  phonexOrderNumber?: string | null;
}

/** The calculate-charges body for the selection (util-validation's chargesBodyOf, shared with the order page). */
export function chargesRequestOf({ payload, selection, offerIds, pxnsParticipantId, phonexOrderNumber }: ChargesInput): ChargesArgs | null {
  if (!payload || !selection) return null;
  const lines = payload.lineItems.map((line) => ({ itemNumberWarehouse: line.itemNumberWarehouse, orderedQuantity: line.quantity, unitPrice: line.unitPrice }));
  return chargesBodyOf(selection, { warehouseCode: payload.warehouse, lines, offerIds, phonexOrderNumber, pxnsParticipantId });
}

export interface CheckoutCharges {
  /** The latest answer (kept while a newer calculation runs, so the totals do not blink). */
  charges: CalculateChargesResponse | undefined;
  calculating: boolean;
}

/**
 * The order charges, recalculated 500 ms after the selection last changed (spec 02 §5 Timing).
 * A failure is logged and the totals keep their last value.
 */
export function useCheckoutCharges(input: ChargesInput): CheckoutCharges {
  const request = chargesRequestOf(input);
  // The body's text is the dependency: a new but equal selection object does not restart the delay.
  const requestText = request === null ? null : JSON.stringify(request);
  const [debounced, setDebounced] = useState<string | null>(null);
  useEffect(() => {
    if (requestText === null) return undefined;
    const timer = setTimeout(() => setDebounced(requestText), CHARGES_RECALCULATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [requestText]);
  const args = useMemo<ChargesArgs | null>(() => (debounced === null ? null : (JSON.parse(debounced) as ChargesArgs)), [debounced]);
  const result = useCalculateChargesQuery(args ?? skipToken);
  useEffect(() => {
    if (result.isError) console.error(CHARGES_FAILURE_LOG, result.error);
  }, [result.isError, result.error]);
  return { charges: result.data, calculating: result.isFetching || (requestText !== null && requestText !== debounced) };
}
