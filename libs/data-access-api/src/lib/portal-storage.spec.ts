import { clearPortalCache, readStoredJson, writeStoredJson } from './portal-storage';

beforeEach(() => localStorage.clear());

describe('portal storage', () => {
  it('clears only portal keys', () => {
    localStorage.setItem('bp.userInfo', '{}');
    localStorage.setItem('other', 'x');

    clearPortalCache();

    expect(localStorage.getItem('bp.userInfo')).toBeNull();
    expect(localStorage.getItem('other')).toBe('x');
  });

  it('round-trips JSON and treats corrupt or foreign entries as absent', () => {
    const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every((entry) => typeof entry === 'number');
    writeStoredJson('bp.list', [1, 2]);
    localStorage.setItem('bp.corrupt', '{not json');
    localStorage.setItem('bp.foreign', '"text"');

    expect(readStoredJson('bp.list', isNumberList)).toEqual([1, 2]);
    expect(readStoredJson('bp.corrupt', isNumberList)).toBeUndefined();
    expect(readStoredJson('bp.foreign', isNumberList)).toBeUndefined();
  });
});
