import { publishedNotes } from './support/notes';
import { expect, test } from '@playwright/test';
import type { HomeSection } from '../lib/constants';
import { homeOrder } from '../lib/content/home-sections';
import { networkOf } from '../lib/content/social-networks';
import {
  SAMPLE_ONLY,
  about,
  given,
  nextFrame,
  ownerName,
  readProjects,
  sample,
  watchHydration,
  widths,
  type SampleTimelineEntry,
} from './support';

test.describe('header', () => {
  test(
    'is transparent at the top and dark with a shadow once scrolled',
    SAMPLE_ONLY,
    async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const root = page.locator('html');
      await expect(root).not.toHaveAttribute('data-scrolled');
      const top = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(top).toBe('rgba(0, 0, 0, 0)');

      await page.mouse.wheel(0, 1);
      await expect(root).toHaveAttribute('data-scrolled', '');
      await expect
        .poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow))
        .not.toBe('none');
      await expect
        .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgba(12, 14, 19, 0.94)');

      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(root).not.toHaveAttribute('data-scrolled');
    },
  );

  test('is painted whole: the first paint waits until the page after it has begun', async ({
    page,
    request,
  }) => {
    const project = readProjects()[0];
    for (const address of ['/', ...(project ? [`/portfolio/${project.slug}`] : [])]) {
      const html = await (await request.get(address)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, address).toContain('<link rel="expect" href="#main" blocking="render"/>');
      await page.goto(address);
      const next = await page
        .getByRole('banner')
        .evaluate((header) => header.nextElementSibling?.id);
      expect(next, address).toBe('main');
    }
  });

  test('stays fixed at the top while scrolling', SAMPLE_ONLY, async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 1500));
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('on a phone, links home from every page, the home page too, with room to be seen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const offers = sample<unknown[]>('offers.json');
    for (const address of ['/', '/category/all', ...(offers.length ? ['/hire'] : [])]) {
      await page.goto(address);
      const home = page.getByRole('banner').getByRole('link', { name: ownerName() });
      await expect(home, address).toBeVisible();
      await expect(home, address).toHaveAttribute('href', '/');
      // A target a finger can press, and a logo at least as high as the text beside it.
      const box = (await home.boundingBox())!;
      expect(Math.min(box.width, box.height), address).toBeGreaterThanOrEqual(44);
      const logo = home.locator('img');
      if (await logo.count())
        expect((await logo.boundingBox())!.height, address).toBeGreaterThanOrEqual(16);
      // Nothing of the header spills past the screen's edges.
      for (const control of await page
        .getByRole('banner')
        .locator('a:visible, button:visible')
        .all()) {
        const { x, width } = (await control.boundingBox())!;
        expect(x, address).toBeGreaterThanOrEqual(0);
        expect(x + width, address).toBeLessThanOrEqual(375);
      }
    }
  });

  test('on the narrowest phones, in every language, the header keeps within the screen', async ({
    page,
  }) => {
    const site = sample<{ translations?: string[] }>('site.json');
    const prefixes = ['', ...(site.translations ?? []).map((language) => `/${language}`)];
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 640 });
      for (const address of prefixes.flatMap((prefix) => [
        `${prefix}/`,
        `${prefix}/category/all`,
      ])) {
        await page.goto(address);
        const where = `${address} at ${width} px`;
        const controls = page.getByRole('banner').locator('a:visible, button:visible');
        expect(await controls.count(), where).toBeGreaterThan(2);
        // Each at least the gutter (1 rem) from either edge, as the content below is.
        for (const control of await controls.all()) {
          const { x, width: wide } = (await control.boundingBox())!;
          expect(x, where).toBeGreaterThanOrEqual(16);
          expect(x + wide, where).toBeLessThanOrEqual(width - 16);
        }
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(sideways, where).toBe(width);
      }
    }
  });

  test('has the owner logo linking home, alt text first and last name', async ({ page }) => {
    const { icon } = about();
    await page.goto('/category/all');
    const logo = page.getByRole('banner').getByRole('img', { name: ownerName() });
    if (given(icon)) {
      const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(logo).toHaveAttribute(
        'src',
        new RegExp(
          `^(${escaped(icon)}|/_next/image\\?url=${escaped(encodeURIComponent(icon))}&.*)$`,
        ),
      );
    } else {
      await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
    }
    await page.getByRole('banner').getByRole('link', { name: ownerName() }).click();
    await expect(page).toHaveURL('/');
  });

  test(
    "on the home page, has Let's Talk to #contact and a Menu instead of page links",
    SAMPLE_ONLY,
    async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: "Let's Talk" })).toHaveAttribute(
        'href',
        '#contact',
      );
      await expect(nav.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Categories' })).toHaveCount(0);
    },
  );

  for (const path of [
    '/category/all',
    `/portfolio/${sample<{ slug: string }[]>('portfolios.json')[0]!.slug}`,
    '/missing-page',
  ]) {
    test(
      `on ${path}, has About and Categories links instead of the Menu`,
      SAMPLE_ONLY,
      async ({ page }) => {
        await page.goto(path);
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav.getByRole('button', { name: 'Menu' })).toHaveCount(0);
        await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/');
        // Next.js drops the trailing slash: the same route, no redirect.
        await expect(nav.getByRole('link', { name: 'Categories' })).toHaveAttribute(
          'href',
          /^\/category\/all\/?$/,
        );
        await nav.getByRole('link', { name: 'Categories' }).click();
        await expect(page).toHaveURL(/\/category\/all\/?$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      },
    );
  }
});

/** The menu's sections, in the home page's order (site.json's home_sections). */
function menuSections() {
  const filled = (file: string) => sample<SampleTimelineEntry[]>(file).length > 0;
  const shown: [HomeSection, string, boolean][] = [
    ['about', 'About', true],
    ['portfolio', 'Portfolio', true],
    ['hire', 'Hire me', filled('offers.json')],
    ['notes', 'Notes', publishedNotes().length > 0],
    ['experience', 'Experience', filled('experience.json')],
    ['education', 'Education', filled('education.json')],
    ['contact', 'Contact', true],
  ];
  const order = homeOrder(sample<{ home_sections?: HomeSection[] }>('site.json').home_sections);
  return shown
    .filter(([, , show]) => show)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([, label]) => label);
}

test('an address ending in #contact opens on a phone at the contact section, which stays put as the page comes alive', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const hydrated = await watchHydration(page);
  await page.goto('/#contact');
  await hydrated();
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        document.readyState === 'complete' ? resolve(0) : addEventListener('load', resolve),
      ),
  );
  for (let frame = 0; frame < 6; frame += 1) await nextFrame(page);
  const [sectionTop, headerBottom] = await page.evaluate(() => [
    document.getElementById('contact')!.getBoundingClientRect().top,
    document.querySelector('header')!.getBoundingClientRect().bottom,
  ]);
  // Just under the header: neither short of the section nor past its heading.
  expect(Math.abs(sectionTop - headerBottom)).toBeLessThan(12);
  await expect(page.locator('#contact').getByRole('heading', { level: 2 })).toBeInViewport();
});

test.describe('menu', () => {
  test('opens with the mouse, lists the sections, and scrolls smoothly to the chosen one', async ({
    page,
  }) => {
    const sections = menuSections();
    // Far enough down for a long, smooth scroll.
    const target = sections.at(-2)!;
    const id = target.toLowerCase();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link')).toHaveText(sections);
    expect(await panel.evaluate((el) => (el as HTMLElement).offsetWidth)).toBeGreaterThanOrEqual(
      250,
    );

    type Scrolled = { at: number; y: number };
    await page.evaluate(() => {
      const scrolled: Scrolled[] = [];
      (window as unknown as { scrolled: Scrolled[] }).scrolled = scrolled;
      window.addEventListener('scroll', () =>
        scrolled.push({ at: performance.now(), y: window.scrollY }),
      );
    });
    const start = await page.evaluate(() => window.scrollY);
    await panel.getByRole('link', { name: target }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const top = () =>
      page.evaluate(
        (id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top),
        id,
      );
    // The blocks on the way render only as the page nears them, which can move the target.
    const rest = async () => {
      const before = await top();
      for (let frame = 0; frame < 6; frame += 1) await nextFrame(page);
      return before === (await top()) ? before : null;
    };
    await expect.poll(rest).not.toBeNull();
    const landed = await top();
    expect(landed).toBeGreaterThanOrEqual(0);
    expect(landed).toBeLessThan(120);
    // Scroll events come once per main-thread frame, so how many a busy machine sees varies; a jump
    // shows none between start and rest.
    const scrolled = await page.evaluate(
      () => (window as unknown as { scrolled: Scrolled[] }).scrolled,
    );
    const end = await page.evaluate(() => window.scrollY);
    const between = scrolled.filter(
      ({ y }) => y > Math.min(start, end) && y < Math.max(start, end),
    );
    expect(between.length).toBeGreaterThan(0);
    expect(scrolled.at(-1)!.at - scrolled[0]!.at).toBeGreaterThan(100);
    await expect(page.locator(`#${id}`)).toBeFocused();
  });

  test(
    'works from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus',
    SAMPLE_ONLY,
    async ({ page }) => {
      await page.goto('/');
      const button = page.getByRole('button', { name: 'Menu' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'About', exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Portfolio', exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#portfolio$/);
      await expect(page.locator('#portfolio')).toBeFocused();
    },
  );

  test('closes on a click outside it', SAMPLE_ONLY, async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    // A click before the scripts opens the menu once they arrive; the outside click must wait for
    // that and for the frame in which the menu starts listening.
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await nextFrame(page);
    await page.mouse.click(10, 400);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  test('shows the copyright year and name, and social links opening in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${ownerName()}`);
    const links =
      sample<{ name: string; link: string; icon?: string | null }[]>('social-links.json');
    if (!links.length) {
      await expect(footer.getByRole('list', { name: 'Social links' })).toHaveCount(0);
      return;
    }
    for (const link of links) {
      const anchor = footer.getByRole('link', { name: link.name });
      await expect(anchor).toHaveAttribute('href', link.link);
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
      const icon = anchor.locator('> [aria-hidden="true"]');
      if (given(link.icon)) {
        await expect(icon).toHaveCount(1);
        const drawn = await icon.evaluate(
          (el) =>
            el.querySelector('img')?.getAttribute('src') ??
            (el as HTMLElement).style.getPropertyValue('--icon'),
        );
        expect(drawn).toContain(link.icon);
      } else if (networkOf(link)) {
        // A network the site knows: its mark, drawn inline.
        await expect(icon).toHaveCount(1);
        expect(await icon.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
        await expect(icon.locator('path')).toHaveAttribute('d', networkOf(link)!.path);
      } else {
        await expect(icon).toHaveCount(0);
        await expect(anchor.locator('img')).toHaveCount(0);
      }
    }
  });

  test("an owner's icon files, drawn only near the viewport, are drawn at once in print and when the whole page renders", async ({
    page,
  }) => {
    const own = sample<{ name: string; icon?: string | null }[]>('social-links.json').find((link) =>
      given(link.icon),
    );
    test.skip(!own, 'no social link of the set has an icon file');
    await page.goto('/');
    const icon = page
      .getByRole('contentinfo')
      .getByRole('link', { name: own!.name })
      .locator('> [aria-hidden="true"]');
    const drawing = () => icon.evaluate((el) => getComputedStyle(el).contentVisibility);
    expect(await drawing()).toBe('auto');
    await page.emulateMedia({ media: 'print' });
    expect(await drawing()).toBe('visible');
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => (document.documentElement.dataset.renderAll = ''));
    expect(await drawing()).toBe('visible');
  });
});

test('the display face draws Latin Extended letters, fetched only by a page holding one', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fetched.push(new URL(request.url()).pathname);
  });
  const hydrated = await watchHydration(page);
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await hydrated();
  await page.evaluate(() => document.fonts.ready);
  const faces = () => fetched.filter((file) => /space_grotesk/.test(file));
  expect(faces()).toEqual([expect.stringMatching(/space_grotesk_latin_wght/)]);

  await heading.evaluate((element) => (element.textContent = 'Łucja Dvořáková'));
  await expect(heading).toHaveText('Łucja Dvořáková');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/"/g, ''))
          .sort(),
      ),
    )
    .toEqual(expect.arrayContaining(['grotesk', 'groteskLatinExt']));
  expect(faces()).toEqual([
    expect.stringMatching(/space_grotesk_latin_wght/),
    expect.stringMatching(/space_grotesk_latin_ext_wght/),
  ]);
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^groteskLatinExt, groteskVietnamese, grotesk, "grotesk Fallback"/,
  );
});

test('the page container is at most 1600 px wide', SAMPLE_ONLY, async ({ page }) => {
  await page.setViewportSize({ width: 2200, height: 900 });
  await page.goto('/');
  const inner = page.getByRole('banner').locator('> div');
  const box = await inner.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(1600);
  expect(box!.x).toBeGreaterThan(0);
});

test.describe('a way to get in touch from every page', () => {
  const project = readProjects()[0]!;
  const note = publishedNotes()[0];
  const hasOffers = sample<unknown[]>('offers.json').length > 0;
  const inner = [
    '/category/all',
    `/portfolio/${project.slug}`,
    '/cv',
    ...(note ? [`/notes/${note.slug}`] : []),
    ...(hasOffers ? ['/hire'] : []),
  ];

  for (const width of widths) {
    test(`at ${width} px, Let's Talk is in the header of every page, and the logo has the home page's size`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 800 });
      const header = page.getByRole('banner');
      const logoOf = async () => {
        const logo = header.getByRole('link', { name: ownerName() });
        const picture = logo.locator('img');
        return (await picture.count())
          ? (await picture.boundingBox())!
          : (await logo.boundingBox())!;
      };
      await page.goto('/');
      const onHome = await logoOf();
      for (const address of ['/', ...inner]) {
        if (address !== '/') await page.goto(address);
        const talk = header.getByRole('link', { name: "Let's Talk" });
        await expect(talk, address).toBeVisible();
        await expect(talk, address).toHaveAttribute(
          'href',
          address === '/' ? '#contact' : '/#contact',
        );
        // Whole on the screen, its words on one line.
        const box = (await talk.boundingBox())!;
        expect(box.x, address).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, address).toBeLessThanOrEqual(width);
        expect(box.height, address).toBeLessThan(48);
        if (address !== '/') {
          // The specification's links of the pages other than home stay.
          await expect(header.getByRole('link', { name: 'Categories' }), address).toBeVisible();
          // About, from a tablet's width up; on a phone the logo leads where it does.
          const about = header.locator('nav a', { hasText: /^About$/ });
          await expect(about, address).toHaveAttribute('href', '/');
          if (width >= 768) await expect(about, address).toBeVisible();
        }
        const logo = await logoOf();
        expect(Math.abs(logo.width - onHome.width), address).toBeLessThanOrEqual(0.5);
        expect(Math.abs(logo.height - onHome.height), address).toBeLessThanOrEqual(0.5);
      }
    });
  }

  test("Let's Talk on another page opens the home page at its contact form", async ({ page }) => {
    await page.goto(`/portfolio/${project.slug}`);
    await page.getByRole('banner').getByRole('link', { name: "Let's Talk" }).click();
    await expect(page).toHaveURL('/#contact');
    await expect(page.locator('#contact').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  for (const address of [`/portfolio/${project.slug}`, ...(note ? [`/notes/${note.slug}`] : [])]) {
    test(`${address} ends with a block leading to ${hasOffers ? '/hire and ' : ''}the contact form`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(address);
      const block = page.getByRole('region', { name: 'Have a project like this in mind?' });
      await expect(block).toHaveCount(1);
      const links = block.getByRole('link');
      await expect(links).toHaveText(
        hasOffers ? ['See my offers', 'Write to me'] : ['Write to me'],
      );
      if (hasOffers) await expect(links.first()).toHaveAttribute('href', '/hire');
      await expect(links.last()).toHaveAttribute('href', '/#contact');
      // The last thing of the page: under everything in <main>, right above the footer.
      const [blockBottom, mainBottom, lastTop] = await block.evaluate((el) => {
        const main = document.querySelector('main')!;
        const others = [...main.querySelectorAll('h1, h2, p, img, article')].filter(
          (node) => !el.contains(node),
        );
        return [
          el.getBoundingClientRect().bottom,
          main.getBoundingClientRect().bottom,
          Math.max(...others.map((node) => node.getBoundingClientRect().bottom)),
        ];
      });
      expect(Math.abs(blockBottom - mainBottom)).toBeLessThanOrEqual(1);
      expect((await block.boundingBox())!.y).toBeGreaterThanOrEqual(lastTop);
      await links.last().click();
      await expect(page).toHaveURL('/#contact');
      await expect(page.locator('#contact').getByRole('heading', { level: 2 })).toBeInViewport();
    });
  }
});
