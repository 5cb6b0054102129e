/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentIn, contentProblems, getLanguages, projectParams } from './index';
import { SAMPLE_FOLDER } from '../site-folder';

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
fs.cpSync(path.resolve(SAMPLE_FOLDER, 'config'), dir, { recursive: true });
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

it("in next dev, a mistake leaves the last valid content and check-config's list, read once", () => {
  const reads = mockRead.mock.calls.length;
  expect(contentProblems()).toBeUndefined();
  edit('skills.json', skill(150));
  for (let i = 0; i < 5; i += 1) {
    // No page, route or metadata throws: the layout draws the list instead (app/document.tsx).
    expect(request()).toBe('Edited headline');
    expect(contentProblems()).toEqual([
      {
        file: 'config/skills.json',
        path: 'data[2].percentage',
        reason: 'expected a number from 0 to 100, got 150',
      },
    ]);
  }
  expect(contentIn().skills[2]!.percentage).not.toBe(150);
  expect(mockRead).toHaveBeenCalledTimes(reads + 1);

  edit('skills.json', skill(80));
  expect(contentProblems()).toBeUndefined();
  expect(request()).toBe('Edited headline');
  expect(contentIn().skills[2]!.percentage).toBe(80);
});

it('in next dev, content never valid since the start draws an empty stand-in under the list', () => {
  jest.isolateModules(() => {
    edit('about.json', (json) => void (json.first_name = ''));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fresh = require('./index') as typeof import('./index');
    expect(fresh.contentProblems()).toEqual([
      expect.objectContaining({ file: 'config/about.json', path: 'first_name' }),
    ]);
    expect(fresh.contentIn().ownerName).toBe('Your Name');
    expect(fresh.contentIn().projects).toEqual([]);
    edit('about.json', (json) => void (json.first_name = 'Ines'));
    expect(fresh.contentProblems()).toBeUndefined();
    expect(fresh.contentIn().ownerName).toMatch(/^Ines /);
  });
});
