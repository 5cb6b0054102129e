import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type Received = { from: string; to: string[]; raw: string; text: string };

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
          text: raw.replace(/=\r\n/g, ''),
        });
        for (const wait of waiting.filter(({ count }) => received.length >= count)) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve();
        }
        callback();
      });
    },
  });
  // A sender killed mid-message (as the tests kill instances) resets its connection: that is the
  // sender's loss, seen in what arrived, not an error of the test's process.
  server.on('error', () => {});
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
