import { act, fireEvent, render, screen } from '@testing-library/react';
import { HeaderBar } from './header-bar';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

describe('HeaderBar', () => {
  it('is transparent at the top and turns dark once the page scrolls at all', () => {
    scrollTo(0);
    render(<HeaderBar>logo</HeaderBar>);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(1);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('starts dark when the page loads already scrolled', () => {
    scrollTo(400);
    render(<HeaderBar>logo</HeaderBar>);
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });
});
