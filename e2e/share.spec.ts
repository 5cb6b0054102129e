import { randomUUID } from 'node:crypto';
import { publishedNotes, sampleNotes } from './support/notes';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readTags } from '../lib/share/check';
import { run } from './support/build';
import { about, given, ownerName, pathIn, readProjects, sample, tagsOf } from './support';

// Read from the raw server HTML, as LinkedIn, X, Slack and search engines read it.
const projects = readProjects();
const categories = sample<{ slug: string; name: string }[]>('categories.json');
const project = projects[1]!;
const social = sample<{ link: string }[]>('social-links.json');

const site = sample<{ language?: string; translations?: string[] }>('site.json');
const languages = [site.language ?? 'en', ...(site.translations ?? [])];
const at = (language: string, path: string) => pathIn(language, path, languages[0]!);

const routes: { path: string; type: string; languages?: string[] }[] = [
  { path: '/', type: 'website' },
  { path: '/category/all', type: 'website' },
  ...categories.map((c) => ({ path: `/category/${c.slug}`, type: 'website' })),
  ...(sample<unknown[]>('offers.json').length ? [{ path: '/hire', type: 'website' }] : []),
  { path: '/cv', type: 'website' },
  ...(publishedNotes().length ? [{ path: '/notes', type: 'website' }] : []),
  // A note is listed in the languages it is written in.
  ...publishedNotes().map((n) => ({
    path: `/notes/${n.slug}`,
    type: 'article',
    languages: languages.filter(
      (language, index) => index === 0 || sampleNotes(language).some((t) => t.slug === n.slug),
    ),
  })),
  ...projects.map((p) => ({ path: `/portfolio/${p.slug}`, type: 'article' })),
];

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

test('every route has its own title and description, and complete absolute share tags', async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of routes) {
    const tags = readTags(await html(request, route.path));
    const url = `${baseURL}${route.path === '/' ? '' : route.path}`;
    const { meta } = tags;
    expect.soft(tags.canonical, route.path).toBe(route.path === '/' ? `${baseURL}` : url);
    expect.soft(meta['og:url'], route.path).toBe(tags.canonical);
    expect.soft(meta['og:title'], route.path).toBe(tags.title);
    expect.soft(meta['og:description'], route.path).toBe(meta.description);
    expect.soft(meta['og:type'], route.path).toBe(route.type);
    expect.soft(meta['og:site_name'], route.path).toBe(ownerName());
    expect
      .soft(meta['og:image'], route.path)
      .toMatch(new RegExp(`^${baseURL}${route.path === '/' ? '' : route.path}/share\\.png\\?v=`));
    expect.soft(meta['og:image:width'], route.path).toBe('1200');
    expect.soft(meta['og:image:height'], route.path).toBe('630');
    expect.soft(meta['og:image:alt'], route.path).toBeTruthy();
    expect.soft(meta['twitter:card'], route.path).toBe('summary_large_image');
    expect.soft(meta['twitter:image'], route.path).toBe(meta['og:image']);
    titles.add(tags.title!);
    descriptions.add(meta.description!);
  }
  expect(titles.size).toBe(routes.length);
  expect(descriptions.size).toBe(routes.length);
});

test('share images are 1200×630 PNGs drawn for the page: home, a category, a project', async ({
  request,
}) => {
  for (const path of ['/', `/category/${categories[0]!.slug}`, `/portfolio/${project.slug}`]) {
    const image = readTags(await html(request, path)).meta['og:image']!;
    const response = await request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const bytes = await response.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  const project_ = readTags(await html(request, `/portfolio/${project.slug}`)).meta;
  expect(project_['og:image:alt']).toBe(`A project by ${ownerName()}`);
});

test('the sitemap lists home, every category and every project; robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.toSorted()).toEqual(
    languages
      .flatMap((language) =>
        routes
          .filter((r) => !r.languages || r.languages.includes(language))
          .map((r) => `${baseURL}${at(language, r.path)}`),
      )
      .toSorted(),
  );
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  for (const p of projects) {
    const entry = entries.find((e) => e.includes(`<loc>${baseURL}/portfolio/${p.slug}</loc>`));
    if (given(p.created_at)) {
      expect(entry, p.slug).toContain(`<lastmod>${new Date(p.created_at).toISOString()}</lastmod>`);
    } else {
      expect(entry, p.slug).not.toContain('<lastmod>');
    }
  }

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-Agent: *');
  expect(robots).toContain('Allow: /');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('structured data: a Person on the home page', async ({ request, baseURL }) => {
  const home = await html(request, '/');
  const [person] = jsonLd(home);
  const me = about();
  expect(person).toMatchObject({
    '@type': 'Person',
    name: ownerName(),
    url: `${baseURL}/`,
    description: given(me.description) ? me.description : readTags(home).meta.description,
    sameAs: social.map((s) => s.link),
  });
  const optional = {
    jobTitle: given(me.title) ? me.title : undefined,
    image: given(me.avatar) ? `${baseURL}${me.avatar}` : undefined,
    email: given(me.email) ? `mailto:${me.email}` : undefined,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value === undefined) expect(person).not.toHaveProperty(key);
    else expect(person).toHaveProperty(key, value);
  }
});

const worksChecked = [project, ...projects.filter((p) => !p.category).slice(0, 1)];

test('structured data: a CreativeWork and a BreadcrumbList on a project, a CollectionPage and a BreadcrumbList on a category', async ({
  request,
  baseURL,
}) => {
  for (const work of worksChecked) {
    const [ld, crumbs] = jsonLd(await html(request, `/portfolio/${work.slug}`));
    expect(ld, work.slug).toMatchObject({
      '@type': 'CreativeWork',
      name: work.name,
      url: `${baseURL}/portfolio/${work.slug}`,
      author: { '@type': 'Person', name: ownerName(), url: `${baseURL}/` },
    });
    const optional = {
      dateCreated: given(work.created_at) ? new Date(work.created_at).toISOString() : undefined,
      keywords: tagsOf(work).length ? tagsOf(work).join(', ') : undefined,
      genre: work.category?.name,
    };
    for (const [key, value] of Object.entries(optional)) {
      if (value === undefined) expect(ld, work.slug).not.toHaveProperty(key);
      else expect(ld, work.slug).toHaveProperty(key, value);
    }
    if (given(work.avatar)) expect(ld!.image).toContain(`${baseURL}${work.avatar}`);
    const via = work.category
      ? { name: work.category.name, item: `${baseURL}/category/${work.category.id}` }
      : { name: 'All Portfolio', item: `${baseURL}/category/all` };
    expect(crumbs, work.slug).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: ownerName(), item: `${baseURL}/` },
        { position: 2, ...via },
        { position: 3, name: work.name, item: `${baseURL}/portfolio/${work.slug}` },
      ],
    });
  }

  const category = categories.find((c) => c.slug === project.category_slug) ?? categories[0]!;
  const [collection, categoryCrumbs] = jsonLd(await html(request, `/category/${category.slug}`));
  const listed = projects.filter((p) => p.category_slug === category.slug);
  expect(collection).toMatchObject({
    '@type': 'CollectionPage',
    name: category.name,
    url: `${baseURL}/category/${category.slug}`,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: listed.length,
      itemListElement: listed.map((p, index) => ({
        position: index + 1,
        name: p.name,
        url: `${baseURL}/portfolio/${p.slug}`,
      })),
    },
  });
  expect(categoryCrumbs).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, item: `${baseURL}/` },
      { position: 2, name: category.name, item: `${baseURL}/category/${category.slug}` },
    ],
  });
});

test('npm run check-share passes against the running site', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const check = run('node_modules/.bin/tsx', ['scripts/check-share.ts', baseURL!], {});
  expect(check.status, check.output).toBe(0);
  // Open Graph and X share one image per page.
  const pages = languages
    .map((language) => routes.filter((r) => !r.languages || r.languages.includes(language)))
    .flat().length;
  expect(check.stdout).toContain(`Checked ${pages} pages and ${pages} share images`);
});

test('only known pages have share images: 200 other ids are quick 404s (e2e/abuse.spec.ts also counts the files)', async ({
  request,
}) => {
  const started = Date.now();
  for (let i = 0; i < 40; i++) {
    const id = `${randomUUID()}${i % 2 ? '%E2%80%AE' : ''}`;
    for (const path of [
      `/category/${id}/share.png`,
      `/portfolio/${id}/share.png`,
      `/share.png/${id}`,
      `/${languages.at(-1)}/portfolio/${id}/share.png`,
      `/${id}/share.png`,
    ]) {
      const response = await request.get(path);
      expect([path, response.status()]).toEqual([path, 404]);
    }
  }
  const perRequest = (Date.now() - started) / 200;
  expect(perRequest).toBeLessThan(250);
  for (const path of [
    `/category/${categories[0]!.slug}/share.png`,
    at(languages.at(-1)!, `/portfolio/${project.slug}/share.png`),
  ]) {
    const response = await request.get(path);
    expect([path, response.status(), response.headers()['content-type']]).toEqual([
      path,
      200,
      'image/png',
    ]);
  }
});
