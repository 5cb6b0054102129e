import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { selectedSite } from './support/sites';
import {
  QUICK,
  SAMPLE_ONLY,
  carouselImagesOf,
  carouselSettled,
  given,
  imagesOf,
  isCaseStudy,
  ownerName,
  tagsOf,
  visibleSlides,
  tokensOf,
  readProjects,
  translationOf,
  watchHydration,
  watchNetwork,
} from './support';

const projects = readProjects();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The gallery tests' project: the specification's page (no case study), 3 images or more, and a
 * neighbour on each side. */
const index = projects.findIndex(
  (p, i) => i > 0 && i < projects.length - 1 && imagesOf(p).length >= 3 && !isCaseStudy(p),
);
const project = projects[Math.max(index, 0)]!;
const images = imagesOf(project);

test.beforeEach(async ({ page }) => {
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
});

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
/** As the page shows a creation date: its month in words, "March 2024", whether it was written
 * as a day, a month or an instant (in UTC, the build's time zone), and never with a time of day. */
function shownMonth(written: string) {
  const [, year, month] = /^(\d{4})-(\d{2})/.exec(written) ?? [];
  const d = new Date(written);
  return /T/.test(written)
    ? `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
    : `${MONTHS[Number(month) - 1]} ${year}`;
}

// One page for every project is cheaper than a test each; soft checks list every failing one.
test('every project shows the name, category, tags, link, date, description, images and neighbours it has, and nothing for what it lacks', async ({
  page,
}) => {
  test.setTimeout(30_000 + projects.length * 3_000);
  await page.route(/\/_next\/image\?|\.(jpe?g|png|webp|avif|gif|svg)$/, (route) => route.abort());
  for (const [i, current] of projects.entries()) {
    await test.step(current.slug, async () => {
      await page.goto(`/portfolio/${current.slug}`, { waitUntil: 'domcontentloaded' });
      await expect.soft(page).toHaveTitle(`${current.name} | ${ownerName()}`);
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(current.name);

      const tags = page.getByRole('list', { name: 'Tags' });
      if (tagsOf(current).length)
        await expect.soft(tags.getByRole('listitem')).toHaveText(tagsOf(current));
      else await expect.soft(tags).toHaveCount(0);

      const lead = page.locator('h1 + div');
      if (given(current.summary)) await expect.soft(lead).toHaveText(current.summary);
      else await expect.soft(lead).toHaveCount(0);

      const facts = page.locator('dl');
      const plain = (['role', 'client', 'duration'] as const).filter((f) => given(current[f]));
      if (!plain.length && !current.category && !given(current.created_at) && !given(current.url)) {
        await expect.soft(facts).toHaveCount(0);
      }
      for (const [field, label] of [
        ['role', 'Role'],
        ['client', 'Client'],
        ['duration', 'Duration'],
      ] as const) {
        const term = facts.getByText(label, { exact: true });
        if (given(current[field])) {
          await expect.soft(term.locator('xpath=following-sibling::dd')).toHaveText(current[field]);
        } else {
          await expect.soft(term).toHaveCount(0);
        }
      }

      const cover = page.getByRole('img', { name: `${current.name}: the project's cover picture` });
      await expect.soft(cover).toHaveCount(given(current.cover) ? 1 : 0);

      const results = page.getByRole('region', { name: 'Results' });
      if (given(current.results)) {
        const figures = results.getByRole('listitem');
        await expect.soft(figures).toHaveCount(current.results.length);
        for (const [n, result] of current.results.entries()) {
          await expect.soft(figures.nth(n)).toHaveText(`${result.value} ${result.label}`);
        }
      } else {
        await expect.soft(results).toHaveCount(0);
      }

      for (const [field, title] of [
        ['challenge', 'The challenge'],
        ['approach', 'The approach'],
        ['outcome', 'The outcome'],
      ] as const) {
        const chapter = page.getByRole('region', { name: title });
        if (given(current[field])) {
          await expect.soft(chapter).toContainText(tokensOf(current[field]).slice(0, 6).join(' '));
        } else {
          await expect.soft(chapter).toHaveCount(0);
        }
      }
      if (current.category) {
        await expect
          .soft(facts.getByRole('link', { name: current.category.name }))
          .toHaveAttribute('href', `/category/${current.category.id}`);
      } else {
        await expect.soft(page.getByText('Category', { exact: true })).toHaveCount(0);
      }
      const link = page.getByRole('link', { name: /Visit the project/ });
      if (given(current.url)) {
        await expect.soft(link).toHaveAttribute('href', current.url);
        await expect.soft(link).toHaveAttribute('target', '_blank');
        await expect.soft(link).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        await expect.soft(link).toHaveCount(0);
        await expect.soft(page.getByText('Project', { exact: true })).toHaveCount(0);
      }
      if (given(current.created_at) && isCaseStudy(current)) {
        // A case study gives its year in the row under its summary, and no "Created" below.
        const year = facts
          .getByText('Year', { exact: true })
          .locator('xpath=following-sibling::dd');
        await expect.soft(year).toHaveText(shownMonth(current.created_at).split(' ')[1]!);
        await expect.soft(page.getByText('Created', { exact: true })).toHaveCount(0);
      } else if (given(current.created_at)) {
        const created = facts.getByText('Created', { exact: true });
        await expect
          .soft(created.locator('xpath=following-sibling::dd'))
          .toHaveText(shownMonth(current.created_at));
      } else {
        await expect.soft(page.locator('time')).toHaveCount(0);
        await expect.soft(page.getByText('Created', { exact: true })).toHaveCount(0);
      }

      const about = page.getByRole('heading', { name: 'About the project' });
      if (given(current.description)) {
        await expect.soft(about).toBeVisible();
        await expect.soft(about.locator('..')).toContainText(tokensOf(current.description)[0]!);
      } else {
        await expect.soft(about).toHaveCount(0);
      }

      const gallery = page.getByRole('region', { name: `${current.name}: images` });
      if (carouselImagesOf(current).length) {
        // The pictures the story holds are not shown again after it.
        await expect
          .soft(gallery.getByRole('button', { name: /^Open image \d+ of/ }))
          .toHaveCount(carouselImagesOf(current).length);
        // A case study tells its story first; the specification's page shows the pictures first.
        const storyFirst = await gallery.evaluate((g) => {
          const story = document.querySelector('main h2');
          return !!story && !!(story.compareDocumentPosition(g) & Node.DOCUMENT_POSITION_FOLLOWING);
        });
        expect.soft(storyFirst, 'the gallery comes after the story').toBe(isCaseStudy(current));
      } else {
        await expect.soft(gallery).toHaveCount(0);
        await expect.soft(page.getByRole('button', { name: /^Open image/ })).toHaveCount(0);
      }

      const nav = page.getByRole('navigation', { name: 'More projects' });
      const previous = projects[i - 1];
      const next = projects[i + 1];
      for (const [direction, neighbour] of [
        ['Previous project', previous],
        ['Next project', next],
      ] as const) {
        const neighbourLink = nav.getByRole('link', { name: direction });
        if (neighbour) {
          await expect.soft(neighbourLink).toHaveAttribute('href', `/portfolio/${neighbour.slug}`);
          await expect.soft(neighbourLink).toContainText(neighbour.name);
        } else {
          await expect.soft(neighbourLink).toHaveCount(0);
        }
      }
    });
  }
});

test('links to the previous and next project', QUICK, async ({ page }) => {
  test.skip(index < 0, 'the set has no project with 3 images between two others');
  const [previous, next] = [projects[index - 1]!, projects[index + 1]!];
  await page.goto(`/portfolio/${project.slug}`);
  const nav = page.getByRole('navigation', { name: 'More projects' });
  await expect(nav.getByRole('link', { name: previous.name })).toHaveAttribute(
    'href',
    `/portfolio/${previous.slug}`,
  );
  await nav.getByRole('link', { name: next.name }).click();
  await expect(page).toHaveURL(`/portfolio/${next.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
});

test.describe('the gallery', () => {
  test.skip(index < 0, 'the set has no project with 3 images between two others');

  for (const [width, perView] of [
    [375, 1],
    [700, 2],
    [1100, 3],
    [1400, 4],
  ] as const) {
    test(`the carousel shows ${perView} image(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/portfolio/${project.slug}`);
      expect(await visibleSlides(page, `${project.name}: images`)).toBe(
        Math.min(perView, images.length),
      );
    });
  }

  /** The clock stops once the carousel is ready; only `wait` moves it on, firing autoplay's timers. */
  async function withClock(page: Page) {
    await page.clock.install();
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(`/portfolio/${project.slug}`);
    // The fake clock reports no paint timing, so only a key press starts the page's scripts.
    await page.keyboard.press('Shift');
    const carousel = page.getByRole('region', { name: `${project.name}: images` });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('.swiper-initialized')).toBeVisible();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    const active = () => carousel.locator('.swiper-slide-active img').getAttribute('alt');
    return { carousel, active, wait: (ms: number) => page.clock.runFor(ms) };
  }

  test('autoplay is off for visitors who prefer reduced motion', SAMPLE_ONLY, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { active, wait } = await withClock(page);
    const first = await active();
    await wait(10_000);
    expect(await active()).toBe(first);
  });

  test(
    'autoplay moves on by itself, and holds still while the pointer or focus is on the carousel',
    SAMPLE_ONLY,
    async ({ page }) => {
      const { carousel, active, wait } = await withClock(page);
      const first = await active();
      await wait(5000);
      await expect.poll(active).not.toBe(first);
      // The transition runs on the browser's time, not the paused clock, and in loop mode swiper
      // makes no other move until it has ended.
      await carouselSettled(carousel);

      await carousel.hover();
      const hovered = await active();
      await wait(10_000);
      expect(await active()).toBe(hovered);

      await page.mouse.move(0, 0);
      await carousel.locator('.swiper-slide-active button').focus();
      const focused = await active();
      await wait(10_000);
      expect(await active()).toBe(focused);

      await carousel.locator('.swiper-slide-active button').blur();
      await wait(5000);
      await expect.poll(active).not.toBe(focused);
    },
  );

  const lightbox = (page: Page) => page.locator('.lg-outer.lg-visible');
  const current = (page: Page) => page.locator('.lg-outer .lg-counter-current');

  test('lightgallery is not requested before the first click, and opens at the clicked image', async ({
    page,
    baseURL,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1400, height: 900 });
    const hydrated = await watchHydration(page);
    const untilQuiet = watchNetwork(page, baseURL!);
    await page.goto(`/portfolio/${project.slug}`);
    await hydrated();
    await untilQuiet();
    const scriptsBefore = requested.filter((url) => url.endsWith('.js')).length;
    const lgStyles = () =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some((rule) => rule.cssText.includes('.lg-outer')),
        ),
      );
    expect(await lgStyles()).toBe(false);
    expect(await page.locator('.lg-outer').count()).toBe(0);

    await page
      .getByRole('button', { name: `Open image 2 of ${images.length} full screen` })
      .click();
    await expect(lightbox(page)).toBeVisible();
    await expect(current(page)).toHaveText('2');
    expect(requested.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
    expect(await lgStyles()).toBe(true);
  });

  test(
    'the lightbox: arrow keys, Escape, and focus back on the image',
    SAMPLE_ONLY,
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1400, height: 900 });
      // lightgallery ignores keys until a slide change has settled, which it tells with an event
      // that does not bubble: a capturing listener on window still hears it.
      await page.addInitScript(() => {
        const counted = window as unknown as { slidesSettled: number };
        counted.slidesSettled = 0;
        window.addEventListener('lgAfterSlide', () => (counted.slidesSettled += 1), true);
      });
      const settled = (count: number) =>
        expect
          .poll(() =>
            page.evaluate(() => (window as unknown as { slidesSettled: number }).slidesSettled),
          )
          .toBe(count);
      const hydrated = await watchHydration(page);
      await page.goto(`/portfolio/${project.slug}`);
      const opener = page.getByRole('button', {
        name: `Open image 1 of ${images.length} full screen`,
      });
      // A press before then waits for the page's scripts as well as the viewer's.
      await hydrated();
      await opener.click();
      await expect(lightbox(page)).toBeVisible();
      await expect(current(page)).toHaveText('1');
      await settled(1);
      await page.keyboard.press('ArrowRight');
      await expect(current(page)).toHaveText('2');
      await settled(2);
      await page.keyboard.press('ArrowLeft');
      await expect(current(page)).toHaveText('1');
      await settled(3);

      await page.keyboard.press('Escape');
      await expect(lightbox(page)).toHaveCount(0);
      await expect(opener).toBeFocused();
    },
  );

  // Apart from the keys, so that each of the two fits its time on a busy machine.
  test(
    'the lightbox: rotate, and zoom in fixed steps between its limits',
    SAMPLE_ONLY,
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1400, height: 900 });
      const hydrated = await watchHydration(page);
      await page.goto(`/portfolio/${project.slug}`);
      await hydrated();
      await page
        .getByRole('button', { name: `Open image 1 of ${images.length} full screen` })
        .click();
      await expect(lightbox(page)).toBeVisible();

      const box = page.locator('.lg-outer');
      await expect(box.getByRole('button', { name: 'Zoom out' })).toBeVisible();
      await box.getByRole('button', { name: 'Rotate right' }).click();
      await expect(page.locator('.lg-current .lg-img-rotate')).toHaveAttribute(
        'style',
        /rotate\(90deg\)/,
      );
      await box.getByRole('button', { name: 'Zoom in' }).click();
      await expect(page.locator('.lg-outer')).toHaveClass(/lg-zoomed/);

      // Fixed steps between the limits of LIGHTBOX (lib/constants.ts). The mouse presses where the
      // button is, as a visitor would, without a locator's checks before each of the many presses.
      const press = async (button: Locator, times: number) => {
        const { x, y, width, height } = (await button.boundingBox())!;
        for (let i = 0; i < times; i += 1) await page.mouse.click(x + width / 2, y + height / 2);
      };
      const image = page.locator('.lg-current .lg-image');
      const zoom = async () =>
        Number(/scale3d\(([\d.]+)/.exec((await image.getAttribute('style')) ?? '')?.[1] ?? 1);
      expect(await zoom()).toBeCloseTo(1.12);
      await press(box.getByRole('button', { name: 'Zoom in' }), 16);
      expect(await zoom()).toBe(3);
      await expect(box.getByRole('button', { name: 'Zoom in' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await press(box.getByRole('button', { name: 'Zoom out' }), 25);
      expect(await zoom()).toBe(0.1);
      await expect(box.getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(box.getByRole('button', { name: 'Zoom in' })).not.toHaveAttribute(
        'aria-disabled',
      );
      await expect(image).toBeVisible();
    },
  );

  test('the lightbox closes on a click on the backdrop', SAMPLE_ONLY, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1400, height: 1400 });
    const hydrated = await watchHydration(page);
    await page.goto(`/portfolio/${project.slug}`);
    await hydrated();
    await page.getByRole('button', { name: /Open image 1 of/ }).click();
    await expect(lightbox(page)).toBeVisible();
    // lightgallery places the picture once it has loaded: measured once it has stopped moving.
    const picture = page.locator('.lg-current .lg-image');
    await expect(picture).toHaveJSProperty('complete', true);
    let image = (await picture.boundingBox())!;
    await expect
      .poll(async () => {
        const before = image;
        image = (await picture.boundingBox())!;
        return [image.y === before.y, image.height === before.height];
      })
      .toEqual([true, true]);
    expect(image.y).toBeGreaterThan(120);
    // Above the image and below the toolbar, only the backdrop is there.
    await page.mouse.click(image.x + image.width / 2, image.y - 40);
    await expect(lightbox(page)).toHaveCount(0);
  });

  test(
    'an image that fails to load shows a broken-image message in the lightbox',
    SAMPLE_ONLY,
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.route(`**${images[0]!.image}`, (route) =>
        route.fulfill({ status: 404, body: '' }),
      );
      const hydrated = await watchHydration(page);
      await page.goto(`/portfolio/${project.slug}`);
      await hydrated();
      await page.getByRole('button', { name: /Open image 1 of/ }).click();
      await expect(page.locator('.lg-current .lg-error-msg')).toBeVisible();
    },
  );

  test('the first image is fetched first, the others lazily; after a cover, all lazily', async ({
    page,
  }) => {
    await page.goto(`/portfolio/${project.slug}`);
    const images = page.getByRole('region', { name: `${project.name}: images` }).locator('img');
    if (given(project.cover)) {
      await expect(images.first()).toHaveAttribute('loading', 'lazy');
      await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    } else {
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(images.first()).not.toHaveAttribute('loading', 'lazy');
    }
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  });
});

test.describe('a case study', () => {
  const study = projects.find((p) => given(p.cover) && isCaseStudy(p));
  test.skip(!study, 'the set has no project with a cover');
  const { slug, name } = study ?? projects[0]!;

  test('its cover spans the page, is fetched first and is the largest paint, with no shift', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/portfolio/${slug}`);
    const cover = page.getByRole('img', { name: `${name}: the project's cover picture` });
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).not.toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveJSProperty('complete', true);
    const coverBox = (await cover.locator('xpath=ancestor::figure').boundingBox())!;
    const page1 = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const neighbours = (await page
      .getByRole('navigation', { name: 'More projects' })
      .boundingBox())!;
    expect(Math.abs(coverBox.x - page1.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(coverBox.width - neighbours.width)).toBeLessThanOrEqual(1);
    const paint = await page.evaluate(
      () =>
        new Promise<{ largest: string | null; shift: number }>((resolve) => {
          let largest: string | null = null;
          let shift = 0;
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            largest = entry?.element?.getAttribute('alt') ?? entry?.element?.tagName ?? null;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              shift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve({ largest, shift }), 500);
        }),
    );
    expect(paint.largest).toBe(`${name}: the project's cover picture`);
    expect(paint.shift).toBe(0);
  });

  test('its summary is the description search engines and share previews read', async ({
    page,
  }) => {
    test.skip(!given(study?.summary), 'the case study has no summary');
    await page.goto(`/portfolio/${slug}`);
    const summary = study!.summary!;
    const shown = summary.length > 160 ? summary.slice(0, 100) : summary;
    for (const meta of ['meta[name="description"]', 'meta[property="og:description"]']) {
      await expect(page.locator(meta)).toHaveAttribute('content', new RegExp(`^${escape(shown)}`));
    }
  });

  for (const [width, perView] of [
    [375, 1],
    [700, 1],
    [1100, 2],
    [1400, 2],
  ] as const) {
    test(`its pictures are large: ${perView} per view at ${width} px, each its share of the page`, async ({
      page,
    }) => {
      const shown = projects.find((p) => isCaseStudy(p) && imagesOf(p).length >= 2);
      test.skip(!shown, 'no case study with 2 pictures or more');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/portfolio/${shown!.slug}`);
      const label = `${shown!.name}: images`;
      expect(await visibleSlides(page, label)).toBe(perView);
      const carousel = page.getByRole('region', { name: label });
      const frame = (await carousel.locator('.swiper').boundingBox())!;
      const slide = (await carousel.locator('.swiper-slide').first().boundingBox())!;
      // 16 px between slides.
      expect(slide.width).toBeCloseTo((frame.width - 16 * (perView - 1)) / perView, 0);
    });
  }
});

test.describe('a case study in another language', () => {
  const translated = translationOf('fr').find((p) => given(p.challenge) && given(p.summary));
  test.skip(!translated, 'the set translates no case study into French');

  test('shows its translated summary, chapters, facts and results under French headings', async ({
    page,
  }) => {
    const fr = translated!;
    await page.goto(`/fr/portfolio/${fr.slug}`);
    await expect(page.locator('h1 + div')).toHaveText(fr.summary!);
    await expect(page.locator('h1 + div p')).not.toHaveAttribute('lang', /./);
    await expect(page.getByRole('region', { name: 'Le défi' })).toContainText(
      tokensOf(fr.challenge!).slice(0, 6).join(' '),
    );
    if (given(fr.role)) {
      await expect(
        page.getByText('Rôle', { exact: true }).locator('xpath=following-sibling::dd'),
      ).toHaveText(fr.role);
    }
    if (given(fr.results)) {
      await expect(
        page.getByRole('region', { name: 'Résultats' }).getByRole('listitem').first(),
      ).toHaveText(`${fr.results[0]!.value} ${fr.results[0]!.label}`);
    }
  });
});

test.describe("a case study's facts, pictures and figures", () => {
  const study = projects.find((p) => isCaseStudy(p) && given(p.story_images));
  test.skip(!study, 'the set places no picture in a story');
  const { slug, name } = study ?? projects[0]!;
  const placed = study?.story_images ?? [];

  for (const width of [320, 375, 768, 1280]) {
    test(`its facts are the row right under its summary, above its cover, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/portfolio/${slug}`);
      const summary = (await page.locator('h1 + div').boundingBox())!;
      const row = page.locator('h1 + div + dl');
      await expect(row.locator('dt')).toHaveText(
        [
          ...(['Role', 'Client', 'Duration'] as const).filter((_, i) =>
            given([study!.role, study!.client, study!.duration][i]),
          ),
          ...(given(study!.created_at) ? ['Year'] : []),
        ].map((term) => new RegExp(`^${term}$`, 'i')),
      );
      const box = (await row.boundingBox())!;
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      // Under the summary, in the title's column, and read before the cover, at every width.
      expect(box.y).toBeGreaterThanOrEqual(summary.y + summary.height);
      expect(box.y - (summary.y + summary.height)).toBeLessThan(64);
      expect(Math.abs(box.x - title.x)).toBeLessThanOrEqual(1);
      const cover = page.getByRole('img', { name: `${name}: the project's cover picture` });
      if (given(study!.cover)) {
        expect((await cover.boundingBox())!.y).toBeGreaterThan(box.y + box.height);
      }
      // Nothing of the row runs off a narrow screen.
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    });
  }

  test('each placed picture stands at the page width between its part and the next, with its caption', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/portfolio/${slug}`);
    const titles = {
      description: 'About the project',
      challenge: 'The challenge',
      approach: 'The approach',
      outcome: 'The outcome',
    } as const;
    const order = (['description', 'challenge', 'approach', 'outcome'] as const).filter((part) =>
      given(study![part]),
    );
    const neighbours = (await page
      .getByRole('navigation', { name: 'More projects' })
      .boundingBox())!;
    for (const { image, after, caption } of placed) {
      const part = (await page
        .getByRole('region', { name: titles[after as keyof typeof titles] })
        .boundingBox())!;
      const next = order[order.indexOf(after as (typeof order)[number]) + 1];
      const figure = caption
        ? page.getByRole('figure', { name: caption })
        : page
            .getByRole('figure')
            .filter({ has: page.locator(`img[src*="${encodeURIComponent(image)}"]`) });
      await expect(figure).toBeVisible();
      const box = (await figure.boundingBox())!;
      expect(box.y, `${image} comes after ${after}`).toBeGreaterThanOrEqual(part.y + part.height);
      if (next) {
        const following = (await page.getByRole('region', { name: titles[next] }).boundingBox())!;
        expect(box.y + box.height, `${image} comes before ${next}`).toBeLessThanOrEqual(
          following.y,
        );
      }
      // As wide as the page's content, as the cover is (a tall picture, as tall as the screen allows).
      const frame = (await figure.locator('img').locator('xpath=../..').boundingBox())!;
      expect(frame.width).toBeGreaterThan(neighbours.width * 0.85);
    }
    // The carousel keeps only the pictures the story does not hold.
    const carousel = page.getByRole('region', { name: `${name}: images` });
    await expect(carousel.getByRole('button', { name: /^Open image/ })).toHaveCount(
      carouselImagesOf(study!).length,
    );
  });

  test('a placed picture opens full screen, zoomable, and Escape gives focus back to it', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 800 });
    const hydrated = await watchHydration(page);
    await page.goto(`/portfolio/${slug}`);
    const { image, caption } = placed[0]!;
    const opener = page.getByRole('button', { name: `Open full screen: ${caption!}` });
    await hydrated();
    await opener.click();
    const viewer = page.locator('.lg-outer.lg-visible');
    await expect(viewer).toBeVisible();
    // That picture alone, with the viewer's zoom.
    await expect(viewer.locator('.lg-counter-all')).toHaveText('1');
    expect(await viewer.locator('.lg-current img').getAttribute('src')).toContain(
      path.basename(image),
    );
    await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("a placed picture's box has its shape before the picture arrives: nothing moves", async ({
    page,
  }) => {
    await page.route(/\/_next\/image\?|\.(jpe?g|png|webp|avif|gif|svg)$/, (route) => route.abort());
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/portfolio/${slug}`);
    const figure = page.getByRole('figure', { name: placed[0]!.caption! });
    const frame = (await figure.locator('img').locator('xpath=../..').boundingBox())!;
    const { width, height } = await sharp(
      path.join(selectedSite().publicDir!, placed[0]!.image),
    ).metadata();
    expect(frame.height).toBeGreaterThan(0);
    expect(frame.width / frame.height).toBeCloseTo(width! / height!, 1);
  });

  test('its date reads as a month in words where another project shows "Created"', async ({
    page,
  }) => {
    const plain = projects.find((p) => !isCaseStudy(p) && given(p.created_at));
    test.skip(!plain, 'no project without a case study has a date');
    await page.goto(`/portfolio/${plain!.slug}`);
    const created = page
      .getByText('Created', { exact: true })
      .locator('xpath=following-sibling::dd');
    await expect(created).toHaveText(shownMonth(plain!.created_at!));
    await expect(created).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  });

  for (const width of [320, 375]) {
    test(`no result figure wraps at ${width} px, nor runs out of its card`, async ({ page }) => {
      test.skip(!given(study!.results), 'the case study has no results');
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/portfolio/${slug}`);
      const figures = page.getByRole('region', { name: 'Results' }).getByRole('listitem');
      await expect(figures).toHaveCount(study!.results!.length);
      for (const figure of await figures.all()) {
        const measured = await figure
          .locator('span')
          .first()
          .evaluate((value) => {
            const card = value.parentElement!.getBoundingClientRect();
            const box = value.getBoundingClientRect();
            return {
              text: value.textContent,
              height: box.height,
              lineHeight: parseFloat(getComputedStyle(value).lineHeight),
              right: box.left + value.scrollWidth,
              cardRight: card.right,
            };
          });
        // One line: its height is one line-height, not two.
        expect(measured.height, measured.text!).toBeLessThan(measured.lineHeight * 1.5);
        expect(measured.right, measured.text!).toBeLessThanOrEqual(measured.cardRight);
      }
    });
  }
});
