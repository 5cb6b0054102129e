/** @jest-environment node */
// Settings are read once per process: each case loads the modules afresh with its own SITE_URL.
const withSite = async (siteUrl: string) => {
  jest.resetModules();
  process.env.SITE_URL = siteUrl;
  const session = await import('./session');
  const passkeys = await import('./passkeys');
  return { ...session, ...passkeys };
};

afterEach(() => {
  delete process.env.SITE_URL;
});

test('over HTTPS the session cookie is Secure, with the prefix browsers hold to it', async () => {
  const site = await withSite('https://jane.example');
  expect(site.sessionCookie()).toBe('__Secure-portfolio_admin');
  expect(site.cookieOptions(60_000)).toEqual({
    httpOnly: true,
    sameSite: 'strict',
    secure: true,
    path: '/admin',
    maxAge: 60,
  });
  expect(site.passkeyOrigin().origin).toBe('https://jane.example');
});

test('over plain HTTP it is neither, and a site at 127.0.0.1 keeps its passkeys at localhost', async () => {
  const site = await withSite('http://127.0.0.1:3000');
  expect(site.sessionCookie()).toBe('portfolio_admin');
  expect(site.cookieOptions(60_000)).toMatchObject({ secure: false, httpOnly: true });
  expect(site.passkeyOrigin().origin).toBe('http://localhost:3000');
});

test('a cookie is read by its name; a value that is not decodable counts as none', async () => {
  const { readCookie } = await withSite('https://jane.example');
  const request = (cookie: string) =>
    new Request('https://jane.example/admin', { headers: { cookie } });
  expect(readCookie(request('a=1; portfolio_admin=abc%3D; b=2'), 'portfolio_admin')).toBe('abc=');
  expect(readCookie(request('portfolio_admin=%E0%A4%A'), 'portfolio_admin')).toBeUndefined();
  expect(readCookie(request('other=1'), 'portfolio_admin')).toBeUndefined();
});
