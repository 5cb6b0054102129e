/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { english } from '@/lib/i18n/english';
import { OTHER_OFFER, contactLabels } from '@/lib/contact/contract';
import { handleContactPost } from '@/lib/contact/submit';
import { parseTrustProxy } from '@/lib/http/sender';
import { HELD_LIMITS, type MessageLimits } from '@/lib/store';
import type { MessageStore } from '@/lib/store/messages';
import { openData } from '@/lib/store/open';
import * as route from './route';
import { CONTACT_URL as URL_, VALID_MESSAGE } from '@/lib/contact/test/messages';
import { jsonRequest } from '@/lib/http/test/requests';
import { STORED_MESSAGE as STORED, storedMessages, tempDataDir } from '@/lib/store/test/fixture';

const CONTACT_LABELS = contactLabels(english);
const SITE_ORIGIN = 'http://127.0.0.1:3000';

// The handlers read their settings on first use: setting them after the imports is in time.
const dataDir = tempDataDir();
process.env.DATA_DIR = dataDir;
process.env.CONTACT_RATE_LIMIT = '5/10m';
process.env.CONTACT_SITE_RATE_LIMIT = '1000/1h';
// nginx on this machine, as deploy/portfolio.service has it.
process.env.TRUST_PROXY = 'loopback';

const valid = VALID_MESSAGE;

const send = async (body: unknown, options?: Parameters<typeof jsonRequest>[2]) => {
  const response = await route.POST(jsonRequest(URL_, body, options));
  return { status: response.status, body: await response.json(), headers: response.headers };
};

const stored = () => storedMessages(dataDir);

let address = 0;
const sender = () => `198.51.100.${++address}`;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('a valid message is stored, trimmed, and acknowledged with the thank-you', async () => {
  const before = stored().length;
  const answer = await send(
    {
      name: '  Ann Lee ',
      email: ' ann@example.com ',
      subject: ' A new site ',
      message: '\n Hello!\n',
    },
    { from: sender() },
  );
  expect(answer).toMatchObject({
    status: 200,
    body: { errors: false, data: CONTACT_LABELS.thanks },
  });
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const [latest] = stored();
  expect(stored()).toHaveLength(before + 1);
  expect(latest).toMatchObject({
    name: 'Ann Lee',
    email: 'ann@example.com',
    subject: 'A new site',
    message: 'Hello!',
  });
  expect(fs.existsSync(path.join(dataDir, 'portfolio.db'))).toBe(true);
});

test('terminal escapes, C1 controls and bidirectional overrides are removed; the text is kept', async () => {
  const answer = await send(
    {
      name: 'Ann\u001b[2J\u009b31m Lee\u202e',
      email: 'ann@example.com',
      subject: 'Invoice\r\nBcc: x@example.com \u2066due\u2069',
      message: 'Hello,\r\nline two\u0007\u0085\n\tindented \u05e9\u05dc\u05d5\u05dd',
    },
    { from: sender() },
  );
  expect(answer.status).toBe(200);
  expect(stored()[0]).toMatchObject({
    name: 'Ann[2J31m Lee',
    subject: 'Invoice Bcc: x@example.com due',
    message: 'Hello,\nline two\n\tindented \u05e9\u05dc\u05d5\u05dd',
  });
  const text = JSON.stringify(stored()[0]);
  expect(text).not.toMatch(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069]|\\u001b/);
});

test('the subject may be left out', async () => {
  const { name, email, message } = valid;
  expect((await send({ name, email, message }, { from: sender() })).status).toBe(200);
  expect(stored()[0]!.subject).toBe('');
});

test('a message names the offer it is about; absent, null, "" or the form’s "something else" is none', async () => {
  const from = sender();
  expect((await send({ ...valid, offer: 'brand-sprint' }, { from })).status).toBe(200);
  expect(stored()[0]).toMatchObject({ message: valid.message, offer: 'brand-sprint' });
  for (const offer of [undefined, null, '', OTHER_OFFER]) {
    expect((await send({ ...valid, offer }, { from: sender() })).status).toBe(200);
    expect(stored()[0]!.offer).toBeNull();
  }
});

test.each([
  ['an offer the site does not have', 'logo-only', CONTACT_LABELS.offer.unknown],
  ['an id longer than any offer’s', 'a'.repeat(81), CONTACT_LABELS.offer.unknown],
  ['an offer by its name', 'Brand sprint', CONTACT_LABELS.offer.unknown],
  ['a number', 3, CONTACT_LABELS.offer.type],
  ['a list', ['brand-sprint'], CONTACT_LABELS.offer.type],
])(
  '%s answers 422 on the offer, beside any other field, and nothing is stored',
  async (_case, offer, sentence) => {
    const before = stored().length;
    const answer = await send({ ...valid, name: '', offer }, { from: sender() });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      errors: true,
      data: { name: [CONTACT_LABELS.name.missing], offer: [sentence] },
    });
    expect((await send({ ...valid, offer }, { from: sender() })).body.data).toEqual({
      offer: [sentence],
    });
    expect(stored()).toHaveLength(before);
  },
);

test('a site with no offers takes no offer: one named is unknown, none is fine', async () => {
  const dir = tempDataDir();
  const store = openData({ dataDir: dir }).messages();
  const post = (offer: string) =>
    handleContactPost(jsonRequest(URL_, { ...valid, offer }), {
      store,
      limits: {},
      trusted: parseTrustProxy('off'),
      siteOrigin: SITE_ORIGIN,
      labels: CONTACT_LABELS,
      offers: [],
    });
  const refused = await post('brand-sprint');
  expect(refused.status).toBe(422);
  expect(await refused.json()).toEqual({
    errors: true,
    data: { offer: [CONTACT_LABELS.offer.unknown] },
  });
  expect((await post('')).status).toBe(200);
  expect(await store.listMessages()).toEqual([expect.objectContaining({ offer: null })]);
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('invalid fields answer 422 with a plain message per field, and nothing is stored', async () => {
  const before = stored().length;
  const answer = await send(
    { name: ' ', email: 'ann@', subject: 'x'.repeat(151), message: 'y'.repeat(5001) },
    { from: sender() },
  );
  expect(answer.status).toBe(422);
  expect(answer.body).toEqual({
    errors: true,
    data: {
      name: [CONTACT_LABELS.name.missing],
      email: [CONTACT_LABELS.email.invalid],
      subject: [CONTACT_LABELS.subject.tooLong],
      message: [CONTACT_LABELS.message.tooLong],
    },
  });
  expect(stored()).toHaveLength(before);
});

test('lengths are counted in characters, not bytes', async () => {
  const emoji = '🙂'.repeat(100);
  expect((await send({ ...valid, name: emoji }, { from: sender() })).status).toBe(200);
  expect((await send({ ...valid, name: `${emoji}🙂` }, { from: sender() })).body.data).toEqual({
    name: [CONTACT_LABELS.name.tooLong],
  });
});

test('missing fields and wrong types get their own messages', async () => {
  const answer = await send(
    { name: 42, email: ['ann@example.com'], message: null },
    { from: sender() },
  );
  expect(answer.status).toBe(422);
  expect(answer.body.data).toEqual({
    name: [CONTACT_LABELS.name.type],
    email: [CONTACT_LABELS.email.type],
    message: [CONTACT_LABELS.message.missing],
  });
  const overlong = `${'a'.repeat(250)}@example.com`;
  expect((await send({ ...valid, email: overlong }, { from: sender() })).body.data).toEqual({
    email: [CONTACT_LABELS.email.tooLong],
  });
});

test.each([
  ['malformed JSON', '{"name": "Ann"', 400, 'The request body is not valid JSON.'],
  ['a JSON array', '[1, 2]', 400, 'The request body must be a JSON object.'],
  ['a JSON string', '"hello"', 400, 'The request body must be a JSON object.'],
])('%s answers %i', async (_case, body, status, message) => {
  expect(await send(body, { from: sender() })).toMatchObject({
    status,
    body: { errors: true, data: { request: [message] } },
  });
});

test('a body that is not JSON answers 400', async () => {
  const response = await route.POST(
    new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'name=Ann',
    }),
  );
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    errors: true,
    data: { request: ['Send the request as JSON (Content-Type: application/json).'] },
  });
});

test('a body over 32 KB answers 413, whether or not it declares its length', async () => {
  const big = { ...valid, message: 'x'.repeat(33 * 1024) };
  expect(await send(big, { from: sender() })).toMatchObject({
    status: 413,
    body: { errors: true, data: { request: ['The request is too large (the limit is 32 KB).'] } },
  });
  const stream = new ReadableStream({
    start(controller) {
      for (let i = 0; i < 40; i += 1)
        controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
      controller.close();
    },
  });
  const response = await route.POST(
    new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit),
  );
  expect(response.status).toBe(413);
});

test('other methods answer 405 in the same shape, naming POST', async () => {
  for (const handler of [route.GET, route.PUT, route.PATCH, route.DELETE]) {
    const response = handler();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({
      errors: true,
      data: { request: ['This address only accepts POST requests.'] },
    });
  }
});

test('a filled honeypot gets the same thank-you, and nothing is stored', async () => {
  const before = stored().length;
  const answer = await send({ ...valid, website: 'https://spam.example' }, { from: sender() });
  expect(answer).toMatchObject({
    status: 200,
    body: { errors: false, data: CONTACT_LABELS.thanks },
  });
  expect(stored()).toHaveLength(before);
});

test('a sixth message within 10 minutes from one address answers 429 with a field message', async () => {
  const from = sender();
  for (let i = 0; i < 5; i += 1) expect((await send(valid, { from })).status).toBe(200);
  const answer = await send(valid, { from });
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ errors: true, data: { message: [CONTACT_LABELS.tooMany] } });
  expect(answer.headers.get('retry-after')).toBe('600');
  expect((await send(valid, { from: sender() })).status).toBe(200);
});

test('behind the trusted proxy the last X-Forwarded-For entry is the sender; a forged first entry does not help', async () => {
  const real = sender();
  const viaProxy = (forwarded: string) =>
    send(valid, { from: '127.0.0.1', headers: { 'x-forwarded-for': forwarded } });
  for (let i = 0; i < 5; i += 1) {
    expect((await viaProxy(`10.0.0.${i}, ${real}`)).status).toBe(200);
  }
  expect((await viaProxy(`10.9.9.9, ${real}`)).status).toBe(429);
});

test('reached directly, forwarding headers are ignored: a new X-Forwarded-For each time dodges nothing', async () => {
  const from = sender();
  const spoofing = (i: number) =>
    send(valid, {
      from,
      headers: { 'x-forwarded-for': `192.0.2.${i}`, 'x-real-ip': `192.0.2.${i}` },
    });
  for (let i = 0; i < 5; i += 1) expect((await spoofing(i)).status).toBe(200);
  expect((await spoofing(99)).status).toBe(429);
});

test('an IPv6 sender is limited per /64: walking through its own block dodges nothing', async () => {
  for (let i = 1; i <= 5; i += 1) {
    expect((await send(valid, { from: `2001:db8:7:1::${i.toString(16)}` })).status).toBe(200);
  }
  expect((await send(valid, { from: '2001:db8:7:1:ffff:ffff:ffff:ffff' })).status).toBe(429);
  expect((await send(valid, { from: '2001:db8:7:2::1' })).status).toBe(200);
});

test('no address is stored, only a salted hash of it', async () => {
  const from = sender();
  await send(valid, { from });
  const [latest] = stored();
  expect(latest!.senderHash).toMatch(/^[0-9a-f]{32}$/);
  expect(JSON.stringify(stored())).not.toContain(from);
});

describe('the site-wide limit never turns away an innocent sender', () => {
  const dir = tempDataDir();
  const store = openData({ dataDir: dir }).messages();
  afterAll(() => {
    store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const emailed: number[] = [];
  const post = (from: string) =>
    handleContactPost(jsonRequest(URL_, { ...valid, message: `from ${from}` }, { from }), {
      store,
      limits: {
        perSender: { max: 2, windowMs: 600_000 },
        site: { max: 3, windowMs: 3_600_000 },
      },
      trusted: parseTrustProxy('off'),
      siteOrigin: SITE_ORIGIN,
      labels: CONTACT_LABELS,
      offers: [],
      onStored: (id) => emailed.push(id),
    });

  test('over the site-wide limit a new sender still gets the thank-you; the message is held, not e-mailed', async () => {
    for (const from of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      expect((await post(from)).status).toBe(200);
    }
    expect(emailed).toHaveLength(3);
    const answer = await post('192.0.2.4');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ errors: false, data: CONTACT_LABELS.thanks });
    expect(emailed).toHaveLength(3);
    expect(await store.listMessages({ limit: 1 })).toEqual([
      expect.objectContaining({ message: 'from 192.0.2.4', held: true }),
    ]);
  });

  test('"You have sent several messages" goes only to the sender over their own limit', async () => {
    await post('192.0.2.5');
    await post('192.0.2.5');
    const answer = await post('192.0.2.5');
    expect(answer.status).toBe(429);
    expect(await answer.json()).toEqual({
      errors: true,
      data: { message: [CONTACT_LABELS.tooMany] },
    });
    expect((await post('192.0.2.6')).status).toBe(200);
  });

  test('a full disk answers 503 with the same plain sentence, not a stack trace', async () => {
    const full = jest.spyOn(store, 'addMessage').mockImplementation(() => {
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await post('192.0.2.8');
    full.mockRestore();
    log.mockRestore();
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ errors: true, data: { request: [CONTACT_LABELS.busy] } });
  });
});

describe('a flood of senders cannot close the form for others', () => {
  const stores: MessageStore[] = [];
  afterAll(() => stores.forEach((store) => store.close()));
  const site = (held?: MessageLimits['held']) => {
    const store = openData({ dataDir: tempDataDir() }).messages();
    stores.push(store);
    const post = (from: string, message = `from ${from}`) =>
      handleContactPost(jsonRequest(URL_, { ...valid, message }, { from }), {
        store,
        limits: {
          perSender: { max: 5, windowMs: 600_000 },
          site: { max: 3, windowMs: 3_600_000 },
          ...(held && { held }),
        },
        trusted: parseTrustProxy('off'),
        siteOrigin: SITE_ORIGIN,
        labels: CONTACT_LABELS,
        offers: [],
      });
    return { store, post };
  };

  test('1,100 messages from 220 rotating addresses in 22 networks of 22 ranges, then a new sender: stored', async () => {
    const { store, post } = site();
    const statuses = new Map<number, number>();
    for (let network = 1; network <= 22; network += 1) {
      for (let address = 1; address <= 10; address += 1) {
        for (let i = 0; i < 5; i += 1) {
          const { status } = await post(`10.${network}.0.${address}`);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          expect((await store.held.summary()).count).toBeLessThanOrEqual(HELD_LIMITS.total);
        }
      }
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1100 });
    expect((await store.held.summary()).count).toBe(HELD_LIMITS.total);

    const answer = await post('192.0.2.200', 'a real visitor');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ errors: false, data: CONTACT_LABELS.thanks });
    expect(await store.listMessages({ limit: 1 })).toEqual([
      expect.objectContaining({ message: 'a real visitor', held: true }),
    ]);
    expect((await store.held.summary()).count).toBe(HELD_LIMITS.total);
  });

  test("one IPv6 /32 spread over 1,200 /48s: held up to its range's share, and a real visitor's held message stays", async () => {
    const { store, post } = site();
    for (const from of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await post(from);
    expect((await post('192.0.2.80', 'a real visitor')).status).toBe(200);
    const statuses = new Map<number, number>();
    for (let network = 1; network <= 1200; network += 1) {
      const { status } = await post(`2001:db8:${network.toString(16)}::1`);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({
      200: HELD_LIMITS.perWide,
      429: 1200 - HELD_LIMITS.perWide,
    });
    expect((await store.held.summary()).count).toBe(HELD_LIMITS.perWide + 1);
    expect((await store.listMessages()).map((m) => m.message)).toContain('a real visitor');
  });

  test('past the total, the range holding the most loses its oldest, never a lone visitor', async () => {
    const store = openData({ dataDir: tempDataDir() }).messages();
    stores.push(store);
    const held = { perSender: 5, perBlock: 50, perWide: 100, total: 20 };
    const add = (text: string, block: string, wide: string) =>
      store.addMessage({ ...STORED, message: text }, `${text}`, {
        block,
        wide,
        site: { max: 0, windowMs: 3_600_000 },
        held,
      });
    await add('a real visitor', 'lone', 'lone-range');
    // One range, each message from a network of its own: every network holds one.
    for (let i = 0; i < 40; i += 1) await add(`flood ${i}`, `n${i}`, 'range');
    const kept = (await store.listMessages()).map((m) => m.message);
    expect(kept).toHaveLength(20);
    expect(kept).toContain('a real visitor');
  });

  test('a sender past its held messages, then its network, is asked to wait; its text is not lost', async () => {
    const { store, post } = site({ perSender: 2, perBlock: 3, perWide: 100, total: 1000 });
    for (const from of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await post(from);
    // The site's 3 an hour are used: from here on, messages are held.
    expect((await post('198.51.100.10')).status).toBe(200);
    expect((await post('198.51.100.10')).status).toBe(200);
    const answer = await post('198.51.100.10', 'third');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('3600');
    expect(await answer.json()).toEqual({
      errors: true,
      data: { message: [CONTACT_LABELS.waiting] },
    });
    expect((await post('198.51.100.11')).status).toBe(200);
    const neighbour = await post('198.51.100.12', 'from a neighbour');
    expect(neighbour.status).toBe(429);
    expect(await neighbour.json()).toEqual({
      errors: true,
      data: { message: [CONTACT_LABELS.waiting] },
    });
    expect((await post('198.51.101.12', 'next door')).status).toBe(200);
    const messages = (await store.listMessages()).map((m) => m.message);
    expect(messages).not.toContain('third');
    expect(messages).not.toContain('from a neighbour');
    expect(messages[0]).toBe('next door');
  });

  test('an IPv6 network is its /48: rotating through its /64s dodges nothing', async () => {
    const { post } = site({ perSender: 5, perBlock: 2, perWide: 100, total: 1000 });
    for (const from of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await post(from);
    expect((await post('2001:db8:5:1::1')).status).toBe(200);
    expect((await post('2001:db8:5:2::1')).status).toBe(200);
    expect((await post('2001:db8:5:3::1')).status).toBe(429);
    expect((await post('2001:db8:6:1::1')).status).toBe(200);
  });
});

describe('posts from the pages of other sites', () => {
  test("refused with 403 and the form's own words, nothing stored, nothing mailed", async () => {
    const before = stored().length;
    const lures: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://ines.example.evil.example' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'not an origin' },
    ];
    for (const headers of lures) {
      const answer = await send(
        { ...valid, message: 'Words another site chose' },
        { from: sender(), headers: { ...headers, host: '127.0.0.1:3000' } },
      );
      expect([headers, answer.status, answer.body]).toEqual([
        headers,
        403,
        { errors: true, data: { request: [CONTACT_LABELS.crossSite] } },
      ]);
    }
    expect(stored()).toHaveLength(before);
  });

  test('the site itself, reached directly or through the trusted proxy in front of it, is served', async () => {
    const direct = await send(valid, {
      from: sender(),
      headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
    });
    expect(direct.status).toBe(200);
    // nginx on this machine (TRUST_PROXY=loopback) names the host the visitor reached.
    const proxied = {
      origin: 'https://ines.example',
      'sec-fetch-site': 'same-origin',
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'ines.example',
      'x-forwarded-for': sender(),
    };
    expect((await send(valid, { from: '127.0.0.1', headers: proxied })).status).toBe(200);
    // The same header from a client that is no trusted proxy is not believed.
    expect((await send(valid, { from: sender(), headers: proxied })).status).toBe(403);
  });
});
