import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { english } from '@/lib/i18n/english';
import { bookingEmbedLabels } from '@/lib/i18n/labels';
import { BookingEmbed } from './booking-embed';

const url = 'https://cal.com/ines-moreau/30min';

test('shows no calendar of the scheduler until the visitor presses "Load calendar"', async () => {
  render(<BookingEmbed url={url} labels={bookingEmbedLabels(english, url)} />);
  expect(document.querySelector('iframe')).toBeNull();
  expect(
    screen.getByText(
      'The calendar comes from cal.com. Nothing is loaded from there until you press the button.',
    ),
  ).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Load calendar' }));
  const frame = screen.getByTitle('Scheduling calendar from cal.com');
  expect(frame).toHaveAttribute('src', url);
  expect(screen.queryByRole('button', { name: 'Load calendar' })).not.toBeInTheDocument();
});

test('frames the scheduler in a sandbox with only what a scheduler needs, sending no more than the origin', async () => {
  render(<BookingEmbed url={url} labels={bookingEmbedLabels(english, url)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Load calendar' }));
  const frame = screen.getByTitle('Scheduling calendar from cal.com');
  expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
    'allow-forms',
    'allow-popups',
    'allow-popups-to-escape-sandbox',
    'allow-same-origin',
    'allow-scripts',
    'allow-top-navigation-by-user-activation',
  ]);
  expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
});
