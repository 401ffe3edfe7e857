import { formatCount, isWebLink, unitFiltersOf, unitsQueryOf } from './order-unit-rules';

describe('unitFiltersOf', () => {
  it('reads the search, grade, condition and page of the URL', () => {
    const filters = unitFiltersOf(new URLSearchParams('unitSearch=%203809%20&unitGrade=B&unitCondition=BLACKLISTED&unitPage=3'));

    expect(filters).toEqual({ search: '3809', grade: 'B', condition: 'BLACKLISTED', page: 3 });
    expect(unitsQueryOf('100001', filters)).toEqual({
      phonexOrderNumber: '100001',
      search: '3809',
      grade: 'B',
      condition: 'BLACKLISTED',
      offset: 100,
      limit: 50,
    });
  });

  it('drops what the units call would refuse: an unknown condition, an over-long grade, a page that is no page', () => {
    const filters = unitFiltersOf(new URLSearchParams(`unitGrade=${'A'.repeat(21)}&unitCondition=STOLEN&unitPage=-2`));

    expect(filters).toEqual({ search: '', grade: undefined, condition: undefined, page: 1 });
    expect(unitsQueryOf('100001', filters)).toEqual({ phonexOrderNumber: '100001', offset: 0, limit: 50 });
  });
});

describe('isWebLink', () => {
  it.each([
    ['https://www.ups.com/track?tracknum=1Z9', true],
    ['http://carrier.test/t/1', true],
    ['javascript:alert(1)', false],
    ['', false],
    [null, false],
  ])('%s: %s', (url, expected) => {
    expect(isWebLink(url)).toBe(expected);
  });
});

describe('formatCount', () => {
  it("groups thousands in the portal's language, en-US for a tag Intl cannot read", () => {
    expect(formatCount(1000, 'en')).toBe('1,000');
    expect(formatCount(1000, 'not a tag!')).toBe('1,000');
  });
});
