import { anOrderLineItem } from '@bp/api-contract/testing';
import { sessionEnded } from '@bp/data-access-api';
import { aSelectedOptions } from '@bp/ui-order-options/testing';
import {
  countOf,
  lineQuantityChanged,
  lineRemoved,
  linesWithChanges,
  optionsChanged,
  noPendingChanges,
  pendingChangesCleared,
  pendingOrderChangesSlice,
  selectPendingChangesOf,
  type PendingOrderChanges,
} from './pending-order-changes-slice';

const reduce = pendingOrderChangesSlice.reducer;
const order = '100001';

function afterActions(...actions: Parameters<typeof reduce>[1][]): PendingOrderChanges {
  return actions.reduce(reduce, noPendingChanges);
}

describe('pending order changes', () => {
  it('counts each changed and removed line; a quantity set back to the saved one is no change', () => {
    const state = afterActions(
      lineQuantityChanged({ phonexOrderNumber: order, itemNumberWarehouse: 'A-MIA', quantity: 4, savedQuantity: 2 }),
      lineQuantityChanged({ phonexOrderNumber: order, itemNumberWarehouse: 'B-MIA', quantity: 3, savedQuantity: 5 }),
      lineRemoved({ phonexOrderNumber: order, itemNumberWarehouse: 'C-MIA' }),
    );
    expect(countOf(state)).toBe(3);

    const back = reduce(state, lineQuantityChanged({ phonexOrderNumber: order, itemNumberWarehouse: 'A-MIA', quantity: 2, savedQuantity: 2 }));
    expect(countOf(back)).toBe(2);
    expect(back.lineQuantities).toEqual({ 'B-MIA': 3 });
  });

  it("a removal replaces the line's quantity change", () => {
    const state = afterActions(
      lineQuantityChanged({ phonexOrderNumber: order, itemNumberWarehouse: 'A-MIA', quantity: 4, savedQuantity: 2 }),
      lineRemoved({ phonexOrderNumber: order, itemNumberWarehouse: 'A-MIA' }),
      lineRemoved({ phonexOrderNumber: order, itemNumberWarehouse: 'A-MIA' }),
    );
    expect(state.lineQuantities).toEqual({});
    expect(countOf(state)).toBe(1);
  });

  it("holds one order's changes: another order starts again, and the page of the first sees none of the second's", () => {
    const state = afterActions(
      lineRemoved({ phonexOrderNumber: order, itemNumberWarehouse: 'A-MIA' }),
      lineRemoved({ phonexOrderNumber: '100002', itemNumberWarehouse: 'B-MIA' }),
    );
    expect(selectPendingChangesOf({ pendingOrderChanges: state }, '100002').removedLines).toEqual(['B-MIA']);
    expect(countOf(selectPendingChangesOf({ pendingOrderChanges: state }, order))).toBe(0);
  });

  it('clears after a save or cancel, and when the session ends', () => {
    const state = afterActions(lineRemoved({ phonexOrderNumber: order, itemNumberWarehouse: 'A-MIA' }));
    expect(reduce(state, pendingChangesCleared())).toEqual(noPendingChanges);
    expect(reduce(state, sessionEnded({ reason: 'SIGNED_OUT' }))).toEqual(noPendingChanges);
  });

  it('applies the changes to the lines, extended prices in whole cents', () => {
    const items = [
      anOrderLineItem({ itemNumberWarehouse: 'A-MIA', orderedQuantity: 2, unitPrice: 0.1, extendedPrice: 0.2 }),
      anOrderLineItem({ itemNumberWarehouse: 'B-MIA' }),
    ];
    const state = afterActions(
      lineQuantityChanged({ phonexOrderNumber: order, itemNumberWarehouse: 'A-MIA', quantity: 3, savedQuantity: 2 }),
      lineRemoved({ phonexOrderNumber: order, itemNumberWarehouse: 'B-MIA' }),
    );

    const lines = linesWithChanges({ items }, state);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ itemNumberWarehouse: 'A-MIA', orderedQuantity: 3, extendedPrice: 0.3 });
  });

  it('counts each changed part of the options; no changed part is no option change', () => {
    const options = aSelectedOptions({ shippingMethodCode: 'ACME_EXPRESS_SHIPPING', paymentMethodCode: 'INTEGRATED_PAYPAL' });
    const state = afterActions(
      lineRemoved({ phonexOrderNumber: order, itemNumberWarehouse: 'A-MIA' }),
      optionsChanged({ phonexOrderNumber: order, options, parts: ['SHIPPING_METHOD', 'PAYMENT_METHOD'] }),
    );
    expect(countOf(state)).toBe(3);
    expect(state.options).toBe(options);

    const back = reduce(state, optionsChanged({ phonexOrderNumber: order, options: aSelectedOptions(), parts: [] }));
    expect(back.options).toBeNull();
    expect(countOf(back)).toBe(1);
  });
});
