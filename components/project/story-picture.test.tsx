import { render, screen, within } from '@testing-library/react';
import { translator, viewerLabels } from '@/lib/i18n/labels';
import en from '@/lib/i18n/catalogues/en.json';
import { StoryPicture } from './story-picture';

const picture = { src: '/images/flow.png', fit: 'cover' as const, widthShare: 1 };

test('a captioned picture is a figure named by its caption, read once', () => {
  render(
    <StoryPicture
      id="p1"
      picture={picture}
      shape={1.6}
      caption="Scan, ride, dock."
      alt="Mareo, image 1"
    />,
  );
  const figure = screen.getByRole('figure', { name: 'Scan, ride, dock.' });
  // The caption says what it shows: the picture itself adds nothing for a screen reader.
  expect(figure.querySelector('img')).toHaveAttribute('alt', '');
  expect(screen.queryByRole('img', { name: 'Mareo, image 1' })).toBeNull();
});

test('without a caption, the picture has its text alternative and no empty caption', () => {
  const { container } = render(
    <StoryPicture id="p1" picture={picture} shape={0.5} alt="Mareo, image 2" />,
  );
  expect(screen.getByRole('img', { name: 'Mareo, image 2' })).toBeInTheDocument();
  expect(container.querySelector('figcaption')).toBeNull();
  // Its box has the picture's shape before the picture arrives: nothing moves as it loads.
  expect(container.querySelector('figure')).toHaveStyle({ '--picture-ratio': '0.5' });
});

test('a picture that opens full screen is a button named for what it shows, inside its figure', () => {
  const viewer = viewerLabels(translator('en', en), 'Mareo');
  render(
    <StoryPicture
      id="p1"
      picture={picture}
      shape={1.6}
      caption="Scan, ride, dock."
      alt="Mareo, image 1"
      open={{ label: 'Open full screen: Scan, ride, dock.', name: 'Mareo', viewer }}
    />,
  );
  const figure = screen.getByRole('figure', { name: 'Scan, ride, dock.' });
  const button = within(figure).getByRole('button', {
    name: 'Open full screen: Scan, ride, dock.',
  });
  expect(button).toContainElement(figure.querySelector('img'));
  // Kept when the page is printed, as the gallery's pictures are.
  expect(button).toHaveAttribute('data-print', 'keep');
});
