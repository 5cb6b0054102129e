import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Copyright } from './copyright';

describe('Copyright', () => {
  afterEach(() => jest.useRealTimers());

  it("shows the year of the visit, not the build's", () => {
    jest.useFakeTimers({ now: new Date('2031-02-03T10:00:00Z') });
    render(<Copyright built={2026} owner="Ines Moreau" />);
    expect(screen.getByText('© 2031 Ines Moreau')).toBeInTheDocument();
  });

  it("prerenders the build's year as one line of text", () => {
    jest.useFakeTimers({ now: new Date('2031-02-03T10:00:00Z') });
    expect(renderToString(<Copyright built={2026} owner="Ines Moreau" />)).toBe(
      '© 2026 Ines Moreau',
    );
  });
});
