import { JsonLd } from '@/components/frame/json-ld';
import { breadcrumbLd, collectionPageLd } from '@/lib/structured-data';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { toCardsData } from '@/components/portfolio/project-card-data';
import { CategoryLinks } from '@/components/portfolio/category-links';
import { PortfolioGrid } from '@/components/portfolio/portfolio-grid';
import section from '@/components/ui/section.module.scss';
import { PAGE_LABELS } from '@/lib/constants';
import { pageContent } from '@/lib/content/page';
import { gridLabels } from '@/lib/i18n/labels';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import styles from './page.module.scss';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const local = await pageContent();
  const name = local.categoryTitle(id);
  if (!name) notFound();
  const count = local.projectsIn(id).length;
  return pageMetadata(local, {
    title: `${local.ownerName} | ${id.toUpperCase()}`,
    description: local.t('portfolio.categoryDescription', { name, count, owner: local.ownerName }),
    path: routes.category(id),
    image: {
      path: routes.shareImage(routes.category(id)),
      alt: local.t('share.categoryAlt', { owner: local.ownerName }),
    },
  });
}

export default async function CategoryPage({ params }: Props) {
  const { id } = await params;
  const local = await pageContent();
  const name = local.categoryTitle(id);
  if (!name) notFound();
  const projects = local.projectsIn(id);
  const { t } = local;
  const count = t('portfolio.count', { count: projects.length });
  return (
    <>
      <JsonLd data={collectionPageLd(local, { name, path: routes.category(id), projects })} />
      <JsonLd
        data={breadcrumbLd(local, [
          { name: local.ownerName, path: routes.home },
          { name, path: routes.category(id) },
        ])}
      />
      <PageHero eyebrow={t('sections.portfolio')} title={name} lead={<p>{count}</p>} />
      <div className={section.section}>
        <div className={section.inner}>
          <div className={styles.links}>
            <CategoryLinks current={id} />
          </div>
          <PortfolioGrid
            projects={await toCardsData(local, projects)}
            labels={gridLabels(t, projects.length)}
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
