import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import { getCategories, getProjects } from '@/lib/content';
import { gridLabels } from '@/lib/i18n/labels';
import { getT } from '@/lib/content/translator';
import { CategoryLinks } from './category-links';
import { PortfolioGrid } from './portfolio-grid';
import { toCardsData } from './project-card-data';

export async function PortfolioSection() {
  const entries = await toCardsData(getProjects());
  const t = getT();
  return (
    <section
      id="portfolio"
      aria-labelledby="portfolio-title"
      className={`${section.section} ${section.deferred}`}
      tabIndex={-1}
    >
      <div className={section.inner}>
        <SectionHeading
          eyebrow={t('sections.portfolio')}
          title={t('portfolio.title')}
          id="portfolio-title"
        >
          <CategoryLinks categories={getCategories()} />
        </SectionHeading>
        <PortfolioGrid entries={entries} labels={gridLabels(t, entries.length)} />
      </div>
    </section>
  );
}
