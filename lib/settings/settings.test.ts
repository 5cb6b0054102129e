/** @jest-environment node */
import fs from 'node:fs';
import { BlockList } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SETTINGS } from './definitions';
import { checkDataDir, checkSettings, childEnvironment, distDir } from '.';
import { buildId, siteLanguages, sitePolicy } from './public';

test('no settings at all is a valid set-up: the built-in endpoints, UTC, ./data, every default', () => {
  expect(checkSettings({})).toEqual({
    siteUrl: new URL('http://localhost:3000'),
    apiUrl: '',
    timeZone: 'UTC',
    cspExtra: new Map(),
    deferredHydration: true,
    configDir: expect.stringMatching(/\/config$/), // which one: the next test
    port: 3000,
    hostname: '127.0.0.1',
    trustProxy: expect.any(BlockList),
    dataDir: path.resolve('data'),
    databaseUrl: null,
    privateDir: path.resolve('.next/private'),
    siteDir: null,
    smtpUrl: undefined,
    smtpFrom: undefined,
    contactRateLimit: { max: 5, windowMs: 600_000 },
    contactSiteRateLimit: { max: 60, windowMs: 3_600_000 },
    eventsRateLimit: { max: 120, windowMs: 60_000 },
    eventsBlockRateLimit: { max: 300, windowMs: 3_600_000 },
    eventsRetention: 365 * 86_400_000,
    eventsMaxSize: 256 * 1024 ** 2,
    messagesRetention: null,
    diskMinFree: 256 * 1024 ** 2,
  });
  expect(checkSettings({}).trustProxy.rules).toEqual([]);
});

test("CONFIG_DIR unset: the sample's config/, site/config/ once there is one, a root config/ first", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-settings-'));
  const cwd = jest.spyOn(process, 'cwd').mockReturnValue(root);
  try {
    const configDir = () => checkSettings({}).configDir;
    expect(configDir()).toBe(path.join(root, 'examples/sample/config'));
    fs.mkdirSync(path.join(root, 'site', 'config'), { recursive: true });
    expect(configDir()).toBe(path.join(root, 'site', 'config'));
    fs.mkdirSync(path.join(root, 'config'));
    expect(configDir()).toBe(path.join(root, 'config'));
    expect(checkSettings({ CONFIG_DIR: 'elsewhere' }).configDir).toBe(path.join(root, 'elsewhere'));
  } finally {
    cwd.mockRestore();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('TRUST_PROXY takes address ranges beside "loopback" and addresses, and refuses a bad one', () => {
  const { trustProxy } = checkSettings({
    TRUST_PROXY: 'loopback, 203.0.113.5, 172.16.0.0/12, 10.0.0.0/8, fd00::/8, 2001:db8::/32',
  });
  const trusts = (address: string) =>
    trustProxy.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
  for (const address of [
    '127.0.0.1',
    '::1',
    '203.0.113.5',
    '172.17.0.1',
    '::ffff:172.17.0.1',
    '10.9.8.7',
    'fd00::5',
    '2001:db8:1::1',
  ]) {
    expect([address, trusts(address)]).toEqual([address, true]);
  }
  for (const address of ['192.0.2.2', '172.32.0.1', '11.0.0.1', 'fe00::1', '2001:db9::1']) {
    expect([address, trusts(address)]).toEqual([address, false]);
  }
  const check = () => checkSettings({ TRUST_PROXY: 'loopback, 172.16.0.0/40', PORT: '0' });
  expect(check).toThrow(
    '  - TRUST_PROXY: the range "172.16.0.0/40" needs a prefix length from 1 to 32 (it is "loopback, 172.16.0.0/40")',
  );
  expect(check).toThrow('  - PORT must be a whole number');
  expect(() => checkSettings({ TRUST_PROXY: 'docker-bridge' })).toThrow(
    '  - TRUST_PROXY must be "off", or "loopback", proxy addresses and address ranges separated by commas',
  );
});

function documentedSettings() {
  const table = fs.readFileSync(path.join(__dirname, '../../docs/settings.md'), 'utf8');
  const rows = table.split('\n').filter((line) => /^\| `[A-Z_]+`/.test(line));
  return rows.flatMap((row) => {
    const [names, when, defaults] = row
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim());
    const values = [...defaults!.matchAll(/`([^`]*)`/g)].map((m) => m[1]!.replace(/^\.\//, ''));
    return [...names!.matchAll(/`([A-Z_]+)`/g)].map((m, i) => ({
      name: m[1]!,
      when: when!,
      default: values[i] ?? '',
    }));
  });
}

test('docs/settings.md and .env.example describe every setting with its real default', () => {
  const defined = Object.entries(SETTINGS).map(([name, s]) => ({
    name,
    when: s.when,
    default: s.default,
  }));
  expect(documentedSettings()).toEqual(defined);
  const example = fs.readFileSync(path.join(__dirname, '../../.env.example'), 'utf8');
  for (const name of Object.keys(SETTINGS)) {
    expect([name, example.includes(`${name}=`)]).toEqual([name, true]);
  }
});

test('reads the values the build needs', () => {
  const settings = checkSettings({
    SITE_URL: 'https://ines.example',
    NEXT_PUBLIC_API_URL: 'https://api.ines.example/',
    CSP_EXTRA: 'img-src https://img.example',
    NEXT_PUBLIC_TIME_ZONE: 'Europe/Paris',
    SMTP_URL: 'smtps://user:pa%40ss@mail.example.com:465',
    SMTP_FROM: 'Portfolio <site@ines.example>',
    CONTACT_RATE_LIMIT: 'off',
    PORT: '8080',
    DATA_DIR: '   ',
  });
  expect(settings.siteUrl.href).toBe('https://ines.example/');
  expect(settings.apiUrl).toBe('https://api.ines.example');
  expect([...settings.cspExtra]).toEqual([['img-src', ['https://img.example']]]);
});

test('lists every bad setting by name, with its value and what it should look like', () => {
  const check = () =>
    checkSettings({
      SITE_URL: 'ines.example',
      NEXT_PUBLIC_TIME_ZONE: 'Paris',
      SMTP_FROM: 'not an address',
      CONTACT_SITE_RATE_LIMIT: '60 an hour',
      PORT: '70000',
    });
  expect(check).toThrow('Invalid settings in the environment:');
  expect(check).toThrow(
    '  - SITE_URL must be an http(s) address such as https://example.com (it is "ines.example")',
  );
  expect(check).toThrow('  - NEXT_PUBLIC_TIME_ZONE must be an IANA time zone');
  expect(check).toThrow('  - SMTP_FROM must be an address such as site@example.com');
  expect(check).toThrow('  - CONTACT_SITE_RATE_LIMIT must look like "5/10m"');
  expect(check).toThrow('  - PORT must be a whole number from 1 to 65535 (it is "70000")');
});

test('DEFERRED_HYDRATION is "on" or "off", in any case', () => {
  expect(checkSettings({ DEFERRED_HYDRATION: ' Off ' }).deferredHydration).toBe(false);
  expect(checkSettings({ DEFERRED_HYDRATION: 'on' }).deferredHydration).toBe(true);
  expect(() => checkSettings({ DEFERRED_HYDRATION: 'next' })).toThrow(
    '  - DEFERRED_HYDRATION must be "on" or "off" (it is "next")',
  );
});

test('a setting under its former name stops the check with its new name, not ignored', () => {
  expect(() => checkSettings({ PAGE_SCRIPTS: 'next', PORT: '0' })).toThrow(
    'Invalid settings in the environment:\n' +
      '  - PAGE_SCRIPTS is now DEFERRED_HYDRATION (on or off; PAGE_SCRIPTS=next is DEFERRED_HYDRATION=off)\n' +
      '  - PORT must be',
  );
  expect(() => checkSettings({ PAGE_SCRIPTS: ' ' })).not.toThrow();
});

test('never prints the SMTP password', () => {
  expect(() => checkSettings({ SMTP_URL: 'http://user:hunter2@mail.example.com' })).toThrow(
    /SMTP_URL must start with smtp:\/\/ or smtps:\/\/, got "http:\/\/"$/,
  );
  expect(() => checkSettings({ SMTP_URL: 'http://user:hunter2@mail.example.com' })).not.toThrow(
    /hunter2/,
  );
});

test('takes a PostgreSQL address, and never prints its password', () => {
  const url = 'postgresql://portfolio:s3cr%40t@db.example.com:5432/portfolio';
  expect(checkSettings({ DATABASE_URL: url }).databaseUrl).toBe(url);
  const wrong = (value: string) => () => checkSettings({ DATABASE_URL: value });
  expect(wrong('mysql://user:hunter2@db.example.com/site')).toThrow(
    /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/, got "mysql:\/\/"$/,
  );
  expect(wrong('mysql://user:hunter2@db.example.com/site')).not.toThrow(/hunter2/);
  expect(wrong('hunter2')).toThrow(/DATABASE_URL must be a URL such as postgres:\/\//);
  expect(wrong('hunter2')).not.toThrow(/it is "hunter2"/);
});

test('refuses an API host with a query, and CSP_EXTRA that is not CSP', () => {
  expect(() => checkSettings({ NEXT_PUBLIC_API_URL: 'https://api.example?key=1' })).toThrow(
    'NEXT_PUBLIC_API_URL must not have a ?query or #fragment',
  );
  expect(() => checkSettings({ CSP_EXTRA: 'https://plausible.io' })).toThrow(
    'CSP_EXTRA: "https://plausible.io" is not a directive',
  );
});

test('refuses an API host that would add to the Content-Security-Policy more than its origin', () => {
  for (const url of ['https://api.example;script-src/x', 'https://a,b.example', 'https://*/v1']) {
    expect(() => checkSettings({ NEXT_PUBLIC_API_URL: url })).toThrow(
      'NEXT_PUBLIC_API_URL must have a host of only letters, digits, hyphens and dots, such as https://api.example.com',
    );
  }
});

test('checkDataDir creates the folder, and names DATA_DIR when it cannot', () => {
  const dir = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-settings-')),
    'nested',
    'data',
  );
  checkDataDir(dir);
  expect(fs.statSync(dir).isDirectory()).toBe(true);
  const file = path.join(dir, 'a-file');
  fs.writeFileSync(file, '');
  expect(() => checkDataDir(path.join(file, 'data'))).toThrow(
    `DATA_DIR: the database folder ${path.join(file, 'data')} cannot be created or written to (ENOTDIR)`,
  );
});

test('storage settings: retention times, sizes, the site-wide page-view limit', () => {
  expect(() =>
    checkSettings({
      EVENTS_BLOCK_RATE_LIMIT: '300/1h',
      EVENTS_RETENTION: '52w',
      EVENTS_MAX_SIZE: '1GB',
      MESSAGES_RETENTION: 'off',
      DISK_MIN_FREE: '512MB',
    }),
  ).not.toThrow();
  const check = () =>
    checkSettings({
      EVENTS_BLOCK_RATE_LIMIT: 'lots',
      EVENTS_RETENTION: 'a year',
      EVENTS_MAX_SIZE: '10KB',
      MESSAGES_RETENTION: '0d',
      DISK_MIN_FREE: '256',
    });
  expect(check).toThrow('  - EVENTS_BLOCK_RATE_LIMIT must look like "5/10m"');
  expect(check).toThrow(
    '  - EVENTS_RETENTION must be a time such as "365d", "52w" or "48h", or "off" to keep everything, got "a year"',
  );
  expect(check).toThrow(
    '  - EVENTS_MAX_SIZE must be a size such as "256MB" or "1GB" of at least 1 MB',
  );
  expect(check).toThrow('  - MESSAGES_RETENTION must be a time such as "365d"');
  expect(check).toThrow('  - DISK_MIN_FREE must be a size such as "256MB" or "1GB", got "256"');
});

test('NEXT_DIST_DIR: .next unset, another folder inside the project, never one outside it', () => {
  expect(distDir({})).toBe('.next');
  expect(distDir({ NEXT_DIST_DIR: ' .next-e2e-broken/ ' })).toBe(`.next-e2e-broken${path.sep}`);
  for (const outside of ['/tmp/build', '../elsewhere', '.']) {
    expect(() => distDir({ NEXT_DIST_DIR: outside })).toThrow(
      `  - NEXT_DIST_DIR must be a folder inside the project, such as .next (it is "${outside}")`,
    );
  }
});

/** Runs `check` with these variables in the environment (undefined: unset), then puts it back. */
function withEnvironment(values: Record<string, string | undefined>, check: () => void) {
  const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const put = (all: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(all)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  put(values);
  try {
    check();
  } finally {
    put(before);
  }
}

test("a command's child gets this environment with the changes over it", () => {
  withEnvironment({ SITE_URL: 'https://ines.example', CONFIG_DIR: undefined }, () => {
    const env = childEnvironment({ CONFIG_DIR: '/srv/config' });
    expect([env.SITE_URL, env.CONFIG_DIR, env.PATH]).toEqual([
      'https://ines.example',
      '/srv/config',
      process.env.PATH,
    ]);
    expect(process.env.CONFIG_DIR).toBeUndefined();
  });
});

test('what the build writes into the code: its id, the languages and the policy; none outside a build', () => {
  const names = ['PORTFOLIO_BUILD_ID', 'PORTFOLIO_LANGUAGES', 'PORTFOLIO_CSP'];
  withEnvironment(Object.fromEntries(names.map((name) => [name, undefined])), () => {
    expect([buildId(), siteLanguages(), sitePolicy()]).toEqual([undefined, [], undefined]);
  });
  const built = ['2026-12-06-4c4e5bf2', 'en,fr', "default-src 'self'"];
  withEnvironment(Object.fromEntries(names.map((name, i) => [name, built[i]])), () => {
    expect([buildId(), siteLanguages(), sitePolicy()]).toEqual([
      '2026-12-06-4c4e5bf2',
      ['en', 'fr'],
      "default-src 'self'",
    ]);
  });
});
