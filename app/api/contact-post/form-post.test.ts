/** @jest-environment node */
import fs from 'node:fs';
import { JSDOM } from 'jsdom';
import { getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { CONTACT_URL as URL_, VALID_MESSAGE } from '@/lib/endpoints/testing';
import { PEER_HEADER } from '@/lib/http/test/requests';
import { SqliteMessageStore as Store } from '@/lib/store/sqlite/messages';
import { storedMessages, tempDataDir } from '@/lib/store/test/fixture';
import * as route from './route';

// Posted as a browser without scripts posts the form: urlencoded, asking for a page.
const dataDir = tempDataDir();
process.env.DATA_DIR = dataDir;
process.env.CONTACT_RATE_LIMIT = '3/10m';
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const valid = { ...VALID_MESSAGE, website: '' };

let address = 0;
const sender = () => `198.51.100.${++address}`;

type Options = { from?: string; headers?: Record<string, string> };

function post(body: BodyInit, type: string | undefined, { from, headers }: Options = {}) {
  return route.POST(
    new Request(URL_, {
      method: 'POST',
      headers: {
        ...(type && { 'content-type': type }),
        accept: BROWSER_ACCEPT,
        'accept-language': 'en-GB,en;q=0.9',
        [PEER_HEADER]: from ?? sender(),
        ...headers,
      },
      body,
    }),
  );
}

const postForm = (fields: Record<string, string>, options?: Options) =>
  post(new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', options);

async function page(response: Response) {
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  return { text, document: new JSDOM(text).window.document };
}

const field = (document: Document, label: string) =>
  getByLabelText(document.body, label) as HTMLInputElement | HTMLTextAreaElement;

const stored = () => storedMessages(dataDir);

test('a message from the French page is stored, and the browser is sent to the French thank-you page', async () => {
  const response = await postForm({ ...valid, name: ' Ann Lee ', lang: 'fr' });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/fr/contact/thanks');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(stored()[0]).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com', held: false });
});

test("the site's own language has its thank-you at /contact/thanks; a language the site is not in gives way to the browser's", async () => {
  expect((await postForm({ ...valid, lang: 'en' })).headers.get('location')).toBe(
    '/contact/thanks',
  );
  const unknown = await postForm(
    { ...valid, lang: 'x"><b>' },
    { headers: { 'accept-language': 'fr-CA' } },
  );
  expect(unknown.headers.get('location')).toBe('/fr/contact/thanks');
});

test('field errors: the form again in French, each error under its field, what was typed kept and escaped', async () => {
  const before = stored().length;
  const typed = {
    name: '<script>alert("hi")</script> Ann & co',
    email: 'ann@example',
    subject: '</textarea><b>bold</b>',
    message: '\nFirst line kept\n<img src=x onerror=alert(1)>',
    website: '',
    lang: 'fr',
  };
  const response = await postForm(typed);
  expect(response.status).toBe(422);
  const { text, document } = await page(response);
  expect(stored()).toHaveLength(before);

  expect(document.documentElement.lang).toBe('fr');
  expect(document.querySelectorAll('script, b, img')).toHaveLength(0);
  expect(text).not.toContain('<script>alert');
  expect(getByRole(document.body, 'heading', { level: 1 }).textContent).toBe(
    'Votre message n’est pas encore parti',
  );
  expect(document.body.textContent).toContain(
    'Merci de vérifier les champs signalés ci-dessous\u202f; tout ce que vous avez écrit est toujours là.',
  );

  expect(field(document, 'Nom').value).toBe(typed.name);
  expect(field(document, 'Objet').value).toBe(typed.subject);
  expect(field(document, 'Message').value).toBe(typed.message);
  const email = field(document, 'E-mail');
  expect(email.value).toBe('ann@example');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription(
    'Cette adresse e-mail semble incorrecte\u202f; merci de la vérifier.',
  );
  expect(field(document, 'Nom')).not.toHaveAttribute('aria-invalid');

  const form = document.querySelector('form')!;
  expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual([
    '/api/contact-post',
    'post',
  ]);
  expect(form.querySelector<HTMLInputElement>('input[name="lang"]')!.value).toBe('fr');
  expect(form.querySelector<HTMLInputElement>('input[name="website"]')!.value).toBe('');
  expect(getByRole(form, 'button', { name: 'Envoyer le message' })).toBeTruthy();
});

test('the offer chosen without scripts is stored with the message', async () => {
  const response = await postForm({ ...valid, offer: 'design-system-days', lang: 'fr' });
  expect(response.status).toBe(303);
  expect(stored()[0]).toMatchObject({ message: valid.message, offer: 'design-system-days' });
  expect((await postForm({ ...valid, offer: '', lang: 'fr' })).status).toBe(303);
  expect(stored()[0]!.offer).toBeNull();
});

const offerSelect = (document: Document, label: string) =>
  getByRole(document.body, 'combobox', { name: label }) as HTMLSelectElement;

test('the form again keeps the offer chosen, named in the page’s language, beside the other fields’ errors', async () => {
  const response = await postForm({
    ...valid,
    message: ' ',
    offer: 'website-design-build',
    lang: 'fr',
  });
  expect(response.status).toBe(422);
  const { document } = await page(response);
  const select = offerSelect(document, 'De quoi s’agit-il\u202f?');
  expect(select.name).toBe('offer');
  expect(select.value).toBe('website-design-build');
  expect([...select.options].map((option) => [option.value, option.text])).toEqual([
    ['website-design-build', 'Site web, conçu et développé'],
    ['brand-sprint', 'Sprint d’identité'],
    ['design-system-days', 'Journées design system'],
    ['product-partnership', 'Partenariat produit'],
    ['', 'Autre chose'],
  ]);
  expect(select).not.toHaveAttribute('aria-invalid');
  expect(field(document, 'Message')).toHaveAttribute('aria-invalid', 'true');
});

test('an offer the site does not have: the form again says so under the select, which says something else', async () => {
  const before = stored().length;
  const response = await postForm({
    ...valid,
    offer: '"><script>alert(1)</script>',
    lang: 'en',
  });
  expect(response.status).toBe(422);
  const { text, document } = await page(response);
  expect(stored()).toHaveLength(before);
  expect(text).not.toContain('<script>alert');
  const select = offerSelect(document, 'What is it about?');
  expect(select.value).toBe('');
  expect(select.selectedOptions[0]!.text).toBe('Something else');
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Please choose one of the offers in the list.');
  expect(field(document, 'Name').value).toBe('Ann Lee');
});

test('a site without offers draws the form again without the select', async () => {
  const { formAgainPage } = await import('@/components/contact/form-again');
  const { contentIn } = await import('@/lib/content');
  const { trusted } = await import('@/lib/endpoints/contact/html');
  const frame = {
    htmlClass: '',
    stylesheets: [],
    fonts: [],
    header: trusted(''),
    footer: trusted(''),
  };
  const values = { ...VALID_MESSAGE, offer: 'brand-sprint' };
  const again = { status: 422, headers: {}, values, errors: {} };
  const drawn = (offers: ReturnType<typeof contentIn>['offers']) =>
    new JSDOM(formAgainPage({ ...contentIn('en'), offers }, frame, again)).window.document;
  expect(queryByRole(drawn(contentIn('en').offers).body, 'combobox')).not.toBeNull();
  expect(queryByRole(drawn([]).body, 'combobox')).toBeNull();
  expect(drawn([]).body.textContent).not.toContain('What is it about?');
});

test('a missing message is said under the message field, in English for the English page', async () => {
  const response = await postForm({ ...valid, message: '   ', lang: 'en' });
  expect(response.status).toBe(422);
  const { document } = await page(response);
  expect(field(document, 'Message')).toHaveAccessibleDescription('Please write a message.');
  expect(field(document, 'Name').value).toBe('Ann Lee');
});

test('a filled honeypot is thanked like a person, and nothing is kept', async () => {
  const before = stored().length;
  const response = await postForm({ ...valid, website: 'https://spam.example', lang: 'fr' });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/fr/contact/thanks');
  expect(stored()).toHaveLength(before);
});

test("past the sender's limit: 429 with the JSON answer's sentence and Retry-After, the text kept", async () => {
  const from = sender();
  for (let i = 0; i < 3; i++) {
    expect((await postForm({ ...valid, message: `Hello ${i}`, lang: 'fr' }, { from })).status).toBe(
      303,
    );
  }
  const response = await postForm({ ...valid, message: 'One more', lang: 'fr' }, { from });
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const { document } = await page(response);
  expect(document.body.textContent).toContain(
    'Vous avez envoyé plusieurs messages ces dernières minutes.',
  );
  expect(field(document, 'Message').value).toBe('One more');
});

test("a form posted from another site's page: 403, the form's own words in the page's language, nothing stored or kept", async () => {
  const before = stored().length;
  const lured = { ...valid, message: 'Words another site chose', lang: 'fr' };
  const lures: Record<string, string>[] = [
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', host: '127.0.0.1:3000' },
    { origin: 'null', host: '127.0.0.1:3000' },
    { 'sec-fetch-site': 'same-site', host: '127.0.0.1:3000' },
  ];
  for (const headers of lures) {
    const response = await postForm(lured, { headers });
    expect([headers, response.status]).toEqual([headers, 403]);
    const { document } = await page(response);
    expect(document.documentElement.lang).toBe('fr');
    expect(document.body.textContent).toContain(
      'Ce formulaire ne prend que les messages envoyés depuis les pages de ce site.',
    );
    expect(field(document, 'Message').value).toBe('');
  }
  // Too large or unreadable, it is still another site's: nothing of it is shown back.
  const long = await postForm(
    { ...lured, message: `Words another site chose ${'x'.repeat(40_000)}` },
    { headers: lures[0] },
  );
  expect(long.status).toBe(403);
  expect((await page(long)).text).not.toContain('Words another site chose');
  expect(stored()).toHaveLength(before);
});

test("the site's own form, by the host it reached or SITE_URL, or from a client that names no site, is taken", async () => {
  const own: Record<string, string>[] = [
    { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin', host: '127.0.0.1:3000' },
    { origin: 'http://localhost:3000', host: 'portfolio.internal:3000' },
    { 'sec-fetch-site': 'same-origin' },
    {},
  ];
  for (const headers of own) {
    const response = await postForm({ ...valid, lang: 'fr' }, { headers });
    expect([headers, response.status]).toEqual([headers, 303]);
  }
});

test('the same 32 KB as JSON: what fits as JSON fits as a form, however the form encodes it', async () => {
  // 5,000 euro signs: 15 KB as JSON, 45 KB percent-encoded.
  const euros = await postForm({ ...valid, message: '€'.repeat(5000), lang: 'fr' });
  expect(euros.status).toBe(303);

  const long = await postForm({ ...valid, message: 'a'.repeat(40_000), lang: 'fr' });
  expect(long.status).toBe(413);
  const { document } = await page(long);
  expect(document.body.textContent).toContain(
    'Votre message ne doit pas dépasser 5\u202f000 caractères.',
  );
  expect(field(document, 'Message').value).toHaveLength(40_000);

  const huge = await postForm({ ...valid, message: '€'.repeat(20_000), lang: 'fr' });
  expect(huge.status).toBe(413);
  expect(field((await page(huge)).document, 'Message').value).toBe('');
});

test('multipart form data is read the same way', async () => {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...valid, lang: 'fr' })) body.append(name, value);
  body.append('message', 'a second value is ignored');
  const before = stored().length;
  const response = await post(body, undefined);
  expect(response.status).toBe(303);
  expect(stored()).toHaveLength(before + 1);
  expect(stored()[0]!.message).toBe('Hello!');
});

test('a form post from a client that does not ask for a page gets JSON, as before', async () => {
  const response = await postForm(valid, { headers: { accept: '*/*' } });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    errors: true,
    data: { request: ['Send the request as JSON (Content-Type: application/json).'] },
  });
});

describe('when the site fails', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test('a full disk: 503 with the busy sentence, the text kept', async () => {
    jest.spyOn(Store.prototype, 'addMessage').mockImplementation(() => {
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    });
    const response = await postForm({ ...valid, lang: 'fr' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('600');
    const { document } = await page(response);
    expect(document.body.textContent).toContain(
      'Votre message n’a pas pu être enregistré pour l’instant.',
    );
    expect(field(document, 'Message').value).toBe('Hello!');
  });

  test('anything else: 500 with the failure sentence in the form’s language, never the error', async () => {
    jest.spyOn(Store.prototype, 'addMessage').mockImplementation(() => {
      throw new Error('SECRET stack');
    });
    const response = await postForm({ ...valid, lang: 'fr' });
    expect(response.status).toBe(500);
    const { text, document } = await page(response);
    expect(text).not.toContain('SECRET');
    expect(document.body.textContent).toContain('Un problème est survenu de notre côté.');
    expect(field(document, 'E-mail').value).toBe('ann@example.com');
    expect(queryByRole(document.body, 'alert')).toBeNull();
  });
});
