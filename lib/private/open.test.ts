/** @jest-environment node */
import fs from 'node:fs';
import { NextRequest, NextResponse } from 'next/server';
import { PEER_HEADER } from '@/lib/http/test/requests';
import { stores } from '@/lib/store';
import { tempDataDir } from '@/lib/store/test/fixture';
import { DatabaseUnavailable } from '@/lib/store/postgres/database';
import { openLink, orBusy } from './open';

// Read on first use, so set before any request.
const dataDir = tempDataDir();
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = 'https://ines.example';
process.env.PORTFOLIO_LANGUAGES = 'en,fr';
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('on HTTPS, a link is exchanged for a Secure, HttpOnly, SameSite=Lax cookie that ends with the link', async () => {
  const expiresAt = new Date(Date.now() + 2 * 86_400_000);
  const { token } = await (
    await stores()
  ).privateLinks.createLink({
    projects: ['acme-redesign'],
    client: 'Acme GmbH',
    expiresAt,
    maxUses: null,
  });
  const request = new NextRequest(`https://ines.example/fr/private/${token}`, {
    headers: { [PEER_HEADER]: '203.0.113.30' },
  });
  const answer = await openLink(request, 'fr', token);
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('https://ines.example/fr/shared');
  expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const cookie = answer.headers.get('set-cookie')!;
  expect(cookie).toMatch(/^portfolio_shared=[A-Za-z0-9_-]{43};/);
  expect(cookie).not.toContain(token);
  expect(cookie.split('; ').slice(1).sort()).toEqual([
    `Expires=${new Date(Math.floor(expiresAt.getTime() / 1000) * 1000).toUTCString()}`,
    'HttpOnly',
    'Path=/',
    'SameSite=lax',
    'Secure',
  ]);
});

test('a database out of reach answers 503 with a time to retry; other failures are not hidden', async () => {
  const busy = await orBusy(async () => {
    throw new DatabaseUnavailable('ECONNREFUSED');
  });
  expect(busy.status).toBe(503);
  expect(busy.headers.get('retry-after')).toBe('5');
  expect(busy.headers.get('cache-control')).toBe('no-store');
  expect(await busy.text()).toBe(
    'The site cannot reach its data for a moment: try again shortly.\n',
  );
  await expect(
    orBusy(async () => {
      throw new TypeError('a bug');
    }),
  ).rejects.toThrow('a bug');
  expect((await orBusy(async () => new NextResponse('ok', { status: 200 }))).status).toBe(200);
});
