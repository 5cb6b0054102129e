'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { externalContact, sendContactMessage } from '@/lib/contact/client';
import {
  CONTACT_FIELDS,
  CONTACT_FORM_ID,
  EMPTY_VALUES,
  HONEYPOT_FIELD,
  IDLE_FORM,
  LANGUAGE_FIELD,
  OFFER_FIELD,
  type ContactField,
  type ContactFormLabels,
  type ContactFormState,
  type ContactMessage,
} from '@/lib/contact/contract';
import { prepareToasts, toastSuccess } from '@/components/frame/toasts';
import { sendMessage } from './actions';
import { FormField } from './form-field';
import { OfferField, type OfferChoice } from './offer-field';
import styles from './contact-form.module.scss';

const NO_OFFERS: readonly OfferChoice[] = [];

type Props = {
  labels: ContactFormLabels;
  /** A post without scripts names it so that its answer is in it. */
  language: string;
  /** None: the form does not ask what the message is about. */
  offers?: readonly OfferChoice[];
  /** Where a post without scripts lands: the form's own section. */
  permalink: string;
};

export function ContactForm({ labels, language, offers = NO_OFFERS, permalink }: Props) {
  // Without scripts the browser posts the form to the action, and the page comes back drawn with
  // its answer as this state.
  const [state, formAction] = useActionState(sendMessage, IDLE_FORM, permalink);
  const [shown, setShown] = useState(state);
  const [values, setValues] = useState(state.values);
  const [honeypot, setHoneypot] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  // The form's height when it was sent: the confirmation keeps it, so nothing below moves.
  const [sentHeight, setSentHeight] = useState<number>();
  const [restarts, setRestarts] = useState(0);

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

  function show(answer: ContactFormState) {
    if (answer.outcome === 'sent') {
      setSentHeight(formRef.current?.offsetHeight);
      setValues(EMPTY_VALUES);
      void toastSuccess(answer.notice ?? '');
    }
    setShown(answer);
  }

  const sent = shown.outcome === 'sent';
  // Read by screen readers as it appears, and where the keyboard goes on from.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (restarts)
      formRef.current
        ?.querySelector<HTMLElement>('input:not([type="hidden"], [tabindex])')
        ?.focus();
  }, [restarts]);

  function startAnother() {
    setRestarts((count) => count + 1);
    setShown(IDLE_FORM);
  }

  // With scripts the page stays. An owner's NEXT_PUBLIC_API_URL host takes the message instead of
  // the action; a failure to reach either ends silently, as the specification has it, and the
  // visitor's text stays.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    prepareToasts();
    setSubmitting(true);
    const form = new FormData(event.currentTarget);
    const answer = externalContact()
      ? await sendContactMessage(values, honeypot)
      : await sendMessage(shown, form).catch(() => undefined);
    setSubmitting(false);
    if (answer) show(answer);
  }

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    error: shown.errors[name],
    onChange: change(name),
  });

  if (sent) {
    return (
      <div id={CONTACT_FORM_ID} className={styles.confirmation} style={{ minHeight: sentHeight }}>
        <div
          ref={confirmationRef}
          role="status"
          aria-labelledby="contact-sent-title"
          tabIndex={-1}
          className={styles.confirmed}
        >
          <h3 id="contact-sent-title" className={styles.title}>
            {labels.sent}
          </h3>
          <p>{labels.reply}</p>
        </div>
        <button type="button" className={styles.another} onClick={startAnother}>
          {labels.another}
        </button>
      </div>
    );
  }

  return (
    <form
      id={CONTACT_FORM_ID}
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      action={externalContact() ?? formAction}
      // React writes the method of a server action itself, and refuses one given beside it.
      method={externalContact() ? 'post' : undefined}
      aria-busy={submitting}
      aria-labelledby="contact-form-title"
      onFocus={prepareToasts}
    >
      {state.outcome !== 'idle' && (
        // The answer to a post without scripts: the browser jumps to the form at once, rather than
        // gliding down the whole page from its top.
        <style>{'html { scroll-behavior: auto; }'}</style>
      )}
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
          chooseOffer={labels.chooseOffer}
          value={values.offer}
          error={shown.errors.offer}
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
      {shown.notice && shown.outcome !== 'sent' && (
        <p className={styles.formError} role="alert">
          {shown.notice}
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
