/** @jest-environment node */
import fs from 'node:fs';
import { openData } from '../lib/store/open';
import { tempDataDir } from '../lib/store/test/fixture';
import type { PlainMail } from '../lib/testimonials/mail';
import { parseTestimonialRequestArgs, runTestimonialRequest } from './testimonial-request';

const now = new Date('2026-12-01T10:00:00.000Z');
const parse = (...args: string[]) => parseTestimonialRequestArgs(args, now);

test('create takes the client, and optionally an address, a project, a language and an expiry', () => {
  expect(parse('create', '--for', 'Acme GmbH')).toEqual({
    command: 'create',
    client: 'Acme GmbH',
    email: null,
    project: null,
    language: null,
    expiresAt: null,
  });
  expect(
    parse(
      'create',
      '--for',
      'Acme',
      '--email',
      'a@acme.example',
      '--project',
      'kestrel-analytics',
      '--language',
      'fr',
      '--expires',
      '2d',
    ),
  ).toEqual({
    command: 'create',
    client: 'Acme',
    email: 'a@acme.example',
    project: 'kestrel-analytics',
    language: 'fr',
    expiresAt: new Date('2026-12-03T10:00:00.000Z'),
  });
});

test('list and revoke, each with its own words only', () => {
  expect(parse('list', '--json')).toEqual({ command: 'list', json: true });
  expect(parse('list')).toEqual({ command: 'list', json: false });
  expect(parse('revoke', '#7')).toEqual({ command: 'revoke', id: 7 });
  expect(() => parse('revoke')).toThrow('revoke takes one request number');
  expect(() => parse('list', '--for', 'Acme')).toThrow('list takes no --for');
  expect(() => parse('create')).toThrow('create needs --for');
  expect(() => parse('create', '--for', 'Acme', 'extra')).toThrow('create takes no "extra"');
  expect(() => parse('send')).toThrow('"send" is not a command');
});

describe('create with --email', () => {
  const dir = tempDataDir();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const store = openData({ dataDir: dir }).testimonials();
  const site = new URL('https://inesmoreau.studio');

  test('mails the client a short, plain message in the link’s language, with the link', async () => {
    const sent: PlainMail[] = [];
    const args = parse(
      'create',
      '--for',
      'Acme GmbH',
      '--email',
      ' marie@acme.example ',
      '--language',
      'fr',
    );
    const printed = await runTestimonialRequest(store, args, {
      site,
      now,
      send: async (mail) => (sent.push(mail), true),
    });
    const [link, , said] = printed.split('\n');
    expect(link).toMatch(/^https:\/\/inesmoreau\.studio\/fr\/testimonial\/[A-Za-z0-9_-]{43}$/);
    expect(said).toBe('E-mailed to marie@acme.example in fr.');
    expect(sent).toEqual([
      {
        to: 'marie@acme.example',
        subject: 'Ines Moreau vous demande quelques mots sur votre collaboration',
        text: `Bonjour,\n\nInes Moreau serait ravi d’un court témoignage de Acme GmbH. Cela prend deux minutes, sur cette page :\n\n${link}\n\nLe lien sert une fois, jusqu’au 31 décembre 2026. Rien n’est publié avant que Ines Moreau ne l’ait lu.\n\nMerci !`,
      },
    ]);
  });

  test('without SMTP_URL, says nothing was mailed; a refused mail is named, the link kept', async () => {
    const args = parse('create', '--for', 'Acme GmbH', '--email', 'marie@acme.example');
    const unset = await runTestimonialRequest(store, args, { site, now, send: async () => false });
    expect(unset.split('\n')[2]).toBe(
      'SMTP_URL is unset: nothing was e-mailed; send the link yourself.',
    );
    const refused = await runTestimonialRequest(store, args, {
      site,
      now,
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
    });
    expect(refused.split('\n')[0]).toMatch(/^https:\/\/inesmoreau\.studio\/testimonial\//);
    expect(refused.split('\n')[2]).toBe(
      'Not e-mailed (550 mailbox unavailable): send the link yourself.',
    );
  });
});
