/** @jest-environment node */
import { loadContent } from './load';
import { formatProblem } from './problems';
import { validFiles, writeSite } from './test/fixture';

// A typo must never publish or hide anything without a word: each is an error that says what to
// write instead, and every one is listed in the same run.

type Files = Record<string, unknown>;
const project = (files: Files) =>
  (files['portfolios.json'] as { data: Record<string, unknown>[] }).data[0]!;

function problemsFor(edit: (files: Files) => void): string[] {
  const files: Files = { ...validFiles(), 'site.json': { language: 'en', translations: ['fr'] } };
  edit(files);
  const result = loadContent(writeSite(files));
  return result.ok ? [] : result.problems.map(formatProblem);
}

const WHERE = 'config/portfolios.json › project "site" (data[0])';

describe('an unknown field', () => {
  test('is an error naming the nearest known field, in every file', () => {
    expect(
      problemsFor((files) => {
        Object.assign(project(files), { sumary: 'A site.', chalenge: '<p>Hard.</p>' });
        Object.assign(files['about.json'] as object, { fist_name: 'Jane' });
        files['skills.json'] = [{ name: 'UI', percentage: 90, percentge: 80 }];
        files['site.json'] = { language: 'en', translations: ['fr'], theme: { acent: '#b23d1c' } };
      }),
    ).toEqual([
      'config/about.json: unknown field "fist_name": did you mean "first_name"?',
      `${WHERE}: unknown field "sumary": did you mean "summary"?`,
      `${WHERE}: unknown field "chalenge": did you mean "challenge"?`,
      'config/skills.json › [0]: unknown field "percentge": did you mean "percentage"?',
      'config/site.json › theme: unknown field "acent": did you mean "accent"?',
    ]);
  });

  test('with nothing near it, lists the fields there are', () => {
    expect(
      problemsFor((files) => {
        files['categories.json'] = [{ name: 'Web Design', slug: 'web-design', colour: 'red' }];
      }),
    ).toEqual([
      'config/categories.json › category "web-design" ([0]): unknown field "colour": the fields here are "name", "slug"',
    ]);
  });

  test('is an error in a translation too, which holds only what it translates', () => {
    expect(
      problemsFor((files) => {
        files['fr/portfolios.json'] = [{ slug: 'site', sumary: 'Un site.' }];
        files['fr/about.json'] = { $schema: '../schema/about.schema.json', titel: 'Designer' };
        files['fr/site.json'] = { availabilty: { note: 'Libre' } };
      }),
    ).toEqual([
      'config/fr/about.json: unknown field "titel": did you mean "title"?',
      'config/fr/portfolios.json › project "site" ([0]): unknown field "sumary": did you mean "summary"?',
      'config/fr/site.json: unknown field "availabilty": did you mean "availability"?',
    ]);
  });

  test('"$schema", naming the editor schema, is no content and no mistake', () => {
    expect(
      problemsFor((files) => {
        Object.assign(files['about.json'] as object, { $schema: './schema/about.schema.json' });
      }),
    ).toEqual([]);
  });
});

describe('"private"', () => {
  test.each(['Private', 'privat', 'is_private', 'PRIVATE', 'private '])(
    'misspelt as %p is an error, never a public page',
    (field) => {
      const files: Files = validFiles();
      project(files)[field] = true;
      const result = loadContent(writeSite(files));
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
        `${WHERE}: unknown field ${JSON.stringify(field)}: did you mean "private"? Only "private": true keeps a project off the public pages`,
      ]);
    },
  );

  test.each(['yes', 'true', 1, ''])('given %p rather than true or false is an error', (value) => {
    expect(problemsFor((files) => void (project(files).private = value))).toEqual([
      `${WHERE}.private: expected true or false, without quotes, got ${JSON.stringify(value)}`,
    ]);
  });
});

describe('a project\'s "created_at"', () => {
  test.each(['2025-11-02', '2025-11', '2025-11-02T09:30:00Z'])('reads %p', (value) => {
    expect(problemsFor((files) => void (project(files).created_at = value))).toEqual([]);
  });

  test.each([
    '02/11/2025',
    '11/02/2025',
    '2 November 2025',
    '2025-13',
    '2025-02-30',
    '2025-11-02 09:30',
  ])('refuses %p, saying the form to use', (value) => {
    expect(problemsFor((files) => void (project(files).created_at = value))).toEqual([
      `${WHERE}.created_at: expected a date written "YYYY-MM-DD", like "2025-11-02", or "YYYY-MM" where a month is enough, like "2025-11", got ${JSON.stringify(value)}`,
    ]);
  });
});

describe('a JSON syntax error', () => {
  const syntax = (text: string) => problemsFor((files) => void (files['skills.json'] = text));

  test('a comma after the last item is named at its line and column', () => {
    expect(
      syntax(
        '[\n  { "name": "UI", "percentage": 90 },\n  { "name": "UX", "percentage": 80 },\n]\n',
      ),
    ).toEqual([
      "config/skills.json:3:37: Unexpected token ']': there is a comma after the last item: remove it",
    ]);
    expect(syntax('[\n  { "name": "UI", "percentage": 90, }\n]')).toEqual([
      "config/skills.json:2:35: Unexpected token '}': there is a comma after the last field: remove it",
    ]);
  });

  test('a quote inside a text, and a missing comma, are named with what to do', () => {
    expect(syntax('[\n  { "name": "the "best" UI", "percentage": 90 }\n]')).toEqual([
      'config/skills.json:2:18: Unexpected token \'b\': a " inside a text is written \\": add a backslash before the quote',
    ]);
    expect(
      syntax('[\n  { "name": "UI", "percentage": 90 }\n  { "name": "UX", "percentage": 80 }\n]'),
    ).toEqual(["config/skills.json:3:3: Unexpected token '{': a comma is missing before it"]);
  });

  test('in a translation too', () => {
    expect(problemsFor((files) => void (files['fr/skills.json'] = '[{ "name": "UI", }]'))).toEqual([
      "config/fr/skills.json:1:16: Unexpected token '}': there is a comma after the last field: remove it",
    ]);
  });
});

test('a picture written with public/ in front is told to drop it, with every other mistake of the run', () => {
  expect(
    problemsFor((files) => {
      project(files).cover = 'public/images/x.jpg';
      project(files).images = [{ image: '/public/images/y.jpg' }];
      project(files).sumary = 'A site.';
      files['skills.json'] = [{ name: 'UI', percentage: 150 }];
      (files['about.json'] as Record<string, unknown>).avatar = './public/me.png';
    }),
  ).toEqual([
    'config/about.json › avatar: "./public/me.png" starts with public/, which a file\'s address on the site leaves out: write "/me.png"',
    `${WHERE}.cover: "public/images/x.jpg" starts with public/, which a file's address on the site leaves out: write "/images/x.jpg"`,
    `${WHERE}.images[0].image: "/public/images/y.jpg" starts with public/, which a file's address on the site leaves out: write "/images/y.jpg"`,
    `${WHERE}: unknown field "sumary": did you mean "summary"?`,
    'config/skills.json › [0].percentage: expected a number from 0 to 100, got 150',
  ]);
});
