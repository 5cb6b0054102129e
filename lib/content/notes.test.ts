/** @jest-environment node */
import { loadContent } from './load';
import { formatProblem, formatWarnings } from './problems';
import { validFiles, writeSite } from './test/fixture';

const note = (front: string, body = 'The first paragraph says what the note is about.\n') =>
  `---\n${front}\n---\n${body}`;

function load(
  notes: Record<string, string>,
  french: Record<string, string> = {},
  site: Record<string, unknown> = {},
) {
  const files: Record<string, unknown> = {
    ...validFiles(),
    'site.json': { language: 'en', translations: ['fr'], ...site },
  };
  for (const [name, text] of Object.entries(notes)) files[`notes/${name}`] = text;
  for (const [name, text] of Object.entries(french)) files[`fr/notes/${name}`] = text;
  return loadContent(writeSite(files));
}

const problems = (result: ReturnType<typeof loadContent>) =>
  result.ok ? [] : result.problems.map(formatProblem);

const notesIn = (result: ReturnType<typeof loadContent>, language = 'en') => {
  if (!result.ok) throw new Error(problems(result).join('\n'));
  const content = [result.content, ...result.translations].find((c) => c.language === language);
  return content!.notes;
};

describe('notes', () => {
  it('are optional: without config/notes/ every language has none', () => {
    const result = load({});
    expect(notesIn(result)).toEqual([]);
    expect(notesIn(result, 'fr')).toEqual([]);
  });

  it('reads the front matter, renders the body and takes the first paragraph as the summary', () => {
    const result = load({
      'tokens.md': note(
        'title: Tokens & themes\ndate: 2026-03-14\nupdated: 2026-04-01\ntags: [Design systems, CSS, design systems]\nprojects: [site]\ncover: /logo.svg',
        'Colours as *tokens*.\n\n## Two themes\n\n```scss\n$a: 1;\n```\n',
      ),
    });
    const [read] = notesIn(result);
    expect(read).toMatchObject({
      slug: 'tokens',
      title: 'Tokens & themes',
      date: '2026-03-14',
      updated: '2026-04-01',
      summary: 'Colours as tokens.',
      tags: [
        { slug: 'design-systems', name: 'Design systems' },
        { slug: 'css', name: 'CSS' },
      ],
      projects: ['site'],
      cover: '/logo.svg',
      draft: false,
      minutes: 1,
      language: 'en',
      languages: ['en'],
      headings: [{ id: 'two-themes', text: 'Two themes', depth: 2 }],
    });
    expect(read!.html).toContain('<h2 id="two-themes">Two themes<a href="#two-themes"');
    expect(read!.html).toMatch(/<pre class="shiki[^"]*"[^>]*data-language="scss"/);
    expect(read!.html).toContain('--shiki-dark:');
  });

  it('lists the newest first and leaves drafts out of a production build', () => {
    const result = load({
      'older.md': note('title: Older\ndate: 2026-01-05'),
      'newer.md': note('title: Newer\ndate: 2026-06-05T08:00:00+02:00'),
      'unfinished.md': note('title: Unfinished\ndate: 2026-09-01\ndraft: true'),
    });
    expect(notesIn(result).map((n) => n.slug)).toEqual(['newer', 'older']);
  });

  it('gives each language its translations, and the others in the site language', () => {
    const result = load(
      {
        'both.md': note('title: In both\ndate: 2026-02-01\ntags: [design]'),
        'english.md': note('title: English only\ndate: 2026-03-01'),
      },
      { 'both.md': note('title: Dans les deux\ntags: [conception]', 'Le premier paragraphe.\n') },
    );
    const french = notesIn(result, 'fr');
    expect(french.map((n) => [n.slug, n.title, n.language, n.languages])).toEqual([
      ['english', 'English only', 'en', ['en']],
      ['both', 'Dans les deux', 'fr', ['en', 'fr']],
    ]);
    expect(french[1]).toMatchObject({ date: '2026-02-01', summary: 'Le premier paragraphe.' });
    expect(french[1]!.tags).toEqual([{ slug: 'conception', name: 'conception' }]);
    expect(notesIn(result).find((n) => n.slug === 'both')!.languages).toEqual(['en', 'fr']);
  });

  it('says what is wrong with a front matter field, in which file', () => {
    const result = load({
      'no-date.md': note('title: Missing a date'),
      'bad.md': note('title: ""\ndate: 14/03/2026\ntags: design\ndraft: "yes"\nsumary: typo'),
      'order.md': note('title: Order\ndate: 2026-05-01\nupdated: 2026-04-01'),
      'unknown-project.md': note('title: A\ndate: 2026-05-01\nprojects: [site, nowhere]'),
      'missing-cover.md': note('title: B\ndate: 2026-05-01\ncover: /covers/none.webp'),
    });
    // Each once, all in one pass.
    expect([...problems(result)].sort()).toEqual(
      [
        'config/notes/no-date.md › date: expected a date in ISO 8601, like 2026-03-14 or 2026-03-14T09:30:00+01:00, got nothing',
        'config/notes/bad.md › title: expected text, not an empty string, got ""',
        'config/notes/bad.md › date: expected a date in ISO 8601, like 2026-03-14 or 2026-03-14T09:30:00+01:00, got "14/03/2026"',
        'config/notes/bad.md › tags: expected a list of tags, like [design systems, accessibility], got "design"',
        'config/notes/bad.md › draft: expected true or false, got "yes"',
        'config/notes/order.md › updated: expected a date on or after date (2026-05-01), got "2026-04-01"',
        'config/notes/unknown-project.md › projects[1]: "nowhere" names no project in config/portfolios.json (known: "site"): remove it from the note\'s projects, or delete the note with its translations',
        'config/notes/missing-cover.md › cover: "/covers/none.webp" names no file in public/',
        'config/notes/bad.md › sumary: is not a field of a note (title, date, summary, updated, tags, cover, draft, projects): check its spelling',
      ].sort(),
    );
  });

  it('says when a file cannot be read as a note', () => {
    const result = load({
      'no-front.md': 'Just a body.\n',
      'broken.md': '---\ntitle: [unclosed\ndate: 2026-01-01\n---\nBody\n',
      'Bad Name.md': note('title: A\ndate: 2026-01-01'),
      'tags.md': note('title: A\ndate: 2026-01-01'),
      'unsafe.md': note(
        'title: A\ndate: 2026-01-01',
        '<img src="https://a;b.example/x.png" alt="">\n',
      ),
    });
    expect(problems(result)).toEqual(
      expect.arrayContaining([
        'config/notes/no-front.md: expected front matter first: a line "---", then title: and date:, then "---"',
        'config/notes/broken.md: invalid front matter at line 2: a list opened with "[" is not closed: end it with "]"',
        'config/notes/Bad Name.md: expected a file name that is a slug (lowercase letters, digits and single hyphens) followed by .md, like my-first-note.md',
        'config/notes/tags.md: "tags" is kept for /notes/tags/: give the note another file name',
        'config/notes/unsafe.md › body: expected every src to be a plain http(s) address; "https://a;b.example/x.png" is not',
      ]),
    );
  });

  it.each([
    [
      'title: Design: a primer\ndate: 2026-01-01',
      'line 2: the value of "title" holds ": ", which starts a new field: put it in quotes, like title: "Design: a primer"',
    ],
    [
      'title: A\ndate: 2026-01-01\nsummary: Short.\ntags: [design, a11y\n',
      'line 5: a list opened with "[" is not closed: end it with "]"',
    ],
    ['title: A\ntitle: B\ndate: 2026-01-01', 'line 3: "title" is given twice: keep one'],
    ['title: A\n\tdate: 2026-01-01', 'line 3: indented with a tab: indent with spaces'],
    [
      'title: "Unclosed\ndate: 2026-01-01',
      'line 2: a quote opened here is not closed: end the value with the same quote',
    ],
  ])('says a front matter mistake at its line in the file, with what to do: %j', (front, said) => {
    expect(problems(load({ 'mistake.md': note(front) }))).toEqual([
      `config/notes/mistake.md: invalid front matter at ${said}`,
    ]);
  });

  it('names only the original when a translated note has a mistake', () => {
    const result = load(
      { 'broken.md': note('title: Broken') },
      { 'broken.md': note('title: Cassée') },
    );
    expect(problems(result)).toEqual([
      'config/notes/broken.md › date: expected a date in ISO 8601, like 2026-03-14 or 2026-03-14T09:30:00+01:00, got nothing',
    ]);
  });

  it('refuses a translation of no note, and one that changes what translations share', () => {
    const result = load(
      { 'kept.md': note('title: Kept\ndate: 2026-02-01\nprojects: [site]') },
      {
        'orphan.md': note('title: Orpheline\ndate: 2026-02-01'),
        'kept.md': note('title: Gardée\ndate: 2026-02-02\nprojects: []'),
      },
    );
    expect(problems(result)).toEqual(
      expect.arrayContaining([
        'config/fr/notes/orphan.md: translates config/notes/orphan.md, which does not exist: a translation has the same file name as its note',
        'config/fr/notes/kept.md › date: is "2026-02-02" here but "2026-02-01" in config/notes/kept.md: a translation shares it, so leave it out',
      ]),
    );
  });

  describe('embeds', () => {
    const video = (host: string) =>
      `<iframe src="${host}/embed/a" title="A film" allowfullscreen></iframe>\n`;
    const notes = {
      'film.md': note(
        'title: A film\ndate: 2026-01-01',
        `Watch it.\n\n${video('https://www.youtube-nocookie.com')}\n${video('https://evil.example')}`,
      ),
    };

    it('keeps an iframe only from a host listed in embed_hosts, and warns of each other one', () => {
      const result = load(
        notes,
        { 'film.md': note('title: Un film', video('https://evil.example')) },
        {
          embed_hosts: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com/'],
        },
      );
      const [film] = notesIn(result);
      expect(film!.html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/a"');
      expect(film!.html).not.toContain('evil.example');
      expect(notesIn(result, 'fr')[0]!.html).not.toContain('<iframe');
      expect(result.ok && formatWarnings(result.warnings)).toBe(
        [
          '2 embeds were left out of the notes, their hosts not in embed_hosts of config/site.json:',
          '  - config/notes/film.md › body: "https://evil.example/embed/a"',
          '  - config/fr/notes/film.md › body: "https://evil.example/embed/a"',
        ].join('\n'),
      );
    });

    it('keeps no iframe at all when site.json lists no host', () => {
      const result = load(notes);
      expect(notesIn(result)[0]!.html).not.toContain('<iframe');
      expect(result.ok && result.warnings.map(formatProblem)).toEqual([
        'config/notes/film.md › body: "https://www.youtube-nocookie.com/embed/a"',
        'config/notes/film.md › body: "https://evil.example/embed/a"',
      ]);
    });

    it('takes plain https origins in embed_hosts, once each', () => {
      const result = load(
        notes,
        {},
        {
          embed_hosts: [
            'https://www.youtube-nocookie.com',
            'http://player.vimeo.com',
            'https://player.vimeo.com/video/1',
            'www.example.com',
            'https://a;b.example',
            'https://Player.Vimeo.com/',
            7,
          ],
        },
      );
      const message =
        'expected an https:// origin: the address of the site alone, with no path, like "https://www.youtube-nocookie.com"';
      expect(problems(result)).toEqual([
        `config/site.json › embed_hosts[1]: ${message}, got "http://player.vimeo.com"`,
        `config/site.json › embed_hosts[2]: ${message}, got "https://player.vimeo.com/video/1"`,
        `config/site.json › embed_hosts[3]: ${message}, got "www.example.com"`,
        `config/site.json › embed_hosts[4]: ${message}, got "https://a;b.example"`,
        `config/site.json › embed_hosts[6]: ${message}, got 7`,
      ]);
      const twice = load(
        notes,
        {},
        {
          embed_hosts: ['https://player.vimeo.com', 'https://Player.Vimeo.com/'],
        },
      );
      expect(problems(twice)).toEqual([
        'config/site.json › embed_hosts[1]: "https://player.vimeo.com" is listed twice',
      ]);
    });
  });
});
