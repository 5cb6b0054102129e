import { JsonLd } from '@/components/frame/json-ld';
import { personLd, profilePageLd } from '@/lib/structured-data';
import type { Metadata } from 'next';
import { AboutSection } from '@/components/about/about-section';
import { ContactSection } from '@/components/contact/contact-section';
import { HireSection } from '@/components/hire/hire-section';
import { NotesSection } from '@/components/notes/notes-section';
import { PageView } from '@/components/frame/page-view';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';
import { TestimonialsSection } from '@/components/testimonials/testimonials-section';
import { TimelineSection } from '@/components/timeline/timeline-section';
import { PAGE_LABELS } from '@/lib/constants';
import { pageContent } from '@/lib/content/page';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  const local = await pageContent();
  const { about, ownerName: name } = local;
  return pageMetadata(local, {
    title: about.title ? `${name} | ${about.title}` : name,
    path: routes.home,
    image: { path: routes.shareImage(routes.home), alt: local.ownerLine },
  });
}

export default async function HomePage() {
  const local = await pageContent();
  const { t, experience, education, testimonials, offers, notes } = local;
  // Paper and surface alternate down the page, from the paper portfolio; after the dark
  // testimonials, surface comes first.
  const hireAlt = offers.length > 0;
  const notesAlt = !hireAlt;
  const experienceAlt = notes.length ? !notesAlt : !hireAlt;
  const aboveEducation = experience.length ? experienceAlt : notes.length ? notesAlt : hireAlt;
  const educationAlt = testimonials.length > 0 || !aboveEducation;
  return (
    <>
      <JsonLd data={personLd(local)} />
      {local.multilingual && <JsonLd data={profilePageLd(local)} />}
      <AboutSection />
      <PortfolioSection />
      <HireSection alt={hireAlt} />
      <NotesSection alt={notesAlt} />
      <TimelineSection
        id="experience"
        eyebrow={t('sections.experience')}
        title={t('timeline.experienceTitle')}
        entries={experience}
        alt={experienceAlt}
      />
      {/* The specification's order: testimonials between experience and education. */}
      <TestimonialsSection />
      <TimelineSection
        id="education"
        eyebrow={t('sections.education')}
        title={t('timeline.educationTitle')}
        entries={education}
        alt={educationAlt}
      />
      <ContactSection />
      <PageView label={PAGE_LABELS.home} />
    </>
  );
}
