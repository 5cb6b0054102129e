import type { Metadata, Viewport } from 'next';
import Script from 'next/script';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { ContentEdits } from '@/components/frame/content-edits';
import { ContentProblems } from '@/components/frame/content-problems';
import { InServerHtml } from '@/components/frame/in-server-html';
import { DeferredHydrationSignal } from '@/components/frame/deferred-hydration-signal';
import { HEADER_SCROLLED_SCRIPT } from '@/components/header/scrolled';
import { LanguageOffer } from '@/components/frame/language-offer';
import { OwnerScripts } from '@/components/frame/owner-scripts';
import { Toasts } from '@/components/frame/toasts';
import { SiteHeader } from '@/components/header/site-header';
import { SearchButton } from '@/components/search/search-button';
import {
  devProblems,
  getDefaultLanguage,
  getLanguages,
  getTheme,
  languageOffers,
  type Local,
} from '@/lib/content';
import { BEFORE_HYDRATION_SCRIPT } from '@/lib/deferred-hydration';
import { searchLabels } from '@/lib/i18n/labels';
import { languageOfferRules, languageOfferScript } from '@/lib/i18n/offer-script';
import { routes } from '@/lib/routes';
import { appleIconPath, tabIcon } from '@/lib/share/app-icon';
import { printOriginRule, siteUrl } from '@/lib/settings';
import { themeScript } from '@/lib/theme/choice';
import { accentRule } from '@/lib/theme/palette';
import { THEME_COLOR, THEMES } from '@/lib/theme/themes';
import { fontVariables } from './fonts';
import './globals.scss';

export function siteMetadata({ about, ownerName: name, description }: Local): Metadata {
  const icon = tabIcon(about.fav ?? about.icon);
  return {
    metadataBase: siteUrl(),
    title: name,
    description,
    applicationName: name,
    authors: [{ name }],
    // The tab's icon (small) and iOS's (opaque), drawn at build by app/icons where needed.
    icons: { icon, apple: appleIconPath() },
  };
}

export const notFoundMetadata = (local: Local): Metadata => ({
  ...siteMetadata(local),
  title: `${local.t('notFound.title')} | ${local.ownerName}`,
  robots: { index: false },
});

export function siteViewport(): Viewport {
  const { default: choice } = getTheme();
  return {
    // theme-color is written in <head> below, where the theme script can keep it in step.
    colorScheme: choice === 'system' ? 'light dark' : choice,
    width: 'device-width',
    initialScale: 1,
  };
}

/** The root of every page, drawn by app/[lang]/layout.tsx and both 404 layouts. */
export async function Document({
  local,
  children,
  missing = false,
}: {
  local: Local;
  children: ReactNode;
  /** The 404's address is no page in any language: the language button leads to each home. */
  missing?: boolean;
}) {
  const theme = getTheme();
  const offer = local.multilingual && !missing;
  const problems = await devProblems();
  if (problems) {
    // `next dev` only: the owner's page until the content is valid again.
    return (
      <html lang="en" className={fontVariables} data-theme="dark">
        <body>
          <main id="main">
            <ContentProblems problems={problems} />
          </main>
          <ContentEdits />
        </body>
      </html>
    );
  }
  return (
    // data-theme holds the owner's default; the head script replaces it with the visitor's
    // stored choice before the first paint, hence suppressHydrationWarning on this element only.
    <html
      lang={local.language}
      dir={local.dir}
      className={fontVariables}
      data-theme={theme.default}
      suppressHydrationWarning
    >
      <head>
        {/* A fixed choice adds its own, first, from the theme script (lib/theme/choice.ts). */}
        {THEMES.map((scheme) => (
          <meta
            key={scheme}
            name="theme-color"
            media={`(prefers-color-scheme: ${scheme})`}
            content={THEME_COLOR[scheme]}
          />
        ))}
        {/* Safe inline: accentRule writes validated #rrggbb values only, printOriginRule a quoted
            origin, languageOfferRules language tags. */}
        <style
          dangerouslySetInnerHTML={{
            __html: `${accentRule(theme.accents)}${printOriginRule()}${offer ? languageOfferRules(getLanguages()) : ''}`,
          }}
        />
        <InServerHtml>
          {/* No first paint of half a header (a busy parser yields mid-way): its buttons sit
              right, so each one parsed later would push those before it aside. */}
          <link rel="expect" href="#main" blocking="render" />
          <script dangerouslySetInnerHTML={{ __html: themeScript(theme.default) }} />
          {offer && (
            <script
              dangerouslySetInnerHTML={{
                __html: languageOfferScript(local.language, getLanguages()),
              }}
            />
          )}
          <script dangerouslySetInnerHTML={{ __html: BEFORE_HYDRATION_SCRIPT }} />
          <script dangerouslySetInnerHTML={{ __html: HEADER_SCROLLED_SCRIPT }} />
        </InServerHtml>
      </head>
      <body>
        <a className="skip-link" href="#main">
          {local.t('frame.skipToContent')}
        </a>
        {offer && (
          <LanguageOffer
            current={local.language}
            defaultLanguage={getDefaultLanguage()}
            offers={languageOffers()}
          />
        )}
        <SiteHeader
          local={local}
          missing={missing}
          search={
            <SearchButton
              page={local.path(routes.search)}
              index={local.path(routes.searchIndex)}
              labels={searchLabels(local.t, local.languageName(getDefaultLanguage()))}
            />
          }
        />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter local={local} />
        <Toasts />
        <DeferredHydrationSignal />
        <ContentEdits />
        <OwnerScripts local={local} />
        <InServerHtml>
          {/* Next.js hydrates a task after its `beforeInteractive` scripts: React, loaded by
              instrumentation-client.ts, and hydration then run in separate tasks. */}
          <Script id="hydrate-next-task" strategy="beforeInteractive">
            {'/* hydration starts a task after React has loaded */'}
          </Script>
        </InServerHtml>
      </body>
    </html>
  );
}
