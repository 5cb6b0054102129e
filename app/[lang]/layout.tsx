import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Document, siteMetadata, siteViewport } from '../document';
import { getLanguages } from '@/lib/content';
import { pageContent } from '@/lib/content/page';

export const generateStaticParams = () => getLanguages().map((lang) => ({ lang }));
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await pageContent());
}

export const generateViewport = siteViewport;

export default async function RootLayout({ children }: { children: ReactNode }) {
  return <Document local={await pageContent()}>{children}</Document>;
}
