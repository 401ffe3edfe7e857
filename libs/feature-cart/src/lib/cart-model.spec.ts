import { cartSlice, selectionChanged, selectionPruned } from './cart-slice';
import {
  badgeCount,
  formatRemaining,
  groupByWarehouse,
  parseTabIndex,
  remainingUntil,
  selectionTotals,
  tabCounts,
  visibleTabs,
  warehouseAnchorId,
} from './cart-model';
import { anEntry, labelsOf, PARTNER_ID } from './cart-test-harness';

describe('cart model', () => {
  it('reads the tab query: 0, 1 or 2; missing is 0; anything else asks for a reset', () => {
    expect(parseTabIndex(null)).toBe(0);
    expect(parseTabIndex('2')).toBe(2);
    expect(parseTabIndex('3')).toBeUndefined();
    expect(parseTabIndex('1.0')).toBeUndefined();
    expect(parseTabIndex('x')).toBeUndefined();
  });

  it('caps badges at 999999', () => {
    expect(badgeCount(5)).toBe(5);
    expect(badgeCount(1_000_000)).toBe(999999);
  });

  it('disables empty tabs except the first and hides empty offer tabs when no warehouse accepts offers', () => {
    const counts = tabCounts([anEntry('B1')]);
    expect(visibleTabs(counts, true).map((tab) => [tab.index, tab.disabled])).toEqual([
      [0, false],
      [1, true],
      [2, true],
    ]);
    expect(visibleTabs(counts, false).map((tab) => tab.index)).toEqual([0]);
    expect(visibleTabs(tabCounts([anEntry('B1', {}, { offerState: 'AWAITING_TENANT_REVIEW' })]), false).map((tab) => tab.index)).toEqual([0, 2]);
  });

  it('groups per warehouse in the tenant order with anchors without spaces', () => {
    const groups = groupByWarehouse(
      [anEntry('1', { warehouse: 'LAX' }), anEntry('2'), anEntry('3', { warehouse: 'ZZZ' }), anEntry('4', { warehouse: 'LAX' })],
      labelsOf({ MIA: 'Miami', LAX: 'Los Angeles' }),
      ['MIA', 'LAX'],
    );
    expect(groups.map((group) => [group.label, group.anchorId, group.entries.length])).toEqual([
      ['Miami', 'warehouse-Miami', 1],
      ['Los Angeles', 'warehouse-LosAngeles', 2],
      ['ZZZ', 'warehouse-ZZZ', 1],
    ]);
    expect(warehouseAnchorId('New  York City')).toBe('warehouse-NewYorkCity');
  });

  it("names a partner seller's warehouse by that seller's labels, after the tenant's own warehouses", () => {
    const partnerEntry = anEntry('P1', { warehouse: 'GMT-LON' }, { pxnsParticipantId: PARTNER_ID });
    const groups = groupByWarehouse([partnerEntry, anEntry('2')], labelsOf({ MIA: 'Miami' }), ['MIA']);
    expect(groups.map((group) => [group.warehouse, group.label, group.anchorId])).toEqual([
      ['MIA', 'Miami', 'warehouse-Miami'],
      ['GMT-LON', 'London (GMT)', 'warehouse-London(GMT)'],
    ]);
  });

  it('totals in integer cents with the formula of the tab', () => {
    const entries = [
      anEntry('1', {}, { offerQuantity: 3, offerPrice: 0.1, checkOutQuantity: 4, checkOutPrice: 0.2 }),
      anEntry('2', {}, { offerQuantity: 3, offerPrice: 0.2 }),
    ];
    const selected = { '1': true, '2': true } as const;
    expect(selectionTotals(entries, selected, 'AWAITING_BUYER_REVIEW', 2)).toEqual({ count: 2, quantity: 6, subtotalMinor: 90n });
    expect(selectionTotals(entries, { '1': true }, 'READY_TO_CHECKOUT', 2)).toEqual({ count: 1, quantity: 4, subtotalMinor: 80n });
  });

  it('counts down days, hours and minutes', () => {
    const now = Date.parse('2026-11-21T00:00:00Z');
    const remaining = remainingUntil('2026-11-23T03:05:59Z', now);
    expect(remaining && formatRemaining(remaining)).toBe('2 days, 3 hours, 5 minutes');
    expect(remainingUntil('2026-11-20T00:00:00Z', now)).toMatchObject({ expired: true, days: 0, minutes: 0 });
    expect(remainingUntil(null, now)).toBeUndefined();
  });
});

describe('cart selection slice', () => {
  it('selects, unselects and prunes ids that left the cart', () => {
    let state = cartSlice.reducer(undefined, selectionChanged({ offerIds: ['a', 'b', 'c'], selected: true }));
    state = cartSlice.reducer(state, selectionChanged({ offerIds: ['b'], selected: false }));
    expect(state.selectedIds).toEqual({ a: true, c: true });
    state = cartSlice.reducer(state, selectionPruned(['c', 'd']));
    expect(state.selectedIds).toEqual({ c: true });
  });
});
