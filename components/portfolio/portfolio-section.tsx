import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageContent } from '@/lib/content/page';
import { gridLabels } from '@/lib/i18n/labels';
import { CategoryLinks } from './category-links';
import { PortfolioGrid } from './portfolio-grid';
import { toCardsData } from './project-card-data';

export async function PortfolioSection() {
  const local = await pageContent();
  const projects = await toCardsData(local, local.projects);
  const { t } = local;
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
          <CategoryLinks />
        </SectionHeading>
        <PortfolioGrid projects={projects} labels={gridLabels(t, projects.length)} />
      </div>
    </section>
  );
}
