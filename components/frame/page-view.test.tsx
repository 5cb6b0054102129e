import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { fakeResponse } from '@/jest.fetch';
import { FIRST_PAINT_FALLBACK_MS } from '@/lib/deferred-hydration';
import { PageView } from './page-view';

describe('PageView', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('posts the page label and full URL once per view, after the first paint, even under strict mode', () => {
    const fetch = jest.fn(() => Promise.resolve(fakeResponse(204, '')));
    global.fetch = fetch as unknown as typeof global.fetch;
    render(
      <StrictMode>
        <PageView label="Home Page" />
      </StrictMode>,
    );
    // jsdom has no paint timing, so the report waits for the fallback timer.
    expect(fetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      fullUrl: window.location.href,
      page: 'Home Page',
    });
  });

  it('swallows a failed request: the report is tried once and nothing is left unhandled', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const fetch = jest.fn(() => Promise.reject(new TypeError('offline')));
    global.fetch = fetch as unknown as typeof global.fetch;
    const { container } = render(<PageView label="Category Page" />);
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
    jest.useRealTimers();
    // Unhandled rejections are reported after the microtasks drain, at the latest on the next turn.
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
