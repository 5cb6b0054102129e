import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { storedMessages } from '../lib/store/test/fixture';
import { startServer } from './support/build';
import { OWN_SERVER_MS } from './support/server';

// A server of its own (same build, own database), so that the limits count only these messages.
// Not 3117: abuse.spec.ts's nginx listens there beside 3116.
const PORT = 3118;
const base = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;
let dataDir = '';

test.describe.configure({ mode: 'serial' });
test.use({ javaScriptEnabled: false });

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_MS);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-data-'));
  server = await startServer('.next', PORT, { DATA_DIR: dataDir });
});
test.afterAll(() => {
  server?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const LANGUAGES = [
  {
    lang: 'en',
    home: '/',
    thanks: '/contact/thanks',
    labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
    send: 'Send message',
    sent: 'Message sent',
    thanksText: "Thank you for your message! It has reached me, and I'll reply as soon as I can.",
    back: 'Back to the home page',
    reply: /usually within two working days/,
    another: 'Send another message',
    offer: 'What is it about?',
    choose: 'Choose…',
    invalidEmail: 'That email address does not look right; please check it.',
  },
  {
    lang: 'fr',
    home: '/fr',
    thanks: '/fr/contact/thanks',
    labels: { name: 'Nom', email: 'E-mail', subject: 'Objet', message: 'Message' },
    send: 'Envoyer le message',
    sent: 'Message envoyé',
    thanksText:
      'Merci pour votre message\u202f! Il m’est bien parvenu, je vous réponds dès que possible.',
    back: 'Retour à l’accueil',
    reply: /en général sous deux jours ouvrés/,
    another: 'Envoyer un autre message',
    offer: 'De quoi s’agit-il\u202f?',
    choose: 'Choisir…',
    invalidEmail: 'Cette adresse e-mail semble incorrecte\u202f; merci de la vérifier.',
  },
];

const stored = () => storedMessages(dataDir, { readonly: true });

function problems(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) seen.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      seen.push(`${response.status()} ${response.url()}`);
    }
  });
  return seen;
}

for (const language of LANGUAGES) {
  const { labels } = language;
  const typed = {
    name: 'Ann <b>Lee</b>',
    subject: 'A new site',
    message: 'Hello, Ines!\nTwo lines, <script>kept as text</script>.',
  };

  test(`${language.home}: sent without scripts, the message lands on the thank-you page, which leads to another message and home`, async ({
    page,
  }) => {
    const seen = problems(page);
    await page.goto(`${base}${language.home}#contact`);
    const form = page.locator('#contact form');
    // No offer chosen for the visitor who came from none.
    const offer = form.getByLabel(language.offer);
    if (await offer.count()) {
      expect(await offer.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)).toBe(
        language.choose,
      );
    }
    await form.getByLabel(labels.name).fill(typed.name);
    await form.getByLabel(labels.email).fill('ann@example.com');
    await form.getByLabel(labels.subject).fill(typed.subject);
    await form.getByLabel(labels.message).fill(typed.message);
    await form.getByRole('button', { name: language.send }).click();

    await expect(page).toHaveURL(`${base}${language.thanks}#main`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.sent);
    await expect(page.getByText(language.thanksText)).toBeVisible();
    await expect(page.getByRole('status')).toContainText(language.reply);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(stored()[0]).toMatchObject({ ...typed, email: 'ann@example.com' });

    await page.getByRole('link', { name: language.another }).click();
    await expect(page).toHaveURL(`${base}${language.home}#contact`);
    await expect(page.locator('#contact form').getByLabel(labels.name)).toHaveValue('');
    await page.goBack();

    await page.getByRole('link', { name: language.back }).click();
    await expect(page).toHaveURL(`${base}${language.home}`);
    expect(seen).toEqual([]);
  });

  test(`${language.home}: an address the browser lets through but the site refuses comes back under its field, the rest kept`, async ({
    page,
  }) => {
    const seen = problems(page);
    const before = stored().length;
    // English on a desktop, French on a phone, where the form stands far below its section's top.
    if (language.lang === 'fr') await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${base}${language.home}#contact`);
    const home = page.locator('#contact form');
    await home.getByLabel(labels.name).fill(typed.name);
    await home.getByLabel(labels.email).fill('ann@example');
    await home.getByLabel(labels.subject).fill(typed.subject);
    await home.getByLabel(labels.message).fill(typed.message);
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url() === `${base}${language.home}`,
    );
    await home.getByRole('button', { name: language.send }).click();
    expect((await answered).status()).toBe(200);

    // The home page again, at its form, drawn with the answer: rendered for this post, so it is
    // waited for as a page load, not an assertion's few seconds. The browser jumps to the form,
    // the field to fix in view on a phone too.
    await page.waitForURL(`${base}${language.home}#contact-form`);
    const form = page.locator('#contact').getByRole('form');
    await expect(form).toBeInViewport();
    const email = form.getByLabel(labels.email);
    await expect(email).toBeInViewport();
    await expect(email).toHaveValue('ann@example');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(language.invalidEmail);
    await expect(form.getByLabel(labels.name)).toHaveValue(typed.name);
    await expect(form.getByLabel(labels.subject)).toHaveValue(typed.subject);
    await expect(form.getByLabel(labels.message)).toHaveValue(typed.message);
    await expect
      .poll(() => email.evaluate((element) => getComputedStyle(element).borderColor))
      .toBe('rgb(180, 35, 24)');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Ines Moreau' }),
    ).toHaveAttribute('href', language.home);
    await expect(page.getByRole('contentinfo')).toContainText('Ines Moreau');
    expect(stored()).toHaveLength(before);

    await email.fill('ann@example.com');
    await form.getByRole('button', { name: language.send }).click();
    await expect(page).toHaveURL(`${base}${language.thanks}#main`);
    expect(stored()).toHaveLength(before + 1);
    expect(seen).toEqual([]);
  });
}

test('axe finds nothing on the answers, in either language', async ({ browser }) => {
  // Four whole-page axe runs, two of them on the long home page: slower than one test's default.
  test.setTimeout(90_000);
  // axe runs in the page, and this file's other contexts run no scripts.
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  // States settle at once without motion, so contrast is judged on the final colours.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const language of LANGUAGES) {
    await page.goto(`${base}${language.thanks}`);
    expect(await axeViolations(page)).toEqual([]);
    // Posted as a browser without scripts posts it: submit() skips the page's own handler.
    await page.goto(`${base}${language.home}#contact`);
    const form = page.locator('#contact form');
    await form.getByLabel(language.labels.name).fill('Ann');
    await form.getByLabel(language.labels.email).fill('ann@example');
    await form.evaluate((element: HTMLFormElement) => element.submit());
    await expect(form.getByLabel(language.labels.email)).toHaveAccessibleDescription(
      language.invalidEmail,
    );
    expect(await axeViolations(page)).toEqual([]);
  }
  await context.close();
});
