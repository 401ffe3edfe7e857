import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { CalculateChargesResponse } from '@bp/api-contract';
import { CHARGES_RECALCULATION_DELAY_MS } from '@bp/api-contract/constants';
import { toApiError, useCalculateChargesQuery } from '@bp/data-access-api';
import { useFeedback } from '@bp/ui-kit';
import type { ChargesArgs } from '@bp/util-validation';

/** The log line of a failed charge calculation (spec 02 §7's text). */
export const CHARGES_FAILURE_LOG = 'error while computing order charges';

export interface OrderCharges {
  /** The latest answer (kept while a newer calculation runs, so the totals do not blink). */
  charges: CalculateChargesResponse | undefined;
  /** A change is waiting for its delay or its answer. */
  calculating: boolean;
}

/**
 * calculate-charges for the order's pending changes, 500 ms after the body last changed (spec 02
 * §5 Timing, as checkout does; spec 03 §4 Line editing). `body` null: nothing pending, no call.
 * A failure shows its message in an error snackbar (spec 03 §8; checkout only logs it, 02 §8):
 * the totals would otherwise keep figures of an older selection without a word.
 */
export function useOrderCharges(body: ChargesArgs | null): OrderCharges {
  // The body's text is the dependency: an equal body built again does not restart the delay.
  const bodyText = body === null ? null : JSON.stringify(body);
  const [debounced, setDebounced] = useState<string | null>(null);
  useEffect(() => {
    if (bodyText === null) {
      setDebounced(null);
      return undefined;
    }
    const timer = setTimeout(() => setDebounced(bodyText), CHARGES_RECALCULATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bodyText]);
  const args = useMemo<ChargesArgs | null>(() => (debounced === null ? null : (JSON.parse(debounced) as ChargesArgs)), [debounced]);
  const result = useCalculateChargesQuery(args ?? skipToken);
  const { message } = useFeedback();
  useEffect(() => {
    if (!result.isError) return;
    console.error(CHARGES_FAILURE_LOG, result.error);
    void message.error(toApiError(result.error).message);
  }, [result.isError, result.error, message]);
  const charges = bodyText === null ? undefined : result.data;
  return { charges, calculating: bodyText !== null && (result.isFetching || bodyText !== debounced) };
}
