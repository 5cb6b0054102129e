import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { IntentLink } from './intent-link';

// next/link stands in as a plain anchor that shows the prefetch setting it was given.
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch, href, ...rest }: ComponentProps<'a'> & { prefetch?: boolean | null }) => (
    <a href={String(href)} data-prefetch={String(prefetch)} {...rest} />
  ),
}));

test('does not prefetch while it merely sits on the page', () => {
  render(<IntentLink href="/portfolio/kestrel-analytics">Kestrel Analytics</IntentLink>);
  const link = screen.getByRole('link', { name: 'Kestrel Analytics' });
  expect(link).toHaveAttribute('href', '/portfolio/kestrel-analytics');
  expect(link).toHaveAttribute('data-prefetch', 'false');
});

test('prefetches once a pointer reaches it, and still runs the caller’s handler', () => {
  const onPointerEnter = jest.fn();
  render(
    <IntentLink href="/category/branding" onPointerEnter={onPointerEnter}>
      Branding
    </IntentLink>,
  );
  const link = screen.getByRole('link', { name: 'Branding' });
  fireEvent.pointerEnter(link);
  expect(link).toHaveAttribute('data-prefetch', 'null');
  expect(onPointerEnter).toHaveBeenCalledTimes(1);
});

test('prefetches when keyboard focus reaches it', () => {
  render(<IntentLink href="/">Home</IntentLink>);
  const link = screen.getByRole('link', { name: 'Home' });
  fireEvent.focus(link);
  expect(link).toHaveAttribute('data-prefetch', 'null');
});
