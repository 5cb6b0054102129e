/** @jest-environment node */
import fs from 'node:fs';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { contactLabels, IDLE_FORM } from '@/lib/contact/contract';
import { contentIn } from '@/lib/content';
import { PEER_HEADER } from '@/lib/http/test/requests';
import { storedMessages, tempDataDir } from '@/lib/store/test/fixture';
import { sendMessage } from './actions';

jest.mock('next/headers', () => ({ headers: jest.fn() }));
jest.mock('next/navigation', () => ({
  RedirectType: { push: 'push' },
  redirect: jest.fn((to: string) => {
    throw Object.assign(new Error('redirected'), { to });
  }),
}));

const dataDir = tempDataDir();
process.env.DATA_DIR = dataDir;
process.env.CONTACT_RATE_LIMIT = '3/10m';
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const english = contactLabels(contentIn('en').t);
const french = contactLabels(contentIn('fr').t);
const stored = () => storedMessages(dataDir);
const valid = { name: 'Ann Lee', email: 'ann@example.com', subject: 'A site', message: 'Hello!' };

let address = 0;
/** A post as a browser sends it: from the site's own page, with scripts (`scripted`) or not. */
function post(
  fields: Record<string, string>,
  { scripted = false, from = `198.51.100.${++address}`, ...sent }: Record<string, unknown> = {},
) {
  jest.mocked(headers).mockResolvedValue(
    new Headers({
      origin: 'http://localhost:3000',
      [PEER_HEADER]: String(from),
      ...(scripted ? { 'next-action': '60b4ed38' } : {}),
      ...(sent as Record<string, string>),
    }) as never,
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return sendMessage(IDLE_FORM, form);
}

/** Where the action sent the browser, or the state it answered with. */
const landing = (answer: Promise<unknown>) =>
  answer.then(
    (state) => ({ state }),
    (error: { to?: string }) => ({ redirected: error.to }),
  );

beforeEach(() => jest.mocked(redirect).mockClear());

test('without scripts, a message is stored and the browser sent to the thank-you in its language', async () => {
  const before = stored().length;
  expect(await landing(post({ ...valid, lang: 'en' }))).toEqual({
    redirected: '/contact/thanks#main',
  });
  expect(await landing(post({ ...valid, lang: 'fr', offer: 'brand-sprint' }))).toEqual({
    redirected: '/fr/contact/thanks#main',
  });
  expect(stored()).toHaveLength(before + 2);
  expect(stored()[0]).toMatchObject({ ...valid, offer: 'brand-sprint' });
});

test('with scripts, the page stays: the thank-you comes back and the fields are emptied', async () => {
  const answer = await post({ ...valid, lang: 'fr' }, { scripted: true });
  expect(answer).toEqual({
    outcome: 'sent',
    values: { name: '', email: '', subject: '', message: '', offer: '' },
    errors: {},
    notice: french.thanks,
  });
  expect(redirect).not.toHaveBeenCalled();
});

test('a refused field comes back under its name, with what was typed as it was typed', async () => {
  const before = stored().length;
  const typed = { name: '  Ann ', email: 'ann@example', subject: '', message: 'Hi\n', offer: '' };
  expect(await post({ ...typed, lang: 'en' })).toEqual({
    outcome: 'invalid',
    values: typed,
    errors: { email: english.email.invalid },
  });
  expect(await post({ ...valid, offer: 'logo-only', lang: 'fr' })).toMatchObject({
    errors: { offer: french.offer.unknown },
  });
  expect(stored()).toHaveLength(before);
});

test('a language the site does not have is answered in its own', async () => {
  expect(await post({ ...valid, email: 'x', lang: 'zz' })).toMatchObject({
    errors: { email: english.email.invalid },
  });
});

test('a message longer than the JSON endpoint takes is refused with the length’s label', async () => {
  const before = stored().length;
  expect(await post({ ...valid, message: 'é'.repeat(20_000), lang: 'en' })).toMatchObject({
    outcome: 'invalid',
    notice: english.message.tooLong,
  });
  expect(stored()).toHaveLength(before);
});

test('a form from another site’s page is refused and nothing of it is shown back', async () => {
  const before = stored().length;
  const answer = await post({ ...valid, lang: 'fr' }, { origin: 'https://evil.example' });
  expect(answer).toEqual({
    outcome: 'refused',
    values: { name: '', email: '', subject: '', message: '', offer: '' },
    errors: {},
    notice: french.crossSite,
  });
  expect(
    await post({ ...valid, lang: 'en' }, { origin: 'null', 'sec-fetch-site': 'cross-site' }),
  ).toMatchObject({ outcome: 'refused' });
  expect(stored()).toHaveLength(before);
});

test('a filled honeypot gets a person’s answer and nothing is kept', async () => {
  const before = stored().length;
  expect(await landing(post({ ...valid, website: 'https://spam.example', lang: 'en' }))).toEqual({
    redirected: '/contact/thanks#main',
  });
  expect(stored()).toHaveLength(before);
});

test('over their limit, a sender hears so above the form and keeps their text', async () => {
  const from = '192.0.2.44';
  for (let i = 0; i < 3; i += 1) {
    await landing(post({ ...valid, message: `Try ${i}`, lang: 'en' }, { from }));
  }
  expect(await post({ ...valid, message: 'Once more', lang: 'en' }, { from })).toMatchObject({
    outcome: 'invalid',
    values: { message: 'Once more' },
    notice: english.tooMany,
  });
});
