import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Document, notFoundMetadata, siteViewport } from '../../document';
import { contentIn, getLanguages } from '@/lib/content';

// The 404 in each language, which the server answers unknown addresses in that language with.
// Its own root layout: the 404's header leads to each language's home and offers no other language.
export const generateStaticParams = () => getLanguages().map((lang) => ({ lang }));
export const dynamicParams = false;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(contentIn((await params).lang));
}

export const generateViewport = siteViewport;

export default async function MissingLayout({ children, params }: Props & { children: ReactNode }) {
  return (
    <Document local={contentIn((await params).lang)} missing>
      {children}
    </Document>
  );
}
