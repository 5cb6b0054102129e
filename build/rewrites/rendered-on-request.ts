import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { applyDeferredHydration, problems } from './deferred-hydration';
import { nextChanged } from './next-output';
import { isHtml, replaceBody, type Answer } from './response';

const REWRITE = 'rendered-on-request';
const MARKUP = "Next's markup changed";

/** The pages Next renders on each request, which get deferred hydration as they are sent. */
export const RENDERED_ON_REQUEST = [
  '/[lang]/search',
  '/[lang]/shared',
  '/[lang]/shared/[id]',
  '/[lang]/private/[token]',
  '/[lang]/testimonial/[token]',
];
/** Those the server asks for before it listens: a client's shared pages answer only a session. */
const CHECKED_AT_START = ['/[lang]/search'];

const HELD_MAX = 512 * 1024;
const LANGUAGE = '/[lang]';

const addressPattern = (route: string) =>
  route
    .slice(LANGUAGE.length)
    .split('/')
    .map((part) => (part.startsWith('[') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
const ADDRESSES = new RegExp(
  `^(?:/[A-Za-z0-9-]+)?(?:${RENDERED_ON_REQUEST.map(addressPattern).join('|')})$`,
);

export const addressesToCheck = (otherLanguages: string[]) =>
  CHECKED_AT_START.filter((route) => !route.slice(LANGUAGE.length).includes('['))
    .map((route) => route.slice(LANGUAGE.length))
    .flatMap((page) => [page, ...otherLanguages.map((language) => `/${language}${page}`)]);

let warned = false;
let serving = true;
/** Off while the start check asks: it reports what it finds itself. */
export const warnWhileServing = (on: boolean) => (serving = on);

function warnIfNotDeferred(address: string, html: string) {
  const found = problems(html);
  if (!serving || warned || found.length === 0) return;
  warned = true;
  const what = `${address}, rendered on request, would load its scripts before the first paint (${found.join('; ')})`;
  console.error(nextChanged('deferred-hydration', what, MARKUP).message);
}

/** Rewrites a page's HTML as it is sent, for the pages at `addresses` that Next renders on request
 * and answers 200; what the in-site router asks for (their data) goes as it is. */
export function rewriteRenderedPage(
  request: IncomingMessage,
  response: ServerResponse,
  addresses: { test: (address: string) => boolean },
  rewrite: (html: string, address: string) => string,
) {
  const address = (request.url ?? '/').split('?', 1)[0]!;
  if (request.method !== 'GET' || !addresses.test(address)) return;
  if (request.headers.rsc !== undefined) return;
  // Next compresses nothing (next.config.ts): the page is rewritten as written, and the server's
  // compression (./compression.ts), underneath these rewrites, encodes what they send.
  replaceBody(request, response, {
    holds: isHtml,
    maxBytes: HELD_MAX,
    body: (held, answer) =>
      answer.statusCode === 200 ? Buffer.from(rewrite(held.toString(), address)) : held,
  });
}

export function deferredHydrationOnRequest(request: IncomingMessage, response: ServerResponse) {
  rewriteRenderedPage(request, response, ADDRESSES, (page, address) => {
    const html = applyDeferredHydration(page);
    warnIfNotDeferred(address, html);
    return html;
  });
}

export function checkRenderedAnswer(address: string, answer: Answer) {
  const page = `${address}, rendered on request,`;
  if (answer.status !== 200 || !/^text\/html/.test(answer.contentType)) {
    const what = `${page} answered ${answer.status} ${answer.contentType || 'without a type'}, not the page`;
    return nextChanged(REWRITE, what, "Next's routing changed").message;
  }
  const wrong = problems(answer.body.toString());
  if (wrong.length === 0) return null;
  const what = `${page} would load its scripts before the first paint (${wrong.join('; ')})`;
  return nextChanged('deferred-hydration', what, MARKUP).message;
}

/** The page routes `next build` left to render on request, from its manifests in `distDir`. */
export function pagesRenderedOnRequest(distDir: string): string[] {
  const read = (name: string) => {
    const file = path.join(distDir, name);
    if (!fs.existsSync(file)) {
      throw nextChanged(REWRITE, `${file} is missing`, "Next's output changed");
    }
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  };
  const routes: Record<string, string> = read('app-path-routes-manifest.json');
  const prerender = read('prerender-manifest.json');
  const prerendered = new Set([
    ...Object.keys(prerender.routes ?? {}),
    ...Object.keys(prerender.dynamicRoutes ?? {}),
  ]);
  return Object.entries(routes)
    .filter(([entry, route]) => entry.endsWith('/page') && !prerendered.has(route))
    .map(([, route]) => route)
    .sort();
}

/** The owner's dashboard is sent as Next renders it: no visitor's first paint waits on it. */
const isDashboard = (route: string) => route === '/admin' || route.startsWith('/admin/');

/** Stops the build when Next renders a page on request that the server would send unrewritten. */
export function checkRenderedOnRequest(distDir: string) {
  const left = pagesRenderedOnRequest(distDir).filter(
    (route) => !RENDERED_ON_REQUEST.includes(route) && !isDashboard(route),
  );
  if (left.length === 0) return;
  throw nextChanged(
    REWRITE,
    `${left.map((route) => `app${route}/page.tsx`).join(', ')} ${left.length > 1 ? 'are' : 'is'} rendered on each request, where only ${RENDERED_ON_REQUEST.join(', ')} get deferred hydration`,
    'add it to RENDERED_ON_REQUEST, or make it prerendered',
  );
}
