import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClampedText } from './clamped-text';
import { english } from '@/lib/i18n/english';
import { toggleLabels } from '@/lib/i18n/labels';

/** Reports each observed element once, as a browser does after its first layout. */
class ReportingResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    queueMicrotask(() => act(() => this.report([], this as unknown as ResizeObserver)));
  }
  disconnect() {}
}

function renderWithHeights(scrollHeight: number, clientHeight: number) {
  global.ResizeObserver = ReportingResizeObserver as unknown as typeof ResizeObserver;
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
  render(<ClampedText labels={toggleLabels(english)} text="A long description of the role." />);
}

afterEach(() => jest.restoreAllMocks());

describe('ClampedText', () => {
  it('offers Show more / Show less when the text is longer than the clamp', async () => {
    renderWithHeights(200, 72);
    const toggle = await screen.findByRole('button', { name: 'Show more' });
    const text = screen.getByText('A long description of the role.');
    expect(text).toHaveAttribute('data-expanded', 'false');
    await userEvent.click(toggle);
    expect(text).toHaveAttribute('data-expanded', 'true');
    expect(toggle).toHaveTextContent('Show less');
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Show more');
  });

  it('has no toggle when the text fits', async () => {
    renderWithHeights(48, 48);
    await act(async () => {});
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
