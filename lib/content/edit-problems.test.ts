/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIX_AND_SAVE, RESTART_TO_APPLY, reportEdits } from './edit-problems';
import { SAMPLE_FOLDER } from '../site-folder';

// Each save reads and checks the whole sample, every picture included: seconds on a busy machine.
jest.setTimeout(30_000);

// The content is read on first use, from CONFIG_DIR: a copy of the sample's, edited by the tests.
const sampleConfig = path.resolve(SAMPLE_FOLDER, 'config');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-edits-'));
fs.cpSync(sampleConfig, dir, { recursive: true });
process.env.CONFIG_DIR = dir;

const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  change(json);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(json));
};
const skill = (percentage: number) => (json: Record<string, unknown>) => {
  (json.data as { percentage: number }[])[2]!.percentage = percentage;
};

/** Folders whose edits the test announces, and a terminal that keeps what it is told. */
function devServer() {
  const saves = new Set<() => void>();
  const folder = (listeners: Set<() => void>) => ({
    version: () => 0,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {},
  });
  const terminal: string[] = [];
  const log = {
    log: (text: string) => terminal.push(text),
    error: (text: string) => terminal.push(text),
  };
  const reporting = reportEdits({ config: folder(saves), public: folder(new Set()) }, log)!;
  // What it says once of the sample left in the site (lib/content/sample.ts), set apart.
  const sample = terminal.filter((text) =>
    /^\n(ℹ This is the sample site|⚠ The sample's)/.test(text),
  );
  terminal.splice(0, terminal.length, ...terminal.filter((text) => !sample.includes(text)));
  /** A save, once what it checks (the pictures, last) has said what it found. */
  const saved = () => {
    saves.forEach((listener) => listener());
    return reporting.settled();
  };
  return { terminal, sample, saved, settled: reporting.settled };
}

it('says once, as it starts, that the site is still the sample, and how to start your own', async () => {
  const { sample, terminal, saved } = devServer();
  expect(sample).toEqual([
    '\nℹ This is the sample site of Ines Moreau, a fictional freelancer. To start your own:\n  npm run new-site -- --name "Your Name"\n',
  ]);
  edit('about.json', (json) => void (json.title = 'Edited headline'));
  await saved();
  // Not again at each save: the terminal is for what the save changed.
  expect(terminal).toEqual([]);
});

const brokenSkill =
  'config/skills.json › data[2].percentage: expected a number from 0 to 100, got 150';

afterEach(() => fs.cpSync(sampleConfig, dir, { recursive: true }));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('says nothing while the content is valid and each edit keeps it so', async () => {
  const { terminal, saved } = devServer();
  edit('about.json', (json) => void (json.title = 'Edited headline'));
  await saved();
  expect(terminal).toEqual([]);
});

it('lists a mistake once per save, as check-config does, and says when it is fixed', async () => {
  const { terminal, saved } = devServer();
  edit('skills.json', skill(150));
  await saved();
  expect(terminal).toHaveLength(1);
  expect(terminal[0]).toContain(`The content in config/ has 1 problem:\n  - ${brokenSkill}`);
  expect(terminal[0]).toContain(FIX_AND_SAVE);

  edit('skills.json', skill(80));
  await saved();
  expect(terminal).toHaveLength(2);
  expect(terminal[1]).toContain('The content in config/ is valid again.');
  await saved();
  expect(terminal).toHaveLength(2);
});

it('lists a misspelt field, with the nearest known one, as check-config does', async () => {
  const { terminal, saved } = devServer();
  edit('about.json', (json) => void (json.fist_name = 'Ines'));
  await saved();
  expect(terminal[0]).toContain(
    'config/about.json: unknown field "fist_name": did you mean "first_name"?',
  );
  edit('about.json', (json) => void delete json.fist_name);
  await saved();
});

it('lists a mistake that is there as the server starts', async () => {
  edit('skills.json', skill(150));
  const { terminal } = devServer();
  expect(terminal).toEqual([expect.stringContaining(brokenSkill)]);
});

it('asks for a restart after an edit to what is read only at the start: the languages', async () => {
  const { terminal, saved } = devServer();
  edit('site.json', (json) => void (json.translations = ['fr', 'de']));
  await saved();
  expect(terminal).toEqual([expect.stringContaining(RESTART_TO_APPLY)]);
});

it("says which of a note's embeds it leaves out, its host not in embed_hosts", async () => {
  const { terminal, saved } = devServer();
  const film = path.join(dir, 'notes', 'film.md');
  fs.writeFileSync(
    film,
    '---\ntitle: A film\ndate: 2026-01-01\n---\n<iframe src="https://evil.example/x"></iframe>\n',
  );
  try {
    await saved();
  } finally {
    fs.rmSync(film);
  }
  expect(terminal).toEqual([
    '\n⚠ 1 embed was left out of the notes, their hosts not in embed_hosts of config/site.json:\n' +
      '  - config/notes/film.md › body: "https://evil.example/x"\n',
  ]);
});

it('lists a picture that would not show once, after the save that brought it', async () => {
  const { terminal, saved } = devServer();
  const avatar = 'https://pictures.invalid/me.jpg';
  edit('about.json', (json) => void (json.avatar = avatar));
  await saved();
  // A host the server did not read as it started: the restart first, then what was found.
  expect(terminal).toHaveLength(2);
  expect(terminal[0]).toContain(RESTART_TO_APPLY);
  expect(terminal[1]).toMatch(
    /^\nThe content in config\/ has 1 problem:\n {2}- config\/about\.json › avatar: "https:\/\/pictures\.invalid\/me\.jpg" would not show, as its host could not be reached \(.+\): save it in public\/images\/ and write "\/images\/me\.jpg"\n\nFix it and save/,
  );
  fs.cpSync(path.join(sampleConfig, 'about.json'), path.join(dir, 'about.json'));
  await saved();
  expect(terminal.slice(2)).toEqual(['\n✓ The content in config/ is valid again.\n']);
});
