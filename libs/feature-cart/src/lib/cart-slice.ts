import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '@bp/data-access-api';

/**
 * What the buyer has ticked on the cart page, by offerId (spec 01 §3: isChecked is interface-only,
 * so it is client state, not part of the server's cart entries). The entries themselves live only
 * in RTK Query's cache; a selection of an entry that left the cache is harmless and pruned.
 * The checkout screens read the Cart tab's selection from here.
 */
export interface CartSelectionState {
  selectedIds: Record<string, true>;
}

const initialState: CartSelectionState = { selectedIds: {} };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Ticks or unticks entries: one row, a warehouse, a status or the whole tab. */
    selectionChanged(state, action: PayloadAction<{ offerIds: readonly string[]; selected: boolean }>) {
      const { offerIds, selected } = action.payload;
      // One new object rather than 2,000 Immer writes keeps select-all well under the 100 ms target.
      const next = { ...state.selectedIds };
      if (selected) for (const id of offerIds) next[id] = true;
      else for (const id of offerIds) delete next[id];
      state.selectedIds = next;
    },
    selectionCleared(state) {
      state.selectedIds = {};
    },
    /** Drops ids that are no longer in the cart (deleted here or elsewhere). */
    selectionPruned(state, action: PayloadAction<readonly string[]>) {
      const present = new Set(action.payload);
      const kept: Record<string, true> = {};
      let dropped = false;
      for (const id of Object.keys(state.selectedIds)) {
        if (present.has(id)) kept[id] = true;
        else dropped = true;
      }
      if (dropped) state.selectedIds = kept;
    },
  },
  // Offer ids are not keyed by user: a selection must never outlive its session.
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
});

export const { selectionChanged, selectionCleared, selectionPruned } = cartSlice.actions;

export interface StateWithCart {
  cart: CartSelectionState;
}

export const selectCartSelection = (state: StateWithCart): Record<string, true> => state.cart.selectedIds;
