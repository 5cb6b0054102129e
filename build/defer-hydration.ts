import { FIRST_PAINT_FALLBACK_MS, HYDRATED_EVENT } from '../lib/first-paint';
import { CHUNKS, LOADER_ID, prerenderedPages, rewriteFiles } from './page-scripts';

/**
 * Hydration after the largest paint.
 *
 * A prerendered page is complete as HTML: text, pictures, carousels' first slides, links. Its
 * scripts (React, the router, the client leaves: about 165 KB) only make the interactive parts
 * respond. As `next build` writes the page, the browser fetches them alongside the stylesheets and
 * the page's main picture, so on a phone's connection they share the bandwidth with that picture,
 * and on a slow processor they may run before the first frame is drawn: the largest paint waits
 * for both.
 *
 * This rewrites each prerendered page so its scripts are requested once that page is painted: its
 * priority pictures (`fetchpriority="high"`: the avatar, the first cover, the first slide) have
 * arrived, the browser has reported its first contentful paint as shown, and one more frame has
 * been drawn. A visitor who touches, clicks, types or scrolls first starts
 * them at once, and after FIRST_PAINT_FALLBACK_MS they start whatever happened. The scripts are the same
 * files, loaded asynchronously as before; only the moment they are requested moves. A button
 * pressed before React has taken over (the menu, an arrow, "Send message") is not lost: the loader
 * holds the press and repeats it once the page signals HYDRATED_EVENT.
 */

/** The script tags `next build` writes for the page's chunks (`/_next/static/…`, async). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)" async=""><\/script>/g;
/** The low-priority preloads it adds for some of them. */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+"\/>/g;

/**
 * The inline loader: requests the scripts in its `data-chunks` once the page is painted (see
 * above). Kept small: it is part of every page's first bytes.
 */
export function loaderScript(sources: string[]): string {
  const names = sources.map((src) => (src.startsWith(CHUNKS) ? src.slice(CHUNKS.length) : src));
  const attribute = names.join(' ').replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return (
    `<script id="${LOADER_ID}" data-chunks="${attribute}">(()=>{const d=document,w=window,` +
    // An in-page link followed before React has taken over (or an address with #section) is
    // the browser's own jump: every block is rendered first, as lib/scroll.ts does after, so the
    // jump lands where the section really is, not where the blocks' estimated heights put it.
    `all=()=>d.documentElement.dataset.renderAll="";location.hash.length>1&&all();` +
    `w.addEventListener("click",v=>{v.target.closest?.('a[href^="#"]')&&all()},!0);const ` +
    `s=d.currentScript.dataset.chunks.split(" "),e=["pointerdown","keydown","touchstart","focusin","wheel","scroll"];let g=0;` +
    `const go=()=>{if(g)return;g=1;for(const t of e)w.removeEventListener(t,go,!0);` +
    // One script a task, so no single task sends them all; the bundler's runtime goes last, as it
    // adds any of its chunks it does not find in the page.
    `const r=u=>u.startsWith("turbopack-"),o=[...s.filter(u=>!r(u)),...s.filter(r)],` +
    `add=()=>{const u=o.shift();if(!u)return;const x=d.createElement("script");x.src=u[0]=="/"?u:${JSON.stringify(CHUNKS)}+u;` +
    `x.async=!0;d.head.append(x);setTimeout(add)};add()};` +
    `for(const t of e)w.addEventListener(t,go,{capture:!0,passive:!0});setTimeout(go,${FIRST_PAINT_FALLBACK_MS});` +
    // "Painted" is the browser's own report that the first content is on screen (the paint timing
    // entry, stamped when the frame is presented, which can be well after it was drawn), then one
    // more frame; where paint timing is unknown, the next frame.
    `const painted=()=>{const f=()=>requestAnimationFrame(()=>setTimeout(go)),P=w.PerformanceObserver;` +
    `if(!P?.supportedEntryTypes?.includes("paint"))return f();` +
    `const o=new P(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}});` +
    `o.observe({type:"paint",buffered:!0})};` +
    `const ready=()=>{let n=0;const f=()=>--n||painted();` +
    `for(const i of d.querySelectorAll('img[fetchpriority="high"]'))if(!i.complete){n++;i.addEventListener("load",f);i.addEventListener("error",f)}` +
    `n||painted()};d.readyState=="loading"?d.addEventListener("DOMContentLoaded",ready):ready();` +
    // A button pressed before React has taken over is held, then pressed again once it has.
    `const q=[],hold=v=>{const b=v.target.closest?.("button");if(!b)return;v.preventDefault();v.stopImmediatePropagation();q.push(b);go()};` +
    `w.addEventListener("click",hold,!0);w.addEventListener(${JSON.stringify(HYDRATED_EVENT)},()=>{w.removeEventListener("click",hold,!0);` +
    `for(const b of q.splice(0))b.isConnected&&b.click()},{once:!0})})()</script>`
  );
}

/**
 * The page with its chunk scripts replaced by the loader (at the first one's place) and their
 * preloads removed. A page without chunk scripts, or already rewritten, is returned unchanged.
 */
export function deferHydration(html: string): string {
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

/** Rewrites every prerendered page under `<appDir>`; returns the files it changed. */
export const deferHydrationIn = (appDir: string): string[] =>
  rewriteFiles(appDir, prerenderedPages(appDir), deferHydration);
