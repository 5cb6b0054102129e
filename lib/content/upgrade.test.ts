/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatContentUpgrade, upgradeContent } from './upgrade';
import { contentVersionOf, renamedField, versionProblem, type ContentStep } from './versions';

/** An owner's config/ with their files, written as they would (tabs, their own order). */
function ownerConfig(files: Record<string, unknown>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-upgrade-'));
  const configDir = path.join(root, 'config');
  for (const [name, json] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(configDir, name)), { recursive: true });
    fs.writeFileSync(path.join(configDir, name), JSON.stringify(json, null, '\t'));
  }
  fs.mkdirSync(path.join(configDir, 'schema'));
  fs.writeFileSync(path.join(configDir, 'schema', 'about.schema.json'), '{}');
  return { root, configDir };
}
const read = (dir: string, name: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));

// A later version that renames a field of about.json and one of each project.
const STEPS: ContentStep[] = [
  renamedField('about.json', 'freelancer', 'intro'),
  renamedField('portfolios.json', 'client', 'customer'),
];

const OWNER = {
  'site.json': { $schema: './schema/site.schema.json', language: 'en', translations: ['fr'] },
  'about.json': { first_name: 'Ada', freelancer: '<p>I build engines.</p>', last_name: 'Lovelace' },
  'fr/about.json': { freelancer: '<p>Je construis des machines.</p>' },
  'portfolios.json': {
    data: [
      { name: 'Engine', slug: 'engine', client: 'Babbage & Co' },
      { name: 'Notes', slug: 'notes' },
    ],
  },
  'skills.json': { data: [{ name: 'Maths', percentage: 90 }] },
};

test('a version that renames fields names the change, and the upgrade rewrites only what changed', () => {
  const { root, configDir } = ownerConfig(OWNER);
  const skills = fs.readFileSync(path.join(configDir, 'skills.json'), 'utf8');
  expect(contentVersionOf(configDir)).toBe(1);
  expect(versionProblem(configDir, STEPS)).toBe(
    'the content is written for content version 1; this version of the project reads 3, where\n' +
      '  - about.json: "freelancer" is now "intro"\n' +
      '  - portfolios.json: "client" is now "customer"\n' +
      'Run `npm run upgrade` to rewrite your files (a backup is kept), then build again.',
  );

  const upgrade = upgradeContent(configDir, {
    backupRoot: path.join(root, 'backups'),
    now: new Date('2026-11-28T10:00:00Z'),
    steps: STEPS,
  });
  expect(upgrade).toEqual({
    from: 1,
    to: 3,
    changes: [
      'about.json: "freelancer" → "intro"',
      'fr/about.json: "freelancer" → "intro"',
      'portfolios.json: "client" → "customer"',
    ],
    rewritten: ['about.json', 'fr/about.json', 'portfolios.json', 'site.json'],
    backup: path.join(root, 'backups', 'content-20261128-100000'),
  });
  // The field keeps its place; values, other fields and untouched files are as they were.
  expect(Object.keys(read(configDir, 'about.json'))).toEqual(['first_name', 'intro', 'last_name']);
  expect(read(configDir, 'about.json').intro).toBe('<p>I build engines.</p>');
  expect(read(configDir, 'fr/about.json')).toEqual({ intro: '<p>Je construis des machines.</p>' });
  expect(read(configDir, 'portfolios.json').data).toEqual([
    { name: 'Engine', slug: 'engine', customer: 'Babbage & Co' },
    { name: 'Notes', slug: 'notes' },
  ]);
  expect(read(configDir, 'site.json')).toEqual({ ...OWNER['site.json'], content_version: 3 });
  expect(fs.readFileSync(path.join(configDir, 'skills.json'), 'utf8')).toBe(skills);
  // The backup holds every file as it was, byte for byte.
  expect(read(upgrade.backup!, 'about.json')).toEqual(OWNER['about.json']);
  expect(fs.readFileSync(path.join(upgrade.backup!, 'skills.json'), 'utf8')).toBe(skills);
  expect(formatContentUpgrade(upgrade, root)).toBe(
    [
      '✓ Your content moved from content version 1 to 3:',
      '  - about.json: "freelancer" → "intro"',
      '  - fr/about.json: "freelancer" → "intro"',
      '  - portfolios.json: "client" → "customer"',
      '  Rewritten: about.json, fr/about.json, portfolios.json, site.json.',
      '  Your files as they were: backups/content-20261128-100000/',
    ].join('\n'),
  );

  // Done once: a second run finds nothing to do and writes nothing.
  expect(versionProblem(configDir, STEPS)).toBeNull();
  const again = upgradeContent(configDir, { backupRoot: path.join(root, 'backups'), steps: STEPS });
  expect(again).toEqual({ from: 3, to: 3, changes: [], rewritten: [], backup: null });
  expect(formatContentUpgrade(again, root)).toBe(
    '✓ Your content is at content version 3: nothing to rewrite.',
  );
  expect(fs.readdirSync(path.join(root, 'backups'))).toEqual(['content-20261128-100000']);
});

test('content for a newer version is named, and a file that is not JSON stops the upgrade before any change', () => {
  const newer = ownerConfig({ 'site.json': { content_version: 9 } });
  expect(versionProblem(newer.configDir, STEPS)).toBe(
    'the content is written for content version 9, newer than this version of the project reads (3): update the project (docs/upgrading.md)',
  );
  const { root, configDir } = ownerConfig(OWNER);
  fs.writeFileSync(path.join(configDir, 'tools.json'), '{ "data": [ }');
  const before = fs.readFileSync(path.join(configDir, 'about.json'), 'utf8');
  expect(() =>
    upgradeContent(configDir, { backupRoot: path.join(root, 'backups'), steps: STEPS }),
  ).toThrow(
    /^tools\.json is not valid JSON \(.+\): fix it, then run the upgrade again\. Nothing was changed\.$/,
  );
  expect(fs.readFileSync(path.join(configDir, 'about.json'), 'utf8')).toBe(before);
  expect(fs.existsSync(path.join(root, 'backups'))).toBe(false);
});

test('this version reads the content it ships: the sample and a new site need no upgrade', () => {
  const sample = path.resolve(__dirname, '../../examples/sample/config');
  expect(versionProblem(sample)).toBeNull();
});
