import { render, screen, within } from '@testing-library/react';
import { figureWidth, ProjectResults, unbrokenFigure } from './project-results';

test('each result is a figure over its label, in a list named by its heading', () => {
  render(
    <ProjectResults
      title="Results"
      lang="en"
      results={[
        { value: '61 %', label: 'of appointments booked online, up from 9 %' },
        { value: '6 300', label: 'newsletter readers' },
        { value: 'AA', label: 'contrast on every page' },
      ]}
    />,
  );
  const region = screen.getByRole('region', { name: 'Results' });
  const items = within(region).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    '61\u00a0% of appointments booked online, up from 9\u00a0%',
    '6\u00a0300 newsletter readers',
    'AA contrast on every page',
  ]);
  // Untranslated figures are read in the language they are written in.
  expect(within(region).getByRole('list')).toHaveAttribute('lang', 'en');
});

test('a number never ends a line before its unit; other spaces still break', () => {
  expect(unbrokenFigure('+52 % in 2 years, 4.7 ★')).toBe('+52\u00a0% in 2\u00a0years, 4.7\u00a0★');
  expect(unbrokenFigure('AA contrast')).toBe('AA contrast');
});

test('a long figure takes a whole row on a phone and never breaks; short ones share rows', () => {
  const { rerender } = render(
    <ProjectResults
      title="Results"
      results={[
        { value: '48 s → 11 s', label: 'to unlock a bike' },
        { value: '+52 %', label: 'day passes' },
      ]}
    />,
  );
  const list = screen.getByRole('list');
  expect(list).toHaveAttribute('data-long', 'true');
  // Its length sets the size it shrinks to in a narrow card, rather than wrapping.
  expect(screen.getByText('48 s → 11 s')).toHaveStyle({ '--figure-width': '5.92' });
  rerender(<ProjectResults title="Results" results={[{ value: '+52 %', label: 'day passes' }]} />);
  expect(screen.getByRole('list')).not.toHaveAttribute('data-long');
});

test("a figure's width is estimated from its characters, never less than a digit's each", () => {
  expect(figureWidth('48 s → 11 s')).toBe(5.92);
  expect(figureWidth('+52 %')).toBe(3.16);
  expect(figureWidth('WCAG AA')).toBeGreaterThan(6);
});
