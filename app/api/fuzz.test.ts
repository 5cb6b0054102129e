/** @jest-environment node */
import fc from 'fast-check';
import fs from 'node:fs';
import * as contact from './contact-post/route';
import * as events from './events/route';
import { PEER_HEADER } from '@/lib/http/test/requests';
import { tempDataDir } from '@/lib/store/test/fixture';

const dataDir = tempDataDir();
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = 'https://ines-moreau.example';

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    'a@b',
    'ann@example.com',
    '🙂'.repeat(101),
    'x'.repeat(6000),
  ),
  fc.constantFrom('https://ines-moreau.example/', 'javascript:alert(1)', 'http://[::1]/', '//evil'),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('any'), { maxKeys: 4 }),
  ),
})).any;
const key = fc.constantFrom(
  'name',
  'email',
  'subject',
  'message',
  'website',
  'fullUrl',
  'page',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
);
const objectBody = fc
  .array(fc.tuple(key, value), { maxLength: 8 })
  .map(
    (pairs) =>
      `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`,
  );
// Near-valid bodies, so that the accepting paths are fuzzed too.
const pageView = fc
  .record({
    fullUrl: fc.oneof(fc.constant('https://ines-moreau.example/portfolio/x?page=2'), nasty),
    page: fc.oneof(
      fc.constantFrom('Home Page', 'Category Page', 'Not Found Page'),
      fc.string({ minLength: 1, maxLength: 200 }),
      value,
    ),
  })
  .map((record) => JSON.stringify(record));
const message = fc
  .record({
    name: fc.oneof(fc.string({ minLength: 1, maxLength: 100 }), value),
    email: fc.oneof(fc.emailAddress(), value),
    message: fc.oneof(fc.string({ minLength: 1 }), value),
  })
  .map((record) => JSON.stringify(record));
const body = fc.oneof(
  objectBody,
  pageView,
  message,
  fc.json(),
  fc.string(),
  fc.string({ unit: 'binary' }),
);
const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 6 },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'application/merge-patch+json',
    'text/plain',
    'multipart/form-data; boundary=x',
    '',
  ),
);

test('thousands of hostile bodies never get a 5xx, and every error keeps the { errors, data } shape', async () => {
  let address = 0;
  const seen = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(body, contentType, fc.boolean(), async (text, type, toContact) => {
      const request = new Request(
        toContact
          ? 'https://ines-moreau.example/api/contact-post'
          : 'https://ines-moreau.example/api/events',
        {
          method: 'POST',
          headers: {
            ...(type ? { 'content-type': type } : {}),
            [PEER_HEADER]: `10.1.${address >> 8}.${address++ & 255}`,
          },
          body: text,
        },
      );
      const response = await (toContact ? contact.POST : events.POST)(request);
      expect(response.status).toBeLessThan(500);
      seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
      if (response.status === 204) return;
      const answer = await response.json();
      expect(typeof answer.errors).toBe('boolean');
      expect(answer).toHaveProperty('data');
      expect(JSON.stringify(answer)).not.toMatch(/\bat .+:\d+:\d+/);
    }),
    { numRuns: 3000, seed: 20261122 },
  );
  expect([...seen.keys()].sort()).toEqual(expect.arrayContaining([200, 204, 400, 422]));
});
