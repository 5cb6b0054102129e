import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MessageStore } from './contact/messages';

export const CONTACT_URL = 'http://127.0.0.1:3000/api/contact-post';
export const VALID_MESSAGE = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: 'A new site',
  message: 'Hello!',
};

/** A message as the store takes it: no subject, no offer. */
export const STORED_MESSAGE = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: '',
  message: 'Hello!',
  offer: null,
};

/** The messages stored in `dir`, read with a store opened and closed for the purpose. */
export function storedMessages(dir: string, { readonly = false } = {}) {
  const store = new MessageStore(dir, { readonly });
  try {
    return store.listMessages();
  } finally {
    store.close();
  }
}

/** The name build/start.mjs would draw: tests send the peer's address under it. */
export const PEER_HEADER = 'x-test-peer';
(globalThis as { [key: symbol]: unknown })[Symbol.for('portfolio.peerHeader')] = PEER_HEADER;

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-data-'));

type Options = { headers?: Record<string, string>; method?: string; from?: string };

export function jsonRequest(url: string, body: unknown, options: Options = {}) {
  return new Request(url, {
    method: options.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      [PEER_HEADER]: options.from ?? '203.0.113.7',
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type Received = { from: string; to: string[]; raw: string };

export async function smtp() {
  const received: Received[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (state.refuse) return callback(new Error('mailbox unavailable'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        for (const wait of waiting.filter(({ count }) => received.length >= count)) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve();
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    arrived: (count: number) =>
      new Promise<void>((resolve) =>
        received.length >= count ? resolve() : waiting.push({ count, resolve }),
      ),
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
