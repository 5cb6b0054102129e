/** @jest-environment node */
import fs from 'node:fs';
import type { MessageStore } from '@/lib/store/messages';
import { openData } from '@/lib/store/open';
import { tempDataDir } from '@/lib/store/test/fixture';
import { DELIVERY, Mailer, nextRetry } from './mailer';
import { smtpTransportUrl } from './mailer';
import { smtp } from './test/smtp';

const owner = { email: 'hello@inesmoreau.example', name: 'Ines Moreau' };
const message = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: 'A new site',
  message: 'Hello, Ines!\nCan we talk?',
  offer: null,
};

let dir: string;
let store: MessageStore;
let server: Awaited<ReturnType<typeof smtp>>;
beforeEach(async () => {
  dir = tempDataDir();
  store = openData({ dataDir: dir }).messages();
  server = await smtp();
});
afterEach(async () => {
  store.close();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a stored message is e-mailed to the owner, with the visitor as Reply-To', async () => {
  const { id } = (await store.addMessage(message, 'a')) as { id: number };
  const mailer = new Mailer(store, { url: server.url, owner });
  await mailer.deliverDue();
  mailer.stop();

  expect(server.received).toHaveLength(1);
  const [mail] = server.received;
  expect(mail!.to).toEqual([owner.email]);
  expect(mail!.raw).toMatch(/^Reply-To: Ann Lee <ann@example\.com>/m);
  expect(mail!.raw).toMatch(/^Subject: Portfolio: A new site/m);
  expect(mail!.raw).toContain('Hello, Ines!');
  expect((await store.listMessages())[0]).toMatchObject({
    id,
    deliveryAttempts: 1,
    deliveryError: null,
  });
  expect((await store.listMessages())[0]!.deliveredAt).not.toBeNull();

  await new Mailer(store, { url: server.url, owner }).deliverDue();
  expect(server.received).toHaveLength(1);
});

test('the e-mail says which offer a message is about, by its name, or its id once it is gone', async () => {
  const names: Record<string, string> = { 'website-design-build': 'Website, designed and built' };
  await store.addMessage({ ...message, subject: 'Named', offer: 'website-design-build' }, 'a');
  await store.addMessage({ ...message, subject: 'Gone', offer: 'logo-refresh' }, 'b');
  await store.addMessage({ ...message, subject: 'None' }, 'c');
  const mailer = new Mailer(store, { url: server.url, owner, offerName: (id) => names[id] });
  await mailer.deliverDue();
  await mailer.stop();

  const about = (subject: string) => {
    const mail = server.received.find((m) => m.raw.includes(`Subject: Portfolio: ${subject}`));
    const body = mail!.text;
    return body.split('\r\n').filter((line) => line.startsWith('About:'));
  };
  expect(about('Named')).toEqual(['About: Website, designed and built (website-design-build)']);
  expect(about('Gone')).toEqual(['About: logo-refresh']);
  expect(about('None')).toEqual([]);
});

test('a refused delivery is logged and retried later; the message is kept whatever happens', async () => {
  server.state.refuse = true;
  await store.addMessage(message, 'a');
  const errors: string[] = [];
  let now = new Date();
  const mailer = new Mailer(store, {
    url: server.url,
    owner,
    log: { error: (line: string) => errors.push(line) },
    clock: () => now,
  });

  await mailer.deliverDue();
  expect(server.received).toHaveLength(0);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(
    /message #1 not delivered \(.*mailbox unavailable.*\); next attempt at/,
  );
  expect((await store.listMessages())[0]).toMatchObject({
    ...message,
    deliveredAt: null,
    deliveryAttempts: 1,
  });

  server.state.refuse = false;
  await mailer.deliverDue();
  expect(server.received).toHaveLength(0);
  now = new Date(now.getTime() + DELIVERY.firstRetryMs + 1000);
  await mailer.deliverDue();
  expect(server.received).toHaveLength(1);
  expect((await store.listMessages())[0]).toMatchObject({
    deliveryAttempts: 2,
    deliveryError: null,
  });
  mailer.stop();
});

test('an unreachable mail server changes nothing but the attempt count', async () => {
  await server.close();
  await store.addMessage(message, 'a');
  const errors: string[] = [];
  const mailer = new Mailer(store, {
    url: 'smtp://127.0.0.1:1',
    owner,
    log: { error: (l: string) => errors.push(l) },
  });
  await mailer.deliverDue();
  expect(errors[0]).toMatch(/not delivered/);
  expect(await store.listMessages()).toHaveLength(1);
  server = await smtp();
});

test('retries wait 1, 2, 4 … minutes, at most 6 hours, and stop after 12 attempts', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const minutes = (attempts: number) =>
    (nextRetry(attempts, now)!.getTime() - now.getTime()) / 60_000;
  expect([1, 2, 3, 4].map(minutes)).toEqual([1, 2, 4, 8]);
  expect(minutes(11)).toBe(360);
  expect(nextRetry(12, now)).toBeNull();
});

test('header-breaking text from a visitor stays on one line', async () => {
  await store.addMessage({ ...message, subject: 'Hi\r\nBcc: victim@example.com' }, 'a');
  const mailer = new Mailer(store, { url: server.url, owner });
  await mailer.deliverDue();
  mailer.stop();
  const [mail] = server.received;
  expect(mail!.to).toEqual([owner.email]);
  const headers = mail!.raw.split('\r\n\r\n')[0]!;
  expect(headers).not.toMatch(/^Bcc:/m);
  expect(headers).toMatch(/^Subject: Portfolio: Hi Bcc: victim@example\.com/m);
});

test('stop() lets the message being sent finish, then sends no more', async () => {
  const first = (await store.addMessage(message, 'a')) as { id: number };
  await store.addMessage({ ...message, subject: 'Second' }, 'b');
  const mailer = new Mailer(store, { url: server.url, owner });
  const delivering = mailer.deliverDue();
  const stopped = mailer.stop();
  await Promise.all([delivering, stopped]);

  expect(server.received).toHaveLength(1);
  const delivered = (await store.listMessages()).filter((m) => m.deliveredAt !== null);
  expect(delivered.map((m) => m.id)).toEqual([first.id]);
  await mailer.deliverDue();
  expect(server.received).toHaveLength(1);
});

test('smtp:// to another machine must be upgraded to TLS; a local relay and smtps:// are left alone', async () => {
  expect(smtpTransportUrl('smtp://site:secret@mail.example.com:587')).toBe(
    'smtp://site:secret@mail.example.com:587?requireTLS=true',
  );
  expect(smtpTransportUrl('smtp://127.example.com')).toBe('smtp://127.example.com?requireTLS=true');
  expect(smtpTransportUrl('smtp://mail.example.com?requireTLS=false')).toBe(
    'smtp://mail.example.com?requireTLS=false',
  );
  for (const kept of [
    'smtp://127.0.0.1:25',
    'smtp://127.0.0.53',
    'smtp://[::1]:25',
    'smtp://LocalHost',
    'smtps://u:p@mail.example.com:465',
  ]) {
    expect(smtpTransportUrl(kept)).toBe(kept);
  }

  // A server that does not offer STARTTLS (or whose offer was stripped on the way) gets nothing.
  await store.addMessage(message, 'a');
  const errors: string[] = [];
  const mailer = new Mailer(store, {
    url: `${server.url}?requireTLS=true`,
    owner,
    log: { error: (line: string) => errors.push(line) },
  });
  await mailer.deliverDue();
  mailer.stop();
  expect(server.received).toHaveLength(0);
  expect(errors.join('\n')).toMatch(/STARTTLS/i);
  expect((await store.listMessages())[0]).toMatchObject({ deliveredAt: null, deliveryAttempts: 1 });
});

describe('the notice of held messages', () => {
  // Over the site-wide limit for the whole test: every message after the first is held.
  const site = { max: 1, windowMs: 10 * 86_400_000 };
  const t0 = new Date('2026-11-22T10:00:00Z').getTime();
  let now = new Date(t0);
  const hold = async (sender: string) => {
    const result = await store.addMessage({ ...message, subject: `From ${sender}` }, sender, {
      block: sender,
      site,
      now,
    });
    expect(result).toMatchObject({ stored: true, held: true });
  };
  const notices = () => server.received.filter((mail) => /^Subject: .*held/m.test(mail.raw));
  beforeEach(async () => {
    now = new Date(t0);
    await store.addMessage(message, 'first', { site, now });
  });

  test('goes out once a day while messages are held, and never the held messages themselves', async () => {
    const mailer = new Mailer(store, { url: server.url, owner, clock: () => now });
    await hold('a');
    await hold('b');
    await mailer.deliverDue();
    await mailer.noticeHeld();
    expect(server.received).toHaveLength(2);
    expect(notices()).toHaveLength(1);
    const [notice] = notices();
    expect(notice!.to).toEqual([owner.email]);
    expect(notice!.raw).toMatch(/^Subject: Portfolio: 2 messages are held/m);
    expect(notice!.raw).toContain('npm run inbox -- --release');
    expect(notice!.raw).toContain('npm run inbox -- --delete-held all');
    expect(notice!.raw).not.toContain('From a');

    now = new Date(t0 + 3_600_000);
    await hold('c');
    await mailer.noticeHeld();
    await mailer.deliverDue();
    expect(notices()).toHaveLength(1);
    now = new Date(t0 + 86_400_000 + 1000);
    await mailer.deliverDue();
    expect(notices()).toHaveLength(2);
    expect(notices()[1]!.raw).toMatch(/^Subject: Portfolio: 3 messages are held/m);
    now = new Date(t0 + 3 * 86_400_000);
    await mailer.deliverDue();
    expect(notices()).toHaveLength(2);
    await mailer.stop();
  });

  test('a notice the mail server refuses is logged and tried again an hour later, not on every pass', async () => {
    const errors: string[] = [];
    const mailer = new Mailer(store, {
      url: server.url,
      owner,
      clock: () => now,
      log: { error: (line: string) => errors.push(line) },
    });
    await mailer.deliverDue();
    server.state.refuse = true;
    await hold('a');
    await mailer.noticeHeld();
    expect(errors).toEqual([
      expect.stringMatching(
        /^\[mail\] the notice of held messages was not sent \(.*\); next attempt at/,
      ),
    ]);
    server.state.refuse = false;
    now = new Date(t0 + 60_000);
    await mailer.deliverDue();
    expect(notices()).toHaveLength(0);
    now = new Date(t0 + 3_600_000);
    await mailer.deliverDue();
    expect(notices()).toHaveLength(1);
    await mailer.stop();
  });
});
