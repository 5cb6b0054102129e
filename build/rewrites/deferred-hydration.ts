import fs from 'node:fs';
import path from 'node:path';
import {
  FIRST_CONTENTFUL_PAINT,
  FIRST_PAINT_FALLBACK_MS,
  PAINT_ENTRY_TYPE,
} from '../../lib/deferred-hydration';
import { moduleScriptTags, nextChanged, prerenderedPages, rewriteFiles } from './next-output';

export const LOADER_ID = 'deferred-hydration';

export const CHUNKS = '/_next/static/chunks/';

/** The bundler's runtime chunk, which the loader must request last. */
export const RUNTIME_PREFIX = 'turbopack-';

// A prerendered page is complete as HTML; its scripts, requested with it, would share a phone's
// bandwidth with the largest paint: the loader requests them once the page is painted or touched.
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+"\/>/g;
const SIGNATURE = '<script src="/_next/static/…" async="">';
// React's payload, in every page that hydrates: such a page has chunks for the loader to request.
const FLIGHT_DATA = 'self.__next_f';
const MARKUP = "Next's markup changed";

export function loaderSources(html: string): string[] {
  const chunks = new RegExp(`<script id="${LOADER_ID}" data-chunks="([^"]*)">`).exec(html)?.[1];
  if (!chunks) return [];
  return chunks
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .split(' ')
    .map((name) => (name.startsWith('/') ? name : CHUNKS + name));
}

export function scriptSources(html: string): string[] {
  const sources = new Set<string>(loaderSources(html));
  for (const tag of moduleScriptTags(html)) {
    sources.add(/\ssrc="([^"]+)"/i.exec(tag)![1]!.replace(/&amp;/g, '&'));
  }
  return [...sources];
}

export function loaderScript(sources: string[]): string {
  const names = sources.map((src) => (src.startsWith(CHUNKS) ? src.slice(CHUNKS.length) : src));
  const attribute = names.join(' ').replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const q = JSON.stringify;
  return (
    `<script id="${LOADER_ID}" data-chunks="${attribute}">(()=>{const d=document,w=window,` +
    `s=d.currentScript.dataset.chunks.split(" "),e=["pointerdown","keydown","touchstart","focusin","wheel","scroll","click"];let g=0;` +
    `const go=()=>{if(g)return;g=1;for(const t of e)w.removeEventListener(t,go,!0);` +
    // One script a task; the runtime last, as it adds any chunk it does not find in the page.
    `const r=u=>u.startsWith(${q(RUNTIME_PREFIX)}),o=[...s.filter(u=>!r(u)),...s.filter(r)],` +
    `add=()=>{const u=o.shift();if(!u)return;const x=d.createElement("script");x.src=u[0]=="/"?u:${q(CHUNKS)}+u;` +
    `x.async=!0;d.head.append(x);setTimeout(add)};add()};` +
    `for(const t of e)w.addEventListener(t,go,{capture:!0,passive:!0});setTimeout(go,${FIRST_PAINT_FALLBACK_MS});` +
    // Painted: the priority pictures are in, the browser reports the first content as shown
    // (lib/deferred-hydration.ts waits for the same entry), and one more frame is drawn.
    `const f=()=>requestAnimationFrame(()=>setTimeout(go)),painted=()=>{const P=w.PerformanceObserver;` +
    `if(!P?.supportedEntryTypes?.includes(${q(PAINT_ENTRY_TYPE)}))return f();` +
    `const o=new P(l=>{if(l.getEntriesByName(${q(FIRST_CONTENTFUL_PAINT)}).length){o.disconnect();f()}});` +
    `o.observe({type:${q(PAINT_ENTRY_TYPE)},buffered:!0})},ready=()=>{let n=0;const h=()=>--n||painted();` +
    `for(const i of d.querySelectorAll('img[fetchpriority="high"]'))if(!i.complete){n++;i.addEventListener("load",h);i.addEventListener("error",h)}` +
    `n||painted()};d.readyState=="loading"?d.addEventListener("DOMContentLoaded",ready):ready()})()</script>`
  );
}

export function applyDeferredHydration(html: string): string {
  if (html.includes(`<script id="${LOADER_ID}"`)) return html;
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  if (sources.length === 0) return html;
  let placed = false;
  return html
    .replace(CHUNK_SCRIPT, () => {
      if (placed) return '';
      placed = true;
      return loaderScript([...new Set(sources)]);
    })
    .replace(CHUNK_PRELOAD, '');
}

/** What still makes a rewritten page fetch Next's chunks early, or a loader without the runtime. */
export function leftovers(html: string): string[] {
  const fromNext = (tag: string) => /\s(src|href)="\/_next\/static\/[^"]*\.js\b/.test(tag);
  const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\sas="script"|\srel="modulepreload"/i.test(tag));
  const found = [...moduleScriptTags(html), ...preloads].filter(fromNext);
  const sources = loaderSources(html);
  if (sources.length && !sources.some((src) => src.startsWith(CHUNKS + RUNTIME_PREFIX))) {
    found.push(`a loader without the runtime chunk (${RUNTIME_PREFIX}*.js)`);
  }
  return found;
}

/** Why a page, once rewritten, would still load its scripts before the first paint. */
export function problems(html: string): string[] {
  if (loaderSources(html).length === 0 && html.includes(FLIGHT_DATA)) {
    const found = moduleScriptTags(html).find((tag) => tag.includes('"/_next/static/'));
    return [`expected Next's chunk tags, ${SIGNATURE}, found ${found ?? 'none'}`];
  }
  return leftovers(html).map((found) => (found.startsWith('<') ? `${found} left` : found));
}

/** Rewrites every prerendered page under `appDir`; throws, naming the pages, where it did not take. */
export function deferredHydrationIn(appDir: string) {
  const pages = prerenderedPages(appDir);
  if (pages.length === 0) {
    throw nextChanged(
      'deferred-hydration',
      `no prerendered pages (*.html) in ${appDir}`,
      "Next's output changed",
    );
  }
  rewriteFiles(appDir, pages, applyDeferredHydration);
  let deferred = 0;
  let failed = 0;
  const wrong = new Map<string, string[]>();
  for (const page of pages) {
    const html = fs.readFileSync(path.join(appDir, page), 'utf8');
    if (loaderSources(html).length > 0) deferred += 1;
    const found = problems(html).join('; ');
    if (!found) continue;
    failed += 1;
    wrong.set(found, [...(wrong.get(found) ?? []), page]);
  }
  if (failed > 0) {
    const some = (names: string[]) =>
      names.slice(0, 3).join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : '');
    const found = [...wrong].slice(0, 3).map(([problem, names]) => `${some(names)} (${problem})`);
    throw nextChanged(
      'deferred-hydration',
      `${failed} of ${pages.length} prerendered pages would load their scripts before the first paint: ${found.join('; ')}`,
      MARKUP,
    );
  }
  if (deferred === 0) {
    throw nextChanged(
      'deferred-hydration',
      `none of ${pages.length} prerendered pages had Next's chunk tags, ${SIGNATURE}`,
      MARKUP,
    );
  }
  return { pages: pages.length, deferred };
}
