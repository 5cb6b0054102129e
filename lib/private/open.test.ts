/** @jest-environment node */
import fs from 'node:fs';
import { NextRequest, NextResponse } from 'next/server';
import { PEER_HEADER } from '@/lib/http/test/requests';
import { stores } from '@/lib/store';
import { tempDataDir } from '@/lib/store/test/fixture';
import { DatabaseUnavailable } from '@/lib/store/engines/postgres';
import { openLink, orBusy } from './open';

// Read on first use, so set before any request.
const dataDir = tempDataDir();
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = 'https://ines.example';
process.env.PORTFOLIO_LANGUAGES = 'en,fr';
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const newLink = async (maxUses: number | null = null, expiresAt: Date | null = null) =>
  (await stores()).privateLinks.createLink({
    projects: ['acme-redesign'],
    client: 'Acme GmbH',
    expiresAt,
    maxUses,
  });

const ask = (path: string, method: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://127.0.0.1:3000${path}`, {
    method,
    headers: { [PEER_HEADER]: '203.0.113.30', ...headers },
  });

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

test('opening a link, as a browser, a link checker or a preview does, shows the page and spends nothing; only its click does', async () => {
  const { token } = await newLink(1);
  const agents = [
    CHROME,
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Twitterbot/1.0',
    'facebookexternalhit/1.1',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17029; Pro)',
    'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  ];
  for (const [method, agent] of [
    ...agents.map((agent) => ['GET', agent]),
    ['HEAD', CHROME],
  ] as const) {
    const page = await openLink(
      ask(`/fr/private/${token}`, method, { 'user-agent': agent }),
      'fr',
      token,
    );
    expect([agent, method, page.headers.get('x-middleware-next')]).toEqual([agent, method, '1']);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('set-cookie')).toBeNull();
  }
  // A preview that posts, and another site's page, are refused; the link is still unspent.
  for (const headers of [
    { origin: 'https://ines.example', 'user-agent': agents[1]! },
    { origin: 'https://evil.example', 'user-agent': CHROME },
  ]) {
    const refused = await openLink(ask(`/private/${token}`, 'POST', headers), undefined, token);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();
  }
  expect(await (await stores()).privateLinks.wouldOpen(token)).toBe(true);
  const { opens, uses } = (await (await stores()).privateLinks.list()).find(
    (link) => link.client === 'Acme GmbH' && link.maxUses === 1,
  )!;
  expect([opens, uses]).toEqual([0, 0]);
});

test('on HTTPS, the click exchanges the link for a Secure, HttpOnly, SameSite=Lax cookie that ends with the link, and goes on to /shared', async () => {
  const expiresAt = new Date(Date.now() + 2 * 86_400_000);
  const { token } = await newLink(null, expiresAt);
  // Next's server asked at its own address, behind a proxy that serves SITE_URL.
  const request = ask(`/fr/private/${token}`, 'POST', {
    origin: 'https://ines.example',
    'user-agent': CHROME,
  });
  const answer = await openLink(request, 'fr', token);
  expect(answer.status).toBe(303);
  // On the address Next was asked at, which Next's server sends as the path alone
  // (e2e/production.spec.ts sees it through nginx).
  expect(answer.headers.get('location')).toBe(`${request.nextUrl.origin}/fr/shared`);
  expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
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
