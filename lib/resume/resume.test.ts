/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '@/lib/content/load';
import type { Content } from '@/lib/content/schemas';
import { SAMPLE_FOLDER } from '@/lib/site-folder';
import { schemaErrors } from './schema-check';
import { importResume } from './import';
import { toJsonResume } from './json-resume';
import { isPrintOf, pdfName, printedPdf } from './pdf';

const origin = 'https://ines.example.com';
const addresses = (language: string) => {
  const prefix = language === 'en' ? '' : `/${language}`;
  return {
    absolute: (value: string) => new URL(value, origin).toString(),
    home: `${origin}${prefix}/`,
    project: (slug: string) => `${origin}${prefix}/portfolio/${slug}`,
    self: `${origin}${prefix}/resume.json`,
  };
};

function load(configDir: string, publicDir: string) {
  const result = loadContent({ configDir, publicDir });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return [result.content, ...result.translations];
}

const samplePublic = `${SAMPLE_FOLDER}/public`;
const sets = {
  sample: load(`${SAMPLE_FOLDER}/config`, samplePublic),
  photographer: load('examples/photographer/config', 'examples/photographer/public'),
  'new-owner': load('examples/new-owner/config', 'examples/new-owner/public'),
};

const exported = (content: Content) =>
  JSON.parse(JSON.stringify(toJsonResume(content, addresses(content.language))));

test.each(
  Object.entries(sets).flatMap(([name, all]) => all.map((c) => [name, c.language, c] as const)),
)(
  'the %s site in %s exports a résumé the published JSON Resume 1.0 schema accepts',
  async (_, __, content) => {
    const resume = exported(content);
    expect(await schemaErrors(resume)).toEqual([]);
    expect(resume.basics.name).toBe(`${content.about.first_name} ${content.about.last_name}`);
    expect(resume.work).toHaveLength(content.experience.length);
    expect(resume.education).toHaveLength(content.education.length);
  },
);

test('the published schema does reject what is not a résumé', async () => {
  expect(
    await schemaErrors({ basics: { name: 'A' }, work: [{ startDate: 'May 2020' }] }),
  ).not.toEqual([]);
});

test('a role and its employer, years and skill levels are written the way résumé tools read them', () => {
  const [english] = sets.sample;
  const resume = exported(english!);
  expect(resume.work[1]).toEqual({
    name: 'Talweg (travel startup, Lyon)',
    position: 'Senior product designer',
    startDate: '2017',
    endDate: '2020',
    summary: english!.experience[1]!.description,
  });
  // Ongoing: no end date.
  expect(resume.work[0]).not.toHaveProperty('endDate');
  expect(resume.education[0]).toMatchObject({
    institution: 'École de design Nantes Atlantique',
    area: 'MA Interaction Design',
  });
  // The sample's services have no level; the photographer's skills have theirs.
  expect(resume.skills[0]).toEqual({ name: 'Product & interface design' });
  const [photographer] = sets.photographer;
  expect(exported(photographer!).skills[0]).toEqual({
    name: 'Architectural photography',
    level: '95%',
  });
  expect(resume.languages).toContainEqual({ language: 'French', fluency: 'Native' });
  expect(resume.projects.map((p: { name: string }) => p.name)).toEqual([
    'Kestrel Analytics',
    'Mareo Bike Share',
    'Atelier Sauvage',
    'Quillstone Press',
  ]);
  expect(resume.projects[0].url).toBe(`${origin}/portfolio/kestrel-analytics`);
  expect(resume.meta.canonical).toBe(`${origin}/resume.json`);
});

function writeFiles(folder: string, files: Record<string, unknown>) {
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, data] of Object.entries(files)) {
    fs.writeFileSync(path.join(folder, name), JSON.stringify(data));
  }
}

// JSON Resume has no place for a service's line: the names and levels come back.
const timeline = (content: Content) => ({
  experience: content.experience,
  education: content.education,
  skills: content.skills.map(({ name, percentage }) => ({ name, percentage })),
});

test('exporting the sample and importing it into an empty config/ gives back its experience, education and skills, in both languages', () => {
  const [english, french] = sets.sample;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-'));
  try {
    const site = importResume(exported(english!), { translation: false });
    writeFiles(dir, site.files);
    expect(site.notCarried).toEqual(["basics.url: the site's own address is its SITE_URL setting"]);
    const translation = importResume(exported(french!), { translation: true });
    writeFiles(path.join(dir, 'fr'), translation.files);
    fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify({ translations: ['fr'] }));

    const [back, backInFrench] = load(dir, samplePublic);
    expect(timeline(back!)).toEqual(timeline(english!));
    expect(timeline(backInFrench!)).toEqual(timeline(french!));
    expect(back!.about).toMatchObject({
      first_name: 'Ines',
      last_name: 'Moreau',
      email: english!.about.email,
      title: english!.about.title,
    });
    expect(back!.socialLinks.map((link) => link.link)).toEqual(
      english!.socialLinks.map((link) => link.link),
    );
    expect(back!.cv.languages).toEqual(english!.cv.languages);
    expect(backInFrench!.cv.languages).toEqual(french!.cv.languages);
    expect(back!.cv.certificates).toEqual(english!.cv.certificates);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("another tool's résumé: levels in words, months, keywords, highlights, courses, awards and roles are carried, and what is not is listed", () => {
  const { files, notCarried } = importResume(
    {
      basics: {
        name: 'Ada Lovelace',
        email: 'not-an-address',
        location: { city: 'London', countryCode: 'GB' },
      },
      work: [
        {
          name: 'Analytical Co',
          position: 'Engineer',
          startDate: '2019-04',
          endDate: '2021-02-15',
          highlights: ['Shipped it.'],
          summary: 'Built things.',
          location: 'London',
        },
        { name: 'No dates' },
      ],
      education: [
        {
          institution: 'Uni',
          studyType: 'BSc',
          area: 'Mathematics',
          startDate: '2012',
          endDate: '2015',
          score: '1st',
          courses: ['Calculus', 'Logic'],
        },
      ],
      skills: [
        { name: 'Analysis', level: 'Master', keywords: ['Engines', 'Notes'] },
        { name: 'Poetry', level: 'Legendary' },
      ],
      awards: [
        { title: 'Medal', date: '1840-06', awarder: 'Society', summary: 'For the notes.' },
        { title: 'Prize', date: 'June' },
      ],
      volunteer: [{ organization: 'Library' }],
      projects: [
        {
          name: 'Café Lumen',
          description: 'A <b>site</b>',
          highlights: ['Fast & light', '<i>Accessible</i>'],
          roles: ['Designer', 'Developer'],
          entity: 'Café Lumen SARL',
          keywords: ['Web'],
          type: 'Web sites',
          endDate: '2020',
        },
      ],
    },
    { translation: false },
  );
  expect(files['about.json']).toEqual({
    first_name: 'Ada',
    last_name: 'Lovelace',
    address: 'London, GB',
  });
  expect(files['experience.json']).toEqual({
    data: [
      {
        name: 'Engineer · Analytical Co',
        from_year: '2019-04',
        to_year: '2021-02',
        description: 'Built things.',
        highlights: ['Shipped it.'],
      },
    ],
  });
  expect(files['education.json']).toEqual({
    data: [
      {
        name: 'BSc Mathematics · Uni',
        from_year: 2012,
        to_year: 2015,
        courses: ['Calculus', 'Logic'],
      },
    ],
  });
  expect(files['skills.json']).toEqual({
    data: [
      { name: 'Analysis (Engines, Notes)', percentage: 95 },
      { name: 'Poetry', percentage: 50 },
    ],
  });
  expect(files['portfolios.json']).toEqual({
    data: [
      {
        name: 'Café Lumen',
        slug: 'cafe-lumen',
        description:
          '<p>A &lt;b&gt;site&lt;/b&gt;</p><ul><li>Fast &amp; light</li><li>&lt;i&gt;Accessible&lt;/i&gt;</li></ul>',
        role: 'Designer, Developer',
        client: 'Café Lumen SARL',
        tags: 'Web',
        category_slug: 'web-sites',
      },
    ],
  });
  expect(files['categories.json']).toEqual({ data: [{ name: 'Web sites', slug: 'web-sites' }] });
  expect(files['cv.json']).toEqual({
    languages: [],
    certificates: [],
    awards: [
      { title: 'Medal', date: '1840-06', awarder: 'Society', summary: 'For the notes.' },
      { title: 'Prize' },
    ],
    projects: ['cafe-lumen'],
  });
  expect(notCarried).toEqual([
    'basics.email: "not-an-address" is not an e-mail address',
    "work[0].location: the site's timelines have no place for it",
    'work[0].endDate: kept the month of 2021-02-15',
    'work[1]: left out, as a timeline entry needs a start year',
    "education[0].score: the site's timelines have no place for it",
    'skills[0].keywords: added to the name',
    'skills[1].level: "Legendary" is not a level the site knows; set to 50%',
    'awards[1].date: "June" is not a date (YYYY, YYYY-MM or YYYY-MM-DD)',
    'projects[0].endDate: a project has only its start date',
    'volunteer: 1 item (the site has no place for them)',
  ]);
});

describe('the printed PDF', () => {
  test('is named for its owner, language and version, and found only at that version', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
    try {
      const name = pdfName('Inès Moreau', 'fr', '0123456789');
      expect(name).toBe('ines-moreau-cv-fr-0123456789.pdf');
      expect(pdfName('Eleftheria Papadimitríou-Kjærgaard', 'en', '0123456789')).toBe(
        'eleftheria-papadimitriou-kjaergaard-cv-en-0123456789.pdf',
      );
      expect(pdfName('王小明', 'zh', '0123456789')).toBe('cv-zh-0123456789.pdf');
      expect(printedPdf(dir, name)).toBeUndefined();
      fs.mkdirSync(path.join(dir, 'files'));
      fs.writeFileSync(path.join(dir, 'files', name), '%PDF');
      expect(printedPdf(dir, name)).toBe(`/files/${name}`);
      expect(printedPdf(dir, pdfName('Inès Moreau', 'fr', 'abcdefabcd'))).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('replaces only older prints of its own language', () => {
    expect(isPrintOf('ines-moreau-cv-fr-0123456789.pdf', 'fr')).toBe(true);
    expect(isPrintOf('ines-moreau-cv-pt-BR-0123456789.pdf', 'pt-BR')).toBe(true);
    expect(isPrintOf('ines-moreau-cv-en-0123456789.pdf', 'fr')).toBe(false);
    expect(isPrintOf('ines-moreau-cv.pdf', 'en')).toBe(false);
    expect(isPrintOf('brochure-fr-0123456789.pdf', 'fr')).toBe(false);
  });
});

describe('a résumé from elsewhere', () => {
  test('a translation keeps the place of an entry it cannot carry, so the others stay matched', () => {
    const { files, notCarried } = importResume(
      {
        work: [
          { name: 'A', position: 'P', summary: 'no year' },
          { name: 'B', position: 'Q', startDate: '2020-05' },
        ],
      },
      { translation: true },
    );
    expect(files['experience.json']).toEqual({ data: [{}, { name: 'Q · B' }] });
    expect(notCarried).toEqual(['work[0]: left out, as a timeline entry needs a start year']);
  });

  test('hostile values are refused quickly and reported, not written', () => {
    const started = Date.now();
    const { files, notCarried } = importResume(
      {
        basics: { name: 'Ada Lovelace', email: `x@${'.'.repeat(50_000)}@` },
        skills: [
          { name: 'A', level: 'constructor' },
          { name: 'B', level: '__proto__' },
        ],
        extra: true,
      },
      { translation: false },
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(files['about.json']).not.toHaveProperty('email');
    expect(files['skills.json']).toEqual({
      data: [
        { name: 'A', percentage: 50 },
        { name: 'B', percentage: 50 },
      ],
    });
    expect(notCarried).toContain('extra: not a part of JSON Resume');
  });

  test('a picture on the web is to be downloaded, never written as an address; anything else is listed', () => {
    const picture = (image: string) =>
      importResume({ basics: { name: 'Ada Lovelace', image } }, { translation: false });
    for (const image of ['http://cdn.example/me.png', 'https://cdn.example/people/me.png']) {
      const { files, notCarried, picture: download } = picture(image);
      expect(files['about.json']).not.toHaveProperty('avatar');
      expect(download).toBe(image);
      expect(notCarried).toEqual([]);
    }
    const local = picture('me.png');
    expect(local.picture).toBeUndefined();
    expect(local.notCarried).toEqual(['basics.image: "me.png" is not a web address']);
  });

  test('projects get unique slugs, keep the one of their page on the site they came from, and "all" is not a category', () => {
    const { files } = importResume(
      {
        basics: { url: 'https://ines.example.com/fr' },
        projects: [
          { name: 'Λαϊκή', type: 'All' },
          { name: 'item-1' },
          { name: 'Café — Lumen', type: 'All' },
          { name: 'Renamed', url: 'https://ines.example.com/fr/portfolio/kestrel-analytics' },
        ],
      },
      { translation: false },
    );
    const projects = (files['portfolios.json'] as { data: { slug: string }[] }).data;
    expect(projects.map((project) => project.slug)).toEqual([
      'item-1',
      'item-1-1',
      'cafe-lumen',
      'kestrel-analytics',
    ]);
    expect(files['categories.json']).toEqual({ data: [{ name: 'All', slug: 'item-1' }] });
  });
});

test('months, highlights, courses, awards, a role and a client go out in /resume.json and come back in', async () => {
  const [english] = sets.sample;
  const content: Content = {
    ...english!,
    experience: [
      { ...english!.experience[0]!, from_year: '2019-03', highlights: ['Led the redesign'] },
    ],
    education: [{ ...english!.education[0]!, to_year: '2012-06', courses: ['Typography'] }],
    cv: {
      ...english!.cv,
      projects: [english!.projects[0]!.slug],
      awards: [{ title: 'Best site', date: '2021-06', awarder: 'Jury', summary: 'For it.' }],
    },
    projects: [{ ...english!.projects[0]!, role: 'Lead designer', client: 'Kestrel SAS' }],
  };
  const resume = exported(content);
  expect(await schemaErrors(resume)).toEqual([]);
  expect(resume.work[0]).toMatchObject({ startDate: '2019-03', highlights: ['Led the redesign'] });
  expect(resume.education[0]).toMatchObject({ endDate: '2012-06', courses: ['Typography'] });
  expect(resume.awards).toEqual([
    { title: 'Best site', date: '2021-06', awarder: 'Jury', summary: 'For it.' },
  ]);
  expect(resume.projects[0]).toMatchObject({ roles: ['Lead designer'], entity: 'Kestrel SAS' });

  const { files } = importResume(resume, { translation: false });
  expect((files['experience.json'] as { data: unknown[] }).data[0]).toMatchObject({
    from_year: '2019-03',
    highlights: ['Led the redesign'],
  });
  expect((files['education.json'] as { data: unknown[] }).data[0]).toMatchObject({
    to_year: '2012-06',
    courses: ['Typography'],
  });
  expect(files['cv.json']).toMatchObject({ awards: content.cv.awards });
  expect((files['portfolios.json'] as { data: unknown[] }).data[0]).toMatchObject({
    role: 'Lead designer',
    client: 'Kestrel SAS',
  });
});

test("a case study goes out as its summary and its results, the résumé's description and highlights", async () => {
  const [english] = sets.sample;
  const project = {
    ...english!.projects[0]!,
    summary: 'A dashboard customers use without training.',
    results: [{ value: '+38 %', label: 'trial sign-ups' }],
  };
  const resume = exported({
    ...english!,
    cv: { ...english!.cv, projects: [project.slug] },
    projects: [project],
  });
  expect(await schemaErrors(resume)).toEqual([]);
  expect(resume.projects[0]).toMatchObject({
    description: 'A dashboard customers use without training.',
    highlights: ['+38 % trial sign-ups'],
  });
});
