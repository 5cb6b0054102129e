/** @jest-environment node */
import { loadContent } from '../content/load';
import { validFiles, writeSite } from '../content/test/fixture';
import { sourcesOf, unsafeSources } from '../content/html-sources';
import { parseCspExtra } from '../settings/csp-extra';
import { contentSecurityPolicy } from './csp';

function content(about: Record<string, unknown> = {}, imageHost?: string) {
  const files = validFiles();
  Object.assign(files['about.json'] as object, about);
  if (imageHost) (files['tools.json'] as { avatar: string }[])[0]!.avatar = `${imageHost}/tool.png`;
  const result = loadContent(writeSite(files));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.content;
}

function bilingual(french: Record<string, unknown>) {
  const files: Record<string, unknown> = {
    ...validFiles(),
    'site.json': { language: 'en', translations: ['fr'] },
  };
  for (const [name, value] of Object.entries(french)) files[`fr/${name}`] = value;
  const result = loadContent(writeSite(files));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return [result.content, ...result.translations];
}

const policy = (input: Partial<Parameters<typeof contentSecurityPolicy>[0]> = {}) =>
  contentSecurityPolicy({
    contents: [content()],
    apiUrl: '',
    extra: new Map(),
    https: false,
    development: false,
    ...input,
  });

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `) || part === name);

test('the sample-like site gets the strict base policy', () => {
  const csp = policy();
  expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
  expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
  expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  expect(directive(csp, 'form-action')).toBe("form-action 'self'");
  expect(directive(csp, 'upgrade-insecure-requests')).toBeUndefined();
  expect(csp).not.toContain('unsafe-eval');
});

test("opens script-src and connect-src to the owner's script hosts, and data: for data scripts", () => {
  const csp = policy({
    contents: [
      content({
        scripts:
          '<script defer data-domain="ines.example" src="https://plausible.io/js/script.js"></script>\n' +
          "<script src='//cdn.stats.example/a.js'></script><script>window.x = 1</script>" +
          '<script src="data:text/javascript,1"></script><script src="/local.js"></script>',
      }),
    ],
  });
  expect(directive(csp, 'script-src')).toBe(
    "script-src 'self' 'unsafe-inline' https://plausible.io https://cdn.stats.example data:",
  );
  expect(directive(csp, 'connect-src')).toBe(
    "connect-src 'self' https://plausible.io https://cdn.stats.example",
  );
});

test('opens frame-src to embedded iframes and img-src to image hosts in content and HTML', () => {
  const csp = policy({
    contents: [
      content(
        {
          iframe:
            '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=4.8" title="Map"></iframe>',
          bio: '<p>Hi <img src="https://img.example.net/me.jpg" alt=""></p>',
        },
        'https://assets.example.org',
      ),
    ],
  });
  expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://www.openstreetmap.org");
  expect(directive(csp, 'img-src')).toBe(
    "img-src 'self' data: blob: https://assets.example.org https://img.example.net",
  );
});

test("a translation's own iframe, script and picture hosts are allowed, beside the site's own", () => {
  const contents = bilingual({
    'about.json': {
      iframe: '<iframe src="https://carte.example.fr/embed?z=12" title="Carte"></iframe>',
      scripts: '<script defer src="https://stats.example.fr/script.js"></script>',
    },
    'portfolios.json': {
      data: [{ slug: 'site', images: [{ image: 'https://photos.example.fr/site.jpg' }] }],
    },
  });
  expect(contents.map(({ language }) => language)).toEqual(['en', 'fr']);
  const csp = policy({ contents });
  expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://carte.example.fr");
  expect(directive(csp, 'script-src')).toBe(
    "script-src 'self' 'unsafe-inline' https://stats.example.fr",
  );
  expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://stats.example.fr");
  expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://photos.example.fr");
  expect(policy({ contents: contents.slice(0, 1) })).not.toMatch(/example\.fr/);
});

test("opens frame-src to a note's embeds from the owner's embed_hosts only", () => {
  const files: Record<string, unknown> = {
    ...validFiles(),
    'site.json': { embed_hosts: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] },
    'notes/film.md':
      '---\ntitle: A film\ndate: 2026-01-01\n---\nWatch it.\n\n' +
      '<iframe src="https://www.youtube-nocookie.com/embed/a" title="A film"></iframe>\n\n' +
      '<iframe src="https://evil.example/frame" title="Another"></iframe>\n\n' +
      '<script src="https://evil.example/x.js"></script>\n',
  };
  const result = loadContent(writeSite(files));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  const csp = policy({ contents: [result.content] });
  expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com");
  expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
  expect(csp).not.toContain('evil.example');
});

test('lets the form and the page views reach an external API host', () => {
  const csp = policy({ apiUrl: 'https://api.ines.example/v1' });
  expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.ines.example");
  expect(directive(csp, 'form-action')).toBe("form-action 'self' https://api.ines.example");
});

test("adds the owner's CSP_EXTRA, upgrades requests on https, allows eval in development only", () => {
  const csp = policy({
    extra: parseCspExtra('img-src https://a.example https://b.example; worker-src blob:'),
    https: true,
    development: true,
  });
  expect(directive(csp, 'img-src')).toBe(
    "img-src 'self' data: blob: https://a.example https://b.example",
  );
  expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:");
  expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
  expect(csp.endsWith('; upgrade-insecure-requests')).toBe(true);
});

test('builds a policy even while the content is invalid (development)', () => {
  expect(policy({ contents: [] })).toContain("script-src 'self' 'unsafe-inline'");
});

describe('parseCspExtra', () => {
  test('reads directives and their sources, merging repeats', () => {
    expect([
      ...parseCspExtra(' script-src https://a.example;; Script-Src https://b.example ; '),
    ]).toEqual([['script-src', ['https://a.example', 'https://b.example']]]);
  });

  test.each([
    ['scripts-src https://a.example', '"scripts-src" is not a directive sources can be added to'],
    ["object-src 'self'", '"object-src" is not a directive'],
    ['img-src', '"img-src" names no source'],
    ['img-src https://a.example,https://b.example', 'is not a CSP source'],
    ["script-src 'unsafe-everything'", `"'unsafe-everything'" in script-src is not a CSP source`],
  ])('refuses %p', (raw, message) => {
    expect(() => parseCspExtra(raw)).toThrow(message);
  });
});

test('sourcesOf reads double-quoted, single-quoted and bare src attributes', () => {
  expect(
    sourcesOf(
      '<IMG alt="x" SRC=https://a.example/x.png><img src=\'https://b.example/y\'><img src="/z.png">',
      'img',
    ),
  ).toEqual(['https://a.example', 'https://b.example']);
});

test('a script or iframe address whose host holds ";" or "," cannot add directives', () => {
  const scripts =
    '<script src="https://evil.example;frame-ancestors/x.js"></script>' +
    '<script src="https://a,b.example/x.js"></script>' +
    '<script src="https://stats.example/s.js"></script>';
  const iframe = `<iframe src="https://maps.example';script-src/embed"></iframe>`;
  // Built on content the schema would refuse, as if it had slipped past.
  const site = content();
  Object.assign(site.about, { scripts, iframe });
  const csp = policy({ contents: [site] });
  expect(csp).not.toMatch(/frame-ancestors(?! 'self')/);
  expect(csp.match(/frame-ancestors/g)).toHaveLength(1);
  expect(directive(csp, 'script-src')).toBe(
    "script-src 'self' 'unsafe-inline' https://stats.example",
  );
  expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
  expect(unsafeSources(scripts + iframe)).toEqual([
    'https://evil.example;frame-ancestors/x.js',
    'https://a,b.example/x.js',
    "https://maps.example';script-src/embed",
  ]);
});

test('the content schema refuses such an address, naming the file, the field and the address', () => {
  const files = validFiles();
  Object.assign(files['about.json'] as object, {
    scripts: '<script src="https://evil.example;frame-ancestors/x.js"></script>',
  });
  const result = loadContent(writeSite(files));
  expect(result.ok).toBe(false);
  expect(JSON.stringify(!result.ok && result.problems)).toMatch(
    /about\.json.*scripts.*https:\/\/evil\.example;frame-ancestors\/x\.js.*is not/,
  );
});

test('opens frame-src to the booking page only when it is shown inline, and to its origin alone', () => {
  const url = 'https://cal.com/ines-moreau/30min?duration=30';
  expect(
    directive(policy({ contents: [content({ booking_url: url })], booking: true }), 'frame-src'),
  ).toBe("frame-src 'self'");
  const contents = [content({ booking_url: url, booking_embed: true })];
  const embedded = policy({ contents, booking: true });
  expect(directive(embedded, 'frame-src')).toBe("frame-src 'self' https://cal.com");
  // Every page but the ones that show the scheduler.
  expect(directive(policy({ contents }), 'frame-src')).toBe("frame-src 'self'");
  expect(directive(embedded, 'connect-src')).toBe("connect-src 'self'");
  expect(directive(embedded, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
});

test('never emits a source that is not a plain origin, even from content the schema would refuse', () => {
  // Built on content the schema would refuse, as if it had slipped past.
  const site = content();
  Object.assign(site.about, {
    avatar: 'https://cdn.example;sandbox/me.png',
    booking_url: 'https://cal.com;script-src-elem/x',
    booking_embed: true,
  });
  site.tools[0]!.avatar = 'https://*/a.png';
  site.projects[0]!.images.push({ image: 'https://a,b.example/x.png' });
  site.socialLinks[0]!.icon = 'https://icons.example/site.svg';
  const csp = policy({ contents: [site], apiUrl: 'https://api.example;sandbox', booking: true });
  expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://icons.example");
  expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
  expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  expect(directive(csp, 'form-action')).toBe("form-action 'self'");
  expect(directive(csp, 'sandbox')).toBeUndefined();
  expect(directive(csp, 'script-src-elem')).toBeUndefined();
  const sources = csp.split('; ').flatMap((part) => part.split(' ').slice(1));
  for (const source of sources) {
    expect(source).toMatch(/^('[a-z-]+'|data:|blob:|https?:\/\/[a-z0-9.-]+(:\d+)?)$/);
  }
});
