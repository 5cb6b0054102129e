import { JsonLd } from '@/components/frame/json-ld';
import { personLd } from '@/lib/structured-data';
import type { Metadata } from 'next';
import { AboutSection } from '@/components/about/about-section';
import { ContactSection } from '@/components/contact/contact-section';
import { PageView } from '@/components/frame/page-view';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';
import { TestimonialsSection } from '@/components/testimonials/testimonials-section';
import { TimelineSection } from '@/components/timeline/timeline-section';
import { PAGE_LABELS } from '@/lib/constants';
import {
  getAbout,
  getEducation,
  getExperience,
  getOwnerName,
  getTestimonials,
} from '@/lib/content';
import { getT } from '@/lib/content/translator';
import { pageMetadata } from '@/lib/metadata';

export function generateMetadata(): Metadata {
  const about = getAbout();
  const name = getOwnerName();
  return pageMetadata({ title: about.title ? `${name} | ${about.title}` : name, path: '/' });
}

export default function HomePage() {
  const t = getT();
  return (
    <>
      <JsonLd data={personLd()} />
      <AboutSection />
      <PortfolioSection />
      <TimelineSection
        id="experience"
        eyebrow={t('sections.experience')}
        title={t('timeline.experienceTitle')}
        entries={getExperience()}
        alt
      />
      {/* The specification's order: testimonials between experience and education. */}
      <TestimonialsSection />
      <TimelineSection
        id="education"
        eyebrow={t('sections.education')}
        title={t('timeline.educationTitle')}
        entries={getEducation()}
        // The other background from its neighbour above: the dark testimonials, or the portfolio.
        alt={getTestimonials().length > 0 || getExperience().length === 0}
      />
      <ContactSection />
      <PageView label={PAGE_LABELS.home} />
    </>
  );
}
