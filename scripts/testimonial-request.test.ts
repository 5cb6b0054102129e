/** @jest-environment node */
import { parseTestimonialRequestArgs } from './testimonial-request';

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
