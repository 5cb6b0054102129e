/** @jest-environment node */
import { utcMinute } from '@/lib/format/date';
import { openData } from '@/lib/store/open';
import { storesInTempDirs } from '@/lib/store/test/fixture';
import { runAdminLink } from './admin-link';

const { open } = storesInTempDirs((dir) => openData({ dataDir: dir }).admin());

const now = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const SIGN_IN = /^https:\/\/jane\.example\/admin\/sign-in\/([A-Za-z0-9_-]{43})$/;

test('prints a link on the site that signs the owner in once', async () => {
  const store = open();
  const site = new URL('https://jane.example');
  const [first, ...rest] = (await runAdminLink(store, { site, now })).split('\n');
  const token = SIGN_IN.exec(first!)?.[1];
  expect(token).toBeDefined();
  expect(rest.join('\n')).not.toContain('SITE_URL');
  expect(await store.useSignInLink(token!, later(1000))).toBe(true);
  expect(await store.useSignInLink(token!, later(2000))).toBe(false);
});

test('names the time the link stops working, fifteen minutes on', async () => {
  const store = open();
  const text = await runAdminLink(store, { site: new URL('https://jane.example'), now });
  const expiry = utcMinute(later(15 * 60_000).toISOString());
  expect(expiry).toBe('2026-11-22 10:15 UTC');
  expect(text.split('\n')[1]).toBe(`It signs you in once, until ${expiry}. Only its hash is kept.`);
  const token = SIGN_IN.exec(text.split('\n')[0]!)![1]!;
  expect(await store.useSignInLink(token, later(15 * 60_000))).toBe(false);
});

test('a link printed is good until its time, and no longer', async () => {
  const store = open();
  const site = new URL('https://jane.example');
  const tokenOf = async () =>
    SIGN_IN.exec((await runAdminLink(store, { site, now })).split('\n')[0]!)![1]!;
  expect(await store.useSignInLink(await tokenOf(), later(15 * 60_000 - 1))).toBe(true);
  expect(await store.useSignInLink(await tokenOf(), later(15 * 60_000))).toBe(false);
});

test('the link stands at the root of the site, and each link printed is a new one', async () => {
  const store = open();
  const site = new URL('https://jane.example/portfolio/');
  const one = (await runAdminLink(store, { site, now })).split('\n')[0]!;
  const two = (await runAdminLink(store, { site, now })).split('\n')[0]!;
  expect(one).toMatch(/^https:\/\/jane\.example\/admin\/sign-in\/[A-Za-z0-9_-]{43}$/);
  expect(one).not.toBe(two);
});

test('without a site address, prints the path alone and says SITE_URL is unset', async () => {
  const store = open();
  const lines = (await runAdminLink(store, { now })).split('\n');
  const token = /^\/admin\/sign-in\/([A-Za-z0-9_-]{43})$/.exec(lines[0]!)?.[1];
  expect(token).toBeDefined();
  expect(lines).toContain("SITE_URL is unset: put your site's address before the path.");
  expect(lines[1]).toContain('until 2026-11-22 10:15 UTC');
  expect(await store.useSignInLink(token!, now)).toBe(true);
  expect(await store.useSignInLink(token!, now)).toBe(false);
});
