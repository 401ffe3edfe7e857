import { NO_DATE, formatDate, formatPlainDate, type PlainDateFormatName } from '../index';

const formats: PlainDateFormatName[] = ['LONG_DATE', 'SHORT_DATE', 'SHORT_DATE_TIME'];
const zones = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'Asia/Tokyo', 'Australia/Adelaide'];

describe('formatPlainDate: the zone-less spec formats without moment', () => {
  it('writes what formatDate writes for instants across zones, midnight, noon and summer-time changes', () => {
    const instants = [
      '2026-11-24T23:28:15.000Z',
      '2026-01-01T00:00:00Z',
      '2026-06-30T12:00:00Z',
      '2026-03-08T06:59:59Z', // New York's spring-forward hour
      '2026-03-08T07:00:00Z',
      '2026-11-01T05:30:00Z', // New York's repeated hour
      '2026-11-01T06:30:00Z',
      '2026-10-25T00:59:00+00:00',
      '2026-10-25T01:00:00+01:00',
      '2027-02-28T18:45:00-05:00',
    ];
    for (const value of instants)
      for (const timeZone of zones)
        for (const format of formats)
          expect([value, timeZone, format, formatPlainDate(value, format, timeZone)]).toEqual([value, timeZone, format, formatDate(value, format, timeZone)]);
  });

  it('writes what formatDate writes for Date objects and epoch milliseconds', () => {
    // Every 7 hours and 13 minutes through a year: each hour of the day and month, both summer-time changes.
    for (let instant = Date.parse('2026-01-01T00:00:00Z'); instant < Date.parse('2027-01-01T00:00:00Z'); instant += (7 * 60 + 13) * 60_000)
      for (const timeZone of ['America/New_York', 'Asia/Kolkata'])
        for (const format of formats) {
          expect(formatPlainDate(instant, format, timeZone)).toBe(formatDate(instant, format, timeZone));
          expect(formatPlainDate(new Date(instant), format, timeZone)).toBe(formatDate(new Date(instant), format, timeZone));
        }
  });

  it('shows a date or date-time without an offset as written, in any zone, as moment.tz does', () => {
    for (const value of ['2026-11-24', '2026-11-24T00:15', '2026-11-24T12:00:00', '2026-11-24 23:59:59.123'])
      for (const timeZone of zones) for (const format of formats) expect(formatPlainDate(value, format, timeZone)).toBe(formatDate(value, format, timeZone));
    expect(formatPlainDate('2026-11-24', 'LONG_DATE', 'America/New_York')).toBe('Nov 24, 2026');
  });

  it("shows '--' for a missing or unreadable date", () => {
    for (const value of [undefined, null, '', 'yesterday', 'Nov 24, 2026', '2026-13-01', Number.NaN, new Date(Number.NaN)]) {
      expect(formatPlainDate(value, 'SHORT_DATE', 'UTC')).toBe(NO_DATE);
      expect(formatDate(value, 'SHORT_DATE', 'UTC')).toBe(NO_DATE);
    }
  });

  it("uses the buyer's own zone when none is given", () => {
    expect(formatPlainDate('2026-11-24T23:28:15.000Z', 'SHORT_DATE_TIME')).toBe(formatDate('2026-11-24T23:28:15.000Z', 'SHORT_DATE_TIME'));
  });
});
