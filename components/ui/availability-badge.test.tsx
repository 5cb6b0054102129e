import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { english } from '@/lib/i18n/english';
import { availabilityLabels } from '@/lib/i18n/labels';
import { AvailabilityBadge } from './availability-badge';

const booked = { status: 'booked', until: '2027-03-01' } as const;
const badge = (passedAtBuild = false) => (
  <AvailabilityBadge
    {...booked}
    passedAtBuild={passedAtBuild}
    labels={availabilityLabels(english, booked, 'en-GB')}
    note={{ text: 'Taking bookings for spring.' }}
  />
);

afterEach(() => jest.useRealTimers());

test('before the day: the status with its long date, and the note', () => {
  jest.useFakeTimers({ now: new Date('2027-02-28T12:00:00Z') });
  render(badge());
  expect(screen.getByText('Booked until 1 March 2027')).toBeInTheDocument();
  expect(screen.getByText('Taking bookings for spring.')).toBeInTheDocument();
});

test('from the day on, a page built before it says "available", without the note', () => {
  jest.useFakeTimers({ now: new Date('2027-03-01T09:00:00Z') });
  render(badge());
  expect(screen.getByText('Available for new projects')).toBeInTheDocument();
  expect(screen.queryByText(/Booked until/)).not.toBeInTheDocument();
  expect(screen.queryByText('Taking bookings for spring.')).not.toBeInTheDocument();
});

test('the server draws what it knew at build time, so hydration starts from the same text', () => {
  jest.useFakeTimers({ now: new Date('2027-03-05T09:00:00Z') });
  expect(renderToString(badge(false))).toContain('Booked until 1 March 2027');
  expect(renderToString(badge(true))).toContain('Available for new projects');
});

test('every status has its labels, with or without a date, in the page’s language', () => {
  const labels = (status: 'available' | 'limited' | 'booked', until?: string, locale = 'en-GB') =>
    availabilityLabels(english, { status, until }, locale).current;
  expect(labels('available', '2027-01-10')).toBe('Available for new projects');
  expect(labels('limited')).toBe('Limited availability');
  expect(labels('limited', '2027-01-10')).toBe('Limited availability until 10 January 2027');
  expect(labels('booked')).toBe('Fully booked');
  expect(labels('booked', '2027-03-01', 'fr')).toBe('Booked until 1 mars 2027');
});
