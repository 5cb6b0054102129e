import { expect, test } from '@playwright/test';
import { about, ownerName, sample } from './support';

test.describe('header', () => {
  test('is transparent at the top and dark with a shadow once scrolled', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const top = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(top).toBe('rgba(0, 0, 0, 0)');

    await page.mouse.wheel(0, 1);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow))
      .not.toBe('none');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgba(12, 14, 19, 0.94)');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('stays fixed at the top while scrolling', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 1500));
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('has the owner logo linking home, alt text first and last name', async ({ page }) => {
    await page.goto('/category/all');
    const logo = page.getByRole('banner').getByRole('img', { name: ownerName() });
    await expect(logo).toHaveAttribute('src', about().icon!);
    await page.getByRole('banner').getByRole('link', { name: ownerName() }).click();
    await expect(page).toHaveURL('/');
  });

  test("on the home page, has Let's Talk to #contact and a Menu instead of page links", async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: "Let's Talk" })).toHaveAttribute('href', '#contact');
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Categories' })).toHaveCount(0);
  });

  for (const path of [
    '/category/all',
    `/portfolio/${sample<{ slug: string }[]>('portfolios.json')[0]!.slug}`,
    '/missing-page',
  ]) {
    test(`on ${path}, has About and Categories links instead of the Menu`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('button', { name: 'Menu' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/');
      // Next.js writes /category/all/ without its trailing slash: the same route, no redirect.
      await expect(nav.getByRole('link', { name: 'Categories' })).toHaveAttribute(
        'href',
        /^\/category\/all\/?$/,
      );
      await nav.getByRole('link', { name: 'Categories' }).click();
      await expect(page).toHaveURL(/\/category\/all\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('menu', () => {
  test('opens with the mouse, lists the sections, and scrolls smoothly to the chosen one', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link')).toHaveText([
      'About',
      'Portfolio',
      'Experience',
      'Education',
      'Contact',
    ]);
    expect(await panel.evaluate((el) => (el as HTMLElement).offsetWidth)).toBeGreaterThanOrEqual(
      250,
    );

    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { positions: number[] }).positions = positions;
      window.addEventListener('scroll', () => positions.push(window.scrollY));
    });
    await panel.getByRole('link', { name: 'Education' }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/#education$/);
    const top = () =>
      page.evaluate(() =>
        Math.round(document.getElementById('education')!.getBoundingClientRect().top),
      );
    // Where the scroll comes to rest: just under the header, neither short of the section nor
    // past it, although the blocks on the way render only as the page nears them.
    const rest = async () => {
      const before = await top();
      await page.waitForTimeout(200);
      return before === (await top()) ? before : null;
    };
    await expect.poll(rest).not.toBeNull();
    const landed = await top();
    expect(landed).toBeGreaterThanOrEqual(0);
    expect(landed).toBeLessThan(120);
    // Smooth, not a jump: the page passed through many positions on the way.
    const positions = await page.evaluate(
      () => (window as unknown as { positions: number[] }).positions,
    );
    expect(new Set(positions).size).toBeGreaterThan(3);
    await expect(page.locator('#education')).toBeFocused();
  });

  test('works from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async ({
    page,
  }) => {
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
  });

  test('closes on a click outside it', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
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
    const links = sample<{ name: string; link: string; icon: string }[]>('social-links.json');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const anchor = footer.getByRole('link', { name: link.name });
      await expect(anchor).toHaveAttribute('href', link.link);
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(anchor.locator('img')).toHaveAttribute('src', link.icon);
    }
  });
});

test('the page container is at most 1600 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 2200, height: 900 });
  await page.goto('/');
  const inner = page.getByRole('banner').locator('> div');
  const box = await inner.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(1600);
  expect(box!.x).toBeGreaterThan(0);
});
