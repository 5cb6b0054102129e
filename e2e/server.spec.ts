import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { storedMessages } from '../lib/store/test/fixture';
import { SERVER_START_S, waitUntilUp } from './support/server';
import { spawnServer, startServer } from './support/build';
import { ownerCookie } from './support/owner';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-server-'));

function exited(server: ChildProcess) {
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    server.once('exit', (code) => resolve({ code, output })),
  );
}

test('SIGTERM mid-request: the request completes and is stored, the server exits 0', async () => {
  test.setTimeout(60_000);
  const port = 3104;
  const dataDir = tempDir();
  const server = await startServer('.next', port, { DATA_DIR: dataDir });
  const exit = exited(server);

  const body = JSON.stringify({
    name: 'Late Visitor',
    email: 'late@example.com',
    subject: 'Sent as the server stops',
    message: 'This message was halfway through the wire when the server was told to stop.',
  });
  const half = Math.floor(body.length / 2);
  let sendRest = () => {};
  let firstHalfSent = () => {};
  const flushed = new Promise<void>((resolve) => (firstHalfSent = resolve));
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/contact-post',
        method: 'POST',
        // "100 Continue" proves the request is in progress on the server's side.
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.on('continue', () => request.write(body.slice(0, half), () => firstHalfSent()));
    request.flushHeaders();
    sendRest = () => request.end(body.slice(half));
  });

  await flushed;
  server.kill('SIGTERM');
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${port}/`).then(
        () => 'accepted',
        () => 'refused',
      ),
    )
    .toBe('refused');
  sendRest();

  const { status, text } = await answer;
  expect(status, text).toBe(200);
  expect(JSON.parse(text)).toEqual({ errors: false, data: expect.stringContaining('Thank you') });

  const { code, output } = await exit;
  expect(code, output).toBe(0);
  expect(output).toContain('SIGTERM: finishing the requests in progress, then stopping.');
  expect(output).toContain('Stopped.');

  expect(storedMessages(dataDir, { readonly: true }).map((m) => m.subject)).toEqual([
    'Sent as the server stops',
  ]);
});

test.describe('a bad setting stops the start with a message that names it', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['PORT', { PORT: 'eighty' }, 'PORT must be a whole number from 1 to 65535 (it is "eighty")'],
    [
      'SMTP_URL',
      { SMTP_URL: 'https://user:secret@mail.example.com' },
      'SMTP_URL must start with smtp:// or smtps://',
    ],
    [
      'NEXT_PUBLIC_TIME_ZONE',
      { NEXT_PUBLIC_TIME_ZONE: 'Europe/Lyon' },
      'NEXT_PUBLIC_TIME_ZONE must be an IANA time zone such as Europe/Paris',
    ],
    [
      'EVENTS_RATE_LIMIT',
      { EVENTS_RATE_LIMIT: 'lots' },
      'EVENTS_RATE_LIMIT must look like "5/10m"',
    ],
  ];
  for (const [name, env, message] of cases) {
    test(name, async () => {
      const server = spawnServer('.next', 3105, { DATA_DIR: tempDir(), ...env });
      const { code, output } = await exited(server);
      expect(code).toBe(1);
      expect(output).toContain(message);
      expect(output).not.toContain('secret');
    });
  }

  test('DATA_DIR that cannot hold a database', async () => {
    const file = path.join(tempDir(), 'a-file');
    fs.writeFileSync(file, '');
    const server = spawnServer('.next', 3105, { DATA_DIR: file });
    const { code, output } = await exited(server);
    expect(code).toBe(1);
    expect(output).toContain(
      `DATA_DIR: the database folder ${file} cannot be created or written to`,
    );
  });
});

test("started through Next.js's own entry (server.js), it is the same server: forged peers and forwarding headers choose no sender", async ({
  request,
}) => {
  const server = await startServer('.next', 3107, { DATA_DIR: tempDir() }, 'server.js');
  try {
    const statuses = [];
    for (let i = 1; i <= 7; i += 1) {
      const response = await request.post('http://127.0.0.1:3107/api/contact-post', {
        headers: { 'x-forwarded-for': `192.0.2.${i}`, 'x-portfolio-peer': `198.51.100.${i}` },
        data: { name: 'Spoofer', email: 's@example.com', message: `Attempt ${i}` },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const missing = await request.get('http://127.0.0.1:3107/fr/no-such-page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<html lang="fr"');
  } finally {
    server.kill('SIGTERM');
  }
});

test('the standalone build holds what it serves and no database', () => {
  const root = path.join('.next', 'standalone');
  for (const part of [
    'start.mjs',
    'server.js',
    'public',
    'config',
    '.next/static',
    'node_modules/better-sqlite3',
    'rewrites.json',
    'rewrites.mjs',
  ]) {
    expect(fs.existsSync(path.join(root, part)), part).toBe(true);
  }
  // The project's public/ is a link into the content's folder; the release holds the files.
  expect(fs.lstatSync(path.join(root, 'public')).isDirectory()).toBe(true);
  // Settings belong to the host that runs the release, not the machine that built it.
  expect(fs.readdirSync(root).filter((name) => name.startsWith('.env'))).toEqual([]);
  const databases = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.db(-wal|-shm)?$/.test(file) && !file.includes('node_modules'));
  expect(databases).toEqual([]);
  expect(fs.existsSync(path.join(root, 'data'))).toBe(false);
});

test('unconfigured, the server listens on this machine only, and says how to open it', async () => {
  // A start, which on a busy machine takes up to SERVER_START_S.
  test.setTimeout(SERVER_START_S * 1000 + 30_000);
  const port = 3106;
  const server = spawnServer('.next', port, { HOSTNAME: '', DATA_DIR: tempDir() });
  const exit = exited(server);
  await waitUntilUp(`http://127.0.0.1:${port}/api/health`, SERVER_START_S, server);
  try {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outside) {
      await expect(fetch(`http://${outside.address}:${port}/api/health`)).rejects.toThrow();
    }
  } finally {
    server.kill('SIGTERM');
  }
  const { output } = await exit;
  expect(output).toContain(`listening on http://127.0.0.1:${port} (this machine only`);
  expect(output).toContain('HOSTNAME=0.0.0.0');
});

test('a client that never finishes its headers is cut off after 10 s', async () => {
  test.setTimeout(40_000);
  // A port of its own: the server another test ran on 3107 may still be closing.
  const port = 3119;
  const server = await startServer('.next', port, { DATA_DIR: tempDir() });
  try {
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
        const drip = setInterval(() => socket.write('a'), 1000);
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('close', () => {
          clearInterval(drip);
          resolve(text);
        });
      });
      socket.on('error', reject);
    });
    const seconds = (Date.now() - started) / 1000;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeGreaterThanOrEqual(9);
    expect(seconds).toBeLessThan(25);
  } finally {
    server.kill('SIGTERM');
  }
});

test('forwarding headers dodge no limit unless TRUST_PROXY names the proxy they come from', async () => {
  const post = (port: number, i: number) =>
    fetch(`http://127.0.0.1:${port}/api/contact-post`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // A forged peer header, which the server must replace.
        'x-forwarded-for': `192.0.2.${i}`,
        'x-real-ip': `192.0.2.${i}`,
        'x-portfolio-peer': `198.51.100.${i}`,
      },
      body: JSON.stringify({ name: 'Spoofer', email: 's@example.com', message: `Try ${i}` }),
    }).then((response) => response.status);
  const limits = { CONTACT_RATE_LIMIT: '2/10m', CONTACT_SITE_RATE_LIMIT: 'off' };

  const direct = await startServer('.next', 3108, { ...limits, DATA_DIR: tempDir() });
  const behindNginx = await startServer('.next', 3109, {
    ...limits,
    TRUST_PROXY: 'loopback',
    DATA_DIR: tempDir(),
  });
  try {
    expect([await post(3108, 1), await post(3108, 2), await post(3108, 3)]).toEqual([
      200, 200, 429,
    ]);
    // Here the client is a proxy on this machine, whose X-Forwarded-For names the visitor.
    expect([await post(3109, 1), await post(3109, 2), await post(3109, 3)]).toEqual([
      200, 200, 200,
    ]);
  } finally {
    direct.kill('SIGTERM');
    behindNginx.kill('SIGTERM');
  }
});

test('without SMTP_URL, the start and every dashboard page say messages are stored but not e-mailed; with it, neither does', async () => {
  // Two starts, each up to SERVER_START_S on a busy machine, and an owner command.
  test.setTimeout(2 * SERVER_START_S * 1000 + 30_000);
  const DASHBOARD = ['/admin', '/admin/visitors', '/admin/security'];
  const NOTICE = 'Mail is not set up: messages are stored here but not e-mailed to you.';
  const START_LINE =
    'Mail: SMTP_URL is unset, so messages from the contact form are stored but not e-mailed';
  const dashboardAt = async (port: number, env: Record<string, string>) => {
    const site = `http://127.0.0.1:${port}`;
    const dataDir = tempDir();
    const server = spawnServer('.next', port, { ...env, DATA_DIR: dataDir, SITE_URL: site });
    const exit = exited(server);
    const pages: string[] = [];
    try {
      await waitUntilUp(`${site}/api/health`, SERVER_START_S, server);
      const cookie = await ownerCookie({ DATA_DIR: dataDir, SITE_URL: site });
      for (const page of DASHBOARD) {
        const answer = await fetch(`${site}${page}`, { headers: { cookie } });
        expect(answer.status).toBe(200);
        pages.push(await answer.text());
      }
    } finally {
      server.kill('SIGTERM');
    }
    return { output: (await exit).output, pages };
  };

  const unset = await dashboardAt(3511, {});
  expect(unset.output).toContain(START_LINE);
  expect(unset.output).toContain('npm run mail-test');
  for (const page of unset.pages) expect(page).toContain(NOTICE);

  // Nothing listens there: the start and the pages do not send mail.
  const set = await dashboardAt(3512, { SMTP_URL: 'smtp://owner:secret@127.0.0.1:2' });
  expect(set.output).toContain('listening on');
  expect(set.output).not.toContain('Mail: SMTP_URL');
  for (const page of set.pages) {
    expect(page).toContain('action="/admin/sign-out"');
    expect(page).not.toContain('Mail is not set up');
  }
});
