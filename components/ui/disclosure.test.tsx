import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Disclosure } from './disclosure';

describe('Disclosure', () => {
  it('is collapsed by default and toggles between "Show more" and "Show less"', async () => {
    render(
      <Disclosure labels={{ more: 'Show more', less: 'Show less' }}>
        <p>The long bio.</p>
      </Disclosure>,
    );
    expect(screen.queryByText('The long bio.')).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(screen.getByText('The long bio.')).toBeVisible();
    expect(toggle).toHaveTextContent('Show less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(toggle);
    expect(screen.queryByText('The long bio.')).not.toBeVisible();
  });
});
