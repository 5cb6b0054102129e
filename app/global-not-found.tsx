import type { Metadata } from 'next';
import { Document, notFoundMetadata, siteViewport } from './document';
import { NotFoundView } from '@/components/frame/not-found-view';
import { contentIn } from '@/lib/content';

// In the site's own language; build/rewrites/not-found.ts answers others from app/missing/[lang].
export const generateMetadata = (): Metadata => notFoundMetadata(contentIn());

export const generateViewport = siteViewport;

export default function GlobalNotFound() {
  const local = contentIn();
  return (
    <Document local={local} missing>
      <NotFoundView local={local} />
    </Document>
  );
}
