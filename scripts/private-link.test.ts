/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { validFiles, writeSite } from '@/lib/content/test/fixture';
import { openData } from '@/lib/store/open';
import { tempDataDir } from '@/lib/store/test/fixture';
import {
  formatLinks,
  parseExpiry,
  parsePrivateLinkArgs,
  projectsInConfig,
  runPrivateLink,
  type CreateContext,
} from './private-link';

const now = new Date('2026-11-22T12:00:00Z');

describe('the arguments', () => {
  const parse = (...args: string[]) => parsePrivateLinkArgs(args, now);

  test('create takes the projects, the client, and optionally an expiry and a number of uses', () => {
    expect(parse('create', '--projects', 'acme-redesign, other,', '--for', 'Acme GmbH')).toEqual({
      command: 'create',
      projects: ['acme-redesign', 'other'],
      client: 'Acme GmbH',
      expiresAt: null,
      maxUses: null,
    });
    expect(
      parse('create', '--projects', 'a', '--for', 'B', '--expires', '30d', '--uses', '5'),
    ).toMatchObject({ expiresAt: new Date('2026-12-22T12:00:00Z'), maxUses: 5 });
  });

  test('an expiry is a span from now, or the last day the link works', () => {
    expect(parseExpiry('12h', now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(parseExpiry('2w', now).toISOString()).toBe('2026-12-06T12:00:00.000Z');
    expect(parseExpiry('2026-12-31', now).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(() => parseExpiry('next month', now)).toThrow(
      '--expires takes a span from now (12h, 30d, 2w) or the last day the link works (2026-12-31), got "next month"',
    );
  });

  test('list and revoke take what they need and nothing else', () => {
    expect(parse('list')).toEqual({ command: 'list', json: false });
    expect(parse('list', '--json')).toEqual({ command: 'list', json: true });
    expect(parse('revoke', '3')).toEqual({ command: 'revoke', id: 3 });
    expect(parse('revoke', '#12')).toEqual({ command: 'revoke', id: 12 });
  });

  test('a missing or wrong value is refused by name', () => {
    expect(() => parse()).toThrow(/^say what to do: npm run private-link -- create/);
    expect(() => parse('make')).toThrow('"make" is not a command');
    expect(() => parse('create', '--for', 'Acme')).toThrow('create needs --projects');
    expect(() => parse('create', '--projects', 'a')).toThrow('create needs --for');
    expect(() => parse('create', '--projects', 'a', '--for', 'B', '--uses', '0')).toThrow(
      '--uses must be a whole number from 1 to 1000000, got "0"',
    );
    expect(() => parse('list', '--for', 'Acme')).toThrow('list takes no --for');
    expect(() => parse('revoke')).toThrow('revoke takes one link number, such as 3');
    expect(() => parse('revoke', 'abc')).toThrow('revoke takes one link number');
    expect(() => parse('revoke', '1', '2')).toThrow('revoke takes one link number');
  });
});

describe('create, list and revoke', () => {
  const dir = tempDataDir();
  const store = openData({ dataDir: dir }).privateLinks();
  const site = writeSite({
    ...validFiles(),
    'portfolios.json': {
      data: [
        (validFiles()['portfolios.json'] as { data: unknown[] }).data[0],
        ...['acme-redesign', 'northwind'].map((slug) => ({
          name: slug,
          slug,
          private: true,
          description: '<p>Under NDA.</p>',
          cover: `/images/${slug}.png`,
          images: [{ image: `/images/${slug}.png` }],
        })),
      ],
    },
  });
  const images = path.join(path.dirname(site.publicDir), 'private', 'images');
  fs.mkdirSync(images, { recursive: true });
  for (const slug of ['acme-redesign', 'northwind']) {
    fs.writeFileSync(path.join(images, `${slug}.png`), 'png');
  }
  afterAll(() => {
    store.close();
    for (const folder of [dir, path.dirname(site.configDir)]) {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  const context: CreateContext = {
    projects: () => projectsInConfig(site),
    site: new URL('https://ines.example'),
    now,
  };
  const run = (args: string[], given = context) =>
    runPrivateLink(store, parsePrivateLinkArgs(args, now), given);

  test('create prints the link and whom it is for; only private projects that exist are taken', async () => {
    const [link, about, ...rest] = (
      await run(['create', '--projects', 'acme-redesign', '--for', 'Acme GmbH', '--uses', '3'])
    ).split('\n');
    expect(link).toMatch(/^https:\/\/ines\.example\/private\/[A-Za-z0-9_-]{43}$/);
    expect(about).toBe(
      '#1 for Acme GmbH: acme-redesign; never expires; 3 use(s). Copy it now: only its hash is kept.',
    );
    expect(rest).toEqual([]);
    await expect(run(['create', '--projects', 'site,nope', '--for', 'X'])).rejects.toThrow(
      'no project has the slug nope; site: public, shown to everyone already. The private projects are: acme-redesign, northwind.',
    );
    expect(await store.list()).toHaveLength(1);
  });

  test('without SITE_URL the link is its path, and a line says SITE_URL is unset', async () => {
    const text = await run(
      ['create', '--projects', 'northwind,acme-redesign', '--for', 'Bo', '--expires', '2026-12-31'],
      { ...context, site: undefined },
    );
    expect(text.split('\n')).toEqual([
      expect.stringMatching(/^\/private\/[A-Za-z0-9_-]{43}$/),
      '#2 for Bo: northwind, acme-redesign; expires 2027-01-01 00:00 UTC; no limit on uses. Copy it now: only its hash is kept.',
      "SITE_URL is unset: put your site's address before the path.",
    ]);
  });

  test('list shows each link with its uses, expiry, status and last open; --json the same as data', async () => {
    await store.recordOpen(1, '/private/acme-redesign', new Date('2026-11-23T08:15:00Z'));
    expect(await run(['list'])).toBe(
      [
        '#2  Bo',
        '  Projects: northwind, acme-redesign',
        '  Created 2026-11-22 12:00 UTC, expires 2027-01-01 00:00 UTC, uses 0 (no limit)',
        '  Status: works',
        '  Opens: none yet',
        '',
        '#1  Acme GmbH',
        '  Projects: acme-redesign',
        '  Created 2026-11-22 12:00 UTC, never expires, uses 0/3',
        '  Status: works',
        '  Opens: 1, the last 2026-11-23 08:15 UTC on /private/acme-redesign',
        '',
        '2 link(s).',
      ].join('\n'),
    );
    const json = JSON.parse(await run(['list', '--json'])) as { id: number; opens: number }[];
    expect(json.map(({ id, opens }) => [id, opens])).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });

  test('revoke ends a link at once; an unknown number is an error', async () => {
    const { token } = await store.createLink({
      projects: ['northwind'],
      client: 'Cy',
      expiresAt: null,
      maxUses: null,
      now,
    });
    const { sessionId, link } = (await store.exchange(token, now))!;
    expect(await run(['revoke', String(link.id)])).toBe(
      `#${link.id} for Cy is revoked: it opens nothing from now on, and whoever is browsing with it is shown out at their next page.`,
    );
    expect(await store.session(sessionId, now)).toBeNull();
    expect(await run(['revoke', String(link.id)])).toBe(
      `#${link.id} for Cy was revoked already, 2026-11-22 12:00 UTC.`,
    );
    await expect(run(['revoke', '99'])).rejects.toThrow('there is no private link #99');
    expect((await run(['list'])).split('\n').slice(0, 4)).toContain(
      '  Status: revoked 2026-11-22 12:00 UTC',
    );
  });

  test('prune deletes the links that ended, and says how many', async () => {
    const before = (await store.list()).length;
    const revoked = (await store.list()).filter((link) => link.revokedAt).length;
    expect(revoked).toBeGreaterThan(0);
    expect(await run(['prune'])).toBe(
      `Deleted ${revoked} link(s) that had ended (revoked or expired), with their sessions and opens.`,
    );
    expect((await store.list()).length).toBe(before - revoked);
    expect(await run(['prune'])).toBe('No link has ended (revoked or expired): nothing to delete.');
    expect(() => parsePrivateLinkArgs(['prune', '3'], now)).toThrow('prune takes no "3"');
  });
});

test('a link says when it has expired or is used up', () => {
  const link = {
    id: 4,
    client: 'Dee',
    projects: ['a'],
    createdAt: '2026-11-01T00:00:00.000Z',
    expiresAt: '2026-11-20T00:00:00.000Z',
    maxUses: 2,
    uses: 2,
    revokedAt: null,
    opens: 0,
    firstOpenedAt: null,
    lastOpenedAt: null,
    lastPage: null,
  };
  expect(formatLinks([link], now)).toContain('  Status: expired\n');
  expect(formatLinks([{ ...link, expiresAt: null }], now)).toContain(
    '  Status: used up: it takes no one new, and whoever opened it may browse on\n',
  );
  expect(formatLinks([])).toBe('No private links yet.');
});
