/** @jest-environment node */
import { loadContent } from './load';
import { formatProblem, formatReport } from './problems';
import de from '../i18n/catalogues/de.json';
import en from '../i18n/catalogues/en.json';
import fr from '../i18n/catalogues/fr.json';
import { validFiles, writeSite } from './test/fixture';

function problemsFor(files: Record<string, unknown>): string[] {
  const result = loadContent(writeSite(files));
  return result.ok ? [] : result.problems.map(formatProblem);
}

function withProject(patch: Record<string, unknown>) {
  const files = validFiles();
  const projects = files['portfolios.json'] as { data: Record<string, unknown>[] };
  projects.data[0] = { ...projects.data[0], ...patch };
  return files;
}

describe('loadContent', () => {
  it('returns typed content for a valid site, envelope or plain list alike', () => {
    const result = loadContent(writeSite(validFiles()));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.content.about.first_name).toBe('Jane');
    expect(result.content.projects.map((p) => p.slug)).toEqual(['site']);
    expect(result.content.skills[0]).toEqual({ name: 'UI', percentage: 90 });
    expect(result.content.testimonials).toEqual([]);
  });

  it('names the file, the JSON path, what was expected and what was found', () => {
    const files = validFiles();
    files['skills.json'] = [
      { name: 'UI', percentage: 90 },
      { name: 'UX', percentage: 80 },
      { name: 'Code', percentage: 150 },
    ];
    expect(problemsFor(files)).toEqual([
      'config/skills.json › [2].percentage: expected a number from 0 to 100, got 150',
    ]);
  });

  it("lists the references to a removed project with the other files' mistakes, in one pass", () => {
    const files = validFiles();
    // The owner renamed the only project; cv.json and a note still name the old one.
    (files['portfolios.json'] as { data: Record<string, unknown>[] }).data[0]!.slug = 'new-site';
    files['cv.json'] = { projects: ['site'] };
    files['notes/launch.md'] =
      '---\ntitle: Launch\ndate: 2026-01-05\nprojects: [site]\n---\nText.\n';
    files['skills.json'] = [{ name: 'UI', percentage: 150 }];
    expect(problemsFor(files)).toEqual([
      'config/skills.json › [0].percentage: expected a number from 0 to 100, got 150',
      'config/cv.json › projects[0]: "site" names no project in config/portfolios.json (known: "new-site"): remove it from this list, or name one of those',
      'config/notes/launch.md › projects[0]: "site" names no project in config/portfolios.json (known: "new-site"): remove it from the note\'s projects, or delete the note with its translations',
    ]);
  });

  it('waits for a file with mistakes of its own before checking what refers to it', () => {
    const files = validFiles();
    files['portfolios.json'] = { data: [{ name: 'Broken' }] };
    files['cv.json'] = { projects: ['site'] };
    const problems = problemsFor(files);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.startsWith('config/portfolios.json'))).toBe(true);
  });

  it('lists every problem across every file at once', () => {
    const files = validFiles();
    files['skills.json'] = [{ name: '', percentage: '90' }];
    (files['about.json'] as Record<string, unknown>).email = 'not-an-email';
    delete (files['about.json'] as Record<string, unknown>).first_name;
    expect(problemsFor(files)).toEqual([
      'config/about.json › first_name: expected text, got nothing',
      'config/about.json › email: expected an email address such as "you@example.com", got "not-an-email"',
      'config/skills.json › [0].name: expected text, not an empty string, got ""',
      'config/skills.json › [0].percentage: expected a number from 0 to 100, got "90"',
    ]);
  });

  it('reports paths inside an envelope from the top of the file', () => {
    expect(problemsFor(withProject({ slug: 'Not A Slug' }))).toEqual([
      'config/portfolios.json › project "Not A Slug" (data[0]).slug: expected a slug: lowercase letters, digits and single hyphens, like "web-design", got "Not A Slug"',
    ]);
  });

  it('reports invalid JSON with its line and column', () => {
    const files = validFiles();
    files['categories.json'] =
      '[\n  { "name": "Web", "slug": "web" },\n  { "name": "Oops" "slug": "x" }\n]';
    const [problem] = problemsFor(files);
    expect(problem).toBe(
      "config/categories.json:3:20: Unexpected token '\"': a comma is missing before it",
    );
  });

  it('reports a missing file, but not a missing optional one', () => {
    const files = validFiles();
    delete files['tools.json'];
    expect(problemsFor(files)).toEqual(['config/tools.json: file not found']);
  });

  it("holds an offer's id to 80 characters, as a contact message may name it", () => {
    const files = validFiles();
    const offer = { name: 'Audit', summary: 'A look at your site.' };
    files['offers.json'] = [
      { ...offer, id: 'a'.repeat(80) },
      { ...offer, id: 'b'.repeat(81) },
    ];
    expect(problemsFor(files)).toEqual([
      expect.stringMatching(
        /^config\/offers\.json › offer "b{81}" \(\[1\]\)\.id: expected a slug of at most 80 characters, got "b+…"$/,
      ),
    ]);
  });

  it('rejects a list file that holds no list', () => {
    const files = validFiles();
    files['tools.json'] = { items: [] };
    expect(problemsFor(files)).toEqual([
      'config/tools.json: expected a list, or an object with a "data" list, got an object',
    ]);
  });

  it('rejects duplicate slugs', () => {
    const files = validFiles();
    files['categories.json'] = [
      { name: 'Web Design', slug: 'web-design' },
      { name: 'Web again', slug: 'web-design' },
    ];
    expect(problemsFor(files)).toEqual([
      'config/categories.json › category "web-design" ([1]).slug: "web-design" is already the slug of item [0]; slugs must be unique',
    ]);
  });

  it('rejects a portfolio whose category names no category', () => {
    expect(
      problemsFor(
        withProject({ category_slug: 'branding', category: { id: 'branding', name: 'B' } }),
      ),
    ).toEqual([
      'config/portfolios.json › project "site" (data[0]).category_slug: "branding" names no category in config/categories.json (known: "web-design")',
      'config/portfolios.json › project "site" (data[0]).category.id: "branding" names no category in config/categories.json (known: "web-design")',
    ]);
  });

  it('reads every optional field left out, null or "" as absent', () => {
    const files = validFiles();
    const optionalAbout = ['title', 'description', 'icon', 'fav', 'avatar', 'freelancer', 'bio'];
    const more = ['resume_cv', 'scripts', 'email', 'phone', 'address', 'iframe'];
    const about = files['about.json'] as Record<string, unknown>;
    [...optionalAbout, ...more].forEach((field, index) => {
      if (index % 3 === 0) delete about[field];
      else about[field] = index % 3 === 1 ? null : '';
    });
    files['portfolios.json'] = [
      { name: 'Bare', slug: 'bare' },
      {
        name: 'Nulls',
        slug: 'nulls',
        description: null,
        avatar: null,
        url: null,
        tags: null,
        created_at: null,
        category: null,
        category_slug: null,
        images: null,
      },
      {
        name: 'Blanks',
        slug: 'blanks',
        description: ' ',
        avatar: '',
        url: '',
        tags: '',
        images: [],
      },
    ];
    files['experience.json'] = [{ name: 'Studio', from_year: 2020, to_year: null }];
    files['social-links.json'] = [{ name: 'Site', link: 'https://example.com', icon: null }];
    const result = loadContent(writeSite(files));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const field of [...optionalAbout, ...more]) {
      expect(result.content.about[field as keyof typeof result.content.about]).toBeUndefined();
    }
    for (const project of result.content.projects) {
      expect(project).toEqual({ name: project.name, slug: project.slug, images: [] });
    }
    expect(result.content.experience[0]).toEqual({ name: 'Studio', from_year: 2020 });
    expect(result.content.socialLinks[0]).toEqual({ name: 'Site', link: 'https://example.com' });
  });

  it('still checks an optional field that has a value', () => {
    expect(problemsFor(withProject({ url: 'example.com', created_at: 'soon' }))).toEqual([
      'config/portfolios.json › project "site" (data[0]).url: expected a URL (https://…) or a path in public/ starting with /, got "example.com"',
      'config/portfolios.json › project "site" (data[0]).created_at: expected a date written "YYYY-MM-DD", like "2025-11-02", or "YYYY-MM" where a month is enough, like "2025-11", got "soon"',
    ]);
  });

  it("takes a project's category from whichever of category and category_slug it has", () => {
    const only = (patch: Record<string, unknown>) => {
      const result = loadContent(writeSite(withProject(patch)));
      if (!result.ok) throw new Error(formatReport(result.problems));
      const [project] = result.content.projects;
      return { category: project!.category, category_slug: project!.category_slug };
    };
    const expected = {
      category: { id: 'web-design', name: 'Web Design' },
      category_slug: 'web-design',
    };
    // Only the slug: the link and its label come from categories.json.
    expect(only({ category: null })).toEqual(expected);
    // Only the object: the category page lists the project too.
    expect(only({ category_slug: null })).toEqual(expected);
  });

  it('rejects a project whose category and category_slug disagree', () => {
    const files = withProject({ category_slug: 'branding' });
    (files['categories.json'] as unknown[]).push({ name: 'Branding', slug: 'branding' });
    expect(problemsFor(files)).toEqual([
      'config/portfolios.json › project "site" (data[0]).category_slug: "branding" and category.id "web-design" name different categories; a project belongs to one',
    ]);
  });

  it('accepts a portfolio with no category at all', () => {
    const result = loadContent(writeSite(withProject({ category: null, category_slug: '' })));
    expect(result.ok).toBe(true);
  });

  it('reports images that are missing from public/', () => {
    expect(problemsFor(withProject({ images: [{ image: '/images/gone.png' }] }))).toEqual([
      'config/portfolios.json › project "site" (data[0]).images[0].image: "/images/gone.png" names no file in public/',
    ]);
  });

  it('reserves the category slug "all"', () => {
    const files = validFiles();
    files['categories.json'] = [{ name: 'All', slug: 'all' }];
    expect(problemsFor(files)[0]).toBe(
      'config/categories.json › category "all" ([0]).slug: "all" is reserved for the page that lists every category',
    );
  });

  it('reads the theme from config/site.json, with every default when the file is missing', () => {
    const missing = loadContent(writeSite(validFiles()));
    expect(missing.ok && missing.content.site.theme).toEqual({ default: 'system' });
    const files = {
      ...validFiles(),
      'site.json': { theme: { default: 'dark', accent: '#0f766e' } },
    };
    const given = loadContent(writeSite(files));
    expect(given.ok && given.content.site.theme).toEqual({ default: 'dark', accent: '#0f766e' });
  });

  it('rejects a theme choice or a colour it does not know', () => {
    const files = {
      ...validFiles(),
      'site.json': { theme: { default: 'sepia', accent: 'teal', accent_dark: '#12345' } },
    };
    expect(problemsFor(files)).toEqual([
      'config/site.json › theme.default: expected "system", "light" or "dark", got "sepia"',
      'config/site.json › theme.accent: expected a colour written "#rrggbb", like "#b23d1c", got "teal"',
      'config/site.json › theme.accent_dark: expected a colour written "#rrggbb", like "#b23d1c", got "#12345"',
    ]);
  });

  it('fails an accent too weak for AA in either theme, saying where and what would pass', () => {
    const files = {
      ...validFiles(),
      'site.json': { theme: { accent: '#ef6a47', accent_dark: '#b23d1c' } },
    };
    expect(problemsFor(files)).toEqual([
      'config/site.json › theme.accent: needs at least 4.5:1 contrast (WCAG AA) wherever the light theme shows it; #ef6a47 has 2.7:1 on the tinted tags of light cards (#fdede9) and falls short in 3 more places. Choose a darker shade, such as "#ad4d33", the closest that passes',
      'config/site.json › theme.accent_dark: needs at least 4.5:1 contrast (WCAG AA) wherever the dark theme shows it; #b23d1c has 2.6:1 on the tinted tags of dark cards (#2f2124) and falls short in 7 more places. Choose a lighter shade, such as "#cd816b", the closest that passes',
    ]);
  });

  it('speaks English unless config/site.json names another language, which it writes canonically', () => {
    const missing = loadContent(writeSite(validFiles()));
    expect(missing.ok && missing.content.site.language).toBe('en');
    expect(missing.ok && missing.content.catalogue.contact.send).toBe('Send message');
    const french = loadContent(writeSite({ ...validFiles(), 'site.json': { language: 'FR-ca' } }));
    expect(french.ok && french.content.site.language).toBe('fr-CA');
    expect(french.ok && french.content.catalogue.contact.send).toBe(fr.contact.send);
    expect(problemsFor({ ...validFiles(), 'site.json': { language: 'french!' } })).toEqual([
      'config/site.json › language: expected a language tag, like "en", "fr" or "pt-BR", got "french!"',
    ]);
  });

  it("lays the owner's labels over the shipped ones, and rejects a label the site does not have", () => {
    const files = {
      ...validFiles(),
      'site.json': { language: 'de' },
      'messages/de.json': { contact: { send: 'Abschicken' } },
    };
    const result = loadContent(writeSite(files));
    expect(result.ok && result.content.catalogue.contact.send).toBe('Abschicken');
    expect(result.ok && result.content.catalogue.contact.name).toBe(de.contact.name);
    expect(
      problemsFor({ ...files, 'messages/de.json': { contact: { sendd: 'Abschicken', name: '' } } }),
    ).toEqual([
      'config/messages/de.json › contact.sendd: is not a label of the site; check its spelling against lib/i18n/catalogues/en.json',
      'config/messages/de.json › contact.name: expected the label as non-empty text',
    ]);
  });

  it('needs every label for a language it does not ship, naming the language and each missing key', () => {
    const italian = { ...validFiles(), 'site.json': { language: 'it' } };
    expect(problemsFor(italian)).toEqual([
      'config/site.json › language: the site has no labels for "it": add config/messages/it.json with a translation of every label in lib/i18n/catalogues/en.json',
    ]);
    const contactButSend: Partial<typeof en.contact> = { ...en.contact };
    delete contactButSend.send;
    const problems = problemsFor({
      ...italian,
      'messages/it.json': { ...en, contact: contactButSend },
    });
    expect(problems).toEqual([
      'config/messages/it.json › contact.send: missing: Italian (it) is not shipped, so every label needs a translation (in English: "Send message")',
    ]);
  });

  it('checks that a label is valid, using only the values the site gives it', () => {
    const files = {
      ...validFiles(),
      'messages/en.json': {
        portfolio: { gridLabel: 'Page {page of {total}', count: '{count} projects, {owner}' },
      },
    };
    const problems = problemsFor(files);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^config\/messages\/en\.json › portfolio\.gridLabel: is not a valid label/,
    );
    expect(problems[1]).toBe(
      'config/messages/en.json › portfolio.count: uses {owner}, which the site does not provide here; it may use {count}',
    );
  });

  it('formats a report that counts the problems', () => {
    const report = formatReport([
      { file: 'config/a.json', path: 'x', reason: 'expected text, got 1' },
      { file: 'config/b.json', path: '', reason: 'file not found' },
    ]);
    expect(report).toBe(
      'The content in config/ has 2 problems:\n  - config/a.json › x: expected text, got 1\n  - config/b.json: file not found',
    );
  });
});

describe('config/cv.json', () => {
  it('is optional, and its lists read as empty when left out', () => {
    const result = loadContent(writeSite(validFiles()));
    expect(result.ok && result.content.cv).toEqual({
      languages: [],
      certificates: [],
      awards: [],
      highlights: [],
    });
  });

  it('names a project that does not exist, one listed twice, more than six, and a date that is not a day', () => {
    const files = { ...validFiles(), 'cv.json': { projects: ['site', 'nope', 'site'] } };
    expect(problemsFor(files)).toEqual([
      'config/cv.json › projects[1]: "nope" names no project in config/portfolios.json (known: "site"): remove it from this list, or name one of those',
      'config/cv.json › projects[2]: "site" is listed twice',
    ]);
    const many = {
      ...validFiles(),
      'cv.json': { projects: Array.from({ length: 7 }, () => 'site') },
    };
    expect(problemsFor(many)).toEqual([
      'config/cv.json › projects: expected at most 6 projects: a CV lists a chosen few, got a list of 7',
    ]);
    const dated = {
      ...validFiles(),
      'cv.json': { certificates: [{ name: 'A', date: '2019-03' }], languages: [{ level: 'B1' }] },
    };
    expect(problemsFor(dated)).toEqual([
      'config/cv.json › languages[0].name: expected text, got nothing',
      'config/cv.json › certificates[0].date: expected a date written "YYYY-MM-DD", like "2027-03-01", got "2019-03"',
    ]);
  });

  it("is translated in config/<lang>/cv.json, whose projects must stay the original's", () => {
    const files = {
      ...validFiles(),
      'site.json': { translations: ['fr'] },
      'cv.json': { highlights: ['Ten years'], languages: [{ name: 'French', level: 'Native' }] },
      'fr/cv.json': { highlights: ['Dix ans'] },
    };
    const result = loadContent(writeSite(files));
    expect(result.ok && result.translations[0]!.cv).toEqual({
      highlights: ['Dix ans'],
      languages: [{ name: 'French', level: 'Native' }],
      certificates: [],
      awards: [],
    });
    expect(result.ok && result.untranslated.fr).toContainEqual({
      file: 'config/fr/cv.json',
      path: 'languages',
      reason: 'not translated',
    });
    expect(problemsFor({ ...files, 'fr/cv.json': { projects: ['site'] } })).toEqual([
      'config/fr/cv.json › projects: is the same in every language: set it in config/cv.json only',
    ]);
  });
});
