/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  contentFileList,
  fieldOf,
  findContentFile,
  readForForm,
  saveContentFile,
  type ContentFile,
} from './content';
import { keepPicture, pictureFile, picturesIn, safeStem } from './pictures';

// Each save loads and checks the whole sample content twice (before and after), notes included:
// seconds on a machine busy with builds.
jest.setTimeout(120_000);

let site: string;
const config = (file: string) => path.join(site, 'config', file);
const read = (file: string) => fs.readFileSync(config(file), 'utf8');
const file = (name: string) => findContentFile(site, name) as ContentFile;

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-site-'));
  fs.cpSync(path.resolve('examples/sample'), site, { recursive: true, dereference: true });
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

describe('the list of files', () => {
  it('holds every content file, the notes and each language, and nothing else', () => {
    const names = contentFileList(site).map((f) => f.name);
    for (const name of ['about', 'portfolios', 'social-links', 'site', 'cv', 'fr/about']) {
      expect(names).toContain(name);
    }
    expect(names).toContain('notes/light-dark-design-tokens');
    expect(names.some((name) => name.startsWith('fr/notes/'))).toBe(true);
    expect(names).not.toContain('schema/about.schema');
  });

  it('refuses names outside it, however they are written', () => {
    for (const name of ['../package', 'about.json', 'schema/about', '../../etc/passwd', 'x']) {
      expect(findContentFile(site, name)).toBeUndefined();
    }
  });
});

describe('saving', () => {
  it('writes a valid edit, in the owner’s field order and indentation', async () => {
    const before = JSON.parse(read('about.json')) as Record<string, unknown>;
    // The form sends fields in its own order: the file keeps the owner's.
    const sent = Object.fromEntries(
      Object.entries(readForForm(site, file('about')) as object).reverse(),
    );
    const verdict = await saveContentFile(site, file('about'), { ...sent, title: 'Illustrator' });
    expect(verdict.ok).toBe(true);
    const after = read('about.json');
    expect(Object.keys(JSON.parse(after))).toEqual(Object.keys(before));
    expect(JSON.parse(after).title).toBe('Illustrator');
    expect(after).toBe(
      `${JSON.stringify({ ...before, title: 'Illustrator' }, null, 2)}\n`.replace(/^ {2}/gm, '  '),
    );
  });

  it('keeps a tab-indented file tabbed, and a list file’s envelope', async () => {
    const json = JSON.parse(read('skills.json'));
    const raw = Array.isArray(json) ? json : json.data;
    fs.writeFileSync(
      config('skills.json'),
      JSON.stringify({ data: raw, last_page: 1 }, null, '\t'),
    );
    const items = readForForm(site, file('skills')) as { name: string }[];
    expect(Array.isArray(items)).toBe(true);
    const verdict = await saveContentFile(site, file('skills'), [...items].reverse());
    expect(verdict.ok).toBe(true);
    const text = read('skills.json');
    expect(text).toMatch(/^\{\n\t"data": \[\n\t\t\{/);
    expect(JSON.parse(text).last_page).toBe(1);
    expect(JSON.parse(text).data.map((s: { name: string }) => s.name)).toEqual(
      [...items].reverse().map((s) => s.name),
    );
  });

  it('refuses a broken edit with check-config’s message beside its field, the file unchanged', async () => {
    const before = read('portfolios.json');
    const projects = readForForm(site, file('portfolios')) as Record<string, unknown>[];
    const broken = projects.map((p, i) => (i === 1 ? { ...p, slug: 'Not A Slug' } : p));
    const verdict = await saveContentFile(site, file('portfolios'), broken);
    expect(verdict).toEqual({
      ok: false,
      fields: [
        {
          at: [1, 'slug'],
          reason:
            'expected a slug: lowercase letters, digits and single hyphens, like "web-design", got "Not A Slug"',
        },
      ],
      others: [],
    });
    expect(read('portfolios.json')).toBe(before);
  });

  it('names a picture that is not there beside its field', async () => {
    const projects = readForForm(site, file('portfolios')) as Record<string, unknown>[];
    const edited = projects.map((p, i) => (i === 0 ? { ...p, cover: '/images/nowhere.jpg' } : p));
    const verdict = await saveContentFile(site, file('portfolios'), edited);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok || verdict.fields).toContainEqual({
      at: [0, 'cover'],
      reason: '"/images/nowhere.jpg" names no file in public/',
    });
  });

  it('refuses an edit that breaks another file, and says which', async () => {
    const cv = JSON.parse(read('cv.json')) as { projects?: string[] };
    const named = cv.projects?.[0];
    expect(named).toBeDefined();
    const projects = readForForm(site, file('portfolios')) as Record<string, unknown>[];
    const renamed = projects.map((p) => (p.slug === named ? { ...p, slug: 'renamed' } : p));
    const verdict = await saveContentFile(site, file('portfolios'), renamed);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok || verdict.others.join('\n')).toMatch(
      new RegExp(`^config/cv\\.json › projects\\[0\\]: "${named}" names no project`),
    );
  });

  it('writes a note’s front matter in its order, then its Markdown', async () => {
    const name = 'notes/light-dark-design-tokens';
    const note = readForForm(site, file(name)) as Record<string, unknown>;
    const keys = Object.keys(note);
    const verdict = await saveContentFile(site, file(name), { ...note, body: 'New *text*.' });
    expect(verdict.ok).toBe(true);
    const text = read('notes/light-dark-design-tokens.md');
    expect(text.endsWith('---\n\nNew *text*.\n')).toBe(true);
    expect(Object.keys(readForForm(site, file(name)) as object)).toEqual(keys);
    const broken = await saveContentFile(site, file(name), { ...note, date: 'yesterday' });
    expect(broken.ok || broken.fields.map((f) => f.at)).toEqual([['date']]);
  });
});

describe('problem paths', () => {
  it('become the form’s fields', () => {
    expect(fieldOf('project "kite" (data[2]).images[0].image')).toEqual([2, 'images', 0, 'image']);
    expect(fieldOf('[3].name')).toEqual([3, 'name']);
    expect(fieldOf('theme.accent')).toEqual(['theme', 'accent']);
    expect(fieldOf('')).toEqual([]);
  });
});

describe('pictures', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#b23d1c' } })
      .png()
      .toBuffer();

  it('keeps a picture under a new safe name, public or private, and offers it again', async () => {
    const kept = await keepPicture(site, await png(), '../../My Photo (1).PNG', false);
    expect(kept).toEqual({
      ok: true,
      src: expect.stringMatching(/^\/images\/my-photo-1-[0-9a-f]{8}\.png$/),
    });
    const src = (kept as { src: string }).src;
    expect(fs.existsSync(path.join(site, 'public', src))).toBe(true);
    expect(picturesIn(site, false)[0]).toBe(src);
    const hidden = await keepPicture(site, await png(), 'plan.png', true);
    expect(fs.existsSync(path.join(site, 'private', (hidden as { src: string }).src))).toBe(true);
    expect(safeStem('')).toBe('picture');
  });

  it('refuses bytes that are not a picture, a truncated one, and an SVG', async () => {
    const text = await keepPicture(site, Buffer.from('<html>hello</html>'), 'a.jpg', false);
    expect(text).toEqual({ ok: false, reason: 'it would not show, as it is not a picture' });
    const whole = await png();
    const cut = await keepPicture(site, whole.subarray(0, whole.length - 30), 'b.png', false);
    expect(cut.ok).toBe(false);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    expect((await keepPicture(site, svg, 'c.svg', false)).ok).toBe(false);
    expect(
      fs.readdirSync(path.join(site, 'public', 'images')).filter((n) => /^[abc]-/.test(n)),
    ).toEqual([]);
  });

  it('serves only files inside public/ or private/', () => {
    expect(pictureFile(site, '/../config/about.json', false)).toBeUndefined();
    expect(pictureFile(site, '/images/../../x.png', false)).toBeUndefined();
    expect(pictureFile(site, '/images/a.png', true)).toBe(path.join(site, 'private/images/a.png'));
  });
});

describe('where the editor saves', () => {
  function folderWith(env: Record<string, string | undefined>): string | null {
    const before = { ...process.env };
    let folder: string | null = null;
    try {
      for (const [name, value] of Object.entries(env)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        folder = (require('./content') as typeof import('./content')).siteFolder();
      });
    } finally {
      process.env = before;
    }
    return folder;
  }
  const configDir = path.resolve('examples/sample/config');

  it('SITE_DIR when set, on any server', () => {
    expect(folderWith({ SITE_DIR: '/srv/portfolio/source/site', NODE_ENV: 'production' })).toBe(
      '/srv/portfolio/source/site',
    );
  });

  it('none on a production server without it: the release’s copy is not the owner’s', () => {
    expect(folderWith({ SITE_DIR: undefined, NODE_ENV: 'production', CONFIG_DIR: configDir })).toBe(
      null,
    );
  });

  it('under npm run dev, the folder the dev server reads, so a save shows at once', () => {
    expect(
      folderWith({ SITE_DIR: undefined, NODE_ENV: 'development', CONFIG_DIR: configDir }),
    ).toBe(path.dirname(configDir));
  });
});
