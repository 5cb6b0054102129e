/** @jest-environment node */
import { loadContent } from './load';
import { formatProblem } from './problems';
import { validFiles, writeSite } from './test/fixture';
import { homeOrder } from './home-sections';
import { HOME_SECTIONS } from '../constants';

const PICTURE =
  'expected a picture\'s https:// address whose host holds only letters, digits, hyphens and dots, like "https://cdn.example.com/me.png", or a path in public/ starting with /';
const BOOKING =
  'expected an https:// address whose host holds only letters, digits, hyphens and dots, like "https://cal.com/your-name/30min"';

type Files = Record<string, unknown>;
const item = (files: Files, name: string) =>
  (files[name] as Record<string, unknown>[])[0] as Record<string, unknown>;

function problemsFor(edit: (files: Files) => void): string[] {
  const files: Files = { ...validFiles(), 'site.json': { language: 'en', translations: ['fr'] } };
  edit(files);
  const result = loadContent(writeSite(files));
  return result.ok ? [] : result.problems.map(formatProblem);
}

describe('an address whose host reaches the Content-Security-Policy', () => {
  test('is refused when its host is not plain, naming the file, the field and the address', () => {
    expect(
      problemsFor((files) => {
        Object.assign(files['about.json'] as object, {
          avatar: 'https://cdn.example;sandbox/me.png',
          icon: "https://cdn.example'/logo.svg",
          booking_url: 'https://cal.com;script-src-elem/x',
          booking_embed: true,
        });
        item(files, 'tools.json').avatar = 'https://*/a.png';
        item(files, 'social-links.json').icon = 'https://a,b.example/icon.svg';
        files['testimonials.json'] = [
          { quote: 'Great.', name: 'Ana', avatar: 'https://*.example/ana.png' },
        ];
      }),
    ).toEqual(
      expect.arrayContaining([
        `config/about.json › icon: ${PICTURE}, got "https://cdn.example'/logo.svg"`,
        `config/about.json › avatar: ${PICTURE}, got "https://cdn.example;sandbox/me.png"`,
        `config/about.json › booking_url: ${BOOKING}, got "https://cal.com;script-src-elem/x"`,
        `config/tools.json › [0].avatar: ${PICTURE}, got "https://*/a.png"`,
        `config/social-links.json › [0].icon: ${PICTURE}, got "https://a,b.example/icon.svg"`,
        `config/testimonials.json › [0].avatar: ${PICTURE}, got "https://*.example/ana.png"`,
      ]),
    );
  });

  test("in a translation, and in a note's cover", () => {
    expect(
      problemsFor((files) => {
        files['fr/portfolios.json'] = {
          data: [{ slug: 'site', images: [{ image: 'https://photos.example"/site.jpg' }] }],
        };
      }),
    ).toEqual([
      `config/fr/portfolios.json › project "site" (data[0]).images[0].image: ${PICTURE}, got "https://photos.example\\"/site.jpg"`,
    ]);
    expect(
      problemsFor((files) => {
        files['notes/first.md'] =
          '---\ntitle: First\ndate: 2026-05-01\ncover: "https://cdn.example;sandbox/c.png"\n---\nText.\n';
      }),
    ).toEqual([
      `config/notes/first.md › cover: ${PICTURE}, got "https://cdn.example;sandbox/c.png"`,
    ]);
  });

  test('a picture over http, protocol-relative or by e-mail is refused: only https reaches the policy', () => {
    expect(
      problemsFor((files) => {
        item(files, 'tools.json').avatar = 'http://assets.example.org/tool.png';
        item(files, 'social-links.json').icon = '//a;b.example/icon.svg';
        files['testimonials.json'] = [
          { name: 'Ana', quote: 'Good work.', avatar: 'mailto:ana@example.com' },
        ];
      }),
    ).toEqual([
      `config/tools.json › [0].avatar: ${PICTURE}, got "http://assets.example.org/tool.png"`,
      `config/social-links.json › [0].icon: ${PICTURE}, got "//a;b.example/icon.svg"`,
      `config/testimonials.json › [0].avatar: ${PICTURE}, got "mailto:ana@example.com"`,
    ]);
  });

  test('a plain https host is accepted, with a port, a path or an IP address', () => {
    expect(
      problemsFor((files) => {
        Object.assign(files['about.json'] as object, {
          avatar: 'https://cdn.example.com/people/me.png?v=2',
          booking_url: 'https://cal.com/ines-moreau/30min',
          booking_embed: true,
        });
        item(files, 'tools.json').avatar = 'https://assets.example.org/tool.png';
        item(files, 'social-links.json').icon = 'https://198.51.100.7:8443/icon.svg';
      }),
    ).toEqual([]);
  });
});

describe('what a résumé brings', () => {
  test('a month, highlights, courses, awards, a role and a client are read', () => {
    expect(
      problemsFor((files) => {
        Object.assign(item(files, 'experience.json'), {
          from_year: '2019-03',
          to_year: 2021,
          highlights: ['Led the redesign'],
          courses: ['Typography'],
        });
        files['cv.json'] = {
          awards: [{ title: 'Best site', date: '2021-06', awarder: 'Jury', summary: 'For it.' }],
        };
        files['fr/cv.json'] = { awards: [{ title: 'Meilleur site' }] };
      }),
    ).toEqual([]);
  });

  test('each bad value is named with what was expected', () => {
    const MONTH =
      'expected a year, as a number (2019) or text ("2019"), or a month written "YYYY-MM", like "2019-03"';
    expect(
      problemsFor((files) => {
        Object.assign(item(files, 'experience.json'), {
          from_year: '2019-13',
          highlights: 'Led the redesign',
          courses: [''],
        });
        files['cv.json'] = { awards: [{ title: 'Best site', date: 'June 2021' }, 'Medal'] };
        const projects = files['portfolios.json'] as { data: Record<string, unknown>[] };
        projects.data[0]!.role = ['Designer'];
      }),
    ).toEqual(
      expect.arrayContaining([
        `config/experience.json › [0].from_year: ${MONTH}, got "2019-13"`,
        'config/experience.json › [0].highlights: expected a list of short texts, like ["Led the redesign"], got "Led the redesign"',
        'config/experience.json › [0].courses[0]: expected text, not an empty string, got ""',
        'config/cv.json › awards[0].date: expected a date written "YYYY", "YYYY-MM" or "YYYY-MM-DD", like "2021-06", got "June 2021"',
        'config/cv.json › awards[1]: expected an object { "title", "date", "awarder", "summary" }, got "Medal"',
        'config/portfolios.json › project "site" (data[0]).role: expected text, got a list of 1',
      ]),
    );
  });
});

describe("a case study's fields", () => {
  const study = {
    summary: 'A bike-share app rebuilt around one gesture.',
    duration: 'Six months',
    cover: 'https://cdn.example.com/cover.png',
    challenge: '<p>Five taps and a PIN.</p>',
    approach: '<p>Street interviews.</p>',
    outcome: '<p>11 seconds.</p>',
    results: [{ value: '+52 %', label: 'day passes sold in the app' }],
  };

  const project = (files: Files) => (files['portfolios.json'] as { data: Files[] }).data[0]!;

  test('are read in the original and in a translation, and left out, null or [] mean none', () => {
    expect(
      problemsFor((files) => {
        Object.assign(project(files), study);
        (files['portfolios.json'] as { data: Files[] }).data.push({
          name: 'Plain',
          slug: 'plain',
          summary: null,
          results: [],
          cover: '',
        });
        files['fr/portfolios.json'] = [
          { slug: project(files).slug, summary: 'Une appli.', results: [] },
        ];
      }),
    ).toEqual([]);
  });

  test('a cover that names no file in public/ is named', () => {
    expect(
      problemsFor((files) => Object.assign(project(files), { cover: '/images/no-such-cover.png' })),
    ).toEqual([
      'config/portfolios.json › project "site" (data[0]).cover: "/images/no-such-cover.png" names no file in public/',
    ]);
  });

  test('each bad value is named with what was expected', () => {
    expect(
      problemsFor((files) => {
        Object.assign(project(files), {
          summary: '<p>A bike-share app.</p>',
          cover: 'ftp://cdn.example.com/cover.png',
          challenge: 3,
          results: [{ value: '+52 %' }, 'fast'],
        });
      }),
    ).toEqual(
      expect.arrayContaining([
        'config/portfolios.json › project "site" (data[0]).summary: expected one paragraph of plain text, without HTML tags or line breaks (the story goes in "challenge", "approach" and "outcome"), got "<p>A bike-share app.</p>"',
        `config/portfolios.json › project "site" (data[0]).cover: ${PICTURE}, got "ftp://cdn.example.com/cover.png"`,
        'config/portfolios.json › project "site" (data[0]).challenge: expected HTML text (use "" for none), got 3',
        'config/portfolios.json › project "site" (data[0]).results[0].label: expected text, got nothing',
        'config/portfolios.json › project "site" (data[0]).results[1]: expected an object { "value": "+52 %", "label": "what it measures" }, got "fast"',
      ]),
    );
    expect(
      problemsFor((files) => {
        files['fr/portfolios.json'] = [
          { slug: project(files).slug, summary: 'Une appli.\nEn deux lignes.' },
        ];
      }),
    ).toEqual([
      expect.stringMatching(
        /^config\/fr\/portfolios\.json › .*summary: expected one paragraph of plain text.*got "Une appli\.\\nEn deux lignes\."$/,
      ),
    ]);
  });
});

describe("a case study's story_images", () => {
  const project = (files: Files) => (files['portfolios.json'] as { data: Files[] }).data[0]!;
  const placed = (files: Files, storyImages: unknown, more: Files = {}) =>
    Object.assign(project(files), {
      challenge: '<p>Five taps and a PIN.</p>',
      images: [{ image: '/logo.svg' }, { image: 'https://cdn.example.com/flow.png' }],
      story_images: storyImages,
      ...more,
    });

  test('place pictures of the project after parts it tells, with or without a caption', () => {
    expect(
      problemsFor((files) => {
        placed(files, [
          { image: 'https://cdn.example.com/flow.png', after: 'challenge', caption: 'The flow.' },
          { image: '/logo.svg', after: 'description' },
        ]);
        files['fr/portfolios.json'] = [
          {
            slug: 'site',
            story_images: [
              {
                image: 'https://cdn.example.com/flow.png',
                after: 'challenge',
                caption: 'Le flux.',
              },
            ],
          },
        ];
      }),
    ).toEqual([]);
    // Left out, the page is the one it was: nothing to check.
    expect(problemsFor((files) => placed(files, undefined))).toEqual([]);
  });

  test('a picture the project does not have, a part it does not tell, or one placed twice is named', () => {
    expect(
      problemsFor((files) =>
        placed(files, [
          { image: '/images/elsewhere.png', after: 'challenge' },
          { image: '/logo.svg', after: 'outcome' },
          { image: '/logo.svg', after: 'challenge' },
        ]),
      ),
    ).toEqual([
      'config/portfolios.json › project "site" (data[0]).story_images[0].image: "/images/elsewhere.png" is not one of this project\'s "images" ("/logo.svg", "https://cdn.example.com/flow.png"): add it there, or name one of those',
      'config/portfolios.json › project "site" (data[0]).story_images[1].after: "outcome" is a part this project\'s story does not tell (it tells: "description", "challenge")',
      'config/portfolios.json › project "site" (data[0]).story_images[2].image: "/logo.svg" is placed twice: a picture stands once in the story',
    ]);
  });

  test('a part that is no part of a story, a missing picture or a misspelt field is named', () => {
    expect(
      problemsFor((files) =>
        placed(files, [
          { image: '/logo.svg', after: 'intro' },
          { after: 'challenge' },
          { image: '/logo.svg', after: 'challenge', captoin: 'x' },
          'logo.svg',
        ]),
      ),
    ).toEqual(
      expect.arrayContaining([
        'config/portfolios.json › project "site" (data[0]).story_images[0].after: expected the part of the story the picture follows: "description", "challenge", "approach", "outcome", got "intro"',
        `config/portfolios.json › project "site" (data[0]).story_images[1].image: ${PICTURE}, got nothing`,
        expect.stringMatching(
          /^config\/portfolios\.json › project "site" \(data\[0\]\)\.story_images\[2\].*captoin.*caption/,
        ),
        'config/portfolios.json › project "site" (data[0]).story_images[3]: expected an object { "image": "/images/…", "after": "challenge", "caption": "…" }, got "logo.svg"',
      ]),
    );
  });

  test("a translation's story_images are checked against the project it translates", () => {
    expect(
      problemsFor((files) => {
        placed(files, [{ image: '/logo.svg', after: 'challenge' }]);
        files['fr/portfolios.json'] = [
          {
            slug: 'site',
            story_images: [{ image: '/logo.svg', after: 'approach', caption: 'Le logo.' }],
          },
        ];
      }),
    ).toEqual([
      'config/fr/portfolios.json › project "site" ([0]).story_images[0].after: "approach" is a part this project\'s story does not tell (it tells: "description", "challenge")',
    ]);
  });
});

describe("the home page's order", () => {
  const order = (files: Files) => {
    const result = loadContent(writeSite(files));
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    return homeOrder(result.content.site.home_sections);
  };
  const site = (home_sections: unknown) => ({ language: 'en', home_sections });

  it('is the specification’s without home_sections', () => {
    expect(order({ ...validFiles(), 'site.json': { language: 'en' } })).toEqual(HOME_SECTIONS);
  });

  it('puts the listed sections first, in their order, and the others after in the default order', () => {
    const files = { ...validFiles(), 'site.json': site(['about', 'portfolio', 'contact']) };
    expect(order(files)).toEqual([
      'about',
      'portfolio',
      'contact',
      'biography',
      'services',
      'tools',
      'hire',
      'notes',
      'experience',
      'testimonial',
      'education',
    ]);
    // The introduction stays first when the list leaves it out.
    expect(order({ ...validFiles(), 'site.json': site(['notes']) }).slice(0, 2)).toEqual([
      'about',
      'notes',
    ]);
  });

  it('refuses an unknown section, naming the known ones; a section twice; "about" elsewhere than first', () => {
    expect(
      problemsFor((files) => (files['site.json'] = site(['about', 'work', 'services']))),
    ).toEqual([
      'config/site.json › home_sections[1]: "work" is not a section of the home page; expected one of "about", "biography", "services", "tools", "portfolio", "hire", "notes", "experience", "testimonial", "education", "contact"',
    ]);
    expect(
      problemsFor((files) => (files['site.json'] = site(['portfolio', 'notes', 'portfolio']))),
    ).toEqual(['config/site.json › home_sections[2]: "portfolio" is listed twice']);
    expect(problemsFor((files) => (files['site.json'] = site(['portfolio', 'about'])))).toEqual([
      'config/site.json › home_sections[1]: "about" is the introduction, with the page\'s heading: it comes first, or is left out',
    ]);
    expect(problemsFor((files) => (files['site.json'] = site('portfolio')))).toEqual([
      expect.stringMatching(/^config\/site\.json › home_sections: expected a list of the home/),
    ]);
  });
});

describe('skills', () => {
  it('may leave out the percentage and say in a line what the client gets', () => {
    expect(
      problemsFor((files) => {
        files['skills.json'] = [
          { name: 'Interface design', description: 'Screens your customers understand.' },
          { name: 'Branding', percentage: null },
          { name: 'Motion', percentage: 70, description: '' },
        ];
      }),
    ).toEqual([]);
    expect(
      problemsFor((files) => (files['skills.json'] = [{ name: 'UI', percentage: 150 }])),
    ).toEqual([
      expect.stringContaining(
        'config/skills.json › [0].percentage: expected a number from 0 to 100',
      ),
    ]);
  });
});
