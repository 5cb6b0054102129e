import { timelineDate } from './month';

test('a month is written as the page language writes it, a year and other text as they are', () => {
  expect(timelineDate('2019-03', 'en-GB')).toBe('Mar 2019');
  expect(timelineDate('2019-03', 'fr')).toBe('mars 2019');
  expect(timelineDate(2019, 'fr')).toBe('2019');
  expect(timelineDate(' Spring 2019 ', 'en-GB')).toBe('Spring 2019');
});
