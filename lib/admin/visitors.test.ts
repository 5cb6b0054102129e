/** @jest-environment node */
import { everyDay, periodOf, rangeOf } from './visitors';

describe('periodOf', () => {
  test('takes each period the page offers, written as the query gives it', () => {
    expect(['7', '30', '90', '365'].map(periodOf)).toEqual([7, 30, 90, 365]);
  });

  test('falls back to 30 days for anything else', () => {
    for (const value of ['', '14', '7 ', '07', 'all', undefined, null, 7, 365, ['7'], {}]) {
      expect([value, periodOf(value)]).toEqual([value, 30]);
    }
  });
});

describe('rangeOf', () => {
  test('starts at the UTC midnight of the first day and ends now', () => {
    const now = new Date('2026-11-22T10:30:00Z');
    expect(rangeOf(7, now)).toEqual({ from: new Date('2026-11-16T00:00:00Z'), to: now });
    expect(rangeOf(30, now).from).toEqual(new Date('2026-10-24T00:00:00Z'));
    expect(rangeOf(90, now).from).toEqual(new Date('2026-08-25T00:00:00Z'));
    expect(rangeOf(365, now).from).toEqual(new Date('2025-11-23T00:00:00Z'));
  });

  test('counts days in UTC, across a year and at the edges of a day', () => {
    const justAfter = new Date('2027-01-02T00:00:00Z');
    expect(rangeOf(7, justAfter)).toEqual({
      from: new Date('2026-12-27T00:00:00Z'),
      to: justAfter,
    });
    const justBefore = new Date('2027-01-01T23:59:59.999Z');
    expect(rangeOf(7, justBefore).from).toEqual(new Date('2026-12-26T00:00:00Z'));
  });

  test('ends at the present moment when no time is given', () => {
    const before = Date.now();
    const { from, to } = rangeOf(7);
    expect(to.getTime()).toBeGreaterThanOrEqual(before);
    expect(to.getTime()).toBeLessThanOrEqual(Date.now());
    expect(from.toISOString()).toMatch(/T00:00:00\.000Z$/);
  });
});

describe('everyDay', () => {
  test('lists every day of the range in order, with no view as zero and none outside it', () => {
    const now = new Date('2026-11-22T10:30:00Z');
    expect(
      everyDay(rangeOf(7, now), [
        { day: '2026-11-22', views: 4 },
        { day: '2026-11-17', views: 2 },
        { day: '2026-11-16', views: 9 },
        { day: '2026-11-15', views: 5 },
      ]),
    ).toEqual([
      { day: '2026-11-16', views: 9 },
      { day: '2026-11-17', views: 2 },
      { day: '2026-11-18', views: 0 },
      { day: '2026-11-19', views: 0 },
      { day: '2026-11-20', views: 0 },
      { day: '2026-11-21', views: 0 },
      { day: '2026-11-22', views: 4 },
    ]);
  });

  test('gives one row per day of each period, ending today, even with no view at all', () => {
    const now = new Date('2026-03-01T00:00:01Z');
    for (const days of [7, 30, 90, 365] as const) {
      const rows = everyDay(rangeOf(days, now), []);
      expect(rows).toHaveLength(days);
      expect(rows.at(-1)).toEqual({ day: '2026-03-01', views: 0 });
      expect(rows.every((row) => row.views === 0)).toBe(true);
    }
    const days = everyDay(rangeOf(30, now), []).map((row) => row.day);
    expect(days.slice(0, 2)).toEqual(['2026-01-31', '2026-02-01']);
    expect(days.slice(-3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  test('shows today from just after its midnight', () => {
    const early = new Date('2026-11-22T00:00:00.001Z');
    const rows = everyDay(rangeOf(7, early), [{ day: '2026-11-22', views: 1 }]);
    expect(rows.at(-1)).toEqual({ day: '2026-11-22', views: 1 });
    expect(rows).toHaveLength(7);
  });
});
