import Image from 'next/image';
import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageContent } from '@/lib/content/page';
import styles from './testimonials-section.module.scss';

/** The home page's testimonials, or on a project's page (`project`) those that name it. */
export async function TestimonialsSection({ project }: { project?: string } = {}) {
  const { testimonials: all, t, fallbackLang } = await pageContent();
  // Each keeps its place in the file: a translation's fallback is found by it.
  const testimonials = all
    .map((quote, index) => ({ ...quote, index }))
    .filter((quote) => project === undefined || quote.project === project);
  if (!testimonials.length) return null;
  const id = project === undefined ? 'testimonial' : 'project-testimonials';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${section.section} ${section.deferred} ${section.dark}`}
    >
      <div className={section.inner}>
        <SectionHeading
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
          id={`${id}-title`}
          tone="dark"
        />
        <ul className={styles.list}>
          {testimonials.map(({ index, ...quote }) => (
            <li key={`${quote.name}-${index}`}>
              <figure className={styles.card}>
                <blockquote
                  className={styles.quote}
                  lang={fallbackLang('testimonials', 'quote', quote, index)}
                >
                  <p>{quote.quote}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  {quote.avatar ? (
                    <Image
                      src={quote.avatar}
                      alt=""
                      width={44}
                      height={44}
                      className={styles.avatar}
                    />
                  ) : (
                    <span className={styles.initials} aria-hidden="true">
                      {quote.name
                        .split(/\s+/)
                        .map((part) => part[0])
                        .slice(0, 2)
                        .join('')}
                    </span>
                  )}
                  <span>
                    <span className={styles.name}>{quote.name}</span>
                    {(quote.role || quote.company) && (
                      <span
                        className={styles.role}
                        lang={fallbackLang('testimonials', 'role', quote, index)}
                      >
                        {[quote.role, quote.company].filter(Boolean).join(', ')}
                      </span>
                    )}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
