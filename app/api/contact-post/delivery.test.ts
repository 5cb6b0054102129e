/** @jest-environment node */
import fs from 'node:fs';
import * as route from './route';
import { loadContent } from '@/lib/content/load';
import { smtp } from '@/lib/contact/test/smtp';
import { jsonRequest } from '@/lib/http/test/requests';
import { tempDataDir } from '@/lib/store/test/fixture';

const dataDir = tempDataDir();
let server: Awaited<ReturnType<typeof smtp>>;

beforeAll(async () => {
  server = await smtp();
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = server.url;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The first message reads the whole content cold: seconds of work on a busy machine.
jest.setTimeout(30_000);

test('a message posted to the form endpoint is e-mailed to the address in about.json', async () => {
  const content = loadContent();
  if (!content.ok) throw new Error('the sample content should load');
  const response = await route.POST(
    jsonRequest('http://127.0.0.1:3000/api/contact-post', {
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: 'A new site',
      message: 'Hello, Ines!',
    }),
  );
  expect(response.status).toBe(200);
  await server.arrived(1);
  expect(server.received).toHaveLength(1);
  expect(server.received[0]!.to).toEqual([content.content.about.email]);
  expect(server.received[0]!.raw).toContain('Hello, Ines!');
});

test('a message about an offer, sent from the French page, names the offer in the site’s own language', async () => {
  const before = server.received.length;
  const response = await route.POST(
    jsonRequest(
      'http://127.0.0.1:3000/api/contact-post',
      {
        name: 'Anne Leroy',
        email: 'anne@example.com',
        subject: 'Un site',
        message: 'Bonjour !',
        offer: 'website-design-build',
      },
      { headers: { 'accept-language': 'fr' }, from: '198.51.100.40' },
    ),
  );
  expect(response.status).toBe(200);
  await server.arrived(before + 1);
  const body = server.received[before]!.raw.replace(/=\r\n/g, '');
  expect(body).toContain('About: Website, designed and built (website-design-build)');
});
