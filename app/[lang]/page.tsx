import { JsonLd } from '@/components/frame/json-ld';
import { personLd, profilePageLd } from '@/lib/structured-data';
import type { Metadata } from 'next';
import { Fragment, type ReactNode } from 'react';
import { Biography } from '@/components/about/biography';
import { Services } from '@/components/about/services';
import { ToolsCarousel } from '@/components/about/tools-carousel';
import { AboutSection } from '@/components/about/about-section';
import { ContactSection } from '@/components/contact/contact-section';
import { HireSection } from '@/components/hire/hire-section';
import { NotesSection } from '@/components/notes/notes-section';
import { PageView } from '@/components/frame/page-view';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';
import { TestimonialsSection } from '@/components/testimonials/testimonials-section';
import { TimelineSection } from '@/components/timeline/timeline-section';
import { PAGE_LABELS, type HomeSection } from '@/lib/constants';
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

/** The sections that draw their own band: the others alternate paper and surface between them. */
const OWN_BAND: Partial<Record<HomeSection, Band>> = {
  about: 'dark',
  tools: 'paper',
  portfolio: 'paper',
  testimonial: 'dark',
  contact: 'paper',
};
type Band = 'dark' | 'paper' | 'surface';

function bandAfter(above: Band, underIntroduction: boolean): Band {
  if (above === 'paper') return 'surface';
  if (above === 'surface') return 'paper';
  // After a dark band: paper under the introduction, surface after the testimonials.
  return underIntroduction ? 'paper' : 'surface';
}

export default async function HomePage() {
  const local = await pageContent();
  const { t, about, skills, tools, experience, education, testimonials, offers, notes } = local;
  const shown: Record<HomeSection, boolean> = {
    about: true,
    biography: [about.freelancer, about.bio, about.email, about.phone, about.address].some(Boolean),
    services: skills.length > 0,
    tools: tools.length > 0,
    portfolio: true,
    hire: offers.length > 0,
    notes: notes.length > 0,
    experience: experience.length > 0,
    testimonial: testimonials.length > 0,
    education: education.length > 0,
    contact: true,
  };
  // Paper and surface alternate down the page, in the owner's order.
  const order = local.homeSections.filter((id) => shown[id]);
  const alt = {} as Record<HomeSection, boolean>;
  let toolsJoinAbove = false;
  order.reduce<Band>((above, id, index) => {
    const band = OWN_BAND[id] ?? bandAfter(above, index === 1);
    alt[id] = band === 'surface';
    if (id === 'tools') toolsJoinAbove = above === band;
    return band;
  }, 'dark');
  const sections: Record<HomeSection, ReactNode> = {
    about: <AboutSection />,
    biography: <Biography alt={alt.biography} />,
    services: <Services skills={skills} alt={alt.services} />,
    tools: <ToolsCarousel tools={tools} joined={toolsJoinAbove} />,
    portfolio: <PortfolioSection />,
    hire: <HireSection alt={alt.hire} />,
    notes: <NotesSection alt={alt.notes} />,
    experience: (
      <TimelineSection
        id="experience"
        eyebrow={t('sections.experience')}
        title={t('timeline.experienceTitle')}
        entries={experience}
        alt={alt.experience}
      />
    ),
    testimonial: <TestimonialsSection />,
    education: (
      <TimelineSection
        id="education"
        eyebrow={t('sections.education')}
        title={t('timeline.educationTitle')}
        entries={education}
        alt={alt.education}
      />
    ),
    contact: <ContactSection />,
  };
  return (
    <>
      <JsonLd data={personLd(local)} />
      {local.multilingual && <JsonLd data={profilePageLd(local)} />}
      {order.map((id) => (
        <Fragment key={id}>{sections[id]}</Fragment>
      ))}
      <PageView label={PAGE_LABELS.home} />
    </>
  );
}
