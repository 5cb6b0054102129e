'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sendContactMessage } from '@/lib/endpoints/contact/client';
import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  OFFER_FIELD,
  type ContactErrors,
  type ContactField,
  type ContactFormLabels,
  type ContactMessage,
} from '@/lib/endpoints/contact/contract';
import { apiUrl } from '@/lib/endpoints/client';
import { prepareToasts, toastSuccess } from '@/components/frame/toasts';
import { FormField } from './form-field';
import { OfferField, type OfferChoice } from './offer-field';
import styles from './contact-form.module.scss';

const EMPTY = {
  ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])),
  [OFFER_FIELD]: '',
} as Required<ContactMessage>;
const NO_OFFERS: readonly OfferChoice[] = [];

type Props = {
  labels: ContactFormLabels;
  /** A post without scripts names it so that its answer is in it. */
  language: string;
  /** None: the form does not ask what the message is about. */
  offers?: readonly OfferChoice[];
};

export function ContactForm({ labels, language, offers = NO_OFFERS }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Text typed before hydration is in the DOM but not in React's state; take it over so it is
  // neither sent empty nor wiped.
  useEffect(() => {
    const elements = formRef.current?.elements;
    if (!elements) return;
    const typed = (name: string) => {
      const element = elements.namedItem(name);
      return element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
        ? element.value
        : '';
    };
    setValues((current) => {
      const adopted = { ...current };
      for (const field of [...CONTACT_FIELDS, OFFER_FIELD] as const) {
        adopted[field] ||= typed(field);
      }
      return adopted;
    });
    setHoneypot((current) => current || typed(HONEYPOT_FIELD));
  }, []);

  const change = (field: keyof ContactMessage) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setFormError(undefined);
    prepareToasts();
    const result = await sendContactMessage(values, honeypot);
    setSubmitting(false);
    if (result.status === 'sent') {
      setValues(EMPTY);
      setErrors({});
      void toastSuccess(result.message);
    } else if (result.status === 'invalid') {
      setErrors(result.fieldErrors);
      setFormError(result.formError);
    }
    // 'failed': the spec ends silently; the visitor's text stays so nothing is lost.
  }

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: change(name),
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      action={apiUrl('/api/contact-post')}
      method="post"
      aria-busy={submitting}
      aria-labelledby="contact-form-title"
      onFocus={prepareToasts}
    >
      <h3 id="contact-form-title" className={styles.title}>
        {labels.title}
      </h3>
      <input type="hidden" name={LANGUAGE_FIELD} value={language} />
      <div className={styles.row}>
        <FormField label={labels.name} autoComplete="name" {...field('name')} />
        <FormField label={labels.email} type="email" autoComplete="email" {...field('email')} />
      </div>
      {offers.length > 0 && (
        <OfferField
          offers={offers}
          label={labels.offer}
          otherOffer={labels.otherOffer}
          value={values.offer}
          error={errors.offer}
          onChange={change(OFFER_FIELD)}
        />
      )}
      <FormField label={labels.subject} {...field('subject')} />
      <FormField label={labels.message} multiline {...field('message')} />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {labels.honeypot}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </label>
      </div>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? labels.sending : labels.send}
      </button>
      {submitting && (
        <div className={styles.overlay} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span>{labels.sendingStatus}</span>
        </div>
      )}
    </form>
  );
}
