import { expect, test, type Page, type Route } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { run } from './support/build';
import { QUICK, about, actionFields, isContactAction, sample } from './support';

const message = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: 'A new site',
  message: 'Hello, Ines!',
};

async function fill(page: Page) {
  await page.goto('/#contact');
  const form = page.locator('#contact form');
  await form.getByLabel('Name').fill(message.name);
  await form.getByLabel('Email').fill(message.email);
  await form.getByLabel('Subject').fill(message.subject);
  await form.getByLabel('Message').fill(message.message);
  return form;
}

const THANKS = "Thank you for your message! It has reached me, and I'll reply as soon as I can.";

/** Each call of the form's action, held by `handler`: let through, answered or cut. */
async function stub(page: Page, handler: (route: Route) => Promise<void>) {
  const bodies: Record<string, string>[] = [];
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
  await page.route('**/*', async (route) => {
    if (!isContactAction(route.request())) return route.fallback();
    bodies.push(await actionFields(route.request()));
    await handler(route);
  });
  return bodies;
}

const values = (page: Page) =>
  page
    .locator('#contact form')
    .evaluate((form) =>
      ['name', 'email', 'subject', 'message'].map(
        (n) => (form.querySelector(`[name="${n}"]`) as HTMLInputElement).value,
      ),
    );

test('the contact section shows the embed, email and phone', async ({ page }) => {
  await page.goto('/');
  const contact = page.locator('#contact');
  await expect(contact.locator('iframe')).toHaveAttribute(
    'src',
    about().iframe!.match(/src="([^"]+)"/)![1]!,
  );
  await expect(contact.getByRole('link', { name: about().email! })).toBeVisible();
  await expect(contact.getByRole('link', { name: `+${about().phone}` })).toBeVisible();
});

test('success: the overlay shows, then the message is a toast, and a confirmation stands in the form’s place until another is started', async ({
  page,
}) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const bodies = await stub(page, async (route) => {
    await gate;
    await route.continue();
  });
  const form = await fill(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Sending your message…')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  release();
  const toast = page.getByRole('status').filter({ hasText: THANKS });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box!.x + box!.width).toBeGreaterThan(page.viewportSize()!.width * 0.75);
  expect(box!.y).toBeLessThan(200);
  const confirmation = page.locator('#contact').getByRole('status', { name: 'Message sent' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('usually within two working days');
  await expect(confirmation).toBeFocused();
  await expect(page.locator('#contact form')).toHaveCount(0);
  expect(bodies).toEqual([{ ...message, offer: '', website: '', lang: 'en' }]);
  // The toast goes away by itself (TOAST_DURATION_MS); the confirmation stays.
  await expect(toast).toBeHidden({ timeout: 6000 });
  await expect(confirmation).toBeVisible();

  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(page.locator('#contact form').getByLabel('Name')).toBeFocused();
  expect(await values(page)).toEqual(['', '', '', '']);
});

test('the offer select starts on "Choose…", unless the visitor came from an offer', async ({
  page,
}) => {
  const offers = sample<{ id: string; name: string }[]>('offers.json');
  test.skip(!offers.length, 'a site without offers asks no such question');
  await page.goto('/#contact');
  const select = page.locator('#contact form').getByLabel('What is it about?');
  await expect(select).toHaveValue('');
  expect(await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)).toBe(
    'Choose…',
  );
  const offer = offers.at(-1)!;
  await page.goto(`/?offer=${offer.id}#contact`);
  await expect(select).toHaveValue(offer.id);
});

test('field errors: the first message shows under its field with a red border, and text is kept', async ({
  page,
}) => {
  // Both pass the browser's own checks; the site refuses them.
  const typed = { ...message, email: 'ann@example', message: '  ' };
  const bodies = await stub(page, (route) => route.continue());
  const form = await fill(page);
  await form.getByLabel('Email').fill(typed.email);
  await form.getByLabel('Message').fill(typed.message);
  await form.getByRole('button', { name: 'Send message' }).click();
  const email = form.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    'That email address does not look right; please check it.',
  );
  await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Please write a message.');
  expect(bodies).toHaveLength(1);
  await expect
    .poll(() => email.evaluate((el) => getComputedStyle(el).borderColor))
    .toBe('rgb(180, 35, 24)');
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
  expect(await values(page)).toEqual(Object.values(typed));
});

test('a server error ends silently and keeps the text', async ({ page }) => {
  await stub(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  const form = await fill(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await expect(form.getByText('Sending your message…')).toHaveCount(0);
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect(await values(page)).toEqual(Object.values(message));
});

test('a network failure ends silently and keeps the text', async ({ page }) => {
  await stub(page, (route) => route.abort('connectionrefused'));
  const form = await fill(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await expect(form.getByText('Sending your message…')).toHaveCount(0);
  expect(await values(page)).toEqual(Object.values(message));
});

test('the browser checks the email field before anything is sent', async ({ page }) => {
  const bodies = await stub(page, (route) => route.continue());
  const form = await fill(page);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect(
    await form.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true);
  // The one request that leaves carries the corrected address, so the first press sent nothing.
  await form.getByLabel('Email').fill('ann@example.com');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => bodies.length).toBe(1);
  expect(bodies[0]).toMatchObject({ email: 'ann@example.com' });
});

test(
  'with no settings, the form delivers to the built-in endpoint and `npm run inbox` shows the message',
  QUICK,
  async ({ page }) => {
    await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
    const token = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const posted = page.waitForResponse((response) => isContactAction(response.request()));
    const form = await fill(page);
    await form.getByLabel('Message').fill(`Hello, Ines! ${token}`);
    await form.getByRole('button', { name: 'Send message' }).click();
    const response = await posted;
    expect(response.status()).toBe(200);
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you for your message!' }),
    ).toBeVisible();
    await expect(page.getByRole('status', { name: 'Message sent' })).toBeVisible();

    const inbox = run('node_modules/.bin/tsx', ['scripts/inbox.ts', '--since', '1h'], {
      DATA_DIR: E2E_DATA_DIR,
    });
    expect(inbox.status, inbox.output).toBe(0);
    expect(inbox.output).toContain(`${message.name} <${message.email}>`);
    expect(inbox.output).toContain(`Subject: ${message.subject}`);
    expect(inbox.output).toContain(`  Hello, Ines! ${token}`);
  },
);
