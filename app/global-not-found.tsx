import type { Metadata } from 'next';
import { Document, notFoundMetadata, siteViewport } from './document';
import { NotFoundView } from '@/components/frame/not-found-view';
import { contentIn } from '@/lib/content';

/**
 * Every address the site does not have, prerendered once in the site's own language. The
 * production server (build/start.mjs) answers an address of another language with that language's
 * copy, prerendered at /missing/<lang> (app/missing/[lang]).
 */
export const metadata: Metadata = notFoundMetadata(contentIn());

export const generateViewport = siteViewport;

export default function GlobalNotFound() {
  const local = contentIn();
  return (
    <Document local={local} missing>
      <NotFoundView local={local} />
    </Document>
  );
}
