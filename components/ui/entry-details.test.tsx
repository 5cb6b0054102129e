import { render, screen } from '@testing-library/react';
import { english } from '@/lib/i18n/english';
import { EntryDetails } from './entry-details';

const coursesLine = (courses: string) => english('timeline.courses', { courses });

test('highlights are a list and courses one line, with the label of the page language', () => {
  render(
    <EntryDetails
      highlights={['Led the redesign', 'Hired two designers']}
      courses={['Typography', 'Ergonomics']}
      coursesLine={coursesLine}
      lang={{ courses: 'en' }}
    />,
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Led the redesign',
    'Hired two designers',
  ]);
  expect(screen.getByText('Courses: Typography, Ergonomics')).toHaveAttribute('lang', 'en');
});

test('an entry with neither shows nothing', () => {
  const { container } = render(<EntryDetails coursesLine={coursesLine} />);
  expect(container).toBeEmptyDOMElement();
});
