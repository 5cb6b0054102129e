/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from './load';
import { formatNewSite, newSite, splitName } from './new-site';
import { filesUnder, findLeftovers } from './sample';

const project = path.resolve(__dirname, '../..');

/** A checkout holding the sample, as after `git clone`. */
function sampleCheckout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-new-site-'));
  fs.cpSync(path.join(project, 'config'), path.join(root, 'config'), { recursive: true });
  fs.cpSync(path.join(project, 'public'), path.join(root, 'public'), { recursive: true });
  return root;
}
const read = (root: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

describe('npm run new-site', () => {
  it("turns the sample into the owner's empty site, with nothing of the sample left", () => {
    const root = sampleCheckout();
    const report = newSite({ root, name: 'Ada Lovelace', email: 'ada@example.com' });

    expect(filesUnder(path.join(root, 'config'), (f) => f === 'schema')).toEqual([
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
    expect(read(root, 'config/about.json')).toEqual({
      $schema: './schema/about.schema.json',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(fs.existsSync(path.join(root, 'config/schema/about.schema.json'))).toBe(true);
    // Only the icons any owner may reuse are left in public/.
    expect(
      filesUnder(path.join(root, 'public')).every((file) => /^images\/(social|tools)\//.test(file)),
    ).toBe(true);
    expect(report.removed).toContain('files/ines-moreau-cv.pdf');

    const configDir = path.join(root, 'config');
    const publicDir = path.join(root, 'public');
    const result = loadContent({ configDir, publicDir });
    expect(result.ok && result.content.about.first_name).toBe('Ada');
    expect(findLeftovers(configDir, publicDir)).toEqual({ wholeSample: false, found: [] });
    expect(formatNewSite(report)).toContain(
      '✓ config/ is now the empty site of Ada Lovelace: about.json, categories.json',
    );
  });

  it("refuses to run over an owner's content, and with --force moves it aside, keeping their pictures", () => {
    const root = sampleCheckout();
    newSite({ root, name: 'Ada Lovelace' });
    const about = read(root, 'config/about.json');
    fs.writeFileSync(
      path.join(root, 'config/about.json'),
      JSON.stringify({ ...about, title: 'Engineer' }),
    );
    fs.mkdirSync(path.join(root, 'public/images/own'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public/images/own/engine.svg'), '<svg/>');

    expect(() => newSite({ root, name: 'Grace Hopper' })).toThrow(
      'config/ is no longer the sample: config/about.json is yours. Nothing was changed. To start over anyway, run it again with --force',
    );
    expect(read(root, 'config/about.json').title).toBe('Engineer');

    const report = newSite({
      root,
      name: 'Grace Hopper',
      force: true,
      now: new Date('2026-11-28T09:30:00Z'),
    });
    expect(report.movedTo).toBe('config.before-new-site-20261128-093000');
    expect(formatNewSite(report)).toContain('✓ public/ held nothing of the sample to delete.');
    expect(read(root, `${report.movedTo}/about.json`).title).toBe('Engineer');
    expect(read(root, 'config/about.json').first_name).toBe('Grace');
    expect(fs.readFileSync(path.join(root, 'public/images/own/engine.svg'), 'utf8')).toBe('<svg/>');
  });

  it('refuses a name without a last name, or a wrong address, and changes nothing', () => {
    const root = sampleCheckout();
    expect(() => newSite({ root, name: 'Ada' })).toThrow(
      '--name needs a first and a last name, like --name "Ada Lovelace"; got "Ada".',
    );
    expect(() => newSite({ root, name: 'Ada Lovelace', email: 'ada@' })).toThrow(
      '--email expects an address such as "you@example.com"; got "ada@".',
    );
    expect(findLeftovers(path.join(root, 'config'), path.join(root, 'public')).wholeSample).toBe(
      true,
    );
  });

  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Anne-Marie van der Berg', 'Anne-Marie', 'van der Berg'],
    ['  José  María  García ', 'José María', 'García'],
  ])('splits %j into a first and a last name', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});
