import { expect, test } from '@playwright/test';
import { about, given, ownerName, sample, tokensOf, readProjects } from './support';

const project = readProjects()[0]!;
const category = sample<{ slug: string; name: string }[]>('categories.json')[0]!;

function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`));
  return tag?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

const pages = [
  {
    path: '/',
    title: () => (given(about().title) ? `${ownerName()} | ${about().title}` : ownerName()),
  },
  { path: '/category/all', title: () => `${ownerName()} | ALL` },
  {
    path: `/category/${category.slug}`,
    title: () => `${ownerName()} | ${category.slug.toUpperCase()}`,
  },
  { path: `/portfolio/${project.slug}`, title: () => `${project.name} | ${ownerName()}` },
];

for (const { path, title } of pages) {
  test(`${path} carries its title, description, favicon and share tags in the server HTML`, async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const expectedTitle = title().replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expect(html).toContain(`<title>${expectedTitle}</title>`);
    expect(meta(html, 'name', 'description')).toBeTruthy();
    // The favicon, or the logo when the owner gave no favicon: a vector, .ico or remote one as
    // given, any other drawn small at 48 px, as is the owner's initials without either.
    const { fav, icon } = about();
    const favicon = given(fav) ? fav : given(icon) ? icon : undefined;
    const asGiven = favicon && (!favicon.startsWith('/') || /\.(svg|ico)$/i.test(favicon));
    const href = asGiven ? favicon : '/icons/favicon.png';
    expect(html).toContain(`<link rel="icon" href="${href}"`);
    if (!asGiven) {
      const png = await request.get(href);
      expect(png.headers()['content-type']).toBe('image/png');
      const body = await png.body();
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe('48x48');
      expect(body.length).toBeLessThan(8 * 1024);
    }

    const url = `${baseURL}${path === '/' ? '' : path}`;
    expect(meta(html, 'property', 'og:title')).toBe(title());
    expect(meta(html, 'property', 'og:description')).toBe(meta(html, 'name', 'description'));
    expect(meta(html, 'property', 'og:url')).toBe(path === '/' ? `${baseURL}` : url);
    expect(meta(html, 'property', 'og:site_name')).toBe(ownerName());
    expect(meta(html, 'property', 'og:type')).toBe(
      path.startsWith('/portfolio') ? 'article' : 'website',
    );
    expect(meta(html, 'property', 'og:image')).toMatch(new RegExp(`^${baseURL}/`));
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:image')).toMatch(new RegExp(`^${baseURL}/`));
    expect(meta(html, 'name', 'twitter:title')).toBe(title());
  });
}

test('the project page shares its own image, drawn from its cover', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get(`/portfolio/${project.slug}`)).text();
  expect(meta(html, 'property', 'og:image')).toMatch(
    new RegExp(`^${baseURL}/portfolio/${project.slug}/share\\.png\\?`),
  );
});

test('the home page describes the owner from the about data', async ({ request }) => {
  const { description, freelancer } = about();
  const html = await (await request.get('/')).text();
  const shown = meta(html, 'name', 'description');
  // The owner's own sentence; without one, the start of the biography; else a line with the name.
  if (given(description)) expect(shown).toBe(description);
  else if (given(freelancer)) expect(shown).toContain(tokensOf(freelancer).slice(0, 6).join(' '));
  else expect(shown).toContain(ownerName());
});
