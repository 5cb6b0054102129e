/** @jest-environment node */
import fs from 'node:fs';
import sharp from 'sharp';
import { smtp } from '@/lib/contact/test/smtp';
import { PEER_HEADER } from '@/lib/http/test/requests';
import { closeStores, stores, TESTIMONIAL_POSTS } from '@/lib/store';
import { tempDataDir } from '@/lib/store/test/fixture';
import { submitAnswer } from './answer';
import { photoFolder } from './photo';

// The client's post as the server action makes it, over real stores and a local SMTP server.
const SITE = 'https://portfolio.test';
const dataDir = tempDataDir();
let server: Awaited<ReturnType<typeof smtp>>;

beforeAll(async () => {
  server = await smtp();
  process.env.DATA_DIR = dataDir;
  process.env.SITE_URL = SITE;
  process.env.SMTP_URL = server.url;
});
afterAll(async () => {
  await closeStores();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const QUOTE = 'Ines rebuilt our booking flow in six weeks, and our clients noticed.';
const from = (address: string, origin = SITE) => new Headers({ origin, [PEER_HEADER]: address });

function form(fields: Record<string, string | Blob> = {}) {
  const data = new FormData();
  const all = { quote: QUOTE, name: 'Marie Curie', role: 'CTO', consent: 'yes', ...fields };
  for (const [name, value] of Object.entries(all)) data.set(name, value);
  return data;
}

const newLink = async (client = 'Acme GmbH') =>
  (await (await stores()).testimonials.createRequest({ client })).token;

test('an answer spends the link and e-mails the owner its words and where to read them', async () => {
  const token = await newLink();
  expect(await submitAnswer(token, form(), from('203.0.113.1'))).toBe('sent');
  await server.arrived(1);
  const [mail] = server.received;
  expect(mail!.to).toEqual(['ines@inesmoreau.studio']);
  expect(mail!.text).toContain('Subject: A new testimonial from Acme GmbH');
  expect(mail!.text).toContain(`Marie Curie (Acme GmbH) answered your request:\r\n\r\n${QUOTE}`);
  expect(mail!.text).toContain(`${SITE}/admin/testimonials`);
  expect(await submitAnswer(token, form({ quote: `${QUOTE} Again.` }), from('203.0.113.1'))).toBe(
    'gone',
  );
  const answers = (await (await stores()).testimonials.list()).filter((r) => r.quote);
  expect(answers.map((r) => r.quote)).toEqual([QUOTE]);
});

test('each sender may post 10 times in 10 minutes; another sender is not held back', async () => {
  const token = await newLink();
  const tooShort = form({ quote: 'Too short.' });
  for (let post = 0; post < TESTIMONIAL_POSTS.max; post += 1) {
    const answer = await submitAnswer(token, tooShort, from('198.51.100.7'));
    expect(answer).toMatchObject({ outcome: 'invalid', errors: { quote: 'quoteShort' } });
  }
  expect(await submitAnswer(token, form(), from('198.51.100.7'))).toMatchObject({
    outcome: 'invalid',
    notice: 'tooMany',
  });
  expect(await submitAnswer(token, form(), from('198.51.100.8'))).toBe('sent');
  await server.arrived(2);
});

test('another site’s post is refused before anything is read or spent', async () => {
  const token = await newLink();
  expect(
    await submitAnswer(token, form(), from('203.0.113.2', 'https://elsewhere.example')),
  ).toMatchObject({ outcome: 'invalid', notice: 'crossSite' });
  expect(await (await stores()).testimonials.request(token)).not.toBeNull();
});

test('a file that is no picture is refused beside its field and nothing is kept', async () => {
  const token = await newLink();
  const fake = new File([Buffer.from('not a picture')], 'me.jpg', { type: 'image/jpeg' });
  expect(await submitAnswer(token, form({ photo: fake }), from('203.0.113.3'))).toMatchObject({
    outcome: 'invalid',
    errors: { photo: 'photo' },
  });
  expect(await (await stores()).testimonials.request(token)).not.toBeNull();
  const kept = fs.existsSync(photoFolder(dataDir)) ? fs.readdirSync(photoFolder(dataDir)) : [];
  expect(kept).toEqual([]);

  const picture = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer();
  const photo = new File([new Uint8Array(picture)], 'me.png', { type: 'image/png' });
  expect(await submitAnswer(token, form({ photo }), from('203.0.113.3'))).toBe('sent');
  await server.arrived(3);
  expect(fs.readdirSync(photoFolder(dataDir))).toEqual([
    expect.stringMatching(/^[0-9a-f]{24}\.webp$/),
  ]);
});
