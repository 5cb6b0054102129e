import Link from 'next/link';
import { shownTime } from '@/lib/admin/format';
import { routes } from '@/lib/routes';
import type { TestimonialSummary } from '@/lib/store/testimonials';
import admin from './admin.module.scss';
import styles from './testimonials.module.scss';

type Labels = Record<
  | 'own'
  | 'corrected'
  | 'correct'
  | 'publish'
  | 'decline'
  | 'delete'
  | 'confirmDelete'
  | 'deleteForGood'
  | 'cancel'
  | 'photo'
  | 'consent'
  | 'state',
  string
>;

/** One answer: the client's own words, the owner's correction against them, and what to do. */
export function TestimonialAnswer({
  answer,
  action,
  confirming,
  labels,
}: {
  answer: TestimonialSummary;
  action: string;
  confirming: boolean;
  labels: Labels;
}) {
  const who = [answer.name, answer.role, answer.company].filter(Boolean).join(', ');
  return (
    <article
      id={`testimonial-${answer.id}`}
      className={styles.answer}
      aria-labelledby={`t-${answer.id}`}
    >
      <h3 id={`t-${answer.id}`} className={styles.who}>
        {who || answer.client} <span className={styles.state}>{labels.state}</span>
      </h3>
      {answer.photo && (
        // eslint-disable-next-line @next/next/no-img-element -- the owner's alone, never optimised
        <img
          src={`${action}/photo`}
          alt={labels.photo}
          width={64}
          height={64}
          className={styles.photo}
        />
      )}
      <p className={styles.meta}>
        {answer.client}
        {answer.project && ` · ${answer.project}`}
        {answer.consentAt && ` · ${labels.consent}`}
      </p>
      <div className={styles.versions}>
        <figure className={styles.version}>
          <figcaption>{labels.own}</figcaption>
          <blockquote lang={answer.language ?? undefined}>{answer.quote}</blockquote>
        </figure>
        {answer.correctedQuote && (
          <figure className={styles.version}>
            <figcaption>{labels.corrected}</figcaption>
            <blockquote lang={answer.language ?? undefined}>{answer.correctedQuote}</blockquote>
          </figure>
        )}
      </div>
      {answer.state === 'new' && (
        <form method="post" action={action} className={styles.correct}>
          <label htmlFor={`quote-${answer.id}`}>{labels.corrected}</label>
          <textarea
            id={`quote-${answer.id}`}
            name="quote"
            defaultValue={answer.correctedQuote ?? answer.quote ?? ''}
            rows={4}
          />
          <button type="submit" name="do" value="correct" className={admin.secondary}>
            {labels.correct}
          </button>
        </form>
      )}
      <form method="post" action={action} className={styles.buttons}>
        {answer.state === 'new' && (
          <>
            <button type="submit" name="do" value="publish" className={admin.primary}>
              {labels.publish}
            </button>
            <button type="submit" name="do" value="decline" className={admin.secondary}>
              {labels.decline}
            </button>
          </>
        )}
        {/* Two steps, with or without scripts: nothing is deleted by one stray click. */}
        <Link
          href={`${routes.adminTestimonials}?confirm=${answer.id}#testimonial-${answer.id}`}
          prefetch={false}
          className={admin.danger}
        >
          {labels.delete}
        </Link>
      </form>
      {confirming && (
        <form method="post" action={action} className={admin.confirm}>
          <p role="alert">{labels.confirmDelete}</p>
          <button type="submit" name="do" value="delete" className={admin.danger}>
            {labels.deleteForGood}
          </button>
          <Link href={`${routes.adminTestimonials}#testimonial-${answer.id}`} prefetch={false}>
            {labels.cancel}
          </Link>
        </form>
      )}
      {answer.answeredAt && (
        <p className={styles.meta}>
          <time dateTime={answer.answeredAt}>{shownTime(answer.answeredAt)}</time>
        </p>
      )}
    </article>
  );
}
