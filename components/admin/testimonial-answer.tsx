import { shownTime } from '@/lib/admin/format';
import type { TestimonialSummary } from '@/lib/store/testimonials';
import styles from './testimonials.module.scss';

type Labels = Record<
  'own' | 'corrected' | 'correct' | 'publish' | 'decline' | 'delete' | 'consent' | 'state',
  string
>;

/** One answer: the client's own words, the owner's correction against them, and what to do. */
export function TestimonialAnswer({
  answer,
  action,
  labels,
}: {
  answer: TestimonialSummary;
  action: string;
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
          <button type="submit" name="do" value="correct" className={styles.secondary}>
            {labels.correct}
          </button>
        </form>
      )}
      <form method="post" action={action} className={styles.buttons}>
        {answer.state === 'new' && (
          <>
            <button type="submit" name="do" value="publish" className={styles.primary}>
              {labels.publish}
            </button>
            <button type="submit" name="do" value="decline" className={styles.secondary}>
              {labels.decline}
            </button>
          </>
        )}
        <button type="submit" name="do" value="delete" className={styles.danger}>
          {labels.delete}
        </button>
      </form>
      {answer.answeredAt && (
        <p className={styles.meta}>
          <time dateTime={answer.answeredAt}>{shownTime(answer.answeredAt)}</time>
        </p>
      )}
    </article>
  );
}
