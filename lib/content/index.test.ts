/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentIn, getLanguages, projectParams } from './index';
import { FIX_AND_SAVE } from './edit-problems';

let mockVersion = 0;
jest.mock('./edits', () => ({
  contentVersion: () => mockVersion,
  picturesVersion: () => 0,
  ownerFolders: () => ({}),
}));
const mockRead = jest.fn();
jest.mock('./load', () => {
  const actual = jest.requireActual('./load');
  return {
    ...actual,
    loadContent: (...args: Parameters<typeof actual.loadContent>) => {
      mockRead();
      return actual.loadContent(...args);
    },
  };
});

// The content is read on first use, from CONFIG_DIR: a copy of the sample's, edited by the tests.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-reload-'));
fs.cpSync(path.resolve('config'), dir, { recursive: true });
process.env.CONFIG_DIR = dir;

function edit(file: string, change: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  change(json);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(json));
  mockVersion += 1;
}
const skill = (percentage: number) => (json: Record<string, unknown>) => {
  (json.data as { percentage: number }[])[2]!.percentage = percentage;
};

/** What a request for one page asks of the content. */
const request = () => {
  getLanguages();
  projectParams();
  return contentIn('en').about.title;
};

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('reads the content once for any number of requests, then once again after each edit', () => {
  for (let i = 0; i < 50; i += 1) request();
  expect(mockRead).toHaveBeenCalledTimes(1);

  edit('about.json', (json) => void (json.title = 'Edited headline'));
  expect(request()).toBe('Edited headline');
  expect(contentIn('fr').about.first_name).toBe(contentIn('en').about.first_name);
  for (let i = 0; i < 50; i += 1) request();
  expect(mockRead).toHaveBeenCalledTimes(2);
});

it('shows an edit in every language, its translation too', () => {
  edit('fr/about.json', (json) => void (json.title = 'Titre modifié'));
  expect(contentIn('fr').about.title).toBe('Titre modifié');
  expect(contentIn('en').about.title).toBe('Edited headline');
});

it("answers a mistake with check-config's list until it is fixed, reading it once", () => {
  const reads = mockRead.mock.calls.length;
  edit('skills.json', skill(150));
  const report = [
    'The content in config/ has 1 problem:',
    '  - config/skills.json › data[2].percentage: expected a number from 0 to 100, got 150',
  ].join('\n');
  for (let i = 0; i < 5; i += 1) {
    expect(request).toThrow(`${report}\n\n${FIX_AND_SAVE}`);
  }
  expect(mockRead).toHaveBeenCalledTimes(reads + 1);

  edit('skills.json', skill(80));
  expect(request()).toBe('Edited headline');
  expect(contentIn().skills[2]!.percentage).toBe(80);
});
