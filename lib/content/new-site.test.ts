/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from './load';
import { formatNewSite, newSite, splitName } from './new-site';
import { filesUnder, findLeftovers } from './sample';
import { contentFolder, SAMPLE_FOLDER } from '../site-folder';
import { CONTENT_VERSION } from './versions';

const project = path.resolve(__dirname, '../..');

/** A checkout holding the sample, as after `git clone`. */
function sampleCheckout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-new-site-'));
  fs.cpSync(path.join(project, SAMPLE_FOLDER), path.join(root, SAMPLE_FOLDER), {
    recursive: true,
  });
  return root;
}
const read = (root: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
/** Every file under the folder with its bytes, to prove it unchanged. */
const snapshot = (dir: string) =>
  Object.fromEntries(filesUnder(dir).map((file) => [file, fs.readFileSync(path.join(dir, file))]));

describe('npm run new-site', () => {
  it("makes the owner's empty site in site/, and leaves the sample as the project keeps it", () => {
    const root = sampleCheckout();
    const sample = snapshot(path.join(root, SAMPLE_FOLDER));
    const report = newSite({ root, name: 'Ada Lovelace', email: 'ada@example.com' });

    expect(filesUnder(path.join(root, 'site/config'), (f) => f === 'schema')).toEqual([
      'about.json',
      'categories.json',
      'education.json',
      'experience.json',
      'portfolios.json',
      'site.json',
      'skills.json',
      'social-links.json',
      'tools.json',
    ]);
    expect(read(root, 'site/config/about.json')).toEqual({
      $schema: './schema/about.schema.json',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(read(root, 'site/config/site.json')).toEqual({
      $schema: './schema/site.schema.json',
      language: 'en',
      content_version: CONTENT_VERSION,
    });
    expect(fs.existsSync(path.join(root, 'site/config/schema/about.schema.json'))).toBe(true);
    // Only the icons any owner may reuse are in site/public/.
    const icons = filesUnder(path.join(root, 'site/public'));
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.every((file) => /^images\/(social|tools)\//.test(file))).toBe(true);
    expect(report.copied).toEqual(icons);
    // The sample is untouched, and no longer what the site shows.
    expect(snapshot(path.join(root, SAMPLE_FOLDER))).toEqual(sample);
    expect(contentFolder(root)).toBe(path.join(root, 'site'));
    expect(fs.readlinkSync(path.join(root, 'public'))).toBe('site/public');

    const configDir = path.join(root, 'site/config');
    const publicDir = path.join(root, 'site/public');
    const result = loadContent({ configDir, publicDir });
    expect(result.ok && result.content.about.first_name).toBe('Ada');
    expect(findLeftovers(configDir, publicDir)).toEqual({ wholeSample: false, found: [] });
    expect(formatNewSite(report)).toContain(
      '✓ site/ is now the empty site of Ada Lovelace: site/config/ holds about.json, categories.json',
    );
  });

  it("refuses to run over an owner's content, and with --force moves it aside, keeping their pictures", () => {
    const root = sampleCheckout();
    newSite({ root, name: 'Ada Lovelace' });
    // Run again on the untouched site: it is simply made again.
    expect(newSite({ root, name: 'Ada Lovelace' }).movedTo).toBeUndefined();
    const about = read(root, 'site/config/about.json');
    fs.writeFileSync(
      path.join(root, 'site/config/about.json'),
      JSON.stringify({ ...about, title: 'Engineer' }),
    );
    fs.mkdirSync(path.join(root, 'site/public/images/own'), { recursive: true });
    fs.writeFileSync(path.join(root, 'site/public/images/own/engine.svg'), '<svg/>');

    expect(() => newSite({ root, name: 'Grace Hopper' })).toThrow(
      'site/config/ holds your content: site/config/about.json is yours. Nothing was changed. To start over anyway, run it again with --force',
    );
    expect(read(root, 'site/config/about.json').title).toBe('Engineer');

    const report = newSite({
      root,
      name: 'Grace Hopper',
      force: true,
      now: new Date('2026-11-28T09:30:00Z'),
    });
    expect(report.movedTo).toBe('site/config.before-new-site-20261128-093000');
    expect(formatNewSite(report)).toContain(
      '✓ site/public/ already held the icons any site may use.',
    );
    expect(read(root, `${report.movedTo}/about.json`).title).toBe('Engineer');
    expect(read(root, 'site/config/about.json').first_name).toBe('Grace');
    expect(fs.readFileSync(path.join(root, 'site/public/images/own/engine.svg'), 'utf8')).toBe(
      '<svg/>',
    );
  });

  it('refuses a name without a last name, a wrong address, or a site of the older layout, and changes nothing', () => {
    const root = sampleCheckout();
    expect(() => newSite({ root, name: 'Ada' })).toThrow(
      '--name needs a first and a last name, like --name "Ada Lovelace"; got "Ada".',
    );
    expect(() => newSite({ root, name: 'Ada Lovelace', email: 'ada@' })).toThrow(
      '--email expects an address such as "you@example.com"; got "ada@".',
    );
    fs.mkdirSync(path.join(root, 'config'));
    expect(() => newSite({ root, name: 'Ada Lovelace' })).toThrow(
      'config/ at the root holds a site made before site/ existed: move it to site/ instead',
    );
    expect(fs.existsSync(path.join(root, 'site'))).toBe(false);
  });

  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Anne-Marie van der Berg', 'Anne-Marie', 'van der Berg'],
    ['  José  María  García ', 'José María', 'García'],
  ])('splits %j into a first and a last name', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});
