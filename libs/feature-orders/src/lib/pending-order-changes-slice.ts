import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SalesOrder } from '@bp/api-contract';
import { sessionEnded } from '@bp/data-access-api';
import { centsToAmount, toCents } from '@bp/util-money';
import type { SelectedOptions } from '@bp/util-validation';
import type { OptionPart } from './order-option-changes';

/**
 * The order page's pending order changes (spec 03 §4 Line editing; the design's "pending order
 * changes" card): line quantity updates, line removals and a changed option selection, held in the
 * one store until Save sends them together. Only one order's changes are held; opening another
 * order starts again. Nothing here is lost on a failed or stale save: the page clears it only
 * after a save succeeded or the buyer canceled.
 */
export interface PendingOrderChanges {
  phonexOrderNumber: string | null;
  /** itemNumberWarehouse → the new ordered quantity (only lines that differ from the saved order). */
  lineQuantities: Record<string, number>;
  /** itemNumberWarehouse of each removed line. */
  removedLines: string[];
  /** The option rows' selection when it differs from the saved order's, else null. */
  options: SelectedOptions | null;
  /** The parts of the options that differ (shipping address, method, billing, payment, services): one change each. */
  optionParts: OptionPart[];
}

export const noPendingChanges: PendingOrderChanges = { phonexOrderNumber: null, lineQuantities: {}, removedLines: [], options: null, optionParts: [] };

interface ForOrder {
  phonexOrderNumber: string;
}

function forOrder(state: PendingOrderChanges, phonexOrderNumber: string): PendingOrderChanges {
  return state.phonexOrderNumber === phonexOrderNumber ? state : { ...noPendingChanges, phonexOrderNumber };
}

export const pendingOrderChangesSlice = createSlice({
  name: 'pendingOrderChanges',
  initialState: noPendingChanges,
  reducers: {
    /** A row's Done: the new quantity, or back to none when it equals the saved one. */
    lineQuantityChanged(state, action: PayloadAction<ForOrder & { itemNumberWarehouse: string; quantity: number; savedQuantity: number }>) {
      const { phonexOrderNumber, itemNumberWarehouse, quantity, savedQuantity } = action.payload;
      const next = forOrder(state, phonexOrderNumber);
      const lineQuantities = { ...next.lineQuantities };
      if (quantity === savedQuantity) delete lineQuantities[itemNumberWarehouse];
      else lineQuantities[itemNumberWarehouse] = quantity;
      return { ...next, lineQuantities };
    },
    lineRemoved(state, action: PayloadAction<ForOrder & { itemNumberWarehouse: string }>) {
      const { phonexOrderNumber, itemNumberWarehouse } = action.payload;
      const next = forOrder(state, phonexOrderNumber);
      const lineQuantities = { ...next.lineQuantities };
      delete lineQuantities[itemNumberWarehouse];
      return {
        ...next,
        lineQuantities,
        removedLines: next.removedLines.includes(itemNumberWarehouse) ? next.removedLines : [...next.removedLines, itemNumberWarehouse],
      };
    },
    /** The option rows changed (`parts`: what differs from the saved order); none: back to the saved options. */
    optionsChanged(state, action: PayloadAction<ForOrder & { options: SelectedOptions; parts: OptionPart[] }>) {
      const { phonexOrderNumber, options, parts } = action.payload;
      const next = forOrder(state, phonexOrderNumber);
      return parts.length === 0 ? { ...next, options: null, optionParts: [] } : { ...next, options, optionParts: parts };
    },
    /** After a successful save, or the buyer's Cancel. */
    pendingChangesCleared() {
      return noPendingChanges;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => noPendingChanges);
  },
});

export const { lineQuantityChanged, lineRemoved, optionsChanged, pendingChangesCleared } = pendingOrderChangesSlice.actions;

export interface StateWithPendingOrderChanges {
  [pendingOrderChangesSlice.name]: PendingOrderChanges;
}

/** The pending changes of this order (none when the store holds another order's). */
export function selectPendingChangesOf(state: StateWithPendingOrderChanges, phonexOrderNumber: string): PendingOrderChanges {
  const changes = state[pendingOrderChangesSlice.name];
  return changes.phonexOrderNumber === phonexOrderNumber ? changes : noPendingChanges;
}

/** The bulk-save bar's count: each changed line, each removed line, and each changed part of the options. */
export function countOf(changes: PendingOrderChanges): number {
  return Object.keys(changes.lineQuantities).length + changes.removedLines.length + (changes.options ? Math.max(1, changes.optionParts.length) : 0);
}

/**
 * The order's lines as the buyer would leave them: quantities replaced, removed lines dropped,
 * extendedPrice recomputed in whole cents (never float arithmetic on money).
 */
export function linesWithChanges(order: Pick<SalesOrder, 'items'>, changes: PendingOrderChanges): SalesOrder['items'] {
  return order.items
    .filter((line) => !changes.removedLines.includes(line.itemNumberWarehouse))
    .map((line) => {
      const quantity = changes.lineQuantities[line.itemNumberWarehouse];
      if (quantity === undefined) return line;
      return { ...line, orderedQuantity: quantity, extendedPrice: centsToAmount(toCents(line.unitPrice) * quantity) };
    });
}
