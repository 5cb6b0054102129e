/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// scripts/portfolio.mjs is plain Node, run as a program: each case starts Node (seconds when
// the machine is busy).
jest.setTimeout(60_000);

const script = path.join(__dirname, 'portfolio.mjs');

/** Calls one of the command's functions in a Node of its own, as the server runs it. */
function call(name: string, ...args: unknown[]) {
  const code = `import * as m from ${JSON.stringify(script)};
process.stdout.write(JSON.stringify(m.${name}(...${JSON.stringify(args)})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

test('reads the environment file as systemd does: comments skipped, one pair of quotes taken off', () => {
  const file = [
    '# The owner’s settings',
    'SITE_URL=https://example.com',
    '',
    "SMTP_URL='smtps://you%40example.com:pa$$word@mail.example.com:465'",
    'SMTP_FROM="Ines \\"Studio\\" <ines@example.com>"',
    'export CSP_EXTRA=img-src https://cdn.example.com',
    'not a setting',
  ].join('\n');
  expect(call('parseEnvironmentFile', file)).toEqual({
    SITE_URL: 'https://example.com',
    SMTP_URL: 'smtps://you%40example.com:pa$$word@mail.example.com:465',
    SMTP_FROM: 'Ines "Studio" <ines@example.com>',
    CSP_EXTRA: 'img-src https://cdn.example.com',
  });
});

test("the service's settings: the unit's Environment=, then its file's values, which win", () => {
  const show = [
    'Environment=PORT=3000 HOSTNAME=127.0.0.1 DATA_DIR=/var/lib/portfolio TRUST_PROXY=loopback',
    'EnvironmentFiles=/etc/portfolio.env (ignore_errors=no)',
  ].join('\n');
  expect(call('parseUnitSettings', show)).toEqual({
    environment: {
      PORT: '3000',
      HOSTNAME: '127.0.0.1',
      DATA_DIR: '/var/lib/portfolio',
      TRUST_PROXY: 'loopback',
    },
    files: ['/etc/portfolio.env'],
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-command-'));
  const file = path.join(dir, 'portfolio.env');
  fs.writeFileSync(file, 'SITE_URL=https://example.com\nPORT=8080\n');
  expect(call('serviceSettings', show.replace('/etc/portfolio.env', file))).toEqual({
    PORT: '8080',
    HOSTNAME: '127.0.0.1',
    DATA_DIR: '/var/lib/portfolio',
    TRUST_PROXY: 'loopback',
    SITE_URL: 'https://example.com',
  });
  fs.rmSync(dir, { recursive: true });
});

test('without the service, it says to run the npm script; an unknown command gets the list', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [script, ...args], {
      encoding: 'utf8',
      // No systemctl on this PATH: a computer that is not the server.
      env: { PATH: path.dirname(process.execPath) } as unknown as NodeJS.ProcessEnv,
    });
  const inbox = run('inbox');
  expect(inbox.status).toBe(1);
  expect(inbox.stderr).toContain('run npm run inbox instead');
  const unknown = run('nope');
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toContain(
    'Commands: inbox, stats, admin-link, private-link, mail-test, check-config, publish',
  );
});
