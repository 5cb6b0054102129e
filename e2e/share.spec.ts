import { expect, test, type APIRequestContext } from '@playwright/test';
import { readTags } from '../lib/share/check';
import { run } from './build';
import { about, ownerName, sample, type SamplePortfolio } from './support';

// Everything here is read from the raw server HTML, as LinkedIn, X, Slack and search engines read it.
const projects = sample<SamplePortfolio[]>('portfolios.json');
const categories = sample<{ slug: string; name: string }[]>('categories.json');
const project = projects[1]!;
const social = sample<{ link: string }[]>('social-links.json');

const routes = [
  { path: '/', type: 'website' },
  { path: '/category/all', type: 'website' },
  ...categories.map((c) => ({ path: `/category/${c.slug}`, type: 'website' })),
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
    expect.soft(meta['og:image'], route.path).toMatch(new RegExp(`^${baseURL}/.*opengraph-image`));
    expect.soft(meta['og:image:width'], route.path).toBe('1200');
    expect.soft(meta['og:image:height'], route.path).toBe('630');
    expect.soft(meta['og:image:alt'], route.path).toBeTruthy();
    expect.soft(meta['twitter:card'], route.path).toBe('summary_large_image');
    expect
      .soft(meta['twitter:image'], route.path)
      .toMatch(new RegExp(`^${baseURL}/.*twitter-image`));
    titles.add(tags.title!);
    descriptions.add(meta.description!);
  }
  expect(titles.size).toBe(routes.length);
  expect(descriptions.size).toBe(routes.length);
});

test('share images are 1200×630 PNGs drawn for the page: home, a category, a project', async ({
  request,
}) => {
  for (const path of ['/', '/category/branding', `/portfolio/${project.slug}`]) {
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
  expect(locs).toEqual(routes.map((r) => `${baseURL}${r.path}`));
  const entry = new RegExp(
    `<loc>${baseURL}/portfolio/${project.slug}</loc>\\s*<lastmod>${new Date(project.created_at).toISOString()}</lastmod>`,
  );
  expect(sitemap).toMatch(entry);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-Agent: *');
  expect(robots).toContain('Allow: /');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('structured data: a Person on the home page', async ({ request, baseURL }) => {
  const [person] = jsonLd(await html(request, '/'));
  const me = about() as unknown as Record<string, string>;
  expect(person).toMatchObject({
    '@type': 'Person',
    name: ownerName(),
    image: `${baseURL}${me.avatar}`,
    email: `mailto:${me.email}`,
    url: `${baseURL}/`,
    description: me.description,
    sameAs: social.map((s) => s.link),
  });
});

test('structured data: a CreativeWork and a BreadcrumbList on a project, a BreadcrumbList on a category', async ({
  request,
  baseURL,
}) => {
  const [work, crumbs] = jsonLd(await html(request, `/portfolio/${project.slug}`));
  const category = categories.find((c) => c.slug === project.category_slug)!;
  expect(work).toMatchObject({
    '@type': 'CreativeWork',
    name: project.name,
    url: `${baseURL}/portfolio/${project.slug}`,
    dateCreated: new Date(project.created_at).toISOString(),
    keywords: project.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
      .join(', '),
    author: { '@type': 'Person', name: ownerName(), url: `${baseURL}/` },
  });
  expect(work!.image).toContain(`${baseURL}${project.avatar}`);
  expect(crumbs).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, name: ownerName(), item: `${baseURL}/` },
      { position: 2, name: category.name, item: `${baseURL}/category/${category.slug}` },
      { position: 3, name: project.name, item: `${baseURL}/portfolio/${project.slug}` },
    ],
  });

  const [categoryCrumbs] = jsonLd(await html(request, `/category/${category.slug}`));
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
  expect(check.stdout).toContain(
    `Checked ${routes.length} pages and ${routes.length * 2} share images`,
  );
});
