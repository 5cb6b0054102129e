'use client';

import { useActionState } from 'react';
import { IDLE_ANSWER, type AnswerErrorKey, type AnswerField } from '@/lib/testimonials/contract';
import { sendTestimonial } from './actions';
import styles from './testimonial-form.module.scss';

export type TestimonialFormLabels = Record<
  'quote' | 'quoteHint' | 'name' | 'role' | 'company' | 'photo' | 'photoHint' | 'consent',
  string
> &
  Record<'send' | 'sending' | 'thanksTitle' | 'thanks' | 'errorsTitle', string> & {
    errors: Record<AnswerErrorKey, string>;
  };

type Props = { token: string; language: string; labels: TestimonialFormLabels; permalink: string };

const FIELDS: { name: Exclude<AnswerField, 'quote'>; max: number; autoComplete: string }[] = [
  { name: 'name', max: 100, autoComplete: 'name' },
  { name: 'role', max: 100, autoComplete: 'organization-title' },
  { name: 'company', max: 120, autoComplete: 'organization' },
];

/** The client's form: without scripts the browser posts it and the page comes back with this
 * state; with them it is sent in place and the thank-you replaces it. */
export function TestimonialForm({ token, language, labels, permalink }: Props) {
  const [state, action, pending] = useActionState(sendTestimonial, IDLE_ANSWER, permalink);
  if (state.outcome === 'sent') {
    return (
      <div role="status" className={styles.form}>
        <h2>{labels.thanksTitle}</h2>
        <p>{labels.thanks}</p>
      </div>
    );
  }
  const error = (field: keyof typeof state.errors) => {
    const key = state.errors[field];
    return key ? (
      <p id={`${field}-error`} className={styles.error}>
        {labels.errors[key]}
      </p>
    ) : null;
  };
  const described = (field: keyof typeof state.errors, hint?: string) =>
    [hint, state.errors[field] && `${field}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <form action={action} className={styles.form} encType="multipart/form-data" noValidate>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="language" value={language} />
      {(state.notice || Object.keys(state.errors).length > 0) && (
        <p role="alert" className={styles.formError}>
          {state.notice ? labels.errors[state.notice] : labels.errorsTitle}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="quote" className={styles.label}>
          {labels.quote}
        </label>
        <p id="quote-hint" className={styles.hint}>
          {labels.quoteHint}
        </p>
        <textarea
          id="quote"
          name="quote"
          required
          maxLength={1000}
          defaultValue={state.values.quote}
          aria-invalid={state.errors.quote ? true : undefined}
          aria-describedby={described('quote', 'quote-hint')}
          className={styles.input}
        />
        {error('quote')}
      </div>
      <div className={styles.row}>
        {FIELDS.map(({ name, max, autoComplete }) => (
          <div key={name} className={styles.field}>
            <label htmlFor={name} className={styles.label}>
              {labels[name]}
            </label>
            <input
              id={name}
              name={name}
              maxLength={max}
              autoComplete={autoComplete}
              defaultValue={state.values[name]}
              aria-invalid={state.errors[name] ? true : undefined}
              aria-describedby={described(name)}
              className={styles.input}
            />
            {error(name)}
          </div>
        ))}
      </div>
      <div className={styles.field}>
        <label htmlFor="photo" className={styles.label}>
          {labels.photo}
        </label>
        <p id="photo-hint" className={styles.hint}>
          {labels.photoHint}
        </p>
        <input
          id="photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={state.errors.photo ? true : undefined}
          aria-describedby={described('photo', 'photo-hint')}
          className={styles.file}
        />
        {error('photo')}
      </div>
      <div className={styles.field}>
        <div className={styles.consent}>
          <input
            id="consent"
            name="consent"
            type="checkbox"
            value="yes"
            required
            aria-invalid={state.errors.consent ? true : undefined}
            aria-describedby={described('consent')}
          />
          <label htmlFor="consent">{labels.consent}</label>
        </div>
        {error('consent')}
      </div>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? labels.sending : labels.send}
      </button>
    </form>
  );
}
