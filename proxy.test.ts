/** @jest-environment node */
import { NextRequest } from 'next/server';
import { PEER_HEADER } from '@/lib/http/test/requests';
import { proxy } from './proxy';

const post = (path: string, sent: Record<string, string>, method = 'POST') =>
  proxy(
    new NextRequest(`http://localhost:3000${path}`, {
      method,
      headers: { [PEER_HEADER]: '203.0.113.9', ...sent },
    }),
  );

test('a form another site posts to a home page is sent to the refused page in that language', () => {
  for (const [path, to] of [
    ['/fr', '/fr/contact/refused'],
    ['/', '/contact/refused'],
    ['/notes/a-note', '/contact/refused'],
  ]) {
    const answer = post(path!, { origin: 'https://evil.example' });
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('location')!).pathname).toBe(to);
  }
  expect(post('/fr', { origin: 'null' }).status).toBe(303);
});

test('the site’s own posts and every other request pass through', () => {
  const passes = (answer: Response) => expect(answer.headers.get('x-middleware-next')).toBe('1');
  passes(post('/fr', { origin: 'http://localhost:3000' }));
  passes(post('/fr', { origin: 'https://evil.example' }, 'GET'));
  passes(post('/fr', {}));
});
