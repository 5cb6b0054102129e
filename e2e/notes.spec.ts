import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { XMLParser } from 'fast-xml-parser';
import { QUICK, ownerName, readProjects, sample } from './support';
import { englishDate, publishedNotes, sampleNotes, tagSlug } from './support/notes';

const notes = publishedNotes();
const drafts = sampleNotes().filter((note) => note.draft);
const languages = sample<{ translations?: string[] }>('site.json').translations ?? [];
const translated = (language: string) => sampleNotes(language);
const withCode = notes.find((note) => /^```\w+/m.test(note.body));

async function quiet(page: Page) {
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
}

const feedParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['entry', 'link', 'category'].includes(name),
});

test.beforeEach(({}, info) => {
  info.skip(notes.length === 0, 'this content set has no notes');
});

test('the home page shows the latest notes after the offers, and the menu leads to them', async ({
  page,
}) => {
  await quiet(page);
  await page.goto('/');
  const section = page.locator('section#notes');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Notes from my work');
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(
    notes.slice(0, 3).map((note) => note.title),
  );
  const ids = await page.locator('main section[id]').evaluateAll((all) => all.map((s) => s.id));
  expect(ids.indexOf('notes')).toBeGreaterThan(ids.indexOf('portfolio'));
  if (ids.includes('hire')) expect(ids.indexOf('notes')).toBe(ids.indexOf('hire') + 1);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Notes', exact: true }).click();
  await expect(page).toHaveURL(/#notes$/);
  await expect(section).toBeInViewport();
  await section.getByRole('link', { name: 'All notes' }).click();
  await expect(page).toHaveURL(/\/notes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Notes by ${ownerName()}`);
});

test(
  '/notes lists every published note, newest first, with its date and reading time',
  QUICK,
  async ({ page }) => {
    await quiet(page);
    await page.goto('/notes');
    const cards = page.getByRole('article');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(notes.map((n) => n.title));
    for (const [index, note] of notes.entries()) {
      const card = cards.nth(index);
      await expect(card.locator('time').first()).toHaveText(englishDate(note.date));
      await expect(card.locator('time').first()).toHaveAttribute('datetime', note.date);
      await expect(card).toContainText(/\d+ min read/);
      if (note.updated) await expect(card).toContainText(`Updated ${englishDate(note.updated)}`);
    }
    // Ten a page: up to ten, there is no pager and no second page.
    if (notes.length <= 10) {
      await expect(page.getByRole('navigation', { name: 'Pages of notes' })).toHaveCount(0);
      expect((await page.request.get('/notes?page=2')).status()).toBe(404);
    }
    expect((await page.request.get('/notes?page=1')).status()).toBe(200);
    expect((await page.request.get('/notes/no-such-note')).status()).toBe(404);
  },
);

test(
  'a note shows its title, dates, reading time, tags, cover, linkable headings and projects',
  QUICK,
  async ({ page }) => {
    await quiet(page);
    const note = notes.find((n) => n.projects.length > 0) ?? notes[0]!;
    await page.goto(`/notes/${note.slug}`);
    await expect(page).toHaveTitle(`${note.title} | ${ownerName()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(note.title);
    await expect(page.locator('main time').first()).toHaveText(englishDate(note.date));
    await expect(page.locator('main')).toContainText(/\d+ min read/);
    const tags = page.getByRole('list', { name: 'Tags' }).first().getByRole('link');
    await expect(tags).toHaveText(note.tags);
    if (note.cover) {
      const cover = page.locator('article img').first();
      await expect(cover).toHaveJSProperty('complete', true);
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    // Every section heading carries its own address.
    const firstHeading = page.locator('article h2[id]').first();
    const id = await firstHeading.getAttribute('id');
    await expect(firstHeading.locator(`a[href="#${id}"]`)).toHaveCount(1);
    await expect(
      page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first(),
    ).toHaveAttribute('href', `#${id}`);

    // The note links to its projects, and each project's page links back.
    const projects = readProjects().filter((p) => note.projects.includes(p.slug));
    const aside = page.getByRole('complementary', { name: 'Projects in this note' });
    await expect(aside.getByRole('link')).toHaveCount(projects.length);
    for (const project of projects) {
      await expect(
        aside.getByRole('link', {
          name: new RegExp(project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        }),
      ).toHaveAttribute('href', `/portfolio/${project.slug}`);
    }
    await page.goto(`/portfolio/${projects[0]!.slug}`);
    const about = page.getByRole('region', { name: 'Notes about this project' });
    await expect(about.getByRole('link', { name: note.title })).toHaveAttribute(
      'href',
      `/notes/${note.slug}`,
    );
  },
);

test('at 1280 px a note reads down a centred column, its heading on the text’s edge, its contents beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await quiet(page);
  const room =
    1280 - (await page.evaluate(() => innerWidth - document.documentElement.clientWidth));
  for (const note of notes) {
    await page.goto(`/notes/${note.slug}`);
    const article = (await page.locator('main article').boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(Math.abs(heading.x - article.x), note.slug).toBeLessThanOrEqual(1);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    // The column ends at the contents' right edge when they stand beside the text.
    const right = (await contents.count())
      ? (await contents.boundingBox())!.x + (await contents.boundingBox())!.width
      : article.x + article.width;
    if (await contents.count())
      expect((await contents.boundingBox())!.x).toBeGreaterThan(article.x + article.width);
    expect(Math.abs(article.x - (room - right)), note.slug).toBeLessThanOrEqual(2);
    expect(article.x, note.slug).toBeGreaterThan(100);
  }
});

test('code is coloured at build, and follows the theme switch with no script of its own', async ({
  page,
}) => {
  test.skip(!withCode, 'no note of this content set has code');
  await quiet(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto(`/notes/${withCode!.slug}`);
  const token = page.locator('pre.shiki span[style*="--shiki-light"]').first();
  const colours = () =>
    token.evaluate((span) => ({
      shown: getComputedStyle(span).color,
      light: span.style.getPropertyValue('--shiki-light'),
      dark: span.style.getPropertyValue('--shiki-dark'),
    }));
  const rgb = (hex: string) =>
    `rgb(${[1, 3, 5].map((i) => parseInt(hex.trim().slice(i, i + 2), 16)).join(', ')})`;
  const light = await colours();
  expect(light.light).not.toBe(light.dark);
  expect(light.shown).toBe(rgb(light.light));

  // The page's own scripts, which it may fetch after its first paint, are in before counting.
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.getByRole('button', { name: /^Theme: / }).click();
  await page.getByRole('group', { name: 'Theme' }).getByText('Dark', { exact: true }).click();
  await expect.poll(async () => (await colours()).shown).toBe(rgb(light.dark));
  expect(scripts.slice(before)).toEqual([]);
  expect(scripts.some((url) => /shiki|highlight/i.test(url))).toBe(false);
});

test('a task list tells done items from open ones at a glance, in both themes', async ({
  page,
}) => {
  const withTasks = notes.find((note) => /^\s*[-*] \[x\] /im.test(note.body));
  test.skip(!withTasks, 'no note of this content set has a task list');
  await quiet(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
    await page.goto(`/notes/${withTasks!.slug}`);
    const boxes = await page
      .locator('.contains-task-list input[type=checkbox]')
      .evaluateAll((inputs) => {
        // WCAG's relative luminance and contrast ratio; a see-through fill shows the page.
        const paper = getComputedStyle(document.body).backgroundColor;
        const channels = (colour: string) => colour.match(/[\d.]+/g)!.map(Number);
        const luminance = (colour: string) => {
          const [r, g, b] = channels(colour).map((c) => c / 255);
          const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
        };
        const contrast = (a: string, b: string) => {
          const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
          return (x! + 0.05) / (y! + 0.05);
        };
        return (inputs as HTMLInputElement[]).map((input) => {
          const style = getComputedStyle(input);
          const fill = channels(style.backgroundColor)[3] === 0 ? paper : style.backgroundColor;
          return {
            checked: input.checked,
            fill: contrast(fill, paper),
            edge: contrast(style.borderTopColor, paper),
            size: input.getBoundingClientRect().width,
          };
        });
      });
    const done = boxes.filter((box) => box.checked);
    const open = boxes.filter((box) => !box.checked);
    expect(done.length, theme).toBeGreaterThan(0);
    // Done: filled with a colour that stands out from the page (3:1, as for any control).
    for (const box of done) expect(box.fill, theme).toBeGreaterThanOrEqual(3);
    // Open: an empty box whose edge stands out as well.
    for (const box of open) {
      expect(box.fill, theme).toBe(1);
      expect(box.edge, theme).toBeGreaterThanOrEqual(3);
    }
    for (const box of boxes) expect(box.size, theme).toBeGreaterThanOrEqual(16);
  }
});

test('a tag page lists exactly the notes with that tag', async ({ page }) => {
  await quiet(page);
  const tag = notes.flatMap((n) => n.tags)[0]!;
  const tagged = notes.filter((n) => n.tags.some((t) => tagSlug(t) === tagSlug(tag)));
  await page.goto(`/notes/tags/${encodeURIComponent(tagSlug(tag))}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Notes tagged “${tag}”`);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
    tagged.map((n) => n.title),
  );
  await expect(
    page.getByRole('list', { name: 'Tags' }).locator('a[aria-current="page"]'),
  ).toHaveText(new RegExp(`^${tag}`));
  expect((await page.request.get('/notes/tags/no-such-tag')).status()).toBe(404);
});

test('drafts have no page, no list entry, no feed entry and no sitemap entry', async ({
  page,
  request,
}) => {
  test.skip(drafts.length === 0, 'this content set has no draft');
  await quiet(page);
  await page.goto('/notes');
  const feed = await (await request.get('/feed.xml')).text();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const draft of drafts) {
    expect((await request.get(`/notes/${draft.slug}`)).status()).toBe(404);
    await expect(page.getByText(draft.title)).toHaveCount(0);
    expect(feed).not.toContain(draft.slug);
    expect(sitemap).not.toContain(draft.slug);
  }
});

test('the Atom feed has every published note in full, its title escaped, and validates', async ({
  page,
  request,
}) => {
  await quiet(page);
  const response = await request.get('/feed.xml');
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await response.text();
  const { feed } = feedParser.parse(xml);
  expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(feed['@xml:lang']).toBe('en');
  // What RFC 4287 requires of a feed and of each entry.
  for (const field of ['id', 'title', 'updated', 'author']) expect(feed[field]).toBeTruthy();
  expect(feed.link.find((l: Record<string, string>) => l['@rel'] === 'self')['@href']).toMatch(
    /\/feed\.xml$/,
  );
  expect(feed.entry).toHaveLength(notes.length);
  const ids = new Set<string>();
  for (const [index, note] of notes.entries()) {
    const entry = feed.entry[index];
    expect(entry.title['#text']).toBe(note.title);
    expect(new URL(entry.id).pathname).toBe(`/notes/${note.slug}`);
    ids.add(entry.id);
    expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(entry.published.slice(0, 10)).toBe(note.date.slice(0, 10));
    expect(entry.link[0]['@rel']).toBe('alternate');
    // The whole text: every section's heading, and as many words as the note has.
    expect(entry.content['@type']).toBe('html');
    const text = entry.content['#text']
      .replace(/<[^>]+>/g, '')
      .replace(/&#x26;/g, '&')
      .replace(/&#x3C;/g, '<');
    for (const [, heading] of note.body.matchAll(/^#{2,3} (.+)$/gm)) {
      expect(text).toContain(heading!.replace(/`/g, ''));
    }
    const words = (value: string) => value.split(/\s+/).filter(Boolean).length;
    expect(words(text)).toBeGreaterThan(words(note.body) * 0.8);
    expect(entry.summary['#text'].length).toBeGreaterThan(20);
  }
  expect(ids.size).toBe(notes.length);
  // A title with "&", "<" or quotes is escaped in the XML and comes back whole.
  const tricky = notes.find((n) => /[&<"]/.test(n.title));
  if (tricky) {
    expect(xml).toContain(tricky.title.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
    expect(feed.entry.map((e: { title: { '#text': string } }) => e.title['#text'])).toContain(
      tricky.title,
    );
  }
  // Every page names its language's feed.
  for (const path of ['/', '/notes', `/notes/${notes[0]!.slug}`]) {
    await page.goto(path);
    await expect(
      page.locator('link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute('href', /\/feed\.xml$/);
  }
});

test('each note has its share image, BlogPosting data, article tags and a sitemap entry with lastmod', async ({
  page,
  request,
}) => {
  await quiet(page);
  const note = notes.find((n) => n.updated) ?? notes[0]!;
  await page.goto(`/notes/${note.slug}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/notes/${note.slug}$`),
  );
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(image!).pathname).toBe(`/notes/${note.slug}/share.png`);
  const png = await request.get(new URL(image!).pathname);
  expect([png.status(), png.headers()['content-type']]).toEqual([200, 'image/png']);
  const bytes = await png.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text),
  );
  const posting = data.find((item) => item['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({
    headline: note.title,
    inLanguage: 'en',
    datePublished: note.date,
    dateModified: note.updated ?? note.date,
  });
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entry = new RegExp(
    `<loc>[^<]+/notes/${note.slug}</loc>[\\s\\S]*?<lastmod>${(note.updated ?? note.date).slice(0, 10)}`,
  );
  expect(sitemap).toMatch(entry);
});

test('a language lists its translations and, marked with their language, the other notes', async ({
  page,
  request,
}) => {
  test.skip(languages.length === 0, 'this content set has one language');
  const language = languages[0]!;
  const own = translated(language);
  await quiet(page);
  await page.goto(`/${language}/notes`);
  const titles = notes.map((note) => own.find((t) => t.slug === note.slug)?.title ?? note.title);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(titles);
  for (const note of notes.filter((n) => !own.some((t) => t.slug === n.slug))) {
    await expect(page.getByRole('heading', { name: note.title })).toHaveAttribute('lang', 'en');
  }

  // A translated note names both versions; one in the site's language only names none.
  const both = own[0]!;
  await page.goto(`/${language}/notes/${both.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(both.title);
  await expect(page.locator(`link[rel="alternate"][hreflang="en"]`)).toHaveAttribute(
    'href',
    new RegExp(`/notes/${both.slug}$`),
  );
  await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
    'href',
    new RegExp(`/${language}/notes/${both.slug}$`),
  );
  const english = notes.find((n) => !own.some((t) => t.slug === n.slug));
  if (english) {
    await page.goto(`/${language}/notes/${english.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('article')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+/notes/${english.slug}$`),
    );
  }

  const xml = await (await request.get(`/${language}/feed.xml`)).text();
  const { feed } = feedParser.parse(xml);
  expect(feed['@xml:lang']).toBe(language);
  expect(feed.entry).toHaveLength(notes.length);
  for (const entry of feed.entry) {
    const slug = new URL(entry.id).pathname.split('/').at(-1);
    expect(entry['@xml:lang']).toBe(own.some((t) => t.slug === slug) ? undefined : 'en');
  }
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    new RegExp(`/${language}/feed\\.xml$`),
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on a note and the list in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
    await quiet(page);
    const rich = notes.find((n) => /^\|.*\|$/m.test(n.body)) ?? withCode ?? notes[0]!;
    // Up to three whole-page axe passes: past the default time on a busy machine.
    test.setTimeout(60_000);
    const paths = new Set([
      `/notes/${rich.slug}`,
      `/notes/${withCode?.slug ?? rich.slug}`,
      '/notes',
    ]);
    for (const path of paths) {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}
