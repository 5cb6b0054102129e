/** @jest-environment node */
import type { StoredMessage } from '@/lib/store/types';
import { answerLink } from './answer';

const message = (patch: Partial<StoredMessage> = {}): StoredMessage => ({
  id: 7,
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: 'A new site',
  message: 'Hello!\nCan you help?',
  offer: null,
  language: 'en',
  state: 'new',
  receivedAt: '2026-11-22T09:05:00.000Z',
  senderHash: 'a'.repeat(64),
  deliveredAt: null,
  deliveryAttempts: 0,
  deliveryError: null,
  held: false,
  ...patch,
});

// The parts of a mailto: link, each decoded as a mail program would.
function parts(link: string) {
  const match = /^mailto:([^?]*)\?(.*)$/.exec(link);
  if (!match) throw new Error(`not a mailto: link with a query: ${link}`);
  const fields = match[2]!.split('&').map((pair) => pair.split('='));
  return {
    to: decodeURIComponent(match[1]!),
    names: fields.map(([name]) => name),
    field: (name: string) => decodeURIComponent(fields.find(([key]) => key === name)?.[1] ?? ''),
  };
}

const when = new Intl.DateTimeFormat('en', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
}).format(new Date('2026-11-22T09:05:00.000Z'));

test('writes to the sender, "Re:" the subject, the message quoted under who wrote it and when', () => {
  const link = answerLink(message());
  expect(link.startsWith('mailto:ann@example.com?')).toBe(true);
  const { to, names, field } = parts(link);
  expect(to).toBe('ann@example.com');
  expect(names).toEqual(['subject', 'body']);
  expect(field('subject')).toBe('Re: A new site');
  expect(field('body')).toBe(`\n\nOn ${when} UTC, Ann Lee wrote:\n> Hello!\n> Can you help?`);
  expect(when).toMatch(/Nov 22, 2026/);
});

test('says there was no subject when the message had none', () => {
  expect(parts(answerLink(message({ subject: '' }))).field('subject')).toBe('Re: (no subject)');
});

test('quotes every line, empty ones and Windows line ends included', () => {
  const body = parts(answerLink(message({ message: 'One\r\n\r\nTwo\nThree' }))).field('body');
  expect(body.split('\n').slice(3)).toEqual(['> One', '> ', '> Two', '> Three']);
  expect(body).not.toContain('\r');
});

test('keeps characters that mean something in a link inside their field', () => {
  const { to, names, field } = parts(
    answerLink(
      message({
        email: 'a+b&c=d@example.com',
        subject: 'Price & time? 100% = yes #1',
        name: "Zoë O'Brien & co",
        message: 'a=b&subject=x?#',
      }),
    ),
  );
  expect(to).toBe('a+b&c=d@example.com');
  expect(names).toEqual(['subject', 'body']);
  expect(field('subject')).toBe('Re: Price & time? 100% = yes #1');
  expect(field('body')).toBe(`\n\nOn ${when} UTC, Zoë O'Brien & co wrote:\n> a=b&subject=x?#`);
});
