/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addressesToCheck,
  checkRenderedOnRequest,
  pagesRenderedOnRequest,
} from './rendered-on-request';

/** The two manifests of `next build` that tell prerendered pages from those rendered on request. */
function distDir(routes: Record<string, string>, prerendered: string[], dynamic: string[] = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rendered-on-request-'));
  const write = (file: string, json: object) =>
    fs.writeFileSync(path.join(dir, file), JSON.stringify(json));
  write('app-path-routes-manifest.json', routes);
  write('prerender-manifest.json', {
    routes: Object.fromEntries(prerendered.map((route) => [route, {}])),
    dynamicRoutes: Object.fromEntries(dynamic.map((route) => [route, {}])),
  });
  return dir;
}

const ROUTES = {
  '/[lang]/page': '/[lang]',
  '/[lang]/portfolio/[id]/page': '/[lang]/portfolio/[id]',
  '/[lang]/search/page': '/[lang]/search',
  '/[lang]/feed.xml/route': '/[lang]/feed.xml',
  '/_not-found/page': '/_not-found',
};

describe('the pages rendered on request', () => {
  it("are the page routes in neither of Next's prerender lists", () => {
    const dir = distDir(
      ROUTES,
      ['/en', '/fr', '/_not-found'],
      ['/[lang]', '/[lang]/portfolio/[id]'],
    );
    expect(pagesRenderedOnRequest(dir)).toEqual(['/[lang]/search']);
    expect(() => checkRenderedOnRequest(dir)).not.toThrow();
  });

  it('stop the build when a page the server does not rewrite is rendered on request', () => {
    const dir = distDir(
      { ...ROUTES, '/[lang]/cv/page': '/[lang]/cv' },
      ['/en', '/_not-found'],
      ['/[lang]', '/[lang]/portfolio/[id]'],
    );
    expect(() => checkRenderedOnRequest(dir)).toThrow(
      'build/rewrites/rendered-on-request.ts: app/[lang]/cv/page.tsx is rendered on each request, ' +
        'where only /[lang]/search, /[lang]/shared, /[lang]/shared/[id], /[lang]/private/[token], /[lang]/testimonial/[token] get deferred hydration; add it to RENDERED_ON_REQUEST, or make it prerendered. ' +
        'Update build/rewrites/rendered-on-request.ts, or build with DEFERRED_HYDRATION=off',
    );
  });

  it("stop the build when Next's manifests are not where it writes them", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rendered-on-request-'));
    expect(() => checkRenderedOnRequest(dir)).toThrow(
      `build/rewrites/rendered-on-request.ts: ${path.join(dir, 'app-path-routes-manifest.json')} is missing; Next's output changed.`,
    );
  });

  it('are checked at start in every language', () => {
    expect(addressesToCheck(['fr', 'de'])).toEqual(['/search', '/fr/search', '/de/search']);
  });
});
