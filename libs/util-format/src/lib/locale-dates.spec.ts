/**
 * @jest-environment jsdom
 */
import { formatDate, formatDateTimeWithZone } from './dates';
import { formatPlainDate } from './plain-dates';

describe("dates in the buyer's locale", () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it("keeps the specs' English formats for English", () => {
    document.documentElement.lang = 'en-GB';
    expect(formatPlainDate('2026-11-24T23:28:00', 'LONG_DATE', 'UTC')).toBe('Nov 24, 2026');
    expect(formatPlainDate('2026-11-24T23:28:00', 'SHORT_DATE_TIME', 'UTC')).toBe('11/24/2026 11:28 PM');
  });

  it("writes Spanish dates as Spanish writes them, in the buyer's zone, when the page is in Spanish", () => {
    document.documentElement.lang = 'es';
    expect(formatPlainDate('2026-11-24T23:28:00', 'LONG_DATE', 'UTC')).toBe('24 nov 2026');
    expect(formatPlainDate('2026-11-24T23:28:00', 'SHORT_DATE', 'UTC')).toBe('24/11/2026');
    expect(formatPlainDate('2026-11-24T23:28:00', 'SHORT_DATE_TIME', 'UTC')).toBe('24/11/2026, 23:28');
    expect(formatDate('2026-11-25T04:28:00Z', 'LONG_DATE', 'America/New_York')).toBe('24 nov 2026');
    expect(formatDateTimeWithZone('2026-11-25T04:28:00Z', 'America/New_York')).toMatch(/^24 nov 2026, 23:28 \S+/);
  });
});
