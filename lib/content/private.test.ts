import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from './load';
import { splitPrivate, stripPrivateProjects } from './private';
import { formatProblem } from './problems';
import { validFiles, writeSite } from './test/fixture';

const SECRET = {
  name: 'Northwind Cargo Portal',
  slug: 'northwind',
  private: true,
  description: '<p>Under NDA.</p>',
  cover: '/images/northwind/cover.png',
  images: [{ image: '/images/northwind/1.png' }],
};

function site(secret: Record<string, unknown> = SECRET, extra: Record<string, unknown> = {}) {
  const files = validFiles();
  const projects = files['portfolios.json'] as { data: Record<string, unknown>[] };
  projects.data.push(secret);
  const written = writeSite({ ...files, ...extra });
  const privateDir = path.join(path.dirname(written.publicDir), 'private');
  fs.mkdirSync(path.join(privateDir, 'images', 'northwind'), { recursive: true });
  for (const name of ['cover.png', '1.png'])
    fs.writeFileSync(path.join(privateDir, 'images', 'northwind', name), 'png');
  return { ...written, privateDir };
}

describe('a private project', () => {
  it('is in no public content, in any language, and a note about it loses only the link', () => {
    const { configDir, publicDir } = site();
    const result = loadContent({ configDir, publicDir });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    const note = { ...result.content.notes[0]!, projects: ['site', 'northwind'] };
    const french = {
      ...result.content,
      language: 'fr',
      // A translation that says nothing of it is private all the same.
      projects: result.content.projects.map((p) => ({ ...p, private: undefined })),
    };
    const { visible, hidden, slugs } = splitPrivate([{ ...result.content, notes: [note] }, french]);
    expect([...slugs]).toEqual(['northwind']);
    for (const content of visible) {
      expect(content.projects.map((p) => p.slug)).toEqual(['site']);
    }
    expect(visible[0]!.notes[0]!.projects).toEqual(['site']);
    expect(hidden.get('fr')!.map((p) => [p.slug, p.private])).toEqual([['northwind', true]]);
  });

  it('takes away a category whose projects are all private, in every language', () => {
    const files = {
      'categories.json': [
        { name: 'Web Design', slug: 'web-design' },
        { name: 'Logistics', slug: 'logistics' },
        { name: 'Print', slug: 'print' },
      ],
      'site.json': { translations: ['fr'] },
    };
    const { configDir, publicDir } = site({ ...SECRET, category_slug: 'logistics' }, files);
    const result = loadContent({ configDir, publicDir });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    const { visible } = splitPrivate([result.content, ...result.translations]);
    // "print" has no project at all, private or public: it stays as it was.
    for (const content of visible) {
      expect(content.categories.map((c) => c.slug)).toEqual(['web-design', 'print']);
    }
  });

  it('is found in the private/ beside the folder public/ links to, though the root has no link to it yet', () => {
    // In `npm run dev`, the root's public/ is a link into site/ (or the sample); a private/ made
    // there after the server started has no link at the root.
    const { configDir, publicDir, privateDir } = site();
    const owner = path.join(path.dirname(publicDir), 'site');
    fs.mkdirSync(owner);
    fs.renameSync(publicDir, path.join(owner, 'public'));
    fs.renameSync(privateDir, path.join(owner, 'private'));
    fs.symlinkSync(path.join('site', 'public'), publicDir, 'dir');
    const result = loadContent({ configDir, publicDir });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });

  it('is left out of the release copy of every portfolios.json, list or "data" envelope', () => {
    const { configDir } = site(SECRET, {
      'fr/portfolios.json': [{ slug: 'northwind', name: 'Portail Northwind' }, { slug: 'site' }],
    });
    const changed = stripPrivateProjects(configDir, new Set(['northwind']));
    expect(changed.map((file) => path.relative(configDir, file)).sort()).toEqual([
      path.join('fr', 'portfolios.json'),
      'portfolios.json',
    ]);
    const text = changed.map((file) => fs.readFileSync(file, 'utf8')).join('');
    expect(text).not.toContain('Northwind');
    expect(JSON.parse(fs.readFileSync(path.join(configDir, 'portfolios.json'), 'utf8'))).toEqual(
      expect.objectContaining({ data: [expect.objectContaining({ slug: 'site' })] }),
    );
  });

  it('keeps its pictures in private/, never in public/ or on another host', () => {
    const problems = (secret: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const written = site(secret, extra);
      const result = loadContent(written);
      return result.ok ? [] : result.problems.map(formatProblem);
    };
    expect(problems(SECRET)).toEqual([]);
    expect(problems({ ...SECRET, avatar: '/logo.svg' })).toEqual([
      'config/portfolios.json › project "northwind" (data[1]).avatar: "/logo.svg" is in public/, where anyone can fetch it: move it to private/ (same path) for this private project',
    ]);
    expect(problems({ ...SECRET, cover: 'https://cdn.example.com/c.png' })[0]).toMatch(
      /\(data\[1\]\)\.cover: "https:\/\/cdn\.example\.com\/c\.png" is on another host: a private project's pictures live in private\//,
    );
    expect(problems({ ...SECRET, images: [{ image: '/images/northwind/9.png' }] })).toEqual([
      'config/portfolios.json › project "northwind" (data[1]).images[0].image: "/images/northwind/9.png" names no file in private/',
    ]);
    expect(problems({ ...SECRET, private: 'yes' })).toEqual([
      'config/portfolios.json › project "northwind" (data[1]).private: expected true or false, without quotes, got "yes"',
    ]);
  });

  it('is private or public in every language at once, as config/portfolios.json says', () => {
    const files = validFiles();
    const french = { 'site.json': { ...(files['site.json'] as object), translations: ['fr'] } };
    const problems = (translation: unknown[]) => {
      const result = loadContent(site(SECRET, { ...french, 'fr/portfolios.json': translation }));
      return result.ok ? [] : result.problems.map(formatProblem);
    };
    // A translation that says nothing of it follows the original, pictures included.
    expect(problems([{ slug: 'northwind', name: 'Portail Northwind' }])).toEqual([]);
    expect(problems([{ slug: 'northwind', name: 'Portail Northwind', private: false }])).toEqual([
      'config/fr/portfolios.json › [0].private: whether a project is private is said once, in config/portfolios.json, for every language (it is private there); leave it out here',
    ]);
    expect(problems([{ slug: 'site', name: 'Le site', private: true }])).toEqual([
      'config/fr/portfolios.json › [0].private: whether a project is private is said once, in config/portfolios.json, for every language: write "private": true there; leave it out here',
    ]);
  });

  it('cannot be listed on the CV, which is public', () => {
    const files = validFiles();
    const cv = { ...(files['cv.json'] as object), projects: ['northwind'] };
    const written = site(SECRET, { 'cv.json': cv });
    const result = loadContent(written);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'config/cv.json › projects[0]: "northwind" is a private project, which no public page shows, the CV included: remove it from this list',
    ]);
  });
});
