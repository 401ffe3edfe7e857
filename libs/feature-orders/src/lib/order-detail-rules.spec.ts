import { incompleteOrderMessage, orderButtonsOf, singleButtonFlowOf } from './order-detail-rules';
import { someOrderSettings } from './orders-fixtures';
import { ORDERS_TEXTS } from './orders-texts';

const tenantSingle = { fulfillmentSettings: { ...someOrderSettings().fulfillmentSettings, singleButtonOrderFlow: true } };
const gmt = [{ pxnsParticipantId: 'GMT-001', salesOrderUpdateMethod: 'MANUAL_SYNC' as const, singleButtonOrderFlow: false }];

describe('singleButtonFlowOf (spec 03 §4)', () => {
  it("takes a network order's partner flow, else the tenant's", () => {
    expect(singleButtonFlowOf({ pxnsParticipantId: 'GMT-001' }, tenantSingle, gmt)).toBe(false);
    expect(singleButtonFlowOf({ pxnsParticipantId: 'PDX-002' }, tenantSingle, gmt)).toBe(true);
    expect(singleButtonFlowOf({ pxnsParticipantId: null }, tenantSingle, gmt)).toBe(true);
    expect(singleButtonFlowOf({ pxnsParticipantId: null }, undefined, undefined)).toBe(false);
  });
});

describe('orderButtonsOf', () => {
  const of = (singleButton: boolean, awaitingQuote: boolean, canPayAndShipNow: boolean) =>
    orderButtonsOf({ singleButton, awaitingQuote, canPayAndShipNow }, ORDERS_TEXTS);

  it('two buttons, or hold alone when pay and ship is not allowed', () => {
    expect(of(false, false, true)).toEqual({ hold: 'Hold Order For Later', release: 'Pay And Ship Now' });
    expect(of(false, false, false)).toEqual({ hold: 'Hold Order For Later', release: null });
  });

  it('one Place Order in the single-button flow: a release when allowed, else the hold', () => {
    expect(of(true, false, true)).toEqual({ hold: null, release: 'Place Order' });
    expect(of(true, false, false)).toEqual({ hold: 'Place Order', release: null });
  });

  it("one 'Hold Order Until Shipping Quote' with REQUEST_A_QUOTE, in either flow", () => {
    expect(of(true, true, true)).toEqual({ hold: 'Hold Order Until Shipping Quote', release: null });
    expect(of(false, true, true)).toEqual({ hold: 'Hold Order Until Shipping Quote', release: null });
  });
});

describe('incompleteOrderMessage (spec 03 §8)', () => {
  it("keeps a message containing 'incomplete', nothing else", () => {
    expect(incompleteOrderMessage({ message: 'Order 7 is incomplete' })).toBe('Order 7 is incomplete');
    expect(incompleteOrderMessage({ message: 'No order found of this id: 7' })).toBeNull();
    expect(incompleteOrderMessage(undefined)).toBeNull();
  });
});
