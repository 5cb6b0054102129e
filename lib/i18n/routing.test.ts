import { languageRoutes } from './routing';

/** Whether a rule's source (path-to-regexp with a regular-expression parameter) takes a path. */
function takes(source: string, path: string): boolean {
  const pattern = source.replace(/\/:path\((.*)\)$/, '/($1)').replace(/\/:path\*$/, '(?:/.*)?');
  return new RegExp(`^${pattern}$`).test(path);
}

describe('languageRoutes', () => {
  const { rewrites, redirects } = languageRoutes('en', ['fr']);
  const rewritten = (path: string) => rewrites.some((rule) => takes(rule.source, path));

  it("serves the own language's pages without their prefix", () => {
    expect(rewrites[0]).toEqual({ source: '/', destination: '/en' });
    for (const path of [
      '/category/all',
      '/portfolio/x',
      '/no-such-page',
      '/portfolio/x/share.png',
      // The 404 pages' own addresses: /en/missing/… is no page, so Next answers 404.
      '/missing/fr',
    ]) {
      expect(rewritten(path)).toBe(true);
    }
  });

  it("leaves the other languages, the API, the framework's files and the icons alone", () => {
    for (const path of [
      '/fr',
      '/fr/portfolio/x',
      '/api/contact-post',
      '/_next/static/a.js',
      '/icons/icon-192.png',
      '/en/x',
      '/fr/share.png',
    ]) {
      expect(rewrites.slice(1).some((rule) => takes(rule.source, path))).toBe(false);
    }
    // A page whose address only starts like a language is still a page of the own language.
    expect(rewritten('/french-press')).toBe(true);
    expect(rewritten('/missing-link')).toBe(true);
  });

  it('sends the prefixed form of an own-language address to the one without', () => {
    expect(redirects).toEqual([
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
    ]);
  });

  it("sends a list's ?page=N to its prerendered page N, in every language, from page 2 on", () => {
    const { beforeFiles } = languageRoutes('en', ['fr']);
    expect(beforeFiles).toEqual([
      {
        source: '/notes',
        has: [{ type: 'query', key: 'page', value: '(?<page>[2-9]|[1-9][0-9]{1,3})' }],
        destination: '/en/notes/page/:page',
      },
      {
        source: '/fr/notes',
        has: [{ type: 'query', key: 'page', value: '(?<page>[2-9]|[1-9][0-9]{1,3})' }],
        destination: '/fr/notes/page/:page',
      },
    ]);
    const value = new RegExp(`^${beforeFiles[0]!.has![0]!.value}$`);
    expect(['2', '9', '10', '1234'].every((page) => value.test(page))).toBe(true);
    expect(['1', '0', '02', '12345', '-1', '2x'].some((page) => value.test(page))).toBe(false);
  });
});
