/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

jest.mock('next/og', () => ({
  ImageResponse: class {
    constructor(readonly element: ReactElement) {}
  },
}));

// The first draw loads the content and the share card's fonts.
jest.setTimeout(30_000);

const saved = process.env.SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

/** What every page's head and a share card write with SITE_URL as given (settings are read once
 * per process). */
async function drawnWith(siteUrl: string | undefined) {
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
  let head = '';
  let card: Promise<{ element: ReactElement }> | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { printOriginRule } = require('@/lib/settings') as typeof import('@/lib/settings');
    const { contentIn } = require('@/lib/content') as typeof import('@/lib/content');
    const { shareCard } = require('./card') as typeof import('./card');
    /* eslint-enable @typescript-eslint/no-require-imports */
    head = printOriginRule();
    card = shareCard(contentIn('en'), { eyebrow: 'Notes', title: 'A note' }) as never;
  });
  return { head, card: renderToStaticMarkup((await card!).element) };
}

it('without SITE_URL, neither the printed pages nor the share cards name localhost', async () => {
  const { head, card } = await drawnWith(undefined);
  expect(head).toBe('');
  expect(card).not.toContain('localhost');
  expect(card).toContain('A note');
});

it('with SITE_URL, printed links start with its origin and the share cards name its host', async () => {
  const { head, card } = await drawnWith('https://ines.example');
  expect(head).toBe(':root{--site-origin:"https://ines.example"}');
  expect(card).toContain('ines.example');
});
