import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { openData } from '../lib/store/open';
import { startServer } from './support/build';

// The nightly backup runs beside a server that keeps writing; what it acknowledged after the copy
// must be in the files the owner's commands read, and must outlive a crash.
const PORT = 3510;
const site = `http://127.0.0.1:${PORT}`;
const execFileAsync = promisify(execFile);

let server: ChildProcess | undefined;
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
test.afterAll(() => {
  server?.kill('SIGKILL');
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** Run without blocking this process, so that the writes go on while it runs. */
async function command(file: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await execFileAsync(file, args, {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      timeout: 60_000,
    });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${file} ${args.join(' ')}: ${failed.message}\n${failed.stderr ?? ''}`);
  }
}

async function sendMessage(subject: string) {
  const response = await fetch(`${site}/api/contact-post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Nia Backup',
      email: 'nia@example.com',
      subject,
      message: subject,
    }),
  });
  const body = (await response.json()) as { errors?: unknown };
  return response.status === 200 && body.errors === false;
}

async function sendPageView() {
  const response = await fetch(`${site}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ fullUrl: `${site}/`, page: 'Home Page' }),
  });
  return response.status === 204;
}

const adminPage = (session: string) =>
  fetch(`${site}/admin`, { headers: { cookie: `portfolio_admin=${session}` }, redirect: 'manual' });

test('a backup taken while the server writes loses nothing acknowledged, even through a SIGKILL', async () => {
  // Two server starts and a dozen owner commands, each starting tsx.
  test.setTimeout(240_000);
  const dataDir = tempDir('portfolio-e2e-backup-data-');
  const backupDir = tempDir('portfolio-e2e-backups-');
  const env = {
    DATA_DIR: dataDir,
    SITE_URL: site,
    CONTACT_RATE_LIMIT: 'off',
    CONTACT_SITE_RATE_LIMIT: 'off',
    EVENTS_RATE_LIMIT: 'off',
    EVENTS_BLOCK_RATE_LIMIT: 'off',
  };
  const tsx = path.resolve('node_modules/.bin/tsx');
  const owner = (script: string, ...args: string[]) =>
    command(tsx, [`scripts/${script}.ts`, ...args], env);
  const messages: string[] = [];
  let pageViews = 0;
  const write = async (subject: string) => {
    if (await sendMessage(subject)) messages.push(subject);
    if (await sendPageView()) pageViews += 1;
  };
  const signIn = async () => {
    const [link] = (await owner('admin-link')).split('\n');
    const token = new URL(link!).pathname.split('/').at(-1)!;
    const answer = await fetch(`${site}/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
      body: new URLSearchParams({ token }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const session = /portfolio_admin=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
    expect(session).toBeTruthy();
    return session!;
  };

  server = await startServer('.next', PORT, env);
  await write('before the backup');
  // Made as `private-link create` makes it, without needing a private project in the content.
  const links = openData({ dataDir, busyTimeoutMs: 5000 }).privateLinks();
  const link = await links.createLink({
    projects: ['any-private-project'],
    client: 'Backup GmbH',
    expiresAt: null,
    maxUses: null,
  });
  links.close();
  const firstSession = await signIn();

  // Messages and page views keep coming while both kinds of backup copy the files.
  let backingUp = true;
  const during = (async () => {
    for (let i = 0; backingUp; i++) await write(`during the backup ${i}`);
  })();
  await command('bash', ['deploy/backup.sh'], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
  for (const file of ['portfolio.db', 'page-views.db']) {
    const copy = path.join(backupDir, `plain-${file}`);
    await command('sqlite3', [path.join(dataDir, file), '.timeout 10000', `.backup '${copy}'`], {});
  }
  backingUp = false;
  await during;
  const [folder] = fs.readdirSync(backupDir).filter((name) => /^\d{4}-/.test(name));
  expect(fs.readdirSync(path.join(backupDir, folder!)).sort()).toEqual([
    'page-views.db',
    'portfolio.db',
  ]);
  for (const copy of [path.join(folder!, 'portfolio.db'), 'plain-portfolio.db']) {
    const db = new Database(path.join(backupDir, copy), { readonly: true });
    const subjects = db.prepare('SELECT subject FROM messages').pluck().all();
    db.close();
    expect(subjects).toContain('before the backup');
  }

  for (let i = 0; i < 5; i++) await write(`after the backup ${i}`);
  await owner('private-link', 'revoke', String(link.id));
  const secondSession = await signIn();
  expect(messages.filter((subject) => subject.startsWith('during')).length).toBeGreaterThan(0);
  expect(messages.length).toBeGreaterThanOrEqual(7);
  expect(pageViews).toBeGreaterThanOrEqual(7);

  // What the owner reads sees every write made after the backup.
  const seen = async () => {
    const [inbox, links, stats] = (
      await Promise.all([
        owner('inbox', '--json'),
        owner('private-link', 'list', '--json'),
        owner('stats', '--json'),
      ])
    ).map((output) => JSON.parse(output)) as [
      { subject: string }[],
      { id: number; revokedAt: string | null }[],
      { total: number },
    ];
    return {
      messages: inbox.map((message) => message.subject).sort(),
      revoked: links.map((link) => [link.id, link.revokedAt !== null]),
      pageViews: stats.total,
    };
  };
  const everything = {
    messages: [...messages].sort(),
    revoked: [[link.id, true]],
    pageViews,
  };
  expect(await seen()).toEqual(everything);

  // A crash (the OOM killer, a power cut) then a start on the same folder keeps all of it.
  server.kill('SIGKILL');
  await new Promise((resolve) => server!.once('exit', resolve));
  server = await startServer('.next', PORT, env);
  expect(await seen()).toEqual(everything);
  for (const session of [firstSession, secondSession]) {
    const dashboard = await adminPage(session);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('action="/admin/sign-out"');
  }
  const stranger = await adminPage('not-a-session');
  expect(stranger.headers.get('location')).toMatch(/\/admin\/sign-in$/);
});
