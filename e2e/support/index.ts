import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { isBlank } from '../../lib/content/blank';
import { HYDRATED_EVENT } from '../../lib/deferred-hydration';
import { selectedSite } from './sites';

const OPTIONAL_LISTS = new Set(['testimonials.json', 'offers.json', 'faq.json']);

/** An optional file that is not there reads as [] (a list) or {} (site.json). */
export function sample<T = Record<string, unknown>>(file: string): T {
  const full = path.resolve(process.cwd(), selectedSite().configDir, file);
  if (!fs.existsSync(full) && OPTIONAL_LISTS.has(file)) return [] as T;
  if (!fs.existsSync(full) && file === 'site.json') return {} as T;
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  return (Array.isArray(json) || !('data' in json) ? json : json.data) as T;
}

export const pathIn = (language: string, path: string, defaultLanguage: string) =>
  language === defaultLanguage ? path : path === '/' ? `/${language}` : `/${language}${path}`;

export const given = <T>(value: T | null | undefined): value is T => !isBlank(value);

export type SampleAbout = { first_name: string; last_name: string } & Record<
  string,
  string | null | undefined
>;
export type SampleProject = {
  name: string;
  slug: string;
  private?: boolean | null;
  description?: string | null;
  category?: { id: string; name: string } | null;
  category_slug?: string | null;
  images?: { image: string }[] | null;
  tags?: string | null;
  url?: string | null;
  created_at?: string | null;
  avatar?: string | null;
  cover?: string | null;
  summary?: string | null;
  role?: string | null;
  client?: string | null;
  duration?: string | null;
  challenge?: string | null;
  approach?: string | null;
  outcome?: string | null;
  results?: { value: string; label: string }[] | null;
  story_images?: { image: string; after: string; caption?: string | null }[] | null;
};
/** A language's translated projects (config/<language>/portfolios.json), or none. */
export function translationOf(language: string): SampleProject[] {
  const file = path.resolve(process.cwd(), selectedSite().configDir, language, 'portfolios.json');
  return fs.existsSync(file) ? sample<SampleProject[]>(`${language}/portfolios.json`) : [];
}

/** A project with a cover, a chapter or results is told as a case study, its pictures after. */
export const isCaseStudy = (project: SampleProject) =>
  [project.cover, project.challenge, project.approach, project.outcome, project.results].some(
    given,
  );
/** The public projects, as the site shows them: it fills in whichever of `category` and
 * `category_slug` is missing. The private ones are readPrivateProjects'. */
export function readProjects(): SampleProject[] {
  const names = new Map(
    sample<{ slug: string; name: string }[]>('categories.json').map((c) => [c.slug, c.name]),
  );
  return sample<SampleProject[]>('portfolios.json')
    .filter((project) => project.private !== true)
    .map((project) => {
      const slug = project.category_slug || project.category?.id;
      if (!slug) return project;
      const category = project.category || { id: slug, name: names.get(slug) ?? slug };
      return { ...project, category_slug: slug, category };
    });
}

/** The projects marked `"private": true`, which no public address shows. */
export const readPrivateProjects = () =>
  sample<SampleProject[]>('portfolios.json').filter((project) => project.private === true);

export type SampleTimelineEntry = {
  name: string;
  from_year: number | string;
  to_year?: number | string | null;
  description?: string | null;
};

export const about = () => sample<SampleAbout>('about.json');
export const ownerName = () => `${about().first_name} ${about().last_name}`;

export const imagesOf = (project: SampleProject) => project.images ?? [];
/** The pictures the carousel shows: those the story does not hold. */
export const carouselImagesOf = (project: SampleProject) =>
  imagesOf(project).filter((i) => !project.story_images?.some((s) => s.image === i.image));
export const tagsOf = (project: SampleProject) =>
  (project.tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
export const tokensOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .trim()
    .split(/\s+/);

export async function recordPageViews(page: Page) {
  const bodies: { fullUrl: string; page: string }[] = [];
  await page.route('**/api/events', async (route) => {
    if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  return bodies;
}

export const widths = [375, 768, 1280] as const;

/** Behaviour that is the same whatever the content runs with the sample only. */
export const SAMPLE_ONLY = { tag: '@sample-only' };
/** npm run test:quick: each page once, and a message sent through the contact form. */
export const QUICK = { tag: '@quick' };

export async function visibleSlides(page: Page, label: string) {
  const carousel = page.getByRole('region', { name: label });
  // Swiper starts as the carousel nears the viewport: a case study's is below its story.
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper-initialized')).toBeVisible();
  return carousel.evaluate((root) => {
    const frame = root.querySelector('.swiper')!.getBoundingClientRect();
    return [...root.querySelectorAll('.swiper-slide')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });
}

export function footprint(dir: string) {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

export const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/** Scrolls `target` into view and waits until it stays put: blocks drawn only near the view
 * (render-when-near) take their real height after a jump, and move a click aimed before. */
export async function settledInView(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await target.boundingBox());
      const still = box === last;
      last = box;
      return still;
    })
    .toBe(true);
  await expect(target).toBeInViewport();
}

/** Swiper ignores a new move mid-transition, and resets the wrapper's transition to 0 ms at its end. */
export const carouselSettled = (carousel: Locator) =>
  expect
    .poll(() =>
      carousel.locator('.swiper-wrapper').evaluate((el) => getComputedStyle(el).transitionDuration),
    )
    .toBe('0s');

/** Follows `page`'s requests to `site`; the function it returns resolves once none is in flight and
 * the browser has gone idle asking for no other. Unlike 'networkidle': no quiet time, and a request
 * to another host that never ends (an unreachable embed) does not hold it. */
export function watchNetwork(page: Page, site: string) {
  const origin = new URL(site).origin;
  const inFlight = new Set<Request>();
  let asked = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) return;
    inFlight.add(request);
    asked += 1;
  });
  const settle = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  // What an answer sets off is asked for by the next frame or in the idle callbacks queued before.
  const idle = () =>
    page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => requestIdleCallback(() => done())),
          ),
        ),
    );
  return async function untilQuiet() {
    for (;;) {
      await expect
        .poll(() => [...inFlight].map((request) => request.url()), {
          message: 'requests to the site still in flight',
          timeout: 15_000,
        })
        .toEqual([]);
      const before = asked;
      await idle();
      if (asked === before && inFlight.size === 0) return;
    }
  };
}

/** Before the first goto: the function it returns waits until React has taken over the page. */
export async function watchHydration(page: Page) {
  await page.addInitScript((event) => {
    window.addEventListener(event, () => (document.documentElement.dataset.testHydrated = ''));
  }, HYDRATED_EVENT);
  return () => page.locator('html[data-test-hydrated]').waitFor({ state: 'attached' });
}

/** The contact form's action, called by the page's script: a POST naming its action. */
export const isContactAction = (request: Request) =>
  request.method() === 'POST' && !!request.headers()['next-action'];

/** The form's fields in an action call, without React's numbering of its arguments. */
export async function actionFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers()['content-type'] ?? '';
  const form = await new Response(new Uint8Array(request.postDataBuffer() ?? []), {
    headers: { 'content-type': type },
  }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    const field = /^_?\d+_(.+)$/.exec(name)?.[1];
    if (field && !field.startsWith('$') && typeof value === 'string') fields[field] = value;
  }
  return fields;
}
