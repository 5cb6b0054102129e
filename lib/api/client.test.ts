import { apiGet, apiPost, apiUrl, navigate } from './client';
import { assignLocation } from './location';

jest.mock('./location', () => ({ assignLocation: jest.fn() }));
const assign = assignLocation as jest.Mock;

beforeEach(() => {
  assign.mockReset();
  delete process.env.NEXT_PUBLIC_API_URL;
});

function mockFetch(response: Partial<Response> | Error) {
  const fn = jest.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response as Response),
  );
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('apiUrl', () => {
  it('uses the site itself when no API host is configured', () => {
    expect(apiUrl('/api/events')).toBe('/api/events');
  });

  it('uses NEXT_PUBLIC_API_URL when set, without doubling slashes', () => {
    process.env.NEXT_PUBLIC_API_URL = 'https://api.example.com/';
    expect(apiUrl('/api/contact-post')).toBe('https://api.example.com/api/contact-post');
  });

  it('adds query parameters, skipping empty ones', () => {
    expect(apiUrl('/api/x', { page: 2, q: 'a b', none: undefined })).toBe('/api/x?page=2&q=a+b');
  });
});

describe('apiGet and apiPost', () => {
  it('GETs with query parameters and no cache', async () => {
    const fetch = mockFetch({ ok: true, status: 200, json: async () => ({ data: [1] }) });
    await expect(apiGet('/api/items', { page: 3 })).resolves.toEqual({ data: [1] });
    expect(fetch).toHaveBeenCalledWith('/api/items?page=3', {
      cache: 'no-store',
      method: 'GET',
      headers: { 'Cache-Control': 'no-cache' },
    });
  });

  it('POSTs a JSON body', async () => {
    const fetch = mockFetch({ ok: true, status: 200, json: async () => ({ errors: false }) });
    await apiPost('/api/contact-post', { name: 'Ann' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ann"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('navigates to /404 on a 404 answer', async () => {
    mockFetch({ ok: false, status: 404, json: async () => ({}) });
    await apiGet('/api/missing');
    expect(assign).toHaveBeenCalledWith('/404');
  });

  it.each([
    ['a server error', { ok: false, status: 500, json: async () => ({}) }],
    ['a network failure', new TypeError('Failed to fetch')],
    [
      'a body that is not JSON',
      { ok: true, status: 200, json: async () => Promise.reject(new SyntaxError('x')) },
    ],
  ])('returns "Something went wrong." on %s', async (_, response) => {
    mockFetch(response as Partial<Response> | Error);
    await expect(apiGet('/api/x')).resolves.toEqual({ errors: 'Something went wrong.' });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('navigate', () => {
  it('logs and does nothing for an empty target', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    navigate('');
    expect(log).toHaveBeenCalledWith('URL is required to navigate.');
    expect(assign).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('goes to a non-empty target', () => {
    navigate('/category/all');
    expect(assign).toHaveBeenCalledWith('/category/all');
  });
});
