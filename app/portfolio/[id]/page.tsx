import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { PAGE_LABELS } from '@/lib/constants';
import { getOwnerName, getPortfolio, getPortfolios } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getPortfolios().map((p) => ({ id: p.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const entry = getPortfolio(id);
  if (!entry) notFound();
  return pageMetadata({
    title: `${entry.name} | ${getOwnerName()}`,
    path: routes.project(entry.slug),
    image: entry.avatar,
    imageAlt: entry.name,
    type: 'article',
  });
}

export default async function ProjectPage({ params }: Props) {
  const { id } = await params;
  const entry = getPortfolio(id);
  if (!entry) notFound();
  return (
    <>
      <PageHero eyebrow={entry.category?.name} title={entry.name} />
      <PageView label={PAGE_LABELS.project(entry.name)} />
    </>
  );
}
