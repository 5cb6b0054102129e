import { render, screen, within } from '@testing-library/react';
import { ProjectResults, unbrokenFigure } from './project-results';

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
