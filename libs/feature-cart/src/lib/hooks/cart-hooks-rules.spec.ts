import { groupByWarehouse } from '../cart-model';
import { anEntry, labelsOf } from '../cart-test-harness';
import { byParticipant, isNotReadyProspect } from './use-cart-actions';
import { batchRows } from './use-cart-view';

describe('cart page rules behind the hooks', () => {
  it('fills a batch group by group: a group past the budget renders nothing, the one at its edge only its first rows', () => {
    const entries = [
      anEntry('M1'),
      anEntry('M2'),
      anEntry('M3'),
      anEntry('L1', { warehouse: 'LAX' }),
      anEntry('L2', { warehouse: 'LAX' }),
      anEntry('D1', { warehouse: 'DAL' }),
    ];
    const groups = groupByWarehouse(entries, labelsOf({ MIA: 'Miami', LAX: 'Los Angeles', DAL: 'Dallas' }), ['MIA', 'LAX', 'DAL']);

    const shown = batchRows(groups, 4);

    expect(shown.map((part) => [part.group.warehouse, part.rows.map((row) => row.stocklistOffer.offerId)])).toEqual([
      ['MIA', ['M1', 'M2', 'M3']],
      ['LAX', ['L1']],
    ]);
  });

  it("sends bulk calls once per partner seller, own stock's entries together", () => {
    const calls = byParticipant([anEntry('A'), anEntry('B', {}, { pxnsParticipantId: 'p-1' }), anEntry('C'), anEntry('D', {}, { pxnsParticipantId: 'p-1' })]);

    expect([...calls.entries()]).toEqual([
      [undefined, ['A', 'C']],
      ['p-1', ['B', 'D']],
    ]);
  });

  it('holds a prospect back from checkout until onboarding verified it (spec 01 §6); a customer never', () => {
    expect(isNotReadyProspect('prospect-1', 'SUBMITTED')).toBe(true);
    expect(isNotReadyProspect('prospect-1', 'VERIFIED_PROSPECT')).toBe(false);
    expect(isNotReadyProspect(null, undefined)).toBe(false);
  });
});
