import { publishedNotes } from './support/notes';
import type { HomeSection } from '../lib/constants';
import { homeOrder } from '../lib/content/home-sections';
import { expect, test } from '@playwright/test';
import {
  QUICK,
  SAMPLE_ONLY,
  about,
  given,
  ownerName,
  sample,
  visibleSlides,
  tokensOf,
  type SampleTimelineEntry,
  readProjects,
  carouselSettled,
  settledInView,
  watchHydration,
} from './support';

const skills = sample<{ name: string; percentage?: number; description?: string }[]>('skills.json');
const tools = sample<{ name?: string; avatar: string }[]>('tools.json');
const projects = readProjects();
const categories = sample<{ name: string; slug: string }[]>('categories.json');
const experience = sample<SampleTimelineEntry[]>('experience.json');
const education = sample<SampleTimelineEntry[]>('education.json');

test.beforeEach(async ({ page }) => {
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
});

test.describe('About', () => {
  test('on a phone, the headline never breaks a hyphenated word at its hyphen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    const headline = page.locator('#about p:has(+ h1)');
    const title = about().title ?? '';
    const hyphenated = title.split(/\s+/).filter((word) => /\S-\S/.test(word));
    await expect(headline.locator('span')).toHaveText(hyphenated);
    // Each such word sits on one line: one box, not one per line.
    for (const word of await headline.locator('span').all()) {
      expect(await word.evaluate((span) => span.getClientRects().length)).toBe(1);
    }
  });

  test(
    'shows the name, headline, lead, resume and portfolio links, and the contact details it has',
    QUICK,
    async ({ page }) => {
      const me = about();
      await page.goto('/');
      const aboutSection = page.locator('#about');
      const name = aboutSection.getByRole('heading', { level: 1 });
      await expect(name).toHaveText(ownerName());
      const headline = aboutSection.locator('p:has(+ h1)');
      if (given(me.title)) await expect(headline).toHaveText(me.title);
      else await expect(headline).toHaveCount(0);
      const lead = aboutSection.locator('h1 + p');
      if (given(me.description)) await expect(lead).toHaveText(me.description);
      else await expect(lead).toHaveCount(0);

      const resume = aboutSection.getByRole('link', { name: 'Download Resume' });
      if (given(me.resume_cv)) {
        await expect(resume).toHaveAttribute('href', me.resume_cv);
        await expect(resume).toHaveAttribute('target', '_blank');
      } else {
        await expect(aboutSection.getByText('Download Resume')).toHaveCount(0);
      }
      await expect(aboutSection.getByRole('link', { name: 'My Portfolio' })).toHaveAttribute(
        'href',
        '/category/all',
      );

      // The contact details stand beside the biography, in its own section.
      const details = page.locator('#biography');
      if (given(me.email)) {
        await expect(details.getByRole('link', { name: me.email })).toHaveAttribute(
          'href',
          `mailto:${me.email}`,
        );
      } else {
        await expect(details.locator('a[href^="mailto:"]')).toHaveCount(0);
      }
      if (given(me.phone)) {
        const phone = details.getByRole('link', { name: `+${me.phone}` });
        await expect(phone).toHaveAttribute('href', `tel:+${me.phone.replace(/\D/g, '')}`);
      } else {
        await expect(details.locator('a[href^="tel:"]')).toHaveCount(0);
        await expect(details.getByText('Phone', { exact: true })).toHaveCount(0);
      }
      if (given(me.address)) await expect(details).toContainText(me.address);
      else await expect(details.getByText('Address', { exact: true })).toHaveCount(0);

      const portrait = aboutSection.getByRole('img', { name: `Portrait of ${ownerName()}` });
      await expect(portrait).toHaveCount(given(me.avatar) ? 1 : 0);
    },
  );

  test('the biography shows the short text, without "Show more" when there is no long bio', async ({
    page,
  }) => {
    const { freelancer, bio } = about();
    await page.goto('/');
    const heading = page.locator('#biography').getByRole('heading', { name: 'Biography' });
    if (!given(freelancer) && !given(bio)) {
      await expect(heading).toHaveCount(0);
      return;
    }
    const biography = heading.locator('..');
    if (given(freelancer)) {
      await expect(biography).toContainText(tokensOf(freelancer).slice(0, 6).join(' '));
    }
    await expect(biography.getByRole('button', { name: /^Show (more|less)$/ })).toHaveCount(
      given(bio) ? 1 : 0,
    );
  });

  test('the long bio is collapsed, and toggles with "Show more" / "Show less"', async ({
    page,
  }) => {
    const { bio } = about();
    test.skip(!given(bio), 'the set has no long bio');
    await page.goto('/');
    const biography = page
      .locator('#biography')
      .getByRole('heading', { name: 'Biography' })
      .locator('..');
    const toggle = biography.getByRole('button', { name: /^Show (more|less)$/ });
    await expect(toggle).toHaveText('Show more');
    const bioText = tokensOf(bio!).slice(0, 6).join(' ');
    await expect(biography.getByText(bioText, { exact: false })).toBeHidden();
    await toggle.click();
    await expect(biography.getByText(bioText, { exact: false })).toBeVisible();
    await expect(toggle).toHaveText('Show less');
    await toggle.click();
    await expect(toggle).toHaveText('Show more');
    await expect(biography.getByText(bioText, { exact: false })).toBeHidden();
  });

  for (const [width, size] of [
    [375, 240],
    [768, 270],
    [1280, 320],
  ] as const) {
    test(`the hero avatar is ${size} px wide at ${width} px, with its space reserved`, async ({
      page,
    }) => {
      test.skip(!given(about().avatar), 'the set has no portrait');
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const avatar = page.getByRole('img', { name: `Portrait of ${ownerName()}` });
      await expect(avatar).toBeVisible();
      const box = await avatar.boundingBox();
      expect(Math.round(box!.width)).toBe(size);
      expect(Math.round(box!.height)).toBe(size);
    });
  }
});

test.describe('Services', () => {
  const withBars = skills.some((skill) => skill.percentage !== undefined);

  test('"What I Do" lists skills from 1 with bars, 3 at first, with Show More / Show Less', async ({
    page,
  }) => {
    test.skip(!withBars, 'the set has no skills with a percentage');
    const first = skills[0]!;
    await page.goto('/');
    const services = page.locator('#services');
    await expect(services.getByRole('heading', { name: 'What I Do' })).toBeVisible();
    await expect(services.getByRole('progressbar')).toHaveCount(Math.min(3, skills.length));
    const bar = services.getByRole('progressbar', { name: first.name });
    await expect(bar).toHaveAttribute('aria-valuenow', String(first.percentage));
    const trackWidth = (await bar.boundingBox())!.width;
    const barWidth = (await bar.locator('div').boundingBox())!.width;
    expect(barWidth / trackWidth).toBeCloseTo(first.percentage! / 100, 2);
    await expect(services.getByRole('listitem').first()).toContainText('01');

    const toggle = services.getByRole('button', { name: /^Show (More|Less)$/ });
    if (skills.length <= 3) {
      await expect(toggle).toHaveCount(0);
      return;
    }
    await expect(toggle).toHaveText('Show More');
    await toggle.click();
    await expect(services.getByRole('progressbar')).toHaveCount(skills.length);
    await expect(services.getByRole('listitem').last()).toContainText(
      String(skills.length).padStart(2, '0'),
    );
    await expect(toggle).toHaveText('Show Less');
    await toggle.click();
    await expect(services.getByRole('progressbar')).toHaveCount(3);
  });

  test('"What I Do" without percentages lists services from 1, each with its line and no bar', async ({
    page,
  }) => {
    test.skip(!skills.length || withBars, 'the set has no skills, or gives percentages');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const services = page.locator('#services');
    await expect(services.getByRole('heading', { name: 'What I Do' })).toBeVisible();
    await expect(services.getByRole('progressbar')).toHaveCount(0);
    await expect(services.getByText(/\d\s?%/)).toHaveCount(0);
    // The rest stay in the page, hidden until "Show More".
    const items = services.getByRole('listitem');
    await expect(services.locator('li')).toHaveCount(skills.length);
    await expect(items).toHaveCount(Math.min(3, skills.length));
    for (const [index, skill] of skills.slice(0, 3).entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(String(index + 1).padStart(2, '0'));
      await expect(item.getByRole('heading', { level: 3, name: skill.name })).toBeVisible();
      if (skill.description) await expect(item.getByText(skill.description)).toBeVisible();
    }
    // A line reads under its name, not beside it, and stays inside its card.
    const name = (await items.first().getByRole('heading').boundingBox())!;
    const line = (await items.first().getByText(skills[0]!.description!).boundingBox())!;
    expect(line.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
    const card = (await items.first().boundingBox())!;
    expect(line.x + line.width).toBeLessThanOrEqual(card.x + card.width);
    if (skills.length > 3) {
      const toggle = services.getByRole('button', { name: 'Show More' });
      await toggle.click();
      await expect(items).toHaveCount(skills.length);
      await expect(services.getByRole('button', { name: 'Show Less' })).toBeVisible();
    }
  });
});

test.describe("The home page's order", () => {
  const order = homeOrder(sample<{ home_sections?: HomeSection[] }>('site.json').home_sections);

  for (const width of [375, 1280]) {
    test(`the sections stand in site.json's order, one below the other, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const tops = await page.evaluate(
        (ids) =>
          ids
            .map((id) => [id, document.getElementById(id)] as const)
            .filter(([, element]) => element)
            .map(([id, element]) => ({
              id,
              top: element!.getBoundingClientRect().top + window.scrollY,
            })),
        order,
      );
      // Every section the content fills is there, and each starts below the one before it.
      expect(tops.length).toBeGreaterThanOrEqual(4);
      expect(tops.map(({ id }) => id)).toEqual(
        order.filter((id) => tops.some((top) => top.id === id)),
      );
      for (let index = 1; index < tops.length; index++) {
        expect(tops[index]!.top, `${tops[index]!.id} below ${tops[index - 1]!.id}`).toBeGreaterThan(
          tops[index - 1]!.top,
        );
      }
      if (order[1] === 'portfolio') {
        // The work right after the introduction: its first picture within the second screen.
        expect(tops[1]!.id).toBe('portfolio');
        const picture = await page.locator('#portfolio article img').first().boundingBox();
        expect(picture!.y).toBeLessThan(width < 768 ? 1600 : 1200);
      }
    });
  }

  test("the header's menu lists the sections in the same order", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const inMenu = await page
      .locator('header nav a[href^="#"]')
      .filter({ hasNotText: "Let's Talk" })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
    expect(inMenu.length).toBeGreaterThanOrEqual(3);
    const rank = (id: string) => order.indexOf(id as HomeSection);
    expect(inMenu).toEqual([...inMenu].sort((a, b) => rank(a) - rank(b)));
  });
});

test.describe('Tools carousel', () => {
  for (const [width, perView] of [
    [375, 2],
    [600, 3],
    [900, 5],
    [1280, 8],
  ] as const) {
    test(`shows ${perView} logos at ${width} px`, async ({ page }) => {
      test.skip(!tools.length, 'the set has no tools');
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.getByRole('region', { name: 'Tools I work with' }).scrollIntoViewIfNeeded();
      expect(await visibleSlides(page, 'Tools I work with')).toBe(perView);
    });
  }

  test('on the band of the section above it, it is one section gap below that section’s end', async ({
    page,
  }) => {
    test.skip(!tools.length, 'the set has no tools');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const band = page.locator('#tools');
    await band.scrollIntoViewIfNeeded();
    const { sameBand, gap, sectionGap } = await band.evaluate((element) => {
      const above = element.previousElementSibling!;
      const aboveContent = above.querySelector(':scope > *')!;
      const title = element.querySelector('h2')!;
      const background = (node: Element) => getComputedStyle(node).backgroundColor;
      return {
        sameBand: background(above) === background(element),
        gap: title.getBoundingClientRect().top - aboveContent.getBoundingClientRect().bottom,
        sectionGap: parseFloat(getComputedStyle(above).paddingBottom),
      };
    });
    test.skip(!sameBand, 'Tools starts a band of its own here');
    expect(gap).toBeGreaterThanOrEqual(sectionGap - 1);
    expect(gap).toBeLessThanOrEqual(sectionGap + 1);
  });

  test('loops with its arrows and the keyboard, and lazy-loads its images', async ({ page }) => {
    test.skip(!tools.length, 'the set has no tools');
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Tools I work with' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('img').first()).toHaveAttribute('loading', 'lazy');
    const firstVisible = () =>
      carousel.evaluate((root) => {
        const frame = root.querySelector('.swiper')!.getBoundingClientRect();
        const slide = [...root.querySelectorAll('.swiper-slide')].find(
          (s) => Math.abs(s.getBoundingClientRect().left - frame.left) < 2,
        );
        return slide?.querySelector('img')?.getAttribute('alt');
      });
    expect(await firstVisible()).toBe(tools[0]!.name);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(firstVisible).toBe(tools.at(-1)!.name);
    await carouselSettled(carousel);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(firstVisible).toBe(tools[0]!.name);
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await carouselSettled(carousel);
    await page.keyboard.press('ArrowRight');
    await expect.poll(firstVisible).toBe(tools[1]!.name);
  });
});

test.describe('Portfolio', () => {
  test('links to all and to each category', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#portfolio');
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(section.getByRole('link', { name: 'All Portfolio' })).toHaveAttribute(
      'href',
      '/category/all',
    );
    for (const category of categories) {
      await expect(
        section.getByRole('navigation').getByRole('link', { name: category.name }),
      ).toHaveAttribute('href', `/category/${category.slug}`);
    }
  });

  test('pages through 6 entries at a time, from page 1 to the last', async ({ page }) => {
    test.skip(projects.length <= 6, 'the set has one page of projects');
    const hydrated = await watchHydration(page);
    await page.goto('/');
    const section = page.locator('#portfolio');
    const cards = section.getByRole('article');
    const total = Math.ceil(projects.length / 6);
    const previous = section.getByRole('button', { name: 'Previous' });
    const next = section.getByRole('button', { name: 'Next' });

    await expect(cards).toHaveCount(6);
    await expect(section.getByRole('navigation', { name: 'Pagination' })).toContainText(
      `1 / ${total}`,
    );
    await expect(previous).toBeDisabled();
    const first = projects[0]!;
    const card = cards.first();
    await expect(card.getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/portfolio/${first.slug}`,
    );
    if (first.category) {
      await expect(card.getByRole('link', { name: first.category.name })).toHaveAttribute(
        'href',
        `/category/${first.category.id}`,
      );
    } else {
      await expect(card.getByRole('link')).toHaveCount(1);
    }
    if (given(first.avatar)) await expect(card.locator('img')).toHaveAttribute('src', /.+/);
    else await expect(card.locator('img')).toHaveCount(0);

    // Built as Next.js builds it (DEFERRED_HYDRATION=off), a press before hydration is not replayed.
    await hydrated();
    await settledInView(next);
    await next.click();
    await expect(section.getByRole('navigation', { name: 'Pagination' })).toContainText(
      `2 / ${total}`,
    );
    await expect(cards.first()).toContainText(projects[6]!.name);
    await expect(cards).toHaveCount(Math.min(6, projects.length - 6));
    if (total === 2) await expect(next).toBeDisabled();
    else await expect(next).toBeEnabled();
    await expect(previous).toBeEnabled();
    const top = () => cards.first().evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(top).toBeGreaterThan(-1);
    expect(await top()).toBeLessThan(900);

    await settledInView(previous);
    await previous.click();
    await expect(cards.first()).toContainText(first.name);
  });

  for (const [width, columns] of [
    [375, 1],
    [768, 3],
    [1280, 3],
  ] as const) {
    test(`the grid has ${columns} column(s) at ${width} px`, SAMPLE_ONLY, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const tops = await page
        .locator('#portfolio article')
        .evaluateAll((cards) =>
          cards.slice(0, 3).map((c) => Math.round(c.getBoundingClientRect().top)),
        );
      expect(new Set(tops).size).toBe(columns === 1 ? 3 : 1);
    });
  }
});

test.describe('Experience and Education', () => {
  test('cards show the name and year range, "Present" for ongoing; no entries, no section', async ({
    page,
  }) => {
    await page.goto('/');
    for (const [id, entries] of [
      ['experience', experience],
      ['education', education],
    ] as const) {
      if (!entries.length) {
        await expect(page.locator(`#${id}`)).toHaveCount(0);
        continue;
      }
      const cards = page.locator(`#${id} li`);
      await expect(cards).toHaveCount(entries.length);
      for (const [i, entry] of entries.entries()) {
        await expect(cards.nth(i)).toContainText(entry.name);
        const range = `${entry.from_year}\u00a0– ${given(entry.to_year) ? entry.to_year : 'Present'}`;
        await expect(cards.nth(i)).toContainText(range);
        await expect(cards.nth(i).locator('p')).toHaveCount(given(entry.description) ? 2 : 1);
      }
      if (entries.some((entry) => !given(entry.to_year))) {
        await expect(page.locator(`#${id}`)).toContainText('Present');
      }
    }
  });

  test('a long description toggles with "Show more" / "Show less"', async ({ page }) => {
    const longest = experience.findIndex((entry) => (entry.description?.length ?? 0) > 300);
    test.skip(longest < 0, 'no experience entry has a description long enough to be clamped');
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/');
    const card = page.locator('#experience li').nth(longest);
    const text = card.locator('p').nth(1);
    // The section is laid out only as the visitor nears it.
    await settledInView(card);
    const clamped = (await text.boundingBox())!.height;
    await card.getByRole('button', { name: 'Show more' }).click();
    expect((await text.boundingBox())!.height).toBeGreaterThan(clamped);
    await card.getByRole('button', { name: 'Show less' }).click();
    expect(Math.round((await text.boundingBox())!.height)).toBe(Math.round(clamped));
  });
});

test('testimonials show each quote with its author, and the role when there is one', async ({
  page,
}) => {
  const testimonials =
    sample<{ quote: string; name: string; role?: string | null }[]>('testimonials.json');
  await page.goto('/');
  if (!testimonials.length) {
    await expect(page.locator('#testimonial')).toHaveCount(0);
    return;
  }
  const cards = page.locator('#testimonial li');
  await expect(cards).toHaveCount(testimonials.length);
  for (const [i, t] of testimonials.entries()) {
    await expect(cards.nth(i)).toContainText(t.quote);
    await expect(cards.nth(i)).toContainText(t.name);
    if (given(t.role)) await expect(cards.nth(i)).toContainText(t.role);
  }
});

test('contact and footer are in the server-rendered HTML', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('id="contact"');
  expect(html).toContain('name="message"');
  expect(html).toContain(`© ${new Date().getFullYear()} ${ownerName()}`);
  const { iframe } = about();
  if (given(iframe)) expect(html).toContain(iframe.match(/src="([^"]+)"/)![1]);
  else expect(html).not.toContain('<iframe');
});

test('the portrait, the largest thing on first paint, is fetched first; project covers wait', async ({
  page,
}) => {
  test.skip(!given(about().avatar), 'the set has no portrait');
  await page.goto('/');
  const portrait = page.getByRole('img', { name: `Portrait of ${ownerName()}` });
  await expect(portrait).toHaveAttribute('fetchpriority', 'high');
  await expect(portrait).not.toHaveAttribute('loading', 'lazy');
  await expect(page.locator('#portfolio img').first()).toHaveAttribute('loading', 'lazy');
});

test("the sections come in the specification's order, each only when it has content", async ({
  page,
}) => {
  await page.goto('/');
  const testimonials = sample<unknown[]>('testimonials.json');
  const offers = sample<unknown[]>('offers.json');
  const expected = [
    'about',
    'portfolio',
    ...(offers.length ? ['hire'] : []),
    ...(publishedNotes().length ? ['notes'] : []),
    ...(experience.length ? ['experience'] : []),
    ...(testimonials.length ? ['testimonial'] : []),
    ...(education.length ? ['education'] : []),
    'contact',
  ];
  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) =>
      sections.filter((s) => !s.parentElement?.closest('section')).map((s) => s.id),
    );
  expect(ids).toEqual(expected);
});
