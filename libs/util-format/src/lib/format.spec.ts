import { NO_DATE, displayQuantity, formatDate, formatDateTimeWithZone } from '../index';

const lastUpdate = '2026-11-24T23:28:15.000Z';

describe('formatDate: the spec formats (01 §9, 03 constants)', () => {
  it("writes 'MMM dd, yyyy, hh:mm am/pm' with the zone abbreviation, in the buyer's zone", () => {
    expect(formatDateTimeWithZone(lastUpdate, 'America/New_York')).toBe('Nov 24, 2026, 06:28 PM EST');
    expect(formatDateTimeWithZone(lastUpdate, 'UTC')).toBe('Nov 24, 2026, 11:28 PM UTC');
    // Summer time has its own abbreviation.
    expect(formatDateTimeWithZone('2026-07-04T09:05:00Z', 'America/Los_Angeles')).toBe('Jul 04, 2026, 02:05 AM PDT');
  });

  it('writes MMM dd, yyyy, MM/dd/yyyy and MM/dd/yyyy hh:mm a', () => {
    expect(formatDate(lastUpdate, 'LONG_DATE', 'UTC')).toBe('Nov 24, 2026');
    expect(formatDate(lastUpdate, 'SHORT_DATE', 'UTC')).toBe('11/24/2026');
    expect(formatDate(lastUpdate, 'SHORT_DATE_TIME', 'UTC')).toBe('11/24/2026 11:28 PM');
    // The day follows the zone: 23:28 UTC is already the next day in Tokyo.
    expect(formatDate(lastUpdate, 'SHORT_DATE', 'Asia/Tokyo')).toBe('11/25/2026');
  });

  it('takes Date objects and epoch milliseconds as well as ISO strings', () => {
    const instant = Date.parse(lastUpdate);
    expect(formatDate(new Date(instant), 'SHORT_DATE_TIME', 'UTC')).toBe('11/24/2026 11:28 PM');
    expect(formatDate(instant, 'SHORT_DATE_TIME', 'UTC')).toBe('11/24/2026 11:28 PM');
  });

  it("shows '--' for a missing or unreadable date instead of 'Invalid date'", () => {
    expect(formatDate(undefined, 'SHORT_DATE')).toBe(NO_DATE);
    expect(formatDate(null, 'SHORT_DATE')).toBe(NO_DATE);
    expect(formatDate('', 'SHORT_DATE')).toBe(NO_DATE);
    expect(formatDate('yesterday', 'SHORT_DATE')).toBe(NO_DATE);
    expect(formatDate(Number.NaN, 'SHORT_DATE')).toBe(NO_DATE);
  });

  it("uses the buyer's own zone when none is given", () => {
    expect(formatDateTimeWithZone(lastUpdate)).toMatch(/^Nov 2[45], 2026, \d{2}:\d{2} (AM|PM) \S+$/);
  });
});

describe("displayQuantity: 'N+' above maxItemQuantityToBeDisplayed", () => {
  it('masks quantities above the maximum and shows the rest as they are', () => {
    expect(displayQuantity(100, 100)).toBe('100');
    expect(displayQuantity(101, 100)).toBe('100+');
    expect(displayQuantity(0, 100)).toBe('0');
  });

  it('shows every quantity when the tenant sets no positive maximum', () => {
    expect(displayQuantity(5000, undefined)).toBe('5000');
    expect(displayQuantity(5000, null)).toBe('5000');
    expect(displayQuantity(5000, 0)).toBe('5000');
  });
});
