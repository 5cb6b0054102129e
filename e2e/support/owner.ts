import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { run } from './build';

export type OwnerSettings = Record<string, string> & { SITE_URL: string };

/** `npm run <script> -- ARGS` as the owner runs it on the server; what it printed. */
export function ownerCommand(script: string, args: string[], settings: OwnerSettings): string {
  const result = run(path.resolve('node_modules/.bin/tsx'), [`scripts/${script}.ts`, ...args], {
    ...settings,
  });
  expect(result.status, result.output).toBe(0);
  return result.stdout;
}

export function adminLink(settings: OwnerSettings): string {
  const link = ownerCommand('admin-link', [], settings).split('\n')[0]!;
  expect(link.startsWith(`${settings.SITE_URL}/admin/sign-in/`), link).toBe(true);
  expect(link).toMatch(/\/admin\/sign-in\/[A-Za-z0-9_-]{43}$/);
  return link;
}

export async function signInAsOwner(page: Page, settings: OwnerSettings) {
  await page.goto(adminLink(settings));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
}

/** The owner's session cookie, signed in by a fresh link as the sign-in form posts it. */
export async function ownerCookie(settings: OwnerSettings): Promise<string> {
  const link = adminLink(settings);
  const signIn = await fetch(`${settings.SITE_URL}/admin/session`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: settings.SITE_URL, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: link.slice(link.lastIndexOf('/') + 1) }),
  });
  expect(signIn.status).toBe(303);
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  expect(cookie).toMatch(/^portfolio_admin=/);
  return cookie;
}
