import { timelineDate, timelineRange } from './month';

test('a month is written as the page language writes it, a year and other text as they are', () => {
  expect(timelineDate('2019-03', 'en-GB')).toBe('Mar 2019');
  expect(timelineDate('2019-03', 'fr')).toBe('mars 2019');
  expect(timelineDate(2019, 'fr')).toBe('2019');
  expect(timelineDate(' Spring 2019 ', 'en-GB')).toBe('Spring 2019');
});

test('a range has one en dash, never at the start of a line, and no break inside a date', () => {
  expect(timelineRange('2019-03', '2023-08', 'Present', 'en-GB')).toBe(
    'Mar\u00a02019\u00a0– Aug\u00a02023',
  );
  expect(timelineRange(2020, undefined, 'Présent', 'fr')).toBe('2020\u00a0– Présent');
  expect(timelineRange('2017', 2020, 'Present', 'en-GB')).toBe('2017\u00a0– 2020');
});
