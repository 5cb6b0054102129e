import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { PAGE_LABELS } from '@/lib/constants';
import { getCategories, getCategory, getOwnerName, getPortfoliosIn } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return [{ id: 'all' }, ...getCategories().map((c) => ({ id: c.slug }))];
}

function categoryName(id: string): string | undefined {
  return id === 'all' ? 'All work' : getCategory(id)?.name;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  if (!categoryName(id)) notFound();
  return pageMetadata({ title: `${getOwnerName()} | ${id.toUpperCase()}`, path: routes.category(id) });
}

export default async function CategoryPage({ params }: Props) {
  const { id } = await params;
  const name = categoryName(id);
  if (!name) notFound();
  const entries = getPortfoliosIn(id);
  return (
    <>
      <PageHero eyebrow="Portfolio" title={name} />
      <ul>
        {entries.map((entry) => (
          <li key={entry.slug}>
            <Link href={routes.project(entry.slug)}>{entry.name}</Link>
          </li>
        ))}
      </ul>
      <PageView label={PAGE_LABELS.category} />
    </>
  );
}
