import { JsonLd } from '@/components/frame/json-ld';
import { breadcrumbLd } from '@/lib/structured-data';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { toCardsData } from '@/components/portfolio/project-card-data';
import { CategoryLinks } from '@/components/portfolio/category-links';
import { PortfolioGrid } from '@/components/portfolio/portfolio-grid';
import section from '@/components/ui/section.module.scss';
import { PAGE_LABELS } from '@/lib/constants';
import { categoryTitle, getCategories, getOwnerName, getProjectsIn } from '@/lib/content';
import { gridLabels } from '@/lib/i18n/labels';
import { getT } from '@/lib/content/translator';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import styles from './page.module.scss';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const name = categoryTitle(id);
  if (!name) notFound();
  const count = getProjectsIn(id).length;
  return pageMetadata({
    title: `${getOwnerName()} | ${id.toUpperCase()}`,
    description: getT()('portfolio.categoryDescription', { name, count, owner: getOwnerName() }),
    path: routes.category(id),
  });
}

export default async function CategoryPage({ params }: Props) {
  const { id } = await params;
  const name = categoryTitle(id);
  if (!name) notFound();
  const entries = getProjectsIn(id);
  const t = getT();
  const count = t('portfolio.count', { count: entries.length });
  return (
    <>
      <JsonLd
        data={breadcrumbLd([
          { name: getOwnerName(), path: routes.home },
          { name, path: routes.category(id) },
        ])}
      />
      <PageHero eyebrow={t('sections.portfolio')} title={name} lead={<p>{count}</p>} />
      <div className={section.section}>
        <div className={section.inner}>
          <div className={styles.links}>
            <CategoryLinks categories={getCategories()} current={id} />
          </div>
          <PortfolioGrid
            entries={await toCardsData(entries)}
            labels={gridLabels(t, entries.length)}
            pageInUrl
            headingLevel={2}
            eager={1}
          />
        </div>
      </div>
      <PageView label={PAGE_LABELS.category} />
    </>
  );
}
