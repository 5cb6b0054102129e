/** @jest-environment node */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { validFiles, writeSite } from '@/lib/content/test/fixture';
import { smtp } from '@/lib/contact/test/smtp';
import { sendTestMail } from './mail-test';

const site = writeSite(validFiles());
afterAll(() => fs.rmSync(path.dirname(site.configDir), { recursive: true, force: true }));

test('sends one e-mail to the address in about.json, from the owner unless SMTP_FROM says otherwise', async () => {
  const server = await smtp();
  try {
    const line = await sendTestMail({ url: server.url, content: site });
    expect(line).toMatch(new RegExp(`^Sent to jane@example.com through ${server.url}: 250 `));
    await sendTestMail({ url: server.url, from: 'site@example.com', content: site });
    expect(server.received.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: 'jane@example.com', to: ['jane@example.com'] },
      { from: 'site@example.com', to: ['jane@example.com'] },
    ]);
    expect(server.received[0]!.raw).toContain('Subject: Test e-mail from your portfolio');
    expect(server.received[0]!.raw).toContain('From: "Jane Doe (portfolio)" <jane@example.com>');
  } finally {
    await server.close();
  }
});

test("the mail server's refusal is shown, never the password, even when the server repeats it", async () => {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) =>
      callback(new Error(`no user ${auth.username} with password ${auth.password}`)),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  try {
    const sent = sendTestMail({
      url: `smtp://jane%40example.com:s3cr%24t@127.0.0.1:${port}`,
      content: site,
    });
    await expect(sent).rejects.toThrow(
      `Not sent through smtp://127.0.0.1:${port}: Invalid login: 535 no user jane@example.com with password ***`,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('no SMTP_URL, no mail server listening, or no address in about.json: each says so', async () => {
  await expect(sendTestMail({ url: undefined, content: site })).rejects.toThrow(
    'SMTP_URL is not set',
  );
  const server = await smtp();
  const { url } = server;
  await server.close();
  await expect(sendTestMail({ url, content: site })).rejects.toThrow(
    new RegExp(`^Not sent through ${url}: .*ECONNREFUSED`),
  );
  const noEmail = writeSite({
    ...validFiles(),
    'about.json': { ...(validFiles()['about.json'] as object), email: '' },
  });
  try {
    await expect(sendTestMail({ url, content: noEmail })).rejects.toThrow(
      'about.json has no "email"',
    );
  } finally {
    fs.rmSync(path.dirname(noEmail.configDir), { recursive: true, force: true });
  }
});
