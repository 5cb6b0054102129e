import type { Metadata, Viewport } from 'next';
import Script from 'next/script';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { HydratedSignal } from '@/components/frame/hydrated-signal';
import { LanguageOffer } from '@/components/frame/language-offer';
import { OwnerScripts } from '@/components/frame/owner-scripts';
import { Toasts } from '@/components/frame/toasts';
import { SiteHeader } from '@/components/header/site-header';
import { getDefaultLanguage, getTheme, languageOffers, type Local } from '@/lib/content';
import { APP_ICONS, appIconPath } from '@/lib/share/app-icon';
import { siteUrl } from '@/lib/settings';
import { themeScript } from '@/lib/theme/choice';
import { accentRule } from '@/lib/theme/palette';
import { THEME_COLOR, THEMES } from '@/lib/theme/themes';
import { grotesk } from './fonts';
import './globals.scss';

/** What every page says about the site: its owner, icons and description, in the page's language. */
export function siteMetadata({ about, ownerName: name, description }: Local): Metadata {
  // With no favicon of its own, the site uses its logo.
  const favicon = about.fav ?? about.icon;
  // Pages set their own title, canonical URL and share tags through pageMetadata().
  return {
    metadataBase: siteUrl(),
    title: name,
    description,
    applicationName: name,
    authors: [{ name }],
    // The home-screen icon is drawn at build (app/icons): iOS wants an opaque PNG.
    icons: {
      ...(favicon && { icon: favicon, shortcut: favicon }),
      apple: appIconPath(APP_ICONS.find((icon) => icon.purpose === 'apple')!),
    },
  };
}

/** The 404's: the site's, with its own title, kept out of search results. */
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

/**
 * The page around every page's content, in its language: <html lang dir>, the theme before the
 * first paint, the header, the footer and what the whole site shares. The pages' root layout
 * (app/[lang]/layout.tsx) and the 404 page (app/global-not-found.tsx) both draw it.
 */
export function Document({
  local,
  children,
  missing = false,
}: {
  local: Local;
  children: ReactNode;
  /**
   * The 404: its address is no page in any language, so the language button leads to each
   * language's home page and no other language is offered.
   */
  missing?: boolean;
}) {
  const theme = getTheme();
  return (
    // data-theme holds the owner's default; the head script replaces it with the visitor's
    // stored choice before the first paint, hence suppressHydrationWarning on this element only.
    <html
      lang={local.language}
      dir={local.dir}
      className={grotesk.variable}
      data-theme={theme.default}
      suppressHydrationWarning
    >
      <head>
        {/* One per scheme; a fixed choice (the owner's default or the visitor's) adds its own,
            first, from the theme script (lib/theme/choice.ts). */}
        {THEMES.map((scheme) => (
          <meta
            key={scheme}
            name="theme-color"
            media={`(prefers-color-scheme: ${scheme})`}
            content={THEME_COLOR[scheme]}
          />
        ))}
        {/* The owner's accent (validated #rrggbb values only) for the design partial, and the
            site's origin for the addresses a printed page shows. */}
        <style
          dangerouslySetInnerHTML={{
            __html: `${accentRule(theme.accents)}:root{--site-origin:${JSON.stringify(siteUrl().origin)}}`,
          }}
        />
        <script dangerouslySetInnerHTML={{ __html: themeScript(theme.default) }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {local.t('frame.skipToContent')}
        </a>
        <SiteHeader local={local} missing={missing} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter local={local} />
        <Toasts />
        {local.multilingual && !missing && (
          <LanguageOffer
            current={local.language}
            defaultLanguage={getDefaultLanguage()}
            offers={languageOffers()}
          />
        )}
        <HydratedSignal />
        <OwnerScripts local={local} />
        {/* Next.js hydrates once its `beforeInteractive` scripts have run, a task after the one its
            code arrives in: with instrumentation-client.ts, React loads in one task and the page
            hydrates in the next. */}
        <Script id="hydrate-next-task" strategy="beforeInteractive">
          {'/* hydration starts a task after React has loaded */'}
        </Script>
      </body>
    </html>
  );
}
