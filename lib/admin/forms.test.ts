/** @jest-environment node */
import fs from 'node:fs';
import { PEER_HEADER } from '@/lib/http/test/requests';
import { stores } from '@/lib/store';
import { tempDataDir } from '@/lib/store/test/fixture';
import { signInByLink, signOut, updateMessage } from './forms';

// Behind a proxy, Next's server names itself in request.url: no answer may send the browser there.
const dataDir = tempDataDir();
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = 'https://portfolio.test';
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const NEXT_HOST = 'http://localhost:3000';

function post(path: string, form: Record<string, string>, cookie = '') {
  return new Request(`${NEXT_HOST}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://portfolio.test',
      cookie,
      [PEER_HEADER]: '203.0.113.40',
    },
    body: new URLSearchParams(form).toString(),
  });
}

const location = (answer: Response) => (
  expect(answer.status).toBe(303),
  answer.headers.get('location')
);

test('a sign-in, good or refused, sends the browser on by path alone', async () => {
  const { admin } = await stores();
  const { token } = await admin.createSignInLink();
  expect(location(await signInByLink(post('/admin/session', { token })))).toBe(
    '/admin/security?welcome=1',
  );
  expect(location(await signInByLink(post('/admin/session', { token })))).toBe(
    '/admin/sign-in?refused=link',
  );
});

test('each inbox action and signing out send the browser on by path alone', async () => {
  const { admin, messages } = await stores();
  const cookie = `__Secure-portfolio_admin=${await admin.startSession('link')}`;
  const added = await messages.addMessage(
    {
      name: 'Mara Quint',
      email: 'mara@example.com',
      subject: 'A quote',
      message: 'Hi',
      offer: null,
    },
    'sender',
  );
  const id = String((added as { id: number }).id);
  const update = (action: string) =>
    updateMessage(post(`/admin/messages/${id}/update`, { do: action }, cookie), id);
  for (const state of ['read', 'answered', 'archived', 'spam', 'new']) {
    expect(location(await update(state))).toBe(`/admin/messages/${id}?done=${state}`);
  }
  expect(location(await update('release'))).toBe(`/admin/messages/${id}?done=released`);
  expect(location(await update('delete'))).toBe('/admin?done=deleted');
  expect(location(await signOut(post('/admin/sign-out', { everywhere: '1' }, cookie)))).toBe(
    '/admin/sign-in?signed-out=1',
  );
});
