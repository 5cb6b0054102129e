import { formatMonth, formatYear, isoDate, dayHasCome, longDate, utcMinute } from './date';

test('gives the ISO form for <time dateTime>', () => {
  expect(isoDate('2025-03-14T09:30:00Z')).toBe('2025-03-14T09:30:00.000Z');
  expect(isoDate('')).toBeUndefined();
  expect(isoDate('2025-11-02')).toBe('2025-11-02');
  expect(isoDate('2025-11')).toBe('2025-11');
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
