import type { Metadata, Viewport } from 'next';
import Script from 'next/script';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { HydratedSignal } from '@/components/frame/hydrated-signal';
import { OwnerScripts } from '@/components/frame/owner-scripts';
import { Toasts } from '@/components/frame/toasts';
import { SiteHeader } from '@/components/header/site-header';
import { getAbout, getOwnerName, getSiteDescription } from '@/lib/content';
import { siteUrl } from '@/lib/settings';
import { grotesk } from './fonts';
import './globals.scss';

export function generateMetadata(): Metadata {
  const about = getAbout();
  const name = getOwnerName();
  // With no favicon of its own, the site uses its logo.
  const favicon = about.fav ?? about.icon;
  // Pages set their own title, canonical URL and share tags through pageMetadata().
  return {
    metadataBase: siteUrl(),
    title: name,
    description: getSiteDescription(),
    applicationName: name,
    authors: [{ name }],
    icons: favicon ? { icon: favicon, shortcut: favicon, apple: favicon } : undefined,
  };
}

export const viewport: Viewport = {
  themeColor: '#0c0e13',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={grotesk.variable}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <Toasts />
        <HydratedSignal />
        <OwnerScripts />
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
