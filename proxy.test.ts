/** @jest-environment node */
import { NextRequest } from 'next/server';
import { PEER_HEADER } from '@/lib/http/test/requests';
import { proxy } from './proxy';

// As the build writes it in (next.config.ts).
process.env.PORTFOLIO_LANGUAGES = 'en,fr';

const post = (path: string, sent: Record<string, string>, method = 'POST') =>
  proxy(
    new NextRequest(`http://localhost:3000${path}`, {
      method,
      headers: { [PEER_HEADER]: '203.0.113.9', ...sent },
    }),
  );

test('a form another site posts to a home page is sent to the refused page in that language', async () => {
  for (const [path, to] of [
    ['/fr', '/fr/contact/refused'],
    ['/', '/contact/refused'],
    ['/notes/a-note', '/contact/refused'],
  ]) {
    const answer = await post(path!, { origin: 'https://evil.example' });
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('location')!).pathname).toBe(to);
  }
  expect((await post('/fr', { origin: 'null' })).status).toBe(303);
});

const passes = (answer: Response) => expect(answer.headers.get('x-middleware-next')).toBe('1');

test('the site’s own posts and every other request pass through', async () => {
  passes(await post('/fr', { origin: 'http://localhost:3000' }));
  passes(await post('/fr', { origin: 'https://evil.example' }, 'GET'));
  passes(await post('/fr', {}));
});

const unknown = (answer: Response, to = '/private') =>
  expect(new URL(answer.headers.get('x-middleware-rewrite')!).pathname).toBe(to);

test('a private link that is no token is answered as an unknown address; guesses are limited per sender', async () => {
  const guess = (path: string, peer: string) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { [PEER_HEADER]: peer } }));
  for (let i = 0; i < 20; i++) unknown(await guess(`/private/guess-${i}`, '198.51.100.7'));
  const limited = await guess('/fr/private/one-more', '198.51.100.7');
  expect([limited.status, limited.headers.get('cache-control')]).toEqual([429, 'no-store']);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  // Another sender is not refused for it.
  unknown(await guess('/private/guess-0', '198.51.100.8'));
});

test('a made-up language goes on to the 404; a refused token, in any form of its address, names no referrer', async () => {
  const token = 'A'.repeat(43);
  const send = (path: string, method = 'GET') =>
    proxy(
      new NextRequest(`http://localhost:3000${path}`, {
        method,
        headers: { [PEER_HEADER]: '198.51.100.20' },
      }),
    );
  passes(await send(`/xx/private/${token}`));
  // Refused, it names no referrer: the 404's own requests never carry the token.
  for (const path of [`/private/${token}`, `/private/./${token}`, `/fr/private%2F${token}`]) {
    const refused = await send(path, 'HEAD');
    unknown(refused, path.startsWith('/fr') ? '/fr/private' : '/private');
    expect(refused.headers.get('referrer-policy')).toBe('no-referrer');
  }
});

test('a shared page without a session that shows it is answered as an unknown address, before it renders', async () => {
  const open = (path: string, cookie?: string) =>
    proxy(
      new NextRequest(`http://localhost:3000${path}`, {
        headers: { [PEER_HEADER]: '198.51.100.21', ...(cookie ? { cookie } : {}) },
      }),
    );
  for (const [path, to] of [
    ['/shared', '/private'],
    ['/shared/acme-redesign', '/private'],
    ['/fr/shared/', '/fr/private'],
    ['/shared/./acme-redesign', '/private'],
    ['/shared/%2e/acme-redesign', '/private'],
    ['/fr/shared%2Facme-redesign', '/fr/private'],
  ]) {
    const answer = await open(path!);
    expect(new URL(answer.headers.get('x-middleware-rewrite')!).pathname).toBe(to);
  }
  const forged = await open('/shared', 'portfolio_shared=not-a-session');
  expect(new URL(forged.headers.get('x-middleware-rewrite')!).pathname).toBe('/private');
});

test('a POST to a content file’s form goes to its save handler; the form and the other posts stay', async () => {
  const to = (answer: Response) => new URL(answer.headers.get('x-middleware-rewrite')!).pathname;
  const origin = { origin: 'http://localhost:3000' };
  expect(to(await post('/admin/content/about', origin))).toBe('/admin/content-save/about');
  expect(to(await post('/admin/content/fr/notes/a-note', {}))).toBe(
    '/admin/content-save/fr/notes/a-note',
  );
  passes(await post('/admin/content/about', origin, 'GET'));
  passes(await post('/admin/content/pictures', origin));
  passes(await post('/admin/content/preview', origin));
});

test('/admin/publish is a page, and an endpoint for a POST or a GET asking for JSON', async () => {
  unknown(
    await post('/admin/publish', { origin: 'http://localhost:3000' }),
    '/admin/publish/state',
  );
  unknown(await post('/admin/publish', {}), '/admin/publish/state');
  unknown(
    await post('/admin/publish', { accept: 'application/json' }, 'GET'),
    '/admin/publish/state',
  );
  passes(await post('/admin/publish', { accept: 'text/html,*/*' }, 'GET'));
});
