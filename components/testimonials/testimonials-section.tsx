import Image from 'next/image';
import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import { getTestimonials } from '@/lib/content';
import styles from './testimonials-section.module.scss';

/** Client quotes from config/testimonials.json; nothing at all when there are none. */
export function TestimonialsSection() {
  const testimonials = getTestimonials();
  if (!testimonials.length) return null;
  return (
    <section
      id="testimonial"
      aria-labelledby="testimonial-title"
      className={`${section.section} ${section.deferred} ${styles.section}`}
    >
      <div className={section.inner}>
        <SectionHeading
          eyebrow="Testimonials"
          title="What clients say"
          id="testimonial-title"
          tone="dark"
        />
        <ul className={styles.list}>
          {testimonials.map((t, index) => (
            <li key={`${t.name}-${index}`}>
              <figure className={styles.card}>
                <blockquote className={styles.quote}>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  {t.avatar ? (
                    <Image src={t.avatar} alt="" width={44} height={44} className={styles.avatar} />
                  ) : (
                    <span className={styles.initials} aria-hidden="true">
                      {t.name
                        .split(/\s+/)
                        .map((part) => part[0])
                        .slice(0, 2)
                        .join('')}
                    </span>
                  )}
                  <span>
                    <span className={styles.name}>{t.name}</span>
                    {t.role && <span className={styles.role}>{t.role}</span>}
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
