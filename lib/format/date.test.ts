import {
  formatDate,
  formatDateTime,
  formatMonth,
  formatYear,
  isoDate,
  dayHasCome,
  longDate,
  utcMinute,
} from './date';

describe('formatDateTime', () => {
  it('formats en-GB day/month/year with 24-hour time in UTC by default', () => {
    expect(formatDateTime('2025-03-14T21:05:00Z', 'UTC')).toBe('14/03/2025, 21:05');
  });

  it('uses the configured time zone, so server and browser agree', () => {
    expect(formatDateTime('2025-03-14T21:05:00Z', 'Europe/Paris')).toBe('14/03/2025, 22:05');
    expect(formatDateTime('2025-12-31T23:30:00Z', 'Asia/Tokyo')).toBe('01/01/2026, 08:30');
  });

  it('reads NEXT_PUBLIC_TIME_ZONE when no zone is passed', () => {
    const before = process.env.NEXT_PUBLIC_TIME_ZONE;
    process.env.NEXT_PUBLIC_TIME_ZONE = 'America/New_York';
    expect(formatDateTime('2025-06-01T12:00:00Z')).toBe('01/06/2025, 08:00');
    process.env.NEXT_PUBLIC_TIME_ZONE = before;
  });

  it.each([undefined, null, '', 'not a date'])('says "Datetime unsupported." for %p', (value) => {
    expect(formatDateTime(value)).toBe('Datetime unsupported.');
  });

  it('gives the ISO form for <time dateTime>', () => {
    expect(isoDate('2025-03-14T09:30:00Z')).toBe('2025-03-14T09:30:00.000Z');
    expect(isoDate('')).toBeUndefined();
  });
});

test('a day comes at midnight where the owner works, not where the server is', () => {
  const evening = new Date('2027-02-28T23:30:00Z');
  expect(dayHasCome('2027-03-01', 'UTC', evening)).toBe(false);
  expect(dayHasCome('2027-03-01', 'Europe/Paris', evening)).toBe(true);
  expect(dayHasCome(undefined, 'UTC', evening)).toBe(false);
  expect(longDate('2027-03-01', 'fr')).toBe('1 mars 2027');
});

test('a stored time reads to the minute, in UTC', () => {
  expect(utcMinute('2026-11-22T09:30:59.000Z')).toBe('2026-11-22 09:30 UTC');
});

describe('formatDate', () => {
  it('shows a day or a month as written, with no time made up, wherever the owner is', () => {
    expect(formatDate('2025-11-02', 'Europe/Paris')).toBe('02/11/2025');
    expect(formatDate('2025-11-02', 'America/Los_Angeles')).toBe('02/11/2025');
    expect(formatDate('2025-11', 'Asia/Tokyo')).toBe('11/2025');
    expect(formatDate('2025-11-02', 'UTC', 'de')).toBe('02.11.2025');
  });

  it('shows a date written with its time with that time', () => {
    expect(formatDate('2024-03-05T14:07:00Z', 'UTC')).toBe('05/03/2024, 14:07');
  });

  it('gives a day or a month as written for <time dateTime>', () => {
    expect(isoDate('2025-11-02')).toBe('2025-11-02');
    expect(isoDate('2025-11')).toBe('2025-11');
  });
});

describe('formatMonth and formatYear', () => {
  test('a day, a month or an instant reads as its month and year, in the words of the page', () => {
    expect(formatMonth('2024-03-05', 'en-GB', 'UTC')).toBe('March 2024');
    expect(formatMonth('2024-03', 'en-GB', 'Asia/Tokyo')).toBe('March 2024');
    expect(formatMonth('2024-03-05T14:07:00Z', 'en-GB', 'UTC')).toBe('March 2024');
    expect(formatMonth('2024-03-05', 'fr', 'UTC')).toBe('mars 2024');
    expect(formatMonth('2024-03-05', 'de', 'UTC')).toBe('März 2024');
    expect(formatMonth('2024-03-05', 'es', 'UTC')).toBe('marzo de 2024');
    expect(formatYear('2024-03-05T14:07:00Z', 'en-GB', 'UTC')).toBe('2024');
  });

  test('a day written without a time is the same month everywhere; an instant, where the owner works', () => {
    expect(formatMonth('2024-03-01', 'en-GB', 'America/Los_Angeles')).toBe('March 2024');
    expect(formatMonth('2024-03-01T03:00:00Z', 'en-GB', 'America/Los_Angeles')).toBe(
      'February 2024',
    );
    expect(formatYear('2024-12-31T23:30:00Z', 'en-GB', 'Asia/Tokyo')).toBe('2025');
  });

  test('nothing, or no date, gives nothing to show', () => {
    expect(formatMonth(undefined)).toBeUndefined();
    expect(formatMonth('')).toBeUndefined();
    expect(formatYear('soon')).toBeUndefined();
  });
});
