/** @jest-environment node */
import { loadContent } from './load';
import { formatProblem } from './problems';
import { untranslatedReport } from './translations';
import { validFiles, writeSite } from './test/fixture';

function bilingual(french: Record<string, unknown>, site: Record<string, unknown> = {}) {
  const files: Record<string, unknown> = {
    ...validFiles(),
    'site.json': { language: 'en', translations: ['fr'], ...site },
  };
  for (const [name, value] of Object.entries(french)) files[`fr/${name}`] = value;
  return loadContent(writeSite(files));
}

const problems = (result: ReturnType<typeof loadContent>) =>
  result.ok ? [] : result.problems.map(formatProblem);

describe('a site in several languages', () => {
  it('lays each translation over the content, and keeps what it leaves out', () => {
    const result = bilingual({
      'about.json': { title: 'Designer produit', description: 'Jane conçoit des choses.' },
      'categories.json': [{ slug: 'web-design', name: 'Design web' }],
      'portfolios.json': { data: [{ slug: 'site', name: 'Le site', tags: 'Web, UX' }] },
      'skills.json': [{ name: 'Interface' }],
    });
    expect(problems(result)).toEqual([]);
    if (!result.ok) return;
    expect(result.content.language).toBe('en');
    const [fr] = result.translations;
    expect(fr!.language).toBe('fr');
    expect(fr!.about.title).toBe('Designer produit');
    // Not given in French: the English, and the same picture and address.
    expect(fr!.about.freelancer).toBe('<p>Designer.</p>');
    expect(fr!.about.email).toBe('jane@example.com');
    expect(fr!.projects[0]).toMatchObject({
      slug: 'site',
      name: 'Le site',
      description: '<p>A site.</p>',
      avatar: '/logo.svg',
      // A project's category reads as the translated categories.json names it.
      category: { id: 'web-design', name: 'Design web' },
    });
    expect(fr!.skills[0]).toEqual({ name: 'Interface', percentage: 90 });
    expect(fr!.catalogue.contact.send).toBe('Envoyer le message');
    expect(result.content.about.title).toBeUndefined();
    expect(result.content.projects[0]!.category!.name).toBe('Web Design');
  });

  it('lists every text shown in the own language for want of a translation', () => {
    const result = bilingual({
      'about.json': { description: 'Jane conçoit des choses.' },
      'portfolios.json': [{ slug: 'site', name: 'Le site' }],
      'experience.json': [null],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.untranslated.fr!.map(formatProblem)).toEqual([
      'config/fr/about.json › freelancer: not translated',
      'config/fr/categories.json › web-design.name: not translated',
      'config/fr/portfolios.json › site.description: not translated',
      'config/fr/portfolios.json › site.tags: not translated',
      'config/fr/skills.json › [0].name: not translated',
      'config/fr/experience.json › [0].name: not translated',
      'config/fr/experience.json › [0].description: not translated',
      'config/fr/education.json › [0].name: not translated',
      'config/fr/education.json › [0].description: not translated',
    ]);
    expect(untranslatedReport('fr', 'French', result.untranslated.fr!)).toBe(
      [
        "French (fr): 9 texts shown in the site's own language, not translated:",
        '  - config/fr/about.json: freelancer',
        '  - config/fr/categories.json: web-design.name',
        '  - config/fr/portfolios.json: site.description, site.tags',
        '  - config/fr/skills.json: [0].name',
        '  - config/fr/experience.json: [0].name, [0].description',
        '  - config/fr/education.json: [0].name, [0].description',
      ].join('\n'),
    );
  });

  it('says so when every text is translated', () => {
    expect(untranslatedReport('fr', 'French', [])).toBe('French (fr): every text is translated.');
  });

  it('rejects a translation that names no item, adds one, or changes what ties items together', () => {
    const result = bilingual({
      'portfolios.json': [
        { slug: 'nope', name: 'Rien' },
        { name: 'Sans slug' },
        { slug: 'site', category_slug: 'web-design' },
      ],
      'skills.json': [{ name: 'A' }, { name: 'B' }],
      'about.json': { email: 'not-an-email' },
    });
    expect(problems(result)).toEqual([
      'config/fr/about.json › email: expected an email address such as "you@example.com", got "not-an-email"',
      'config/fr/portfolios.json › [0].slug: "nope" names no item of config/portfolios.json (known: "site")',
      'config/fr/portfolios.json › [1].slug: expected the slug of the item of config/portfolios.json this translates (known: "site")',
      'config/fr/portfolios.json › [2].category_slug: is the same in every language: set it in config/portfolios.json only',
      'config/fr/skills.json › [1]: config/skills.json has 1 items; a translation matches them by position and cannot add one',
    ]);
  });

  it('checks the pictures a translation names, and its JSON', () => {
    expect(problems(bilingual({ 'about.json': { avatar: '/missing.png' } }))).toEqual([
      'config/fr/about.json › avatar: "/missing.png" names no file in public/',
    ]);
    expect(problems(bilingual({ 'skills.json': '[{"name": }]' }))[0]).toBe(
      'config/fr/skills.json:1:11: Unexpected token \'}\': expected a value (text in "…", a number, true, false, null, […] or {…})',
    );
  });

  it("rejects the site's own language or a repeat among the translations, and a language without labels", () => {
    expect(problems(bilingual({}, { translations: ['fr', 'EN', 'fr'] }))).toEqual([
      `config/site.json › translations[1]: "en" is the site's own language ("language"); list only the others`,
      'config/site.json › translations[2]: "fr" is listed twice',
    ]);
    expect(problems(bilingual({}, { translations: ['it'] }))).toEqual([
      'config/site.json › translations[0]: the site has no labels for "it": add config/messages/it.json with a translation of every label in lib/i18n/catalogues/en.json',
    ]);
  });
});
