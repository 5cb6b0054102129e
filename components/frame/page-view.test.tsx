import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { fakeResponse } from '@/jest.fetch';
import { PageView } from './page-view';

describe('PageView', () => {
  it('posts the page label and full URL once per view, even under strict mode', () => {
    const fetch = jest.fn(() => Promise.resolve(fakeResponse(204, '')));
    global.fetch = fetch as unknown as typeof global.fetch;
    render(
      <StrictMode>
        <PageView label="Home Page" />
      </StrictMode>,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      fullUrl: window.location.href,
      page: 'Home Page',
    });
  });

  it('never throws when the request fails', () => {
    global.fetch = jest.fn(() =>
      Promise.reject(new TypeError('offline')),
    ) as unknown as typeof fetch;
    expect(() => render(<PageView label="Category Page" />)).not.toThrow();
  });
});
