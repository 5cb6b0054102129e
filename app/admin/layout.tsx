import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { contentIn, getTheme } from '@/lib/content';
import { themeScript } from '@/lib/theme/choice';
import { fontVariables } from '../fonts';
import '../globals.scss';

// The owner's own pages: drawn for each request, never prerendered, cached or indexed.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  const local = contentIn();
  return {
    title: `${local.t('admin.title')} | ${local.ownerName}`,
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** In the site's own language, whichever the owner reads the site in. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const local = contentIn();
  return (
    <html
      lang={local.language}
      dir={local.dir}
      className={fontVariables}
      data-theme={getTheme().default}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript(getTheme().default) }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {local.t('frame.skipToContent')}
        </a>
        {children}
      </body>
    </html>
  );
}
