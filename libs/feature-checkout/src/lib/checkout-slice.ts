import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { clearCheckoutHandover, readCheckoutHandover, sessionEnded, type CheckoutHandover } from '@bp/data-access-api';
import type { SelectedOptions } from '@bp/util-validation';

/**
 * The checkout's working state in the one Redux store: what the cart handed over
 * (offer ids, warehouse, partner participant) and the option rows' selection, for the new-order
 * checkout and for adding to an existing order. The handover itself is in local storage (spec 02
 * §3 Handed-over local values), so the state starts from it and a reload keeps the offers and
 * warehouse; the selection starts again from the buyer's preferences after a reload.
 */
export type CheckoutPart = 'newOrder' | 'addToExisting';

export interface CheckoutDraft {
  offerIds: string[];
  warehouseCode: string | null;
  warehouseId: string | null;
  pxParticipantId: string | null;
  isPxns: boolean;
  /** Add to existing order: the on-hold order the buyer picked; always null for a new order. */
  salesOrder: string | null;
  /** The option rows' working selection; null until the page has its payload. */
  selection: SelectedOptions | null;
}

export interface CheckoutState {
  newOrder: CheckoutDraft;
  addToExisting: CheckoutDraft;
}

export const emptyDraft: CheckoutDraft = {
  offerIds: [],
  warehouseCode: null,
  warehouseId: null,
  pxParticipantId: null,
  isPxns: false,
  salesOrder: null,
  selection: null,
};

/** A draft of what the cart handed over (or an empty one when nothing valid was). */
export function draftOfHandover(handover: CheckoutHandover | undefined): CheckoutDraft {
  if (!handover) return emptyDraft;
  return {
    offerIds: handover.offerIds,
    warehouseCode: handover.warehouseCode,
    warehouseId: handover.warehouseId,
    pxParticipantId: handover.pxParticipantId,
    isPxns: handover.isPxns,
    salesOrder: handover.salesOrder ?? null,
    selection: null,
  };
}

/** The state as local storage has it now (store creation, and each time a checkout screen mounts). */
export function checkoutStateFromStorage(): CheckoutState {
  return { newOrder: draftOfHandover(readCheckoutHandover(false)), addToExisting: draftOfHandover(readCheckoutHandover(true)) };
}

const sameOffers = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

export const checkoutSlice = createSlice({
  name: 'checkout',
  // A function: read at store creation, so a reload of /checkout/... finds the handover.
  initialState: checkoutStateFromStorage,
  reducers: {
    /**
     * A checkout screen mounted: the cart may have written a new handover since the store was
     * created. The selection is kept only when the same offers of the same warehouse come back.
     */
    handoverRead(state, action: PayloadAction<{ part: CheckoutPart; handover: CheckoutHandover | undefined }>) {
      const { part, handover } = action.payload;
      const next = draftOfHandover(handover);
      const current = state[part];
      const unchanged = next.warehouseCode === current.warehouseCode && next.salesOrder === current.salesOrder && sameOffers(next.offerIds, current.offerIds);
      state[part] = unchanged ? { ...next, selection: current.selection } : next;
    },
    selectionChanged(state, action: PayloadAction<{ part: CheckoutPart; selection: SelectedOptions }>) {
      state[action.payload.part].selection = action.payload.selection;
    },
    /** Add to existing order: the on-hold order picked in the choose step. */
    salesOrderChosen(state, action: PayloadAction<string>) {
      state.addToExisting.salesOrder = action.payload;
    },
    /** Step 7 of the order flow (and a successful update): the part's handover and selection go. */
    checkoutCleared(state, action: PayloadAction<CheckoutPart>) {
      state[action.payload] = emptyDraft;
    },
  },
  // Offer ids and addresses are the signed-in buyer's: nothing outlives the session.
  extraReducers: (builder) => builder.addCase(sessionEnded, () => ({ newOrder: emptyDraft, addToExisting: emptyDraft })),
});

export const { handoverRead, selectionChanged, salesOrderChosen, checkoutCleared } = checkoutSlice.actions;

export interface StateWithCheckout {
  checkout: CheckoutState;
}

export const selectCheckoutDraft =
  (part: CheckoutPart) =>
  (state: StateWithCheckout): CheckoutDraft =>
    state.checkout[part];

/** Step 7: clears the stored offer ids and warehouse code, and the slice's part with them. */
export function clearCheckout(dispatch: (action: ReturnType<typeof checkoutCleared>) => unknown, part: CheckoutPart): void {
  clearCheckoutHandover(part === 'addToExisting');
  dispatch(checkoutCleared(part));
}
