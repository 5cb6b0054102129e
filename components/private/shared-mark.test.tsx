import { render, screen } from '@testing-library/react';
import { SharedMark } from './shared-mark';

it('names the client beside a padlock drawn as a picture, not an empty box', () => {
  const { container } = render(<SharedMark text="Shared privately with Acme GmbH" />);
  expect(screen.getByRole('note')).toHaveTextContent(/^Shared privately with Acme GmbH$/);
  const lock = container.querySelector('svg');
  expect(lock).toHaveAttribute('aria-hidden', 'true');
  // A shackle over a body: a padlock.
  expect(lock!.querySelector('path')).toHaveAttribute(
    'd',
    expect.stringMatching(/^M7 10\.5V8a5 5/),
  );
  expect(lock!.querySelector('rect')).toBeInTheDocument();
});
