import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readPrivateProjects } from './support';
import { selectedSite, siteRoot } from './support/sites';

// A project marked "private": true is in no public output. The photographer's set holds one, whose
// title and picture appear nowhere else; on the other sets these tests have nothing to look for.
const hidden = readPrivateProjects();
const root = siteRoot(selectedSite().name);
test.skip(hidden.length === 0, 'this content set has no private project');

const MAX_PAGES = 600;

/** What must not leak: each private project's title, and a run of bytes from each of its pictures. */
function secrets() {
  const texts = hidden.map((project) => project.name);
  const pictures = hidden.flatMap((project) =>
    [project.cover, ...(project.images ?? []).map((image) => image.image)]
      .filter((src): src is string => typeof src === 'string')
      .map((src) => {
        const bytes = fs.readFileSync(path.join(root, 'private', src));
        // From the middle: a picture's first bytes are its format's header, which others share.
        const at = Math.floor(bytes.length / 2);
        return { src, bytes: bytes.subarray(at, at + 64) };
      }),
  );
  return { texts, pictures };
}

/** Every address a visitor or a crawler can reach from the home page, the sitemap and the feeds,
 * each language's, with what it answered. */
async function crawl(request: APIRequestContext) {
  const queue = [
    '/',
    '/sitemap.xml',
    '/robots.txt',
    '/feed.xml',
    '/resume.json',
    '/manifest.webmanifest',
  ];
  const seen = new Set<string>();
  const answers: { address: string; status: number; body: Buffer }[] = [];
  while (queue.length && answers.length < MAX_PAGES) {
    const address = queue.shift()!;
    if (seen.has(address)) continue;
    seen.add(address);
    const response = await request.get(address);
    const body = await response.body();
    answers.push({ address, status: response.status(), body });
    const type = response.headers()['content-type'] ?? '';
    if (!/html|xml|json|text/.test(type)) continue;
    const text = body.toString();
    for (const [, found] of text.matchAll(/(?:\b(?:href|src)="|<loc>|"url":\s*")([^"'<>\s]+)/g)) {
      let url: URL;
      try {
        url = new URL(found!.replace(/&amp;/g, '&'), 'http://site.test/');
      } catch {
        continue;
      }
      const local = url.host === 'site.test' || url.host === new URL(response.url()).host;
      if (local && !url.pathname.startsWith('/_next/static/'))
        queue.push(url.pathname + url.search);
    }
  }
  return answers;
}

test('no public address answers with a private project, its title or its pictures', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const { texts, pictures } = secrets();
  const answers = await crawl(request);
  // The crawl reached the whole site: every public project's page was among the answers.
  expect(answers.length).toBeGreaterThan(20);
  for (const { address, body } of answers) {
    for (const text of texts) expect(body.includes(text), `${address} names "${text}"`).toBe(false);
    for (const { src, bytes } of pictures) {
      expect(body.includes(bytes), `${address} holds ${src}`).toBe(false);
    }
  }
  for (const project of hidden) {
    expect(answers.some(({ address }) => address.includes(project.slug))).toBe(false);
  }
});

test("a private project's address answers exactly as an unknown project's", async ({ request }) => {
  const unknown = await request.get('/portfolio/no-such-project-here');
  expect(unknown.status()).toBe(404);
  for (const project of hidden) {
    const answer = await request.get(`/portfolio/${project.slug}`);
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toBe(await unknown.text());
    for (const suffix of ['/share.png', '?print=1']) {
      expect((await request.get(`/portfolio/${project.slug}${suffix}`)).status()).toBe(404);
    }
  }
});

test('its pictures are reachable neither as files nor through the image optimizer', async ({
  request,
}) => {
  for (const { src } of secrets().pictures) {
    expect((await request.get(src)).status()).toBe(404);
    const optimized = await request.get(`/_next/image?url=${encodeURIComponent(src)}&w=640&q=75`);
    expect(optimized.status()).toBeGreaterThanOrEqual(400);
    expect(optimized.headers()['content-type'] ?? '').not.toMatch(/^image\//);
  }
});

test('the release holds neither its title nor its pictures, in any file', () => {
  test.setTimeout(120_000);
  const { texts, pictures } = secrets();
  const needles = [...texts.map((text) => Buffer.from(text)), ...pictures.map((p) => p.bytes)];
  const release = path.join(root, '.next', 'standalone');
  let files = 0;
  for (const entry of fs.readdirSync(release, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(release, entry);
    if (!fs.statSync(file).isFile()) continue;
    files++;
    const bytes = fs.readFileSync(file);
    for (const needle of needles) expect(bytes.includes(needle), `${entry}`).toBe(false);
  }
  expect(files).toBeGreaterThan(100);
});
