import Image from 'next/image';
import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageContent } from '@/lib/content/page';
import styles from './testimonials-section.module.scss';

export async function TestimonialsSection() {
  const { testimonials, t, fallbackLang } = await pageContent();
  if (!testimonials.length) return null;
  return (
    <section
      id="testimonial"
      aria-labelledby="testimonial-title"
      className={`${section.section} ${section.deferred} ${styles.section}`}
    >
      <div className={section.inner}>
        <SectionHeading
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
          id="testimonial-title"
          tone="dark"
        />
        <ul className={styles.list}>
          {testimonials.map((quote, index) => (
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
                    {quote.role && (
                      <span
                        className={styles.role}
                        lang={fallbackLang('testimonials', 'role', quote, index)}
                      >
                        {quote.role}
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
