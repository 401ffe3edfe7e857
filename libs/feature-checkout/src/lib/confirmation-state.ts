import { ConfirmationType, PaymentCheckStatus } from '@bp/api-contract/constants';
import { CACHE_KEY_PREFIX, readStoredJson, removeStored, writeStoredJson } from '@bp/data-access-api';

export type ConfirmationTypeLabel = (typeof ConfirmationType)[keyof typeof ConfirmationType];

/**
 * What the confirmation receives by replace navigation (spec 02 §2 Order confirmation). It is
 * also kept in local storage: when the browser blocked the PayPal window, the buyer leaves the
 * portal for PayPal in this window and comes back to the confirmation without navigation state.
 */
export interface ConfirmationState {
  fromCheckout: true;
  typeOfConfirmation: ConfirmationTypeLabel;
  /** The payment method's code (its label and instructions come with the order). */
  paymentMethod: string | null;
  phonexOrderNumber: string;
  /** SUCCESS by default; PENDING while a PayPal payment has not been checked yet. */
  paymentStatus: PaymentCheckStatus;
}

export const CONFIRMATION_STORAGE_KEY = `${CACHE_KEY_PREFIX}checkoutConfirmation`;

const CONFIRMATION_TYPES: readonly string[] = Object.values(ConfirmationType);
const PAYMENT_STATUSES: readonly string[] = Object.values(PaymentCheckStatus);

export function isConfirmationState(value: unknown): value is ConfirmationState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    state['fromCheckout'] === true &&
    typeof state['typeOfConfirmation'] === 'string' &&
    CONFIRMATION_TYPES.includes(state['typeOfConfirmation']) &&
    (state['paymentMethod'] === null || typeof state['paymentMethod'] === 'string') &&
    typeof state['phonexOrderNumber'] === 'string' &&
    typeof state['paymentStatus'] === 'string' &&
    PAYMENT_STATUSES.includes(state['paymentStatus'])
  );
}

export function persistConfirmation(state: ConfirmationState): void {
  writeStoredJson(CONFIRMATION_STORAGE_KEY, state);
}

export function readPersistedConfirmation(): ConfirmationState | undefined {
  return readStoredJson(CONFIRMATION_STORAGE_KEY, isConfirmationState);
}

export function clearPersistedConfirmation(): void {
  removeStored(CONFIRMATION_STORAGE_KEY);
}
