import { claimProblems, claimRequestOf, isEvidenceFile, parseImeis, returnWindowOf, returnsFiltersOf, returnsQueryOf } from './return-rules';
import { anOrderReturns } from './returns-fixtures';

const NOW = Date.parse('2026-11-29T12:00:00.000Z');

describe('return rules', () => {
  it('takes photos, short videos and PDFs as evidence, by their names as the API checks them', () => {
    expect(['screen.JPG', 'dead.png', 'boot.mp4', 'IMG_0001.MOV', 'report.pdf'].map((name) => isEvidenceFile({ name }))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['notes.txt', 'list.xlsx', 'mp4', 'video.avi'].map((name) => isEvidenceFile({ name }))).toEqual([false, false, false, false]);
  });

  it('reads pasted IMEIs one per line or separated by commas and spaces, each once', () => {
    expect(parseImeis(' 353918050000019,353918050000027\n\n490154203237518  353918050000019;1 ')).toEqual([
      '353918050000019',
      '353918050000027',
      '490154203237518',
      '1',
    ]);
  });

  it('counts the days left of the window, the last one included, and knows a closed or unreturnable order', () => {
    expect(returnWindowOf(anOrderReturns({ returnsUntil: '2026-12-01T11:00:00.000Z' }), NOW)).toEqual({
      kind: 'open',
      until: '2026-12-01T11:00:00.000Z',
      daysLeft: 2,
    });
    expect(returnWindowOf(anOrderReturns({ returnsUntil: '2026-11-29T13:00:00.000Z' }), NOW)).toMatchObject({ daysLeft: 1 });
    expect(returnWindowOf(anOrderReturns({ returnsUntil: '2026-11-29T11:00:00.000Z' }), NOW)).toEqual({ kind: 'closed', until: '2026-11-29T11:00:00.000Z' });
    expect(returnWindowOf(anOrderReturns({ returnable: false }), NOW)).toEqual({ kind: 'notReturnable' });
    expect(returnWindowOf(anOrderReturns({ returnsUntil: null }), NOW)).toEqual({ kind: 'notReturnable' });
  });

  it('takes the list filters from the URL, dropping what the call would refuse', () => {
    expect(returnsFiltersOf(new URLSearchParams('search=%20R-1%20&status=APPROVED&page=3'))).toEqual({ search: 'R-1', status: 'APPROVED', page: 3 });
    expect(returnsFiltersOf(new URLSearchParams('status=LOST&page=-2'))).toEqual({ search: '', status: undefined, page: 1 });
    expect(returnsQueryOf({ search: '', status: undefined, page: 2 })).toEqual({ offset: 20, limit: 20 });
  });

  it('needs a unit and a reason for each before a claim goes, and leaves out an empty note and no evidence', () => {
    const unit = { unitId: 'u', imei: '353918050000019', itemDescription: 'x', grade: null, reason: '' as const };
    expect(claimProblems([])).toEqual(['Choose at least one unit to return.']);
    expect(claimProblems([unit])).toEqual(['Choose a reason for each unit.']);
    expect(claimProblems([{ ...unit, reason: 'OTHER' }])).toEqual([]);
    expect(claimRequestOf('1', [{ ...unit, reason: 'OTHER' }], '  ', [])).toEqual({
      phonexOrderNumber: '1',
      units: [{ imei: '353918050000019', reason: 'OTHER' }],
    });
  });
});
