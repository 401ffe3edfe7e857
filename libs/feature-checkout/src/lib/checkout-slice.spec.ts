import { HandoverKey, sessionEnded, writeCheckoutHandover } from '@bp/data-access-api';
import { emptySelection } from '@bp/util-validation';
import {
  checkoutCleared,
  checkoutSlice,
  checkoutStateFromStorage,
  clearCheckout,
  handoverRead,
  salesOrderChosen,
  selectionChanged,
  type CheckoutState,
} from './checkout-slice';

const handover = { offerIds: ['o-1', 'o-2'], warehouseCode: 'MIA', warehouseId: 'wh-mia', pxParticipantId: null, isPxns: false };
const reduce = (state: CheckoutState | undefined, action: Parameters<typeof checkoutSlice.reducer>[1]) => checkoutSlice.reducer(state, action);

describe('checkout slice', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts from the handover in local storage, so a reload keeps the offers and warehouse', () => {
    writeCheckoutHandover(handover, false);
    const state = reduce(undefined, { type: 'init' });
    expect(state.newOrder).toMatchObject({
      offerIds: ['o-1', 'o-2'],
      warehouseCode: 'MIA',
      warehouseId: 'wh-mia',
      pxParticipantId: null,
      isPxns: false,
      selection: null,
    });
    expect(state.addToExisting.offerIds).toEqual([]);
  });

  it('keeps add-to-existing apart from the new order, with its sales order', () => {
    writeCheckoutHandover({ ...handover, warehouseCode: 'YYZ', pxParticipantId: 'px-9', isPxns: true, salesOrder: 'SO-7' }, true);
    const state = checkoutStateFromStorage();
    expect(state.addToExisting).toMatchObject({ warehouseCode: 'YYZ', pxParticipantId: 'px-9', isPxns: true, salesOrder: 'SO-7' });
    expect(state.newOrder.warehouseCode).toBeNull();
  });

  it('keeps the selection when the same offers are read again, and drops it for another handover', () => {
    const selection = { ...emptySelection(), shippingAddressId: 'ship-mia' };
    let state = reduce(undefined, handoverRead({ part: 'newOrder', handover }));
    state = reduce(state, selectionChanged({ part: 'newOrder', selection }));
    state = reduce(state, handoverRead({ part: 'newOrder', handover: { ...handover } }));
    expect(state.newOrder.selection).toEqual(selection);
    state = reduce(state, handoverRead({ part: 'newOrder', handover: { ...handover, offerIds: ['o-3'] } }));
    expect(state.newOrder.selection).toBeNull();
    expect(state.newOrder.offerIds).toEqual(['o-3']);
  });

  it('records the on-hold order picked for add to existing', () => {
    const state = reduce(undefined, salesOrderChosen('SO-42'));
    expect(state.addToExisting.salesOrder).toBe('SO-42');
  });

  it('clears one part at step 7, local storage included, and everything when the session ends', () => {
    writeCheckoutHandover(handover, false);
    writeCheckoutHandover({ ...handover, salesOrder: 'SO-1' }, true);
    let state = reduce(undefined, { type: 'init' });
    const dispatched: unknown[] = [];
    clearCheckout((action) => dispatched.push(action), 'newOrder');
    expect(dispatched).toEqual([checkoutCleared('newOrder')]);
    state = reduce(state, checkoutCleared('newOrder'));
    expect(state.newOrder.offerIds).toEqual([]);
    expect(window.localStorage.getItem(HandoverKey.checkoutOfferIds)).toBeNull();
    expect(state.addToExisting.salesOrder).toBe('SO-1');
    state = reduce(state, sessionEnded({ reason: 'SIGNED_OUT' }));
    expect(state.addToExisting.offerIds).toEqual([]);
  });
});
